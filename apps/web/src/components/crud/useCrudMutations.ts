import type { QueryKey } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../lib/useInvalidatingMutation';
import type { RowId, WritesById } from './crud-endpoints';

/**
 * The writes of a simple resource as mutations that invalidate all its queries (lists, details, options) and
 * the `also` keys (another resource that shows it): `save` adds (no id) or edits (an id), `remove` deletes.
 */
export function useCrudMutations<Id extends RowId, Body>(
  endpoints: WritesById<Id, Body>,
  also: readonly QueryKey[] = [],
) {
  const invalidates = [endpoints.keys.all, ...also];
  const save = useInvalidatingMutation(
    ({ body, id }: { body: Body; id?: Id }) => (id === undefined ? endpoints.add(body) : endpoints.edit(id, body)),
    invalidates,
  );
  const remove = useInvalidatingMutation((id: Id) => endpoints.remove(id), invalidates);
  return { save, remove };
}
