import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSearchBox } from '../../app/route-pages';
import styles from './launcher.module.css';

const SearchBox = lazy(loadSearchBox);
const INPUT_ID = 'client-search';

/**
 * The client header's search box (issue 19) as the first load carries it: a plain input and the "/" shortcut.
 * The box itself (results, keys, requests, its strings) loads on the first focus and takes the input's place.
 */
export function SearchLauncher() {
  const { t } = useTranslation('client');
  const [active, setActive] = useState(false);
  const [text, setText] = useState('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if ((event.target as Element | null)?.closest?.('input,textarea,select,[contenteditable]')) return;
      event.preventDefault();
      document.getElementById(INPUT_ID)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const label = t('header.search');
  const plain = (
    <input
      id={INPUT_ID}
      ref={active ? (el) => el?.focus() : undefined}
      className={styles.input}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      aria-label={label}
      aria-keyshortcuts="/"
      placeholder={label}
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => setActive(true)}
    />
  );
  return (
    <search className={styles.search}>
      {active ? (
        <Suspense fallback={plain}>
          <SearchBox inputId={INPUT_ID} text={text} onText={setText} label={label} />
        </Suspense>
      ) : (
        plain
      )}
    </search>
  );
}
