import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '../../../lib/form-errors';
import type { useCaptcha } from '../../auth/useCaptcha';

export interface FormSubmitOptions {
  /** The form's fields: a server error naming one is shown at it, any other as the form's failure. */
  known: readonly string[];
  /** The picture code of the form: cleared and renewed after a refusal (each is accepted once). */
  captcha?: ReturnType<typeof useCaptcha>;
  /** Server field names shown at another field; with a captcha, `checkKey` is shown at the captcha. */
  rename?: Record<string, string>;
  /** Shows a refusal itself (true: handled, no failure shown). */
  handle?: (error: unknown) => boolean;
}

/**
 * The submit of a sign-in form (login, phone login, registration, password reset): the form is busy while `send`
 * runs; a refusal clears and renews the captcha and shows the server's errors at their fields, the rest above the
 * form (`failure`).
 */
export function useFormSubmit<Values>(
  form: FormInstance<Values>,
  options: FormSubmitOptions,
  send: (values: Values) => Promise<void>,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      const { captcha, known, handle } = options;
      if (captcha) {
        (form as FormInstance).setFieldValue('captcha', '');
        captcha.refresh();
      }
      const rename = options.rename ?? (captcha ? { checkKey: 'captcha' } : undefined);
      setFailure(handle?.(error) ? null : applyServerErrors(form, error, { known, ...(rename ? { rename } : {}) }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, submit: (values: Values) => void run(values) };
}
