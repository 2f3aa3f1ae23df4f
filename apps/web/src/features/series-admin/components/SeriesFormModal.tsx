import type { Series } from '@csp/contract/core';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '../../../lib/server-messages';
import { send } from '../../system/shared/api';
import { EntityFormModal } from '../../system/shared/EntityFormModal';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { useSeriesTree, useSeriesTypes } from '../api';
import { groupOptions, type SeriesFormValues, seriesBody, seriesFormValues } from '../series-form';

export type SeriesDialog = { mode: 'add'; parentId?: string } | { mode: 'edit'; series: Series };

interface Props {
  dialog: SeriesDialog | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit a series (SPEC §5: name, number and level cannot be empty). The server's refusals — a taken
 * name or number (`seriesNameRepeat`, `seriesNumberRepeat`), a number that is not one (`numberNotData`), a wrong
 * parent — show next to their fields.
 */
export function SeriesFormModal({ dialog, onClose, onSaved }: Props) {
  const { t } = useTranslation('seriesAdmin');
  const lang = useLang();
  const tree = useSeriesTree();
  const kinds = useSeriesTypes();
  const editing = dialog?.mode === 'edit' ? dialog.series : null;
  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field }) });
  const title = editing
    ? t('series.editTitle', { name: bilingual(editing.nameZh, editing.nameEn, lang) })
    : dialog?.mode === 'add' && dialog.parentId
      ? t('series.addChild')
      : t('series.addGroup');
  return (
    <EntityFormModal<SeriesFormValues>
      title={title}
      open={dialog !== null}
      width={720}
      initialValues={seriesFormValues(editing, dialog?.mode === 'add' ? dialog.parentId : undefined)}
      save={(values) =>
        editing
          ? send('PUT', '/series/citySerSeries/edit', { body: { ...seriesBody(values), id: editing.id } })
          : send('POST', '/series/citySerSeries/add', { body: seriesBody(values) })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="level"
        label={t('series.level')}
        rules={[{ required: true, message: t('form.requiredChoice', { field: t('series.level') }) }]}
      >
        <Radio.Group
          optionType="button"
          options={[
            { value: 1, label: t('series.level1') },
            { value: 2, label: t('series.level2') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['level']}>
        {({ getFieldValue }) =>
          getFieldValue('level') === 2 ? (
            <Form.Item
              name="pid"
              label={t('series.parent')}
              rules={[{ required: true, message: t('form.requiredChoice', { field: t('series.parent') }) }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={tree.isLoading}
                options={groupOptions(tree.data ?? [], lang, editing?.id)}
                placeholder={t('series.parentPlaceholder')}
              />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item
        name="number"
        label={t('series.number')}
        extra={t('series.numberHint')}
        rules={[
          required(t('series.number')),
          { pattern: /^\s*\d{1,18}\s*$/, message: localizeServerMessage('numberNotData', lang) },
        ]}
      >
        <Input maxLength={18} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('series.nameEn')} rules={[required(t('series.nameEn'))]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameZh" label={t('series.nameZh')} rules={[required(t('series.nameZh'))]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="unitEn" label={t('series.unitEn')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="unitZh" label={t('series.unitZh')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="valueKind" label={t('series.valueKind')}>
        <Select
          loading={kinds.isLoading}
          options={(kinds.data ?? []).map((k) => ({ value: k.value, label: bilingual(k.nameZh, k.nameEn, lang) }))}
        />
      </Form.Item>
      <Form.Item name="decimals" label={t('series.decimals')}>
        <InputNumber min={0} max={10} precision={0} />
      </Form.Item>
      <Form.Item name="sourceEn" label={t('series.sourceEn')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="sourceZh" label={t('series.sourceZh')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="licence" label={t('series.licence')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="display" label={t('series.display')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="yearOnYear" label={t('series.yearOnYear')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="open" label={t('series.open')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label={t('series.sort')}>
        <InputNumber precision={0} />
      </Form.Item>
    </EntityFormModal>
  );
}
