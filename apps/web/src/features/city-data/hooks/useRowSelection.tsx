import type { ActionType, ProTableProps } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { type Key, type ReactNode, type RefObject, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table's rows chosen for a batch action, kept across pages: the rows, `clear()`, and the ProTable settings of the selection
 * (`selectionProps(enabled, buttons)`): the check boxes, "N selected", the screen's batch buttons and "clear".
 */
export function useRowSelection<T>(table: RefObject<ActionType | null>, keyOf: (row: T) => Key) {
  const { t } = useTranslation('cityData');
  const [selected, setSelected] = useState<T[]>([]);
  const clear = useCallback(() => {
    setSelected([]);
    table.current?.clearSelected?.();
  }, [table]);
  const selectionProps = (
    enabled: boolean,
    buttons: () => ReactNode,
  ): Pick<
    ProTableProps<T, Record<string, unknown>>,
    'rowSelection' | 'tableAlertRender' | 'tableAlertOptionRender'
  > => ({
    rowSelection: enabled
      ? {
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected.map(keyOf),
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
        }
      : false,
    tableAlertRender: ({ selectedRowKeys }) => t('actions.selected', { count: selectedRowKeys.length }),
    tableAlertOptionRender: () => (
      <Space wrap>
        {buttons()}
        <Button size="small" type="link" onClick={clear}>
          {t('actions.clearSelection')}
        </Button>
      </Space>
    ),
  });
  return { selected, clear, selectionProps };
}
