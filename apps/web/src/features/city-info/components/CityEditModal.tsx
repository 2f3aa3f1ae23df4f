import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { type CityCreate, type CityDetail, cityKinds } from '@csp/contract/core';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaCountries } from '../../city-data/api';
import { EntityFormModal } from '../../system/shared/EntityFormModal';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { saveCity } from '../api';

type Values = Omit<CityCreate, 'countryId'> & { countryId?: string };

interface Props {
  /** The city being edited (with its names and codes), `null` to add one, `undefined` when closed. */
  city: CityDetail | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a city: names, region, kind of area, place, alternative names and codes (issue 16). */
export function CityEditModal({ city, onClose, onSaved }: Props) {
  const { t } = useTranslation('cityInfo');
  const lang = useLang();
  const countries = useAreaCountries('data');
  const adding = city === null;
  const initial: Partial<Values> = city
    ? {
        nameEn: city.nameEn,
        nameZh: city.nameZh,
        adminName: city.adminName,
        kindOfArea: city.kindOfArea,
        latitude: city.latitude,
        longitude: city.longitude,
        population: city.population,
        aliases: city.aliases,
        codes: city.codes,
      }
    : { kindOfArea: 'city_proper', aliases: [], codes: [] };
  const required = [{ required: true, message: t('manage.required') }];
  return (
    <EntityFormModal<Values>
      title={
        adding
          ? t('manage.addTitle')
          : t('manage.editTitle', { name: bilingual(city?.nameZh ?? '', city?.nameEn ?? '', lang) })
      }
      open={city !== undefined}
      width={720}
      initialValues={initial}
      onClose={onClose}
      onSaved={onSaved}
      save={(values) =>
        saveCity(
          adding ? ({ ...values, countryId: values.countryId ?? '' } as CityCreate) : { ...values, id: city?.id ?? '' },
        )
      }
    >
      {adding ? (
        <Form.Item name="countryId" label={t('columns.economy')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            options={(countries.data ?? []).map((c) => ({ value: c.id, label: bilingual(c.name, c.nameEn, lang) }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="nameEn" label={t('columns.nameEn')} rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameZh" label={t('columns.nameZh')} rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="adminName" label={t('manage.region')} extra={t('manage.regionHint')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="kindOfArea" label={t('manage.kind')}>
        <Select options={cityKinds.map((k) => ({ value: k, label: t(`manage.kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item name="latitude" label={t('manage.latitude')} rules={required}>
        <InputNumber min={-90} max={90} step={0.0001} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="longitude" label={t('manage.longitude')} rules={required}>
        <InputNumber min={-180} max={180} step={0.0001} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="population" label={t('manage.population')}>
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('manage.aliases')} extra={t('manage.aliasesHint')}>
        <Form.List name="aliases">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'lang']} rules={required}>
                    <Select
                      style={{ width: 110 }}
                      options={[
                        { value: 'en', label: t('manage.langEn') },
                        { value: 'zh', label: t('manage.langZh') },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} rules={required}>
                    <Input maxLength={200} aria-label={t('manage.aliasName')} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={t('manage.remove')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ lang: lang, name: '' })}>
                {t('manage.addAlias')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item label={t('manage.codes')} extra={t('manage.codesHint')}>
        <Form.List name="codes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'scheme']} rules={required}>
                    <Input maxLength={40} placeholder={t('manage.scheme')} aria-label={t('manage.scheme')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'code']} rules={required}>
                    <Input maxLength={60} placeholder={t('manage.code')} aria-label={t('manage.code')} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={t('manage.remove')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ scheme: '', code: '' })}>
                {t('manage.addCode')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </EntityFormModal>
  );
}
