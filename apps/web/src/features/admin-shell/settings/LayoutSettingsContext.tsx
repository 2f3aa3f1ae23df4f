import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { changeSetting, DEFAULT_SETTINGS, type LayoutSettings, readSettings, writeSetting } from './layout-settings';

interface LayoutSettingsValue {
  settings: LayoutSettings;
  change: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
  reset: () => void;
}

const Context = createContext<LayoutSettingsValue | null>(null);

function persist(next: LayoutSettings, previous: LayoutSettings): void {
  for (const key of Object.keys(next) as (keyof LayoutSettings)[]) {
    if (next[key] !== previous[key]) writeSetting(key, next[key] as never);
  }
}

/** The back office's layout settings, read from localStorage once and written back on every change. */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readSettings);
  const change = useCallback<LayoutSettingsValue['change']>((key, value) => {
    setSettings((current) => {
      const next = changeSetting(current, key, value);
      persist(next, current);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    setSettings((current) => {
      for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[]) {
        writeSetting(key, DEFAULT_SETTINGS[key] as never);
      }
      return current === DEFAULT_SETTINGS ? current : { ...DEFAULT_SETTINGS };
    });
  }, []);
  const value = useMemo(() => ({ settings, change, reset }), [settings, change, reset]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(Context);
  if (!value) throw new Error('useLayoutSettings needs <LayoutSettingsProvider>');
  return value;
}
