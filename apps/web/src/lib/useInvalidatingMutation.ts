import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write (add, edit, delete, approve...) as a TanStack Query mutation that invalidates the queries it changes
 * once it succeeded, so every list and detail on screen refreshes by itself: no manual `refetch()` or table reload.
 * The mutation resolves after the invalidated queries that are on screen have been fetched again.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
