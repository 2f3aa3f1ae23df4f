import type { ComputeType } from '@csp/contract/core';
import { Form, type FormInstance, Input, InputNumber, type InputRef, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../system/shared/use-lang';
import { useFormulaSeries, useTypesOf } from '../api';
import { formulaReferences, insertReference, takesFormula } from '../dimension-form';
import styles from '../series-admin.module.css';

interface Props {
  form: FormInstance;
  computeType: ComputeType | undefined;
  seriesId: string | undefined;
  /** The type being edited (not its own yoy source). */
  selfId?: string;
}

/**
 * The computing part of a statistical type: the formula (with a picker that inserts `S<number>` references),
 * base year, rebased references, the yoy source type and the coefficient — each shown only for the compute types
 * that use it. The server parses and checks the formula and answers on the field (`formulaInvalid`,
 * `formulaUnknownSeries`, `baseYearRequired`).
 */
export function ComputingFields({ form, computeType, seriesId, selfId }: Props) {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const input = useRef<InputRef>(null);
  const formulaSeries = useFormulaSeries();
  const types = useTypesOf(computeType === 'yoy' ? seriesId : undefined);
  const formula = Form.useWatch('formula', form) as string | undefined;
  const references = formulaReferences(formula);

  const insert = (ref: string) => {
    const element = input.current?.input;
    const text = (form.getFieldValue('formula') as string | undefined) ?? '';
    const at = element?.selectionStart ?? text.length;
    const next = insertReference(text, ref, at);
    form.setFieldValue('formula', next.text);
    requestAnimationFrame(() => {
      input.current?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <>
      {takesFormula(computeType) ? (
        <>
          <Form.Item
            name="formula"
            label={t('dimension.formula')}
            extra={computeType === 'chain_index' ? t('dimension.chainHint') : t('dimension.formulaHint')}
            rules={[
              { required: true, whitespace: true, message: t('form.required', { field: t('dimension.formula') }) },
            ]}
          >
            <Input ref={input} className={styles.mono} maxLength={500} placeholder="S1100 / S2100" />
          </Form.Item>
          <Form.Item label={t('dimension.insertSeries')}>
            <Select
              showSearch
              value={null}
              optionFilterProp="label"
              loading={formulaSeries.isLoading}
              placeholder={t('dimension.insertPlaceholder')}
              onChange={(ref: string) => insert(ref)}
              options={(formulaSeries.data ?? [])
                .filter((s) => s.stored)
                .map((s) => ({ value: s.reference, label: `${s.reference} · ${lang === 'zh' ? s.name : s.nameEn}` }))}
              aria-label={t('dimension.insertSeries')}
            />
          </Form.Item>
          <Form.Item
            name={['parameters', 'baseYear']}
            label={t('dimension.baseYear')}
            extra={computeType === 'chain_index' ? t('dimension.baseYearChain') : t('dimension.baseYearFormula')}
          >
            <InputNumber min={1900} max={2100} precision={0} placeholder="2017" />
          </Form.Item>
        </>
      ) : null}
      {computeType === 'formula' ? (
        <>
          <Form.Item name={['parameters', 'rebase']} label={t('dimension.rebase')} extra={t('dimension.rebaseHint')}>
            <Select mode="multiple" allowClear options={references.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          <Form.Item name="coefficient" label={t('dimension.coefficient')} extra={t('dimension.coefficientHint')}>
            <InputNumber step={0.1} style={{ width: 200 }} />
          </Form.Item>
        </>
      ) : null}
      {computeType === 'yoy' ? (
        <Form.Item name={['parameters', 'source']} label={t('dimension.source')} extra={t('dimension.sourceHint')}>
          <Select
            allowClear
            loading={types.isLoading}
            options={(types.data ?? [])
              .filter((d) => d.computeType !== 'yoy' && d.id !== selfId)
              .map((d) => ({ value: d.code, label: `${d.code} · ${lang === 'zh' ? d.nameZh : d.nameEn}` }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
