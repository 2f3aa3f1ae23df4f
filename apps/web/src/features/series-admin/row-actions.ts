import type { RowAction } from '../../components/crud/RowActions';
import type { useConfirmAction } from '../../components/crud/useConfirmAction';
import { send } from '../../lib/api-calls';

/** The row action that deletes a record (`DELETE path?id=`) once the user has confirmed `question`. */
export function deleteAction(
  confirm: ReturnType<typeof useConfirmAction>,
  {
    label,
    hidden,
    path,
    id,
    question,
  }: { label: string; hidden: boolean; path: string; id: string; question: { title: string; content?: string } },
): RowAction {
  return {
    key: 'delete',
    label,
    danger: true,
    hidden,
    onClick: () => confirm({ ...question, danger: true, call: () => send('DELETE', path, { params: { id } }) }),
  };
}
