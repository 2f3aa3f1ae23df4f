import { ModalForm } from '@ant-design/pro-components';
import type { Dimension } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Descriptions, Form, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { send } from '../../system/shared/api';
import { submitForm } from '../../system/shared/submit';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { computingPart, type DimensionFormValues, dimensionFormValues } from '../dimension-form';
import { ComputingFields } from './ComputingFields';

type Values = Pick<DimensionFormValues, 'formula' | 'parameters' | 'coefficient'>;

/**
 * Dimension information (SPEC §7 dimensionInformation): the computing part of a type — formula, related series,
 * parameters and coefficient — read by the type's id and saved on its own.
 */
export function DimensionInfoModal({
  dimensionId,
  onClose,
  onSaved,
}: {
  dimensionId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const info = useQuery({
    queryKey: ['seriesAdmin', 'dimensionInformation', dimensionId],
    queryFn: () =>
      http.get<Dimension>('/dimension/dimensionInformation/queryByDimensionId', { params: { dimensionId } }),
    enabled: dimensionId !== null,
    gcTime: 0,
  });
  const d = info.data;
  useEffect(() => {
    if (!d) return;
    const initial = dimensionFormValues(d);
    form.setFieldsValue({ formula: initial.formula, parameters: initial.parameters, coefficient: initial.coefficient });
  }, [d, form]);
  return (
    <ModalForm<Values>
      title={d ? t('information.title', { name: bilingual(d.nameZh, d.nameEn, lang) }) : t('information.loading')}
      open={dimensionId !== null}
      form={form}
      width={760}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      submitter={{ submitButtonProps: { disabled: !d || d.computeType === 'stored' } }}
      onFinish={async (values) => {
        if (!d) return false;
        const saved = await submitForm(
          form,
          () =>
            send('PUT', '/dimension/dimensionInformation/edit', {
              body: { id: d.id, ...computingPart({ ...values, computeType: d.computeType }) },
            }),
          message,
        );
        if (saved) onSaved();
        return saved;
      }}
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('dimension.code')}>{d.code}</Descriptions.Item>
            <Descriptions.Item label={t('dimension.computeType')}>
              {t(`computeType.${d.computeType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('information.related')} span={2}>
              {d.relatedSeries.length ? d.relatedSeries.join(', ') : '–'}
            </Descriptions.Item>
          </Descriptions>
          {d.computeType === 'stored' ? (
            <p>{t('information.stored')}</p>
          ) : (
            <ComputingFields form={form} computeType={d.computeType} seriesId={d.seriesId} selfId={d.id} />
          )}
        </>
      )}
    </ModalForm>
  );
}
