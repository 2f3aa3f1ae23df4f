import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors, serverFieldErrors, toFormFieldErrors } from './form-errors';

const failure = (errors: unknown, message = 'Some fields are not valid') =>
  new ApiError(400, 'validationFailed', message, { text: message, errors });

describe('server field errors → antd form fields', () => {
  it('reads result.errors of a failed call, and nothing from other errors', () => {
    const error = failure([{ field: 'email', message: '邮箱不正确' }, { nope: 1 }]);
    expect(serverFieldErrors(error)).toEqual([{ field: 'email', message: '邮箱不正确' }]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
    expect(serverFieldErrors(new ApiError(500, 'internalError', 'x', null))).toEqual([]);
  });

  it('groups messages per field, renames fields and keeps only known ones', () => {
    const fields = toFormFieldErrors(
      [
        { field: 'password', message: 'rule' },
        { field: 'password', message: 'rule' },
        { field: 'password', message: 'other' },
        { field: 'checkKey', message: 'bad key' },
        { field: 'items.0.name', message: 'required' },
        { field: 'unknown', message: 'x' },
      ],
      { rename: { checkKey: 'captcha' }, known: ['password', 'captcha', 'items.0.name'] },
    );
    expect(fields).toEqual([
      { name: ['password'], errors: ['rule', 'other'] },
      { name: ['captcha'], errors: ['bad key'] },
      { name: ['items', 0, 'name'], errors: ['required'] },
    ]);
  });

  it('sets the fields and leaves no message above the form when a field took it', () => {
    const form = { setFields: vi.fn() };
    const left = applyServerErrors(form, failure([{ field: 'username', message: '用户名已存在' }]));
    expect(form.setFields).toHaveBeenCalledWith([{ name: ['username'], errors: ['用户名已存在'] }]);
    expect(left).toBeNull();
  });

  it('returns the message of an error no field takes', () => {
    const form = { setFields: vi.fn() };
    expect(applyServerErrors(form, new ApiError(400, 'WrongUser', 'Wrong username or password'))).toBe(
      'Wrong username or password',
    );
    expect(applyServerErrors(form, failure([{ field: 'other', message: 'x' }]), { known: ['username'] })).toBe(
      'Some fields are not valid',
    );
    expect(form.setFields).not.toHaveBeenCalled();
  });
});
