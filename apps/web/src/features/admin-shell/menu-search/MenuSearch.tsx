import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTitle } from '../../../app/menu/menu-title';
import { useMenu } from '../../../app/menu/useMenu';
import { useLang } from '../../../lib/useLang';
import { matchMenu, searchableMenu } from './menu-search';

/** Finds a screen of the user's menu by its title (either language) or path, and opens it. */
export function MenuSearch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation(['admin', 'routes']);
  const lang = useLang();
  const menu = useMenu();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const items = useMemo(
    () => searchableMenu(menu, (entry) => menuTitle(entry, (key) => t(`routes:${key}`), lang)),
    [menu, t, lang],
  );
  const found = matchMenu(items, query);

  return (
    <Select<string | null>
      className={className}
      showSearch
      value={null}
      placeholder={
        <span>
          <SearchOutlined aria-hidden /> {t('search.placeholder')}
        </span>
      }
      aria-label={t('search.label')}
      filterOption={false}
      onSearch={setQuery}
      notFoundContent={t('search.empty')}
      options={found.map((item) => ({
        value: item.path,
        label: item.section ? `${item.label} · ${item.section}` : item.label,
      }))}
      onSelect={(path) => {
        if (!path) return;
        setQuery('');
        const item = items.find((candidate) => candidate.path === path);
        if (item?.url) window.open(item.url, '_blank', 'noopener');
        else navigate(path);
        onNavigate?.();
      }}
      popupMatchSelectWidth={280}
    />
  );
}
