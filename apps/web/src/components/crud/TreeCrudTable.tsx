import { PlusOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable, type ProTableProps } from '@ant-design/pro-components';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../features/auth/access/useAccess';
import type { Done } from '../../lib/api-calls';
import type { WritesById } from './crud-endpoints';
import { type RowAction, RowActions } from './RowActions';
import { useConfirmAction } from './useConfirmAction';
import { useCrudMutations } from './useCrudMutations';

/** What a tree screen's dialog is handed: the node edited (with `row`) or the values of a new one, and the writes. */
export interface TreeEditorProps<Row, Values, Body> {
  editing: { row?: Row; values: Values } | null;
  tree: readonly Row[];
  save: (body: Body, id?: string) => Promise<Done<unknown>>;
  onClose: () => void;
}

export interface TreeCrudTableProps<Row extends { id: string }, Values, Body> {
  /** The whole tree and its query key. */
  tree: { queryKey: QueryKey; queryFn: () => Promise<Row[]> };
  writes: WritesById<string, Body>;
  /** Further queries a write makes stale (another screen showing the tree). */
  alsoInvalidates?: readonly QueryKey[];
  /** The rows shown (the tree filtered by a search), the whole tree by default. */
  shown?: (tree: Row[]) => Row[];
  columns: ProColumns<Row>[];
  rowName: (row: Row) => string;
  permissions: { add: string; edit: string; delete: string };
  labels: { add: string; addChild: string; deleteBranch: string };
  /** The dialog's values of a node, and of a new node (under `parent`). */
  toValues: (row: Row) => Values;
  newValues: (parent?: Row) => Values;
  /** A node under which nothing can be added (a button under a menu). */
  isLeafKind?: (row: Row) => boolean;
  hasChildren: (row: Row) => boolean;
  /** Row actions after "add child", before "delete". */
  moreActions?: (row: Row) => RowAction[];
  actionsColumn?: Partial<ProColumns<Row>>;
  /** Buttons before the add button. */
  toolbar?: ReactNode[];
  table?: Partial<ProTableProps<Row, Record<string, unknown>>>;
  editor: (props: TreeEditorProps<Row, Values, Body>) => ReactNode;
}

/**
 * The scaffold of the back-office tree screens (categories, menus and permissions): the whole tree read through
 * TanStack Query in a ProTable, an add button, edit / add child / delete per node behind their permissions, and
 * the add/edit dialog of the screen; saves and deletes invalidate the tree's queries.
 */
export function TreeCrudTable<Row extends { id: string }, Values, Body>(props: TreeCrudTableProps<Row, Values, Body>) {
  const { t } = useTranslation('system');
  const { can } = useAccess();
  const list = useQuery(props.tree);
  const [editing, setEditing] = useState<{ row?: Row; values: Values } | null>(null);
  const { save, remove } = useCrudMutations(props.writes, props.alsoInvalidates);
  const confirm = useConfirmAction(() => undefined);
  const { permissions: perms, labels } = props;
  const all = list.data ?? [];

  const actions = (row: Row): RowAction[] => [
    {
      key: 'edit',
      label: t('common.edit'),
      hidden: !can(perms.edit),
      onClick: () => setEditing({ row, values: props.toValues(row) }),
    },
    {
      key: 'child',
      label: labels.addChild,
      hidden: !can(perms.add) || Boolean(props.isLeafKind?.(row)),
      onClick: () => setEditing({ values: props.newValues(row) }),
    },
    ...(props.moreActions?.(row) ?? []),
    {
      key: 'delete',
      label: t('common.delete'),
      danger: true,
      hidden: !can(perms.delete),
      onClick: () =>
        confirm({
          title: t('common.confirmDelete', { name: props.rowName(row) }),
          content: props.hasChildren(row) ? labels.deleteBranch : undefined,
          danger: true,
          call: () => remove.mutateAsync(row.id),
        }),
    },
  ];

  return (
    <>
      <ProTable<Row>
        rowKey="id"
        columns={[
          ...props.columns,
          {
            title: t('common.actions'),
            valueType: 'option',
            width: 220,
            ...props.actionsColumn,
            render: (_, row) => <RowActions name={props.rowName(row)} inline={2} actions={actions(row)} />,
          },
        ]}
        dataSource={props.shown ? props.shown(all) : all}
        loading={list.isFetching}
        search={false}
        pagination={false}
        options={{ density: false, setting: true, reload: () => void list.refetch() }}
        toolBarRender={() => [
          ...(props.toolbar ?? []),
          can(perms.add) ? (
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ values: props.newValues() })}
            >
              {labels.add}
            </Button>
          ) : null,
        ]}
        {...props.table}
      />
      {props.editor({
        editing,
        tree: all,
        save: (body, id) => save.mutateAsync({ body, id }),
        onClose: () => setEditing(null),
      })}
    </>
  );
}
