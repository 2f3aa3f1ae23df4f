import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSearchBox } from '../../app/route-pages';
import styles from './launcher.module.css';
import { searchInputProps, takesFocusOnLoad } from './search-model';

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
  // Whether the plain input still holds the focus: the box that replaces it takes the focus only then.
  const inputHeldFocus = useRef(false);
  const takeFocus = useCallback(
    () => takesFocusOnLoad(inputHeldFocus.current, document.activeElement, document.body),
    [],
  );
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
      // The fallback shown while the box loads is a new input: it takes the focus on if the first still had it.
      ref={active ? (el) => (el && takeFocus() ? el.focus() : undefined) : undefined}
      className={styles.input}
      role="combobox"
      {...searchInputProps(label)}
      aria-expanded={false}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => {
        inputHeldFocus.current = true;
        setActive(true);
      }}
      onBlur={(e) => {
        // Focus gone to another element (Tab, a click on a control); a removal's blur has none to go to.
        if (e.relatedTarget) inputHeldFocus.current = false;
      }}
    />
  );
  return (
    <search className={styles.search}>
      {active ? (
        <Suspense fallback={plain}>
          <SearchBox inputId={INPUT_ID} text={text} onText={setText} label={label} takeFocus={takeFocus} />
        </Suspense>
      ) : (
        plain
      )}
    </search>
  );
}
