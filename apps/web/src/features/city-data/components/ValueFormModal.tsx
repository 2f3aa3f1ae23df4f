import {
  type DataValue,
  type ObservationStatus,
  observationStatuses,
  observationStatusLabel,
} from '@csp/contract/core';
import { Descriptions, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../system/shared/EntityFormModal';
import { useLang } from '../../system/shared/use-lang';
import { addValue, editValue, type ValueInput } from '../api';
import { placeName, seriesName } from '../labels';
import type { Level } from '../query';
import { PlaceSelects } from './PlaceSelects';
import { SeriesSelects } from './SeriesSelects';
import { StatusTag } from './StatusTag';

interface Props {
  /** undefined: closed; null: a new value; a value: its correction. */
  editing: DataValue | null | undefined;
  level: Level;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds a value (pending examination) or corrects one (back to pending, also after a rejection); the server's
 * field errors show next to the fields.
 */
export function ValueFormModal({ editing, level, onClose, onSaved }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const required = (field: string) => [{ required: true, message: t('fields.required', { field }) }];
  if (editing) {
    return (
      <EntityFormModal<{ value: number; obsStatus?: ObservationStatus | null; note?: string }>
        title={t('form.editTitle')}
        open
        initialValues={{ value: editing.value, obsStatus: editing.obsStatus ?? undefined }}
        save={(values) =>
          editValue({
            id: editing.id,
            value: values.value,
            obsStatus: values.obsStatus ?? null,
            note: values.note || undefined,
          })
        }
        onClose={onClose}
        onSaved={onSaved}
      >
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('fields.series')}>{seriesName(editing, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.type')}>
            {lang === 'zh' ? editing.dimensionNameZh : editing.dimensionNameEn}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.place')}>{placeName(editing, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.year')}>{editing.year}</Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <StatusTag status={editing.status} reason={editing.rejectReason} />
          </Descriptions.Item>
        </Descriptions>
        <Form.Item name="value" label={t('fields.value')} rules={required(t('fields.value'))}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <ObsStatusItem />
        <Form.Item name="note" label={t('fields.note')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </EntityFormModal>
    );
  }
  return (
    <EntityFormModal<ValueInput>
      title={t('form.addTitle')}
      open={editing === null}
      save={(values) => addValue({ ...values, cityId: level === 'economy' ? null : (values.cityId ?? null) })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <SeriesSelects need="stored" required />
      <PlaceSelects required withCity={level !== 'economy'} cityPlaceholder={t('fields.economyLevel')} />
      <Form.Item name="year" label={t('fields.year')} rules={required(t('fields.year'))}>
        <InputNumber min={1900} max={2100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="value" label={t('fields.value')} rules={required(t('fields.value'))}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <ObsStatusItem />
    </EntityFormModal>
  );
}

/** The source's status of the value (projection, estimate...): optional, cleared to none. */
function ObsStatusItem() {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  return (
    <Form.Item name="obsStatus" label={t('fields.obsStatus')} extra={t('fields.obsStatusHelp')}>
      <Select
        allowClear
        placeholder={t('fields.obsStatusNone')}
        options={observationStatuses.map((s) => ({ value: s, label: observationStatusLabel(s, lang) }))}
      />
    </Form.Item>
  );
}
