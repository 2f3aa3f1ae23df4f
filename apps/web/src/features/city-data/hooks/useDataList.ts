import type { ActionType } from '@ant-design/pro-components';
import { type Key, useCallback, useRef, useState } from 'react';
import type { DataFilters } from '../query';
import { useBatchReview } from './useBatchReview';
import { useRowSelection } from './useRowSelection';

/**
 * What a list of city data (values, or series at a place) holds: its table, its filters (from `initial`), the rows
 * chosen across pages, `reload()` (which also clears the choice), and its batch review (`review`).
 */
export function useDataList<T>(initial: DataFilters, keyOf: (row: T) => Key) {
  const table = useRef<ActionType>(null);
  const [filters, setFilters] = useState<DataFilters>(initial);
  const { selected, clear, selectionProps } = useRowSelection<T>(table, keyOf);
  const reload = useCallback(() => {
    clear();
    table.current?.reload();
  }, [clear]);
  const review = useBatchReview(reload);
  return { table, filters, setFilters, selected, selectionProps, reload, review };
}
