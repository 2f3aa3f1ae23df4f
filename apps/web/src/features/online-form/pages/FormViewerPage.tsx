import { type OnlineFormRecord, onlineFormLimits, permissions as p } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Modal, Select, Space, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { Screen } from '../../../components/Screen';
import { serverPager } from '../../../lib/server-pager';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { formDataApi, formDataKeys, type OnlineFormView } from '../api';
import { formCodeOf } from '../form-definition';

interface Request {
  pageNo: number;
  pageSize: number;
  column?: string;
  order: 'asc' | 'desc';
  query: Record<string, string>;
}

/** The list, detail and edit views of one form (JeecgBoot OnlCgformAutoList). */
function FormBrowser({ code, view }: { code: string; view: OnlineFormView }) {
  const { t } = useTranslation('onlineForm');
  const lang = useLang();
  const { can } = useAccess();
  const [queryForm] = Form.useForm<Record<string, string>>();
  const [request, setRequest] = useState<Request>({
    pageNo: 1,
    pageSize: onlineFormLimits.pageSize,
    order: 'asc',
    query: {},
  });
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<OnlineFormRecord | null>(null);
  const label = (f: { labelEn: string; labelZh: string }) => (lang === 'en' ? f.labelEn : f.labelZh);
  const textOf = (field: string, value: unknown) => {
    const f = view.fields.find((x) => x.field === field);
    if (value === null || value === undefined) return '';
    if (f?.kind === 'time') return dayjs(String(value)).format('YYYY-MM-DD HH:mm:ss');
    const option = view.dictOptions[field]?.find((o) => o.value === String(value));
    if (option) return lang === 'en' ? option.textEn || option.text : option.text;
    return String(value);
  };
  const params: Record<string, string | number> = {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    order: request.order,
    ...(request.column ? { column: request.column } : {}),
    ...Object.fromEntries(Object.entries(request.query).filter(([, v]) => v)),
  };
  const data = useQuery({
    queryKey: formDataKeys.page(code, params),
    queryFn: ({ signal }) => formDataApi.page(code, params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const detail = useQuery({
    queryKey: formDataKeys.detail(code, detailId ?? ''),
    queryFn: () => formDataApi.detail(code, detailId as string),
    enabled: Boolean(detailId),
  });
  const editable = view.fields.filter((f) => f.edit);
  const save = useInvalidatingMutation(
    (values: Record<string, string | number>) => formDataApi.edit(code, String(editing?.id), values),
    [formDataKeys.all(code)],
  );
  const search = (query: Record<string, string>) => setRequest((r) => ({ ...r, pageNo: 1, query }));
  const queryFields = view.fields.filter((f) => f.query);

  return (
    <>
      {queryFields.length ? (
        <Form form={queryForm} name="query" layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
          {queryFields.map((f) => (
            <Form.Item key={f.field} name={f.field} label={label(f)}>
              {view.dictOptions[f.field] ? (
                <Select
                  allowClear
                  style={{ minWidth: 140 }}
                  placeholder={t('viewer.choose')}
                  options={view.dictOptions[f.field]?.map((o) => ({
                    value: o.value,
                    label: lang === 'en' ? o.textEn || o.text : o.text,
                  }))}
                />
              ) : (
                <Input allowClear placeholder={t('viewer.enter')} maxLength={100} />
              )}
            </Form.Item>
          ))}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('viewer.search')}
              </Button>
              <Button
                onClick={() => {
                  queryForm.resetFields();
                  search({});
                }}
              >
                {t('viewer.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      {view.enhanceRecords.length ? (
        <Space wrap style={{ marginBottom: 12 }} aria-label={t('viewer.remembered')}>
          {view.enhanceRecords.map((e) => (
            <Button
              key={e.nameEn}
              size="small"
              onClick={() => {
                queryForm.setFieldsValue(e.filters);
                search(e.filters);
              }}
            >
              {lang === 'en' ? e.nameEn : e.nameZh}
            </Button>
          ))}
        </Space>
      ) : null}
      <Table<OnlineFormRecord>
        rowKey={(r) => String(r.id)}
        size="middle"
        loading={data.isFetching}
        dataSource={data.data?.records ?? []}
        columns={[
          ...view.fields
            .filter((f) => f.list)
            .map((f) => ({
              key: f.field,
              dataIndex: f.field,
              title: label(f),
              sorter: true,
              render: (value: unknown) => textOf(f.field, value),
            })),
          {
            key: 'actions',
            title: t('viewer.actions'),
            width: 140,
            render: (_: unknown, row: OnlineFormRecord) => (
              <Space>
                <Button type="link" size="small" onClick={() => setDetailId(String(row.id))}>
                  {t('viewer.detail')}
                </Button>
                {editable.length && can(p.onlineFormDataEdit) ? (
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('viewer.edit')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
        onChange={(pagination, _filters, sorter) => {
          const s = sorter as SorterResult<OnlineFormRecord>;
          setRequest((r) => ({
            ...r,
            pageNo: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? r.pageSize,
            ...(s.order
              ? { column: String(s.columnKey), order: s.order === 'descend' ? 'desc' : 'asc' }
              : { column: undefined, order: 'asc' }),
          }));
        }}
        pagination={serverPager(request, data.data?.total, onlineFormLimits.pageSizeOptions, (total) =>
          t('viewer.total', { count: total }),
        )}
      />
      <Modal
        open={Boolean(detailId)}
        title={t('viewer.detailTitle')}
        footer={null}
        width={Math.min(1200, 300 * view.detailColumns + 120)}
        onCancel={() => setDetailId(null)}
      >
        {detail.data ? (
          <Descriptions
            bordered
            size="small"
            column={Math.min(view.detailColumns, onlineFormLimits.detailColumnsMax)}
            items={view.fields
              .filter((f) => f.detail)
              .map((f) => ({ key: f.field, label: label(f), children: textOf(f.field, detail.data[f.field]) }))}
          />
        ) : (
          <LoadingBlock />
        )}
      </Modal>
      <EntityFormModal<Record<string, string | number>>
        title={t('viewer.editTitle')}
        open={Boolean(editing)}
        initialValues={editing ? Object.fromEntries(editable.map((f) => [f.field, editing[f.field] ?? ''])) : {}}
        save={(values) => save.mutateAsync(values)}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      >
        {editable.map((f) => (
          <Form.Item key={f.field} name={f.field} label={label(f)} rules={[{ required: true }]}>
            {view.dictOptions[f.field] ? (
              <Select
                options={view.dictOptions[f.field]?.map((o) => ({
                  value: o.value,
                  label: lang === 'en' ? o.textEn || o.text : o.text,
                }))}
              />
            ) : f.kind === 'int' ? (
              <InputNumber style={{ width: '100%' }} />
            ) : (
              <Input maxLength={500} />
            )}
          </Form.Item>
        ))}
      </EntityFormModal>
    </>
  );
}

/**
 * The built-in view of online forms: `/online/cgform?code=<code>` from the form list, or a form's own menu entry
 * `/online/cgform/<code>` (the component `online/CgformAutoList`, SPEC §2 "online-form list views map to built-in views").
 */
export default function FormViewerPage() {
  const { t } = useTranslation('onlineForm');
  const lang = useLang();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const code = formCodeOf(pathname, search.get('code'));
  const view = useQuery({
    queryKey: formDataKeys.view(code ?? ''),
    queryFn: () => formDataApi.view(code as string),
    enabled: Boolean(code),
    retry: false,
  });
  const title = view.data ? (lang === 'en' ? view.data.nameEn : view.data.name) : t('viewer.title');
  return (
    <Screen fallbackTitle={title}>
      {!code || view.isError ? (
        <Alert type="warning" showIcon message={t('viewer.missing')} />
      ) : view.data ? (
        <FormBrowser key={code} code={code} view={view.data} />
      ) : (
        <LoadingBlock />
      )}
    </Screen>
  );
}
