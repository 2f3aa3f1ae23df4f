import { useInvalidatingMutation } from '../../lib/useInvalidatingMutation';
import type { CrudEndpoints, RowId } from './crud-endpoints';

/**
 * The writes of a simple resource as mutations that invalidate all its queries (lists, details, options):
 * `save` adds (no id) or edits (an id), `remove` deletes.
 */
export function useCrudMutations<Row extends { id: RowId }, Body>(endpoints: CrudEndpoints<Row, Body>) {
  const invalidates = [endpoints.keys.all];
  const save = useInvalidatingMutation(
    ({ body, id }: { body: Body; id?: Row['id'] }) =>
      id === undefined ? endpoints.add(body) : endpoints.edit(id, body),
    invalidates,
  );
  const remove = useInvalidatingMutation((id: Row['id']) => endpoints.remove(id), invalidates);
  return { save, remove };
}
