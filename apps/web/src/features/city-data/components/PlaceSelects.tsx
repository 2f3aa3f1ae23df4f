import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../system/shared/use-lang';
import { type AreaKind, useAreaCities, useAreaCountries } from '../api';
import { localName } from '../labels';
import { CascadeFirstSelect } from './CascadeFirstSelect';

interface Props {
  kind?: AreaKind;
  /** Show the city picker (not on the national economy screens). */
  withCity?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Label of an empty city (economy-level figures, or every city). */
  cityPlaceholder?: string;
}

/**
 * Economy → city cascade of the user's area as two form items (`countryId`, `cityId`): choosing another
 * economy clears the city. Must sit inside an antd Form.
 */
export function PlaceSelects({ kind = 'data', withCity = true, required, disabled, cityPlaceholder }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const form = Form.useFormInstance();
  const countryId = Form.useWatch('countryId', form) as string | undefined;
  const countries = useAreaCountries(kind);
  const cities = useAreaCities(withCity ? countryId : undefined, kind);
  const option = (o: { id: string; nameEn: string; name: string }) => ({ value: o.id, label: localName(o, lang) });
  return (
    <>
      <CascadeFirstSelect
        name="countryId"
        label={t('fields.economy')}
        clears="cityId"
        required={required}
        disabled={disabled}
        loading={countries.isLoading}
        allPlaceholder={t('filters.allEconomies')}
        options={(countries.data ?? []).map(option)}
        minWidth={180}
      />
      {withCity ? (
        <Form.Item name="cityId" label={t('fields.city')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={disabled || !countryId}
            loading={cities.isLoading}
            placeholder={cityPlaceholder ?? t('filters.allCities')}
            options={(cities.data ?? []).map(option)}
            style={{ minWidth: 180 }}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
