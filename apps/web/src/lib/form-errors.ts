import type { FieldError } from '@csp/contract/core';
import type { FormInstance } from 'antd';
import { isApiError } from './api-error';

/** One field error of a 400/409 reply: `result.errors[{ field, message }]`, the message already localized. */
export type ServerFieldError = FieldError;

export interface FormFieldError {
  name: (string | number)[];
  errors: string[];
}

function isFieldError(value: unknown): value is ServerFieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerFieldError).field === 'string' &&
    typeof (value as ServerFieldError).message === 'string'
  );
}

/** The field errors a failed call carries; [] for anything else. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error)) return [];
  const result = error.result as { errors?: unknown } | null;
  return Array.isArray(result?.errors) ? result.errors.filter(isFieldError) : [];
}

/**
 * The server's field errors as antd form fields: grouped per field, `a.b` as a name path, server field
 * names renamed through `rename`, and only fields the form has (`known`) when given.
 */
export function toFormFieldErrors(
  errors: readonly ServerFieldError[],
  options: { rename?: Record<string, string>; known?: readonly string[] } = {},
): FormFieldError[] {
  const grouped = new Map<string, string[]>();
  for (const { field, message } of errors) {
    const name = options.rename?.[field] ?? field;
    if (!name || (options.known && !options.known.includes(name))) continue;
    const list = grouped.get(name) ?? [];
    if (!list.includes(message)) list.push(message);
    grouped.set(name, list);
  }
  return [...grouped].map(([name, messages]) => ({
    name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: messages,
  }));
}

/**
 * Shows a failed call's field errors next to the form's fields. Returns the message to show above the
 * form when no field took it (a wrong password, a lock, a network failure), or null when the fields say it.
 */
export function applyServerErrors(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  options: { rename?: Record<string, string>; known?: readonly string[] } = {},
): string | null {
  const fields = toFormFieldErrors(serverFieldErrors(error), options);
  if (fields.length > 0) form.setFields(fields);
  if (fields.length > 0) return null;
  return error instanceof Error ? error.message : String(error);
}
