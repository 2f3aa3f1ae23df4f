import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../system/shared/submit';
import { useConfirmAction } from '../system/shared/use-confirm';
import { deleteSelection, deleteValue, examine, type ReviewAction, review, type Selection } from './api';

/**
 * The actions of the data screens, each asked for, then run with the server's message shown; `done` reloads
 * the screen. Rejection asks for a reason in its own modal (RejectModal).
 */
export function useDataActions(done: () => void) {
  const { t } = useTranslation('cityData');
  const { message } = App.useApp();
  const confirm = useConfirmAction(done);
  const act = useCallback(
    (action: ReviewAction | 'pass' | 'delete', selection: Selection, what: string) =>
      confirm({
        title: t(`confirm.${action}`, { what }),
        danger: action === 'delete' || action === 'unpublish',
        call: () => {
          if (action === 'delete')
            return 'ids' in selection && selection.ids.length === 1 && selection.ids[0]
              ? deleteValue(selection.ids[0])
              : deleteSelection(selection);
          if (action === 'pass') return examine(selection, true);
          return review(action, selection);
        },
      }),
    [confirm, t],
  );
  /** Several place selections in turn (publishing the chosen series × places); reloads once at the end. */
  const actMany = useCallback(
    async (action: ReviewAction | 'pass', selections: Selection[]) => {
      let ok = 0;
      for (const selection of selections) {
        const call = () => (action === 'pass' ? examine(selection, true) : review(action, selection));
        if (await runAction(call, { success: () => undefined, error: (text) => message.error(text) })) ok += 1;
      }
      if (ok > 0) message.success(t('actions.doneMany', { count: ok }));
      done();
    },
    [done, message, t],
  );
  return { act, actMany };
}
