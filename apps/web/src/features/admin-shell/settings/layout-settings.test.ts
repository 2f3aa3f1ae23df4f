import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../testing/memory-storage';
import { changeSetting, DEFAULT_SETTINGS, readSettings, THEME_COLORS, writeSetting } from './layout-settings';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('layout settings (SPEC §2 settings drawer, remembered in localStorage)', () => {
  it('starts from the defaults', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.themeColor).toBe(THEME_COLORS[0].color);
  });

  it('remembers every choice under its own key, across reads (a reload)', () => {
    writeSetting('menuTheme', 'light');
    writeSetting('themeColor', '#722ed1');
    writeSetting('layoutMode', 'topmenu');
    writeSetting('contentWidth', 'Fixed');
    writeSetting('fixedHeader', true);
    writeSetting('autoHideHeader', true);
    writeSetting('fixedSidebar', true);
    writeSetting('colorWeak', true);
    writeSetting('multiTab', false);
    expect(readSettings()).toEqual({
      menuTheme: 'light',
      themeColor: '#722ed1',
      layoutMode: 'topmenu',
      contentWidth: 'Fixed',
      fixedHeader: true,
      autoHideHeader: true,
      fixedSidebar: true,
      colorWeak: true,
      multiTab: false,
    });
    expect(localStorage.getItem('DEFAULT_THEME')).toContain('light');
    expect(localStorage.getItem('DEFAULT_MULTI_PAGE')).toContain('false');
    expect(localStorage.length).toBe(9);
  });

  it('refuses invalid values and reads unreadable ones as defaults', () => {
    expect(writeSetting('themeColor', 'red')).toBe(false);
    expect(writeSetting('layoutMode', 'floating' as never)).toBe(false);
    localStorage.setItem('DEFAULT_LAYOUT_MODE', '{"value":"floating","expire":null}');
    localStorage.setItem('DEFAULT_FIXED_HEADER', 'not json');
    localStorage.setItem('DEFAULT_COLOR', '{"value":"javascript:1","expire":null}');
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('turns auto-hide off with the fixed header', () => {
    const on = changeSetting(changeSetting(DEFAULT_SETTINGS, 'fixedHeader', true), 'autoHideHeader', true);
    expect(on).toMatchObject({ fixedHeader: true, autoHideHeader: true });
    expect(changeSetting(on, 'fixedHeader', false)).toMatchObject({ fixedHeader: false, autoHideHeader: false });
  });

  it('works without localStorage (defaults, nothing thrown)', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', undefined);
    expect(() => writeSetting('colorWeak', true)).not.toThrow();
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
