import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { newParam } from '../report-form';
import { FormListTable } from './FormListTable';
import styles from './report-editor.module.css';

/** The report's `${name}` parameters (Form.List `params`): name, titles and the default value. */
export function ParamsTable() {
  const { t } = useTranslation('onlineReport');
  const text = (name: number, key: string, label: string, required = false) => (
    <Form.Item name={[name, key]} rules={required ? [{ required: true, message: label }] : []} className={styles.cell}>
      <Input aria-label={label} maxLength={key === 'defaultValue' ? 500 : 100} />
    </Form.Item>
  );
  return (
    <FormListTable
      name="params"
      newRow={() => newParam('')}
      addLabel={t('reports.addParam')}
      columns={[
        {
          title: t('reports.paramName'),
          key: 'name',
          render: (_, { name }) => text(name, 'name', t('reports.paramName'), true),
        },
        {
          title: t('reports.paramTitle'),
          key: 'title',
          render: (_, { name }) => text(name, 'title', t('reports.paramTitle'), true),
        },
        {
          title: t('reports.paramTitleEn'),
          key: 'titleEn',
          render: (_, { name }) => text(name, 'titleEn', t('reports.paramTitleEn')),
        },
        {
          title: t('reports.defaultValue'),
          key: 'defaultValue',
          render: (_, { name }) => text(name, 'defaultValue', t('reports.defaultValue')),
        },
      ]}
    />
  );
}
