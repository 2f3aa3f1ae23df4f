import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { findMenuTrail } from '../../../app/menu/menu-lookup';
import { menuTitle } from '../../../app/menu/menu-title';
import { useMenu } from '../../../app/menu/useMenu';
import { useLang } from '../../../lib/useLang';
import { HOME_TAB_KEY, tabActions } from './tab-list';
import styles from './tabs.module.css';
import type { TabAction, TabsModel } from './useTabs';

/**
 * The multi-tab bar (SPEC §2): the home tab first and fixed; each tab's context menu (right click, or
 * the button at the end of the bar for the shown tab) offers refresh, close left, close right, close others.
 */
export function TabBar({ model }: { model: TabsModel }) {
  const { t } = useTranslation(['admin', 'routes']);
  const lang = useLang();
  const menu = useMenu();
  const { state, titleKeys, run, select } = model;

  const title = (key: string) => {
    const entry = findMenuTrail(menu, key).at(-1);
    if (entry) return menuTitle(entry, (k) => t(`routes:${k}`), lang);
    const titleKey = titleKeys[key];
    return titleKey ? t(`routes:${titleKey}`) : key;
  };

  const actionsMenu = (key: string): MenuProps => {
    const allowed = tabActions(state, key);
    return {
      items: [
        { key: 'refresh', label: t('tabs.refresh') },
        // Enabled even on the home tab: closing it shows the SPEC's warning.
        { key: 'close', label: t('tabs.close') },
        { type: 'divider' },
        { key: 'closeLeft', label: t('tabs.closeLeft'), disabled: !allowed.closeLeft },
        { key: 'closeRight', label: t('tabs.closeRight'), disabled: !allowed.closeRight },
        { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !allowed.closeOthers },
      ],
      onClick: ({ key: action, domEvent }) => {
        domEvent.stopPropagation();
        run(action as TabAction, key);
      },
    };
  };

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')} data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={state.active}
        onChange={select}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') run('close', key);
        }}
        items={state.tabs.map((tab) => ({
          key: tab.key,
          closable: tab.key !== HOME_TAB_KEY,
          label: (
            <Dropdown menu={actionsMenu(tab.key)} trigger={['contextMenu']}>
              <span className={styles.label} data-tab-key={tab.key}>
                {title(tab.key)}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={actionsMenu(state.active)} trigger={['click']}>
              <Button
                type="text"
                size="small"
                icon={<DownOutlined />}
                aria-label={t('tabs.more', { title: title(state.active) })}
              />
            </Dropdown>
          ),
        }}
      />
    </nav>
  );
}
