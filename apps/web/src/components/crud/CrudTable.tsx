import { PlusOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable, type ProTableProps } from '@ant-design/pro-components';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../features/auth/access/useAccess';
import type { Done } from '../../lib/api-calls';
import type { CrudEndpoints, RowId } from './crud-endpoints';
import { EntityFormModal } from './EntityFormModal';
import type { ListQuery } from './list-query';
import { type RowAction, RowActions } from './RowActions';
import { useConfirmAction } from './useConfirmAction';
import { useCrudMutations } from './useCrudMutations';
import { useListTable } from './useListTable';

/** What an add/edit dialog of the scaffold is given: the record (null: a new one) and the save mutation. */
export interface CrudEditorProps<Row, Body> {
  editing: Row | null | undefined;
  save: (body: Body, id?: Row extends { id: infer I } ? I : never) => Promise<Done<unknown>>;
  close: () => void;
}

export interface CrudTableProps<Row extends { id: RowId }, Body> {
  endpoints: CrudEndpoints<Row, Body>;
  /** The data columns; the scaffold adds the actions column. */
  columns: ProColumns<Row>[];
  /** Columns the server sorts by (the list's `column` enum). */
  sortable: readonly string[];
  /** Search fields renamed for the server (`{ roleIdFilter: 'roleId' }`). */
  rename?: Record<string, string>;
  /** The row's name in "More of {name}" and the like. */
  rowName: (row: Row) => string;
  /** The button permissions; a screen without add or edit (a file list) leaves them out. */
  permissions: { add?: string; edit?: string; delete: string };
  labels?: { add: string; edit: string };
  /** The question before a delete. */
  confirmDelete: (row: Row) => { title: string; content?: string };
  /** Whether the row may be deleted at all (the default tenant may not). */
  canDelete?: (row: Row) => boolean;
  /** Row actions of the screen's own, before edit and delete (after edit with `extraAfterEdit`). */
  rowActions?: (row: Row) => RowAction[];
  extraAfterEdit?: boolean;
  actionsWidth?: number;
  /** How many row actions show as links before "More" (2). */
  actionsInline?: number;
  /** The add/edit dialog as form fields in the shared dialog (EntityFormModal)... */
  form?: {
    fields: (editing: Row | null) => ReactNode;
    initialValues?: (editing: Row | null) => Partial<Body>;
    width?: number;
  };
  /** ...or as a dialog of the screen's own, handed the save mutation... */
  editor?: (props: CrudEditorProps<Row, Body>) => ReactNode;
  /** ...or opened by the screen itself (add: null); its editor saves through `useCrudMutations`. */
  onEdit?: (row: Row | null) => void;
  /** Toolbar buttons of the screen's own, before the add button; given the list's current query (an export). */
  toolbar?: (query: ListQuery) => ReactNode[];
  /** Queries of other resources a save or delete also changes (online forms: the user's menu). */
  alsoInvalidates?: readonly QueryKey[];
  /** ProTable settings of the screen's own (size, scroll, row selection, a lighter search form). */
  table?: Partial<ProTableProps<Row, Record<string, unknown>>>;
  /** The screen's other dialogs. */
  children?: ReactNode;
}

/**
 * The table of the list-page scaffold, also used inside drawers (a dictionary's items): a ProTable read through
 * TanStack Query (search, sort, paging), an add button, edit and delete per row behind their permissions, and
 * the add/edit dialog. Saves and deletes are mutations that invalidate the resource's queries, so the table
 * refreshes by itself.
 */
export function CrudTable<Row extends { id: RowId }, Body extends object>({
  endpoints,
  columns,
  sortable,
  rename,
  rowName,
  permissions,
  labels,
  confirmDelete,
  canDelete = () => true,
  rowActions,
  extraAfterEdit = false,
  actionsWidth = 140,
  actionsInline = 2,
  form,
  editor,
  onEdit,
  toolbar,
  alsoInvalidates,
  table,
  children,
}: CrudTableProps<Row, Body>) {
  const { t } = useTranslation('system');
  const { can } = useAccess();
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const { save, remove } = useCrudMutations(endpoints, alsoInvalidates);
  const confirm = useConfirmAction(() => undefined);
  const close = () => setEditing(undefined);
  const edit = onEdit ?? setEditing;

  const allColumns: ProColumns<Row>[] = [
    ...columns,
    {
      title: t('common.actions'),
      valueType: 'option',
      width: actionsWidth,
      render: (_, row) => (
        <RowActions
          name={rowName(row)}
          inline={actionsInline}
          actions={[
            ...(extraAfterEdit ? [] : (rowActions?.(row) ?? [])),
            {
              key: 'edit',
              label: t('common.edit'),
              hidden: !permissions.edit || !can(permissions.edit),
              onClick: () => edit(row),
            },
            ...(extraAfterEdit ? (rowActions?.(row) ?? []) : []),
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(permissions.delete) || !canDelete(row),
              onClick: () => confirm({ ...confirmDelete(row), danger: true, call: () => remove.mutateAsync(row.id) }),
            },
          ]}
        />
      ),
    },
  ];
  const { tableProps, query } = useListTable<Row>({
    keys: endpoints.keys,
    fetch: endpoints.list,
    columns,
    sortable,
    ...(rename ? { rename } : {}),
  });
  const saveBody = (body: Body, id?: Row['id']) => save.mutateAsync({ body, id });

  return (
    <>
      <ProTable<Row>
        rowKey="id"
        columns={allColumns}
        {...tableProps}
        search={{ labelWidth: 'auto' }}
        {...table}
        toolBarRender={() => [
          ...(toolbar?.(query) ?? []),
          labels && permissions.add && can(permissions.add) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => edit(null)}>
              {labels.add}
            </Button>
          ) : null,
        ]}
      />
      {form ? (
        <EntityFormModal<Body>
          title={(editing ? labels?.edit : labels?.add) ?? ''}
          open={editing !== undefined}
          width={form.width}
          initialValues={form.initialValues?.(editing ?? null) ?? (editing as Partial<Body> | null) ?? {}}
          save={(body) => saveBody(body, editing?.id)}
          onClose={close}
          onSaved={close}
        >
          {form.fields(editing ?? null)}
        </EntityFormModal>
      ) : null}
      {editor?.({ editing, save: saveBody as CrudEditorProps<Row, Body>['save'], close })}
      {children}
    </>
  );
}
