import { App } from 'antd';
import { useCallback } from 'react';
import type { Done } from '../../lib/api-calls';
import { runAction } from './submit';

/**
 * Asks before an action (delete, freeze, approve...), runs it, shows the server's message and calls
 * `done` when it succeeded. Resolves to whether it ran.
 */
export function useConfirmAction(done: () => void) {
  const { modal, message } = App.useApp();
  return useCallback(
    (options: { title: string; content?: string; danger?: boolean; call: () => Promise<Done<unknown>> }) =>
      modal.confirm({
        title: options.title,
        content: options.content,
        okButtonProps: { danger: options.danger },
        onOk: async () => {
          if (await runAction(options.call, message)) done();
        },
      }),
    [modal, message, done],
  );
}

/** Up to `max` names of the records an action takes, then "…". */
export function namesOf(names: readonly string[], max = 5): string {
  return names.length > max ? `${names.slice(0, max).join(', ')}…` : names.join(', ');
}
