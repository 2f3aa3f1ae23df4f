import { describe, expect, it } from 'vitest';
import { checkLinkHref, needsSync, toFormValue } from './rich-text-value';

describe('toFormValue', () => {
  it('turns an empty document into an empty string', () => {
    expect(toFormValue('<p></p>')).toBe('');
    expect(toFormValue('<p><br></p>')).toBe('');
    expect(toFormValue('')).toBe('');
  });
  it('keeps real content', () => {
    expect(toFormValue('<p>Hi</p>')).toBe('<p>Hi</p>');
    expect(toFormValue('<p></p><p>x</p>')).toBe('<p></p><p>x</p>');
  });
});

describe('needsSync', () => {
  it('is false for the value the editor just emitted', () => {
    expect(needsSync('<p>a</p>', '<p>a</p>')).toBe(false);
    expect(needsSync('', '<p></p>')).toBe(false);
    expect(needsSync(undefined, '<p></p>')).toBe(false);
  });
  it('is true for a value set from outside', () => {
    expect(needsSync('<p>b</p>', '<p>a</p>')).toBe(true);
    expect(needsSync('', '<p>a</p>')).toBe(true);
  });
});

describe('checkLinkHref', () => {
  it('accepts web and mail addresses', () => {
    expect(checkLinkHref(' https://apec.org/x ')).toEqual({ ok: true, href: 'https://apec.org/x' });
    expect(checkLinkHref('www.apec.org')).toEqual({ ok: true, href: 'https://www.apec.org' });
    expect(checkLinkHref('mailto:a@b.org')).toEqual({ ok: true, href: 'mailto:a@b.org' });
  });
  it('treats empty as removing the link', () => {
    expect(checkLinkHref('  ')).toEqual({ ok: true, href: null });
  });
  it('refuses scripts and nonsense', () => {
    expect(checkLinkHref('javascript:alert(1)')).toEqual({ ok: false });
    expect(checkLinkHref('data:text/html,x')).toEqual({ ok: false });
    expect(checkLinkHref('not a url')).toEqual({ ok: false });
  });
});
