import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Segmented, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from './LayoutSettingsContext';
import { type LayoutSettings, THEME_COLORS } from './layout-settings';
import styles from './settings-drawer.module.css';

function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>
        {label}
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
      {children}
    </div>
  );
}

/** SPEC §2 "Settings drawer": every choice applies at once and is remembered in this browser. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { settings, change, reset } = useLayoutSettings();
  const side = settings.layoutMode === 'sidemenu';

  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} width={320}>
      <h3 className={styles.heading}>{t('settings.menuTheme')}</h3>
      <Segmented<LayoutSettings['menuTheme']>
        block
        value={settings.menuTheme}
        onChange={(value) => change('menuTheme', value)}
        options={[
          { value: 'dark', label: t('settings.dark') },
          { value: 'light', label: t('settings.light') },
        ]}
        aria-label={t('settings.menuTheme')}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.heading}>{t('settings.themeColor')}</legend>
        <div className={styles.colors}>
          {THEME_COLORS.map(({ key, color }) => {
            const selected = settings.themeColor.toLowerCase() === color.toLowerCase();
            return (
              <Tooltip key={key} title={t(`settings.colors.${key}`)}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={t(`settings.colors.${key}`)}
                  className={styles.color}
                  style={{ background: color }}
                  onClick={() => change('themeColor', color)}
                >
                  {selected ? <CheckOutlined aria-hidden /> : null}
                </button>
              </Tooltip>
            );
          })}
        </div>
      </fieldset>

      <h3 className={styles.heading}>{t('settings.navigation')}</h3>
      <Segmented<LayoutSettings['layoutMode']>
        block
        value={settings.layoutMode}
        onChange={(value) => change('layoutMode', value)}
        options={[
          { value: 'sidemenu', label: t('settings.sidemenu') },
          { value: 'topmenu', label: t('settings.topmenu') },
        ]}
        aria-label={t('settings.navigation')}
      />

      <Divider />
      <Row label={t('settings.contentWidth')}>
        <Segmented<LayoutSettings['contentWidth']>
          size="small"
          value={settings.contentWidth}
          onChange={(value) => change('contentWidth', value)}
          options={[
            { value: 'Fluid', label: t('settings.fluid') },
            { value: 'Fixed', label: t('settings.fixed') },
          ]}
          aria-label={t('settings.contentWidth')}
        />
      </Row>
      <Row label={t('settings.fixedHeader')}>
        <Switch
          size="small"
          checked={settings.fixedHeader}
          onChange={(value) => change('fixedHeader', value)}
          aria-label={t('settings.fixedHeader')}
        />
      </Row>
      <Row label={t('settings.autoHideHeader')} hint={settings.fixedHeader ? undefined : t('settings.autoHideHint')}>
        <Switch
          size="small"
          checked={settings.autoHideHeader}
          disabled={!settings.fixedHeader}
          onChange={(value) => change('autoHideHeader', value)}
          aria-label={t('settings.autoHideHeader')}
        />
      </Row>
      <Row label={t('settings.fixedSidebar')} hint={side ? undefined : t('settings.fixedSidebarHint')}>
        <Switch
          size="small"
          checked={settings.fixedSidebar}
          disabled={!side}
          onChange={(value) => change('fixedSidebar', value)}
          aria-label={t('settings.fixedSidebar')}
        />
      </Row>
      <Row label={t('settings.colorWeak')}>
        <Switch
          size="small"
          checked={settings.colorWeak}
          onChange={(value) => change('colorWeak', value)}
          aria-label={t('settings.colorWeak')}
        />
      </Row>
      <Row label={t('settings.multiTab')}>
        <Switch
          size="small"
          checked={settings.multiTab}
          onChange={(value) => change('multiTab', value)}
          aria-label={t('settings.multiTab')}
        />
      </Row>

      <Divider />
      <p className={styles.note}>{t('settings.remembered')}</p>
      <Button block onClick={reset}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
