import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './tables.module.css';

/** The search form above a list: its fields, then Search and Reset; values reach the caller on submit. */
export function SearchBar<V extends object>({
  children,
  onSearch,
}: {
  children: ReactNode;
  onSearch: (values: Partial<V>) => void;
}) {
  const { t } = useTranslation('announcements');
  const [form] = Form.useForm<V>();
  return (
    <Form<V>
      form={form}
      name="announcementSearch"
      layout="inline"
      className={styles.search}
      onFinish={(values) => onSearch(values)}
      aria-label={t('search.label')}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search.submit')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('search.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
