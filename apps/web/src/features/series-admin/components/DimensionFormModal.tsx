import { ModalForm } from '@ant-design/pro-components';
import type { ComputeType, Dimension } from '@csp/contract/core';
import { App, Form, Input, InputNumber, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { send } from '../../system/shared/api';
import { submitForm } from '../../system/shared/submit';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { useComputeTypes, useSeriesTree } from '../api';
import { type DimensionFormValues, dimensionBody, dimensionFormValues } from '../dimension-form';
import { seriesOptions } from '../series-form';
import { ComputingFields } from './ComputingFields';

export type DimensionDialog = { mode: 'add'; seriesId?: string } | { mode: 'edit'; dimension: Dimension };

/**
 * Add or edit a statistical type (SPEC §3 "Dimension"): stored values, a formula over other series, a chained
 * index or a year-on-year change, with its parameters, coefficient and description. The server checks the formula
 * against every other type and puts its refusal next to the field.
 */
export function DimensionFormModal({
  dialog,
  onClose,
  onSaved,
}: {
  dialog: DimensionDialog | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<DimensionFormValues>();
  const tree = useSeriesTree();
  const computeTypes = useComputeTypes();
  const computeType = Form.useWatch('computeType', form) as ComputeType | undefined;
  const seriesId = Form.useWatch('seriesId', form) as string | undefined;
  const editing = dialog?.mode === 'edit' ? dialog.dimension : null;
  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field }) });
  return (
    <ModalForm<DimensionFormValues>
      title={
        editing
          ? t('dimension.editTitle', { name: bilingual(editing.nameZh, editing.nameEn, lang) })
          : t('dimension.add')
      }
      open={dialog !== null}
      form={form}
      width={820}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={dimensionFormValues(editing, dialog?.mode === 'add' ? dialog.seriesId : undefined)}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      onFinish={async (values) => {
        const body = dimensionBody(values);
        const saved = await submitForm(
          form,
          () =>
            editing
              ? send('PUT', '/dimension/editDimension', { body: { ...body, id: editing.id } })
              : send('POST', '/dimension/addDimension', { body }),
          message,
        );
        if (saved) onSaved();
        return saved;
      }}
    >
      <Form.Item
        name="seriesId"
        label={t('dimension.series')}
        rules={[{ required: true, message: t('form.requiredChoice', { field: t('dimension.series') }) }]}
      >
        <Select
          showSearch
          disabled={editing !== null}
          optionFilterProp="label"
          loading={tree.isLoading}
          options={seriesOptions(tree.data ?? [], lang)}
          placeholder={t('dimension.seriesPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('dimension.code')}
        extra={t('dimension.codeHint')}
        rules={[
          required(t('dimension.code')),
          { pattern: /^\s*[A-Za-z][A-Za-z0-9_]{0,39}\s*$/, message: t('dimension.codeRule') },
        ]}
      >
        <Input maxLength={40} className="mono" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('dimension.nameEn')} rules={[required(t('dimension.nameEn'))]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameZh" label={t('dimension.nameZh')} rules={[required(t('dimension.nameZh'))]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="unitEn" label={t('dimension.unitEn')} extra={t('dimension.unitHint')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="unitZh" label={t('dimension.unitZh')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="computeType" label={t('dimension.computeType')} rules={[{ required: true }]}>
        <Select
          loading={computeTypes.isLoading}
          options={(computeTypes.data ?? []).map((c) => ({
            value: c.value,
            label: bilingual(c.nameZh, c.nameEn, lang),
          }))}
        />
      </Form.Item>
      <ComputingFields form={form} computeType={computeType} seriesId={seriesId} selfId={editing?.id} />
      <Form.Item name="sort" label={t('dimension.sort')}>
        <InputNumber precision={0} />
      </Form.Item>
      <Tabs
        items={[
          {
            key: 'en',
            label: t('dimension.contentEn'),
            forceRender: true,
            children: (
              <Form.Item name="contentEn" wrapperCol={{ span: 24 }}>
                <RichTextEditor placeholder={t('dimension.contentPlaceholder')} aria-label={t('dimension.contentEn')} />
              </Form.Item>
            ),
          },
          {
            key: 'zh',
            label: t('dimension.contentZh'),
            forceRender: true,
            children: (
              <Form.Item name="contentZh" wrapperCol={{ span: 24 }}>
                <RichTextEditor placeholder={t('dimension.contentPlaceholder')} aria-label={t('dimension.contentZh')} />
              </Form.Item>
            ),
          },
        ]}
      />
    </ModalForm>
  );
}
