import { Form, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The first choice of a two-step cascade (economy → city, series → type) as a form item: required, or empty with an
 * "all …" placeholder; searchable by label; choosing another value clears the second choice (`clears`).
 */
export function CascadeFirstSelect({
  name,
  label,
  clears,
  required,
  disabled,
  loading,
  allPlaceholder,
  options,
  minWidth,
  popupMatchSelectWidth,
}: {
  name: string;
  label: string;
  clears: string;
  required?: boolean;
  disabled?: boolean;
  loading: boolean;
  allPlaceholder: string;
  options: SelectProps['options'];
  minWidth: number;
  popupMatchSelectWidth?: boolean;
}) {
  const { t } = useTranslation('cityData');
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={required ? [{ required: true, message: t('fields.requiredChoice', { field: label }) }] : []}
    >
      <Select
        allowClear={!required}
        showSearch
        optionFilterProp="label"
        disabled={disabled}
        loading={loading}
        placeholder={required ? t('fields.select') : allPlaceholder}
        options={options}
        onChange={() => form.setFieldValue(clears, undefined)}
        style={{ minWidth }}
        popupMatchSelectWidth={popupMatchSelectWidth}
      />
    </Form.Item>
  );
}
