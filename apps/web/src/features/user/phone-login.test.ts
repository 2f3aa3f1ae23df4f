import { describe, expect, it } from 'vitest';
import { externalReturn, isMobileNumber, withoutExternalParams } from './phone-login';

describe('isMobileNumber', () => {
  it('takes digits with an optional + and ignores spaces and dashes', () => {
    expect(isMobileNumber('+86 138-0000-0001')).toBe(true);
    expect(isMobileNumber('13800000001')).toBe(true);
    expect(isMobileNumber('12ab34')).toBe(false);
    expect(isMobileNumber('12345')).toBe(false);
    expect(isMobileNumber('++8613800000001')).toBe(false);
  });
});

describe('externalReturn', () => {
  it('reads a CAS ticket, a third-party ticket or a third-party failure', () => {
    expect(externalReturn('?ticket=ST-1&redirect=%2Fsystem%2Fuser')).toEqual({ kind: 'cas', ticket: 'ST-1' });
    expect(externalReturn('', '#thirdToken=abc')).toEqual({ kind: 'third', token: 'abc' });
    // Only the fragment carries it: a ticket in the query (sent to servers, logged) is not taken.
    expect(externalReturn('?thirdToken=abc')).toBeNull();
    expect(externalReturn('?thirdError=externalUserNotBound')).toEqual({
      kind: 'thirdError',
      key: 'externalUserNotBound',
    });
    expect(externalReturn('?redirect=%2F')).toBeNull();
    expect(externalReturn('')).toBeNull();
  });

  it('drops only the external parameters from the address', () => {
    expect(withoutExternalParams('?ticket=ST-1&redirect=%2Fsystem%2Fuser')).toBe('?redirect=%2Fsystem%2Fuser');
    expect(withoutExternalParams('?thirdToken=x')).toBe('');
  });
});
