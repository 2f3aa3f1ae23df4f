import type { FormInstance } from 'antd';
import type { Done } from '../../lib/api-calls';
import { applyServerErrors } from '../../lib/form-errors';

export interface Notices {
  success(text: string): unknown;
  error(text: string): unknown;
}

/**
 * Runs a form's call: the server's success message on success (true); on failure its field errors
 * next to the fields (`result.errors[{ field, message }]`, renamed through `rename`) or else the
 * message above (false), so a ModalForm stays open with the user's input.
 */
export async function submitForm<T>(
  form: Pick<FormInstance, 'setFields'>,
  call: () => Promise<Done<T>>,
  notices: Notices,
  rename?: Record<string, string>,
): Promise<boolean> {
  try {
    const done = await call();
    if (done.message) notices.success(done.message);
    return true;
  } catch (error) {
    const text = applyServerErrors(form, error, rename ? { rename } : {});
    if (text) notices.error(text);
    return false;
  }
}

/** Runs an action without a form (delete, freeze, approve...): the server's message either way. */
export async function runAction<T>(call: () => Promise<Done<T>>, notices: Notices): Promise<boolean> {
  try {
    const done = await call();
    if (done.message) notices.success(done.message);
    return true;
  } catch (error) {
    notices.error(error instanceof Error ? error.message : String(error));
    return false;
  }
}
