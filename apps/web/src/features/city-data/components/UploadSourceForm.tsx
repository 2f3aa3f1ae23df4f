import { knownLicences, type UploadSource, uploadSourceLimits } from '@csp/contract/core';
import { AutoComplete, Form, type FormInstance, Input, type FormRule as Rule } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the source fields hold while edited (every field may be empty). */
export type UploadSourceValues = Partial<UploadSource>;

/** The source to send: null when no field is filled (the series' source is credited). */
export function sourceOf(values: UploadSourceValues | undefined): UploadSource | null {
  const v = {
    publisher: values?.publisher?.trim() ?? '',
    title: values?.title?.trim() ?? '',
    url: values?.url?.trim() ?? '',
    licence: values?.licence?.trim() ?? '',
  };
  return Object.values(v).some(Boolean) ? v : null;
}

/**
 * The source and licence of an upload's figures (issue 16): publisher, title, address, licence (a known one or free
 * text). Plain text: the server refuses markup, so the fields do too.
 */
export function UploadSourceForm({
  form,
  name,
  initialValues,
}: {
  form: FormInstance<UploadSourceValues>;
  name: string;
  initialValues?: UploadSourceValues;
}) {
  const { t } = useTranslation('cityData');
  const plain: Rule = {
    validator: (_, v?: string) =>
      v && /[<>]/.test(v) ? Promise.reject(new Error(t('uploadSource.plainText'))) : Promise.resolve(),
  };
  return (
    <Form form={form} name={name} layout="vertical" size="small" initialValues={initialValues}>
      <p>
        <strong>{t('uploadSource.section')}</strong>
        <br />
        <span style={{ fontSize: 12 }}>{t('uploadSource.sectionHint')}</span>
      </p>
      <Form.Item
        name="publisher"
        label={t('uploadSource.publisher')}
        dependencies={['title', 'url', 'licence']}
        rules={[
          plain,
          ({ getFieldsValue }) => ({
            validator: (_, v?: string) =>
              !v?.trim() && sourceOf(getFieldsValue())
                ? Promise.reject(new Error(t('uploadSource.publisherRequired')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input maxLength={uploadSourceLimits.publisher} />
      </Form.Item>
      <Form.Item name="title" label={t('uploadSource.title')} rules={[plain]}>
        <Input maxLength={uploadSourceLimits.title} />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('uploadSource.url')}
        rules={[
          plain,
          {
            validator: (_, v?: string) =>
              v?.trim() && !/^https?:\/\/\S+$/i.test(v.trim())
                ? Promise.reject(new Error(t('uploadSource.urlInvalid')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input maxLength={uploadSourceLimits.url} placeholder="https://" />
      </Form.Item>
      <Form.Item name="licence" label={t('uploadSource.licence')} rules={[plain]}>
        <AutoComplete
          options={knownLicences.map((l) => ({ value: l }))}
          placeholder={t('uploadSource.licencePlaceholder')}
          maxLength={uploadSourceLimits.licence}
          filterOption={(input, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
        />
      </Form.Item>
    </Form>
  );
}
