import { ModalForm } from '@ant-design/pro-components';
import type { SeriesPush } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Empty, Form, Input, List, Radio, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { send } from '../../system/shared/api';
import { submitForm } from '../../system/shared/submit';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { type Series, seriesAdminKeys, useSeriesPushes } from '../api';
import styles from '../series-admin.module.css';

interface Values {
  kind: 'new' | 'revised';
  priority: 'L' | 'M' | 'H';
  note: string;
}

/**
 * Information push (SPEC §2): announces a new or revised series to every user — an announcement in both languages,
 * released at once (bell, live channel; urgent ones are mailed). A series is announced as new once: the server's
 * refusal shows on the kind. Earlier pushes of the series are listed below.
 */
export function PushModal({ series, onClose }: { series: Series | null; onClose: () => void }) {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const pushes = useSeriesPushes(series?.id);
  const announcedAsNew = (pushes.data ?? []).some((p) => p.kind === 'new');
  return (
    <ModalForm<Values>
      title={series ? t('push.title', { name: bilingual(series.nameZh, series.nameEn, lang) }) : ''}
      open={series !== null}
      form={form}
      width={640}
      layout="vertical"
      initialValues={{ kind: 'new', priority: 'L', note: '' }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('push.send') } }}
      onFinish={async (values) => {
        if (!series) return false;
        const pushed = await submitForm(
          form,
          () => send('POST', '/series/citySerSeries/push', { body: { seriesId: series.id, ...values } }),
          message,
        );
        if (pushed) {
          await client.invalidateQueries({ queryKey: seriesAdminKeys.pushes(series.id) });
          onClose();
        }
        return pushed;
      }}
    >
      <p className={styles.muted}>{t('push.hint')}</p>
      <Form.Item name="kind" label={t('push.kind')} extra={announcedAsNew ? t('push.alreadyNew') : undefined}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'new', label: t('push.kindNew') },
            { value: 'revised', label: t('push.kindRevised') },
          ]}
        />
      </Form.Item>
      <Form.Item name="priority" label={t('push.priority')}>
        <Select
          options={[
            { value: 'L', label: t('push.priorityL') },
            { value: 'M', label: t('push.priorityM') },
            { value: 'H', label: t('push.priorityH') },
          ]}
        />
      </Form.Item>
      <Form.Item name="note" label={t('push.note')} rules={[{ max: 2000, message: t('push.noteTooLong') }]}>
        <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('push.notePlaceholder')} />
      </Form.Item>
      <h3 className={styles.historyTitle}>{t('push.history')}</h3>
      <List<SeriesPush>
        size="small"
        loading={pushes.isLoading}
        dataSource={pushes.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('push.none')} /> }}
        renderItem={(p) => (
          <List.Item data-testid="push-history-item">
            <List.Item.Meta
              title={
                <span>
                  <Tag color={p.kind === 'new' ? 'green' : 'blue'}>
                    {p.kind === 'new' ? t('push.kindNew') : t('push.kindRevised')}
                  </Tag>
                  {p.titile ?? t('push.deleted')}
                  {p.sendStatus === '2' ? <Tag style={{ marginLeft: 8 }}>{t('push.revoked')}</Tag> : null}
                </span>
              }
              description={`${new Date(p.pushedAt).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB')} · ${p.pushedBy ?? ''}${
                p.note ? ` · ${p.note}` : ''
              }`}
            />
          </List.Item>
        )}
      />
    </ModalForm>
  );
}
