import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS, priorityOf } from '../notice-list';

/** L normal, M important, H urgent (SPEC §3, §9), localized. */
export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const { t } = useTranslation('announcements');
  const code = priorityOf(priority);
  return (
    <Tag color={PRIORITY_COLORS[code]} bordered={false} data-priority={code}>
      {t(`priority.${code}`)}
    </Tag>
  );
}
