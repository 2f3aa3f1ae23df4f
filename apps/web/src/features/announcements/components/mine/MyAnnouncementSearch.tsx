import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyAnnouncementFilter } from '../../api';
import { categoryOptions, priorityOptions, readFlagOptions } from '../code-options';
import { SearchBar } from '../SearchBar';

/** Search of the user's announcements: title, sender, read state, type and priority. */
export function MyAnnouncementSearch({ onSearch }: { onSearch: (filter: MyAnnouncementFilter) => void }) {
  const { t } = useTranslation('announcements');
  const select = { allowClear: true, placeholder: t('search.any'), style: { width: 140 } };
  return (
    <SearchBar<MyAnnouncementFilter> onSearch={onSearch}>
      <Form.Item name="titile" label={t('fields.titile')}>
        <Input allowClear maxLength={100} placeholder={t('search.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name="sender" label={t('fields.sender')}>
        <Input allowClear maxLength={100} placeholder={t('search.senderPlaceholder')} />
      </Form.Item>
      <Form.Item name="readFlag" label={t('fields.readFlag')}>
        <Select {...select} options={readFlagOptions(t)} />
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
