import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementFilter } from '../../api';
import { categoryOptions, priorityOptions, sendStatusOptions } from '../code-options';
import { SearchBar } from '../SearchBar';

/** Search of the administration list: title, status, type and priority. */
export function AnnouncementSearch({ onSearch }: { onSearch: (filter: AnnouncementFilter) => void }) {
  const { t } = useTranslation('announcements');
  const select = { allowClear: true, placeholder: t('search.any'), style: { width: 140 } };
  return (
    <SearchBar<AnnouncementFilter> onSearch={onSearch}>
      <Form.Item name="titile" label={t('fields.titile')}>
        <Input allowClear maxLength={100} placeholder={t('search.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name="sendStatus" label={t('fields.sendStatus')}>
        <Select {...select} options={sendStatusOptions(t)} />
      </Form.Item>
      <Form.Item name="msgCategory" label={t('fields.msgCategory')}>
        <Select {...select} options={categoryOptions(t)} />
      </Form.Item>
      <Form.Item name="priority" label={t('fields.priority')}>
        <Select {...select} options={priorityOptions(t)} />
      </Form.Item>
    </SearchBar>
  );
}
