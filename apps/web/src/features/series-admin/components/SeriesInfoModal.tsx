import { ModalForm } from '@ant-design/pro-components';
import type { Series } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { http } from '../../../lib/http';
import { send } from '../../system/shared/api';
import { submitForm } from '../../system/shared/submit';
import { bilingual, useLang } from '../../system/shared/use-lang';

interface Values {
  contentEn: string;
  contentZh: string;
}

/**
 * The localized description of a series (SPEC §7 information/edit) as rich text in both languages; the server
 * sanitizes it, and the public data query shows it under the series title.
 */
export function SeriesInfoModal({ seriesId, onClose }: { seriesId: string | null; onClose: () => void }) {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const series = useQuery({
    queryKey: ['seriesAdmin', 'series', seriesId],
    queryFn: () => http.get<Series>('/series/citySerSeries/queryById', { params: { id: seriesId } }),
    enabled: seriesId !== null,
    gcTime: 0,
  });
  const s = series.data;
  return (
    <ModalForm<Values>
      title={s ? t('info.title', { name: bilingual(s.nameZh, s.nameEn, lang) }) : t('info.titleLoading')}
      open={seriesId !== null}
      form={form}
      width={860}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      submitter={{ submitButtonProps: { disabled: !s } }}
      onFinish={async (values) => {
        if (!s) return false;
        const saved = await submitForm(
          form,
          () => send('PUT', '/series/citySerSeries/information/edit', { body: { id: s.id, ...values } }),
          message,
        );
        if (saved) onClose();
        return saved;
      }}
    >
      {!s ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Tabs
          items={[
            {
              key: 'en',
              label: t('info.english'),
              forceRender: true,
              children: (
                <Form.Item name="contentEn" initialValue={s.contentEn} label={t('info.contentEn')}>
                  <RichTextEditor placeholder={t('info.placeholder')} aria-label={t('info.contentEn')} />
                </Form.Item>
              ),
            },
            {
              key: 'zh',
              label: t('info.chinese'),
              forceRender: true,
              children: (
                <Form.Item name="contentZh" initialValue={s.contentZh} label={t('info.contentZh')}>
                  <RichTextEditor placeholder={t('info.placeholder')} aria-label={t('info.contentZh')} />
                </Form.Item>
              ),
            },
          ]}
        />
      )}
    </ModalForm>
  );
}
