import type { SearchHit } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resolveLanguage } from '../../lib/language';
import { searchQuery } from './api';
import launcher from './launcher.module.css';
import styles from './search.module.css';
import { flattenResult, GROUPS, hitNames, hitTarget, moveActive, optionId, searchInputProps } from './search-model';
import { searchNamespace } from './search-texts';

const LIMIT = 6;
const DEBOUNCE_MS = 150;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Props {
  inputId: string;
  text: string;
  onText: (text: string) => void;
  label: string;
  /** Whether to take the focus when mounted (the input it replaces still had it). */
  takeFocus: () => boolean;
}

/**
 * The search box (issue 19), an ARIA combobox with a grouped listbox: typing searches cities, economies and
 * indicators (names in both languages, pinyin, codes); Up and Down move through the hits, Enter opens the one
 * chosen (or the first), Escape closes the list and then clears the text. A hit opens its view in the data query.
 */
export default function SearchBox({ inputId, text, onText, label, takeFocus }: Props) {
  const { t, i18n } = useTranslation(searchNamespace);
  const lang = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const prefix = useId().replaceAll(':', '');
  const listId = `${prefix}-list`;
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const query = useQuery({ ...searchQuery(q, LIMIT), enabled: q.length > 0, placeholderData: keepPreviousData });
  const result = q ? query.data : undefined;
  const hits = flattenResult(result);
  const expanded = open && text.trim().length > 0 && (hits.length > 0 || query.isFetched || query.isError);

  // The input that had focus before this box loaded hands it over, caret at the end (not when the visitor has
  // moved on meanwhile: the focus stays where it went).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the box first appears
  useEffect(() => {
    const el = input.current;
    if (!el || !takeFocus()) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result starts with no option chosen
  useEffect(() => setActive(-1), [result]);

  const choose = (hit: SearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    onText('');
    input.current?.blur();
    void navigate(hitTarget(hit, lang));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, hits.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      if (!expanded || hits.length === 0) return;
      event.preventDefault();
      choose(hits[active] ?? hits[0]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else onText('');
    }
  };

  const activeHit = expanded ? hits[active] : undefined;
  const status = !expanded
    ? ''
    : query.isError
      ? t('failed')
      : hits.length > 0
        ? t('resultCount', { count: hits.length })
        : query.isFetching || q !== text.trim()
          ? t('searching')
          : t('noResults', { q: text.trim() });

  return (
    <div className={styles.box}>
      <input
        id={inputId}
        ref={input}
        className={launcher.input}
        role="combobox"
        {...searchInputProps(label)}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeHit ? optionId(prefix, activeHit) : undefined}
        value={text}
        onChange={(e) => {
          onText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" aria-label={t('listLabel')} className={styles.list} hidden={!expanded}>
        {expanded &&
          GROUPS.map((group) => {
            const list = result?.[group.key] ?? [];
            if (list.length === 0) return null;
            const headingId = `${prefix}-${group.key}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA listbox pattern)
              <div key={group.key} role="group" aria-labelledby={headingId} className={styles.group}>
                <div id={headingId} role="presentation" className={styles.heading}>
                  {t(group.key)}
                </div>
                {list.map((hit) => {
                  const index = hits.indexOf(hit);
                  const names = hitNames(hit, lang);
                  const where = lang === 'zh' ? hit.countryNameZh : hit.countryNameEn;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box has the keys (aria-activedescendant)
                    // biome-ignore lint/a11y/useFocusableInteractive: as above; options are not tab stops in a combobox
                    <div
                      key={hit.id}
                      id={optionId(prefix, hit)}
                      role="option"
                      aria-selected={index === active}
                      className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => choose(hit)}
                    >
                      <span className={styles.primary}>{names.primary}</span>
                      {names.secondary && <span className={styles.secondary}>{names.secondary}</span>}
                      {hit.kind === 'city' && where && <span className={styles.note}>{where}</span>}
                      {hit.matched && <span className={styles.note}>{t('matched', { text: hit.matched })}</span>}
                      {!hit.hasFigures && <span className={styles.note}>{t('noFigures')}</span>}
                    </div>
                  );
                })}
              </div>
            );
          })}
      </div>
      <div role="status" aria-live="polite" className={styles.srOnly}>
        {status}
      </div>
      {expanded && hits.length === 0 && status && (
        <div className={styles.empty} aria-hidden="true">
          {status}
        </div>
      )}
    </div>
  );
}
