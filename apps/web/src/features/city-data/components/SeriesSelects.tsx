import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../system/shared/use-lang';
import { useSeriesOptions } from '../api';
import { seriesSelectOptions, typeSelectOptions } from '../series-options';
import { CascadeFirstSelect } from './CascadeFirstSelect';

interface Props {
  /** `stored`: only series and types that take values (data entry, uploads). */
  need?: 'any' | 'stored';
  withType?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** Series → statistical type cascade as two form items (`seriesId`, `dimensionId`) inside an antd Form. */
export function SeriesSelects({ need = 'any', withType = true, required, disabled }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const form = Form.useFormInstance();
  const seriesId = Form.useWatch('seriesId', form) as string | undefined;
  const series = useSeriesOptions();
  const options = useMemo(() => seriesSelectOptions(series.data ?? [], lang, need), [series.data, lang, need]);
  const chosen = series.data?.find((s) => s.id === seriesId);
  return (
    <>
      <CascadeFirstSelect
        name="seriesId"
        label={t('fields.series')}
        clears="dimensionId"
        required={required}
        disabled={disabled}
        loading={series.isLoading}
        allPlaceholder={t('filters.allSeries')}
        options={options}
        minWidth={240}
        popupMatchSelectWidth={false}
      />
      {withType ? (
        <Form.Item name="dimensionId" label={t('fields.type')}>
          <Select
            allowClear
            disabled={disabled || !chosen}
            placeholder={need === 'stored' ? t('fields.firstStoredType') : t('filters.allTypes')}
            options={typeSelectOptions(chosen, lang, need)}
            style={{ minWidth: 140 }}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
