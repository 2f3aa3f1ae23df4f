import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './crud.module.css';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** Left out (the user lacks the button permission, or the action does not apply to the row). */
  hidden?: boolean;
}

/** A row's actions: the first `inline` as links, the others under "More"; hidden ones are removed. */
export function RowActions({ actions, inline = 1, name }: { actions: RowAction[]; inline?: number; name: string }) {
  const { t } = useTranslation('system');
  const shown = actions.filter((action) => !action.hidden);
  // "More" holding a single action would only hide it: then every action is a link.
  const cut = shown.length <= inline + 1 ? shown.length : inline;
  const first = shown.slice(0, cut);
  const rest = shown.slice(cut);
  return (
    <Space size={0} className={styles.nowrap}>
      {first.map((action) => (
        <Button key={action.key} type="link" size="small" danger={action.danger} onClick={action.onClick}>
          {action.label}
        </Button>
      ))}
      {rest.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
            onClick: ({ key }) => rest.find((action) => action.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small" aria-label={t('common.moreOf', { name })}>
            {t('common.more')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}
