import type { ReactNode } from 'react';
import { Screen } from '../Screen';
import { CrudTable, type CrudTableProps } from './CrudTable';
import type { RowId } from './crud-endpoints';

export type { CrudEditorProps } from './CrudTable';

/**
 * The list-page scaffold of the simple back-office screens (positions, tenants, fill and check rules, data sources,
 * reports, dictionaries, roles, users...): the screen title above the scaffold's table (`CrudTable`: a ProTable
 * read through TanStack Query, an add button, edit and delete per row behind their permissions, and the add/edit
 * dialog; saves and deletes invalidate the resource's queries).
 */
export function CrudListPage<Row extends { id: RowId }, Body extends object>({
  title,
  header,
  ...table
}: CrudTableProps<Row, Body> & {
  /** The screen's title when its menu entry is not found. */
  title: string;
  /** Above the table (a note). */
  header?: ReactNode;
}) {
  return (
    <Screen fallbackTitle={title}>
      {header}
      <CrudTable<Row, Body> {...table} />
    </Screen>
  );
}
