import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementFilter, MyAnnouncementFilter } from '../api';
import { categoryOptions, priorityOptions, readFlagOptions, sendStatusOptions } from './code-options';
import { SearchBar } from './SearchBar';

type Props =
  | { mine?: false; onSearch: (filter: AnnouncementFilter) => void }
  | { mine: true; onSearch: (filter: MyAnnouncementFilter) => void };

/**
 * Search of an announcement list: title, then status (administration) or sender and read state (the user's
 * own), then type and priority.
 */
export function AnnouncementSearch(props: Props) {
  const { t } = useTranslation('announcements');
  const select = { allowClear: true, placeholder: t('search.any'), style: { width: 140 } };
  return (
    <SearchBar<AnnouncementFilter & MyAnnouncementFilter> onSearch={props.onSearch}>
      <Form.Item name="titile" label={t('fields.titile')}>
        <Input allowClear maxLength={100} placeholder={t('search.titlePlaceholder')} />
      </Form.Item>
      {props.mine ? (
        <>
          <Form.Item name="sender" label={t('fields.sender')}>
            <Input allowClear maxLength={100} placeholder={t('search.senderPlaceholder')} />
          </Form.Item>
          <Form.Item name="readFlag" label={t('fields.readFlag')}>
            <Select {...select} options={readFlagOptions(t)} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="sendStatus" label={t('fields.sendStatus')}>
          <Select {...select} options={sendStatusOptions(t)} />
        </Form.Item>
      )}
      <Form.Item name="msgCategory" label={t('fields.msgCategory')}>
        <Select {...select} options={categoryOptions(t)} />
      </Form.Item>
      <Form.Item name="priority" label={t('fields.priority')}>
        <Select {...select} options={priorityOptions(t)} />
      </Form.Item>
    </SearchBar>
  );
}
