import { describe, expect, it } from 'vitest';
import { checkLinkHref, needsSync, reportedValue, toFormValue } from './rich-text-value';

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

describe('reportedValue', () => {
  // Stored HTML as the seed writes it, and what tiptap makes of it (link attributes added, line breaks dropped).
  const stored = '<h2>Title</h2>\n<p>See <a href="https://data.worldbank.org/">WDI</a>.</p>';
  const rendered =
    '<h2>Title</h2><p>See <a target="_blank" rel="noopener noreferrer nofollow" href="https://data.worldbank.org/">WDI</a>.</p>';
  const baseline = { value: stored, html: rendered };

  it('reports the stored value while the document is what it rendered to', () => {
    expect(reportedValue(rendered, baseline)).toBe(stored);
    expect(needsSync(stored, rendered, baseline)).toBe(false);
  });
  it('reports the editor HTML once the document is edited, and the stored value again when the edit is undone', () => {
    const edited = rendered.replace('Title', 'Titles');
    expect(reportedValue(edited, baseline)).toBe(edited);
    expect(needsSync(edited, edited, baseline)).toBe(false);
    expect(reportedValue(rendered, baseline)).toBe(stored);
  });
  it('still syncs a different value set from outside', () => {
    expect(needsSync('<p>other</p>', rendered, baseline)).toBe(true);
    expect(reportedValue('<p></p>', null)).toBe('');
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
