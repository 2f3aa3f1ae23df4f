import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { newColumn } from '../report-form';
import { FormListTable } from './FormListTable';
import styles from './report-editor.module.css';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The report's columns (Form.List `columns`): field, titles, dictionary, hidden, sortable, and the query
 * settings (query field, single value or range, input, shown only when the query form is expanded).
 */
export function ColumnsTable() {
  const { t } = useTranslation('onlineReport');
  const check = (name: number, key: 'hidden' | 'sortable' | 'query' | 'queryHidden') => (
    <Form.Item name={[name, key]} valuePropName="checked" noStyle>
      <Checkbox aria-label={t(`reports.${key}` as const)} />
    </Form.Item>
  );
  return (
    <FormListTable
      name="columns"
      newRow={() => newColumn('')}
      addLabel={t('reports.addColumn')}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('reports.field'),
          key: 'field',
          render: (_, { name }) => (
            <Form.Item
              name={[name, 'field']}
              rules={[
                { required: true, message: t('reports.field') },
                { pattern: FIELD, message: t('reports.field') },
              ]}
              noStyle={false}
              className={styles.cell}
            >
              <Input maxLength={64} aria-label={t('reports.field')} />
            </Form.Item>
          ),
        },
        {
          title: t('reports.columnTitle'),
          key: 'title',
          render: (_, { name }) => (
            <Form.Item
              name={[name, 'title']}
              rules={[{ required: true, message: t('reports.columnTitle') }]}
              className={styles.cell}
            >
              <Input maxLength={100} aria-label={t('reports.columnTitle')} />
            </Form.Item>
          ),
        },
        {
          title: t('reports.columnTitleEn'),
          key: 'titleEn',
          render: (_, { name }) => (
            <Form.Item name={[name, 'titleEn']} className={styles.cell}>
              <Input maxLength={100} aria-label={t('reports.columnTitleEn')} />
            </Form.Item>
          ),
        },
        {
          title: t('reports.dictCode'),
          key: 'dictCode',
          render: (_, { name }) => (
            <Form.Item name={[name, 'dictCode']} className={styles.cell}>
              <Input maxLength={100} aria-label={t('reports.dictCode')} className={styles.narrow} />
            </Form.Item>
          ),
        },
        {
          title: t('reports.hidden'),
          key: 'hidden',
          align: 'center',
          render: (_, { name }) => check(name, 'hidden'),
        },
        {
          title: t('reports.sortable'),
          key: 'sortable',
          align: 'center',
          render: (_, { name }) => check(name, 'sortable'),
        },
        {
          title: t('reports.query'),
          key: 'query',
          align: 'center',
          render: (_, { name }) => check(name, 'query'),
        },
        {
          title: t('reports.queryMode'),
          key: 'queryMode',
          render: (_, { name }) => (
            <Form.Item name={[name, 'queryMode']} className={styles.cell}>
              <Select
                aria-label={t('reports.queryMode')}
                className={styles.narrow}
                options={[
                  { value: 'single', label: t('reports.modeSingle') },
                  { value: 'group', label: t('reports.modeGroup') },
                ]}
              />
            </Form.Item>
          ),
        },
        {
          title: t('reports.queryView'),
          key: 'queryView',
          render: (_, { name }) => (
            <Form.Item name={[name, 'queryView']} className={styles.cell}>
              <Select
                aria-label={t('reports.queryView')}
                className={styles.narrow}
                options={[
                  { value: 'text', label: t('reports.viewText') },
                  { value: 'number', label: t('reports.viewNumber') },
                  { value: 'date', label: t('reports.viewDate') },
                  { value: 'list', label: t('reports.viewList') },
                ]}
              />
            </Form.Item>
          ),
        },
        {
          title: t('reports.queryHidden'),
          key: 'queryHidden',
          align: 'center',
          render: (_, { name }) => check(name, 'queryHidden'),
        },
      ]}
    />
  );
}
