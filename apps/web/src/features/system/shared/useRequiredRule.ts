import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rule of a required field of the back office, its message naming the field ("Please enter the <field>"). */
export function useRequiredRule(): (field: string) => FormRule {
  const { t } = useTranslation('system');
  return (field: string) => ({ required: true, message: t('common.required', { field }) });
}
