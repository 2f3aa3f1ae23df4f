import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormListFieldData, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './report-editor.module.css';

/**
 * An editable list of the report form (Form.List `name`) as a small table: the given columns, a remove button on each
 * row, and a dashed add button below that appends `newRow()`.
 */
export function FormListTable({
  name,
  columns,
  newRow,
  addLabel,
  scroll,
}: {
  name: string;
  columns: TableColumnsType<FormListFieldData>;
  newRow: () => unknown;
  addLabel: string;
  scroll?: TableProps['scroll'];
}) {
  const { t } = useTranslation('onlineReport');
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={scroll}
            className={styles.editTable}
            columns={[
              ...columns,
              {
                title: '',
                key: 'remove',
                render: (_, { name }) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('reports.remove')}
                    onClick={() => remove(name)}
                  />
                ),
              },
            ]}
          />
          <Button type="dashed" icon={<PlusOutlined />} className={styles.addRow} onClick={() => add(newRow())}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
