import { describe, expect, it } from 'vitest';
import { mayRewrite } from './use-replace-search';

const at = (pathname: string, search: string) => ({ pathname, search });

describe('mayRewrite', () => {
  it('lets a screen rewrite the URL it rendered from', () => {
    expect(mayRewrite(at('/client/dataQuery', '?lang=en'), at('/client/dataQuery', '?lang=en'), null)).toBe(true);
  });

  it('lets it write again after its own write (the language, then the defaults, in one pass)', () => {
    const own = at('/client/dataQuery', '?lang=en');
    expect(mayRewrite(at('/client/dataQuery', ''), own, own)).toBe(true);
  });

  it('refuses once the visitor has gone to another screen', () => {
    const live = at('/client/dataQuery', '?dim=2&series=9&lang=en');
    expect(mayRewrite(at('/client/dataComparison', '?lang=en'), live, null)).toBe(false);
    // the screen's own earlier write does not count for a URL it did not write
    expect(mayRewrite(at('/client/dataComparison', '?lang=en'), live, at('/client/dataComparison', '?lang=en'))).toBe(
      false,
    );
  });

  it('refuses once the visitor has run another search of the same screen', () => {
    const rendered = at('/client/dataQuery', '?lang=en');
    expect(mayRewrite(rendered, at('/client/dataQuery', '?dim=2&series=9&lang=en'), null)).toBe(false);
  });
});
