import { permissions as p, type SysPosition } from '@csp/contract/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { nameRule } from '../shared/rules';
import { UniqueCodeField } from '../shared/UniqueColumnField';
import { useRequiredRule } from '../shared/useRequiredRule';
import { type PositionBody, positionEndpoints } from './api';

/** Positions (JeecgBoot sys_position): code and names, used by users' position field. */
export default function PositionListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const required = useRequiredRule();
  return (
    <CrudListPage<SysPosition, PositionBody>
      title={t('positions.title')}
      endpoints={positionEndpoints}
      sortable={['createTime', 'code', 'name']}
      columns={[
        { title: t('positions.code'), dataIndex: 'code', sorter: true, search: false },
        {
          title: t('positions.name'),
          dataIndex: 'name',
          sorter: true,
          render: (_, r) => bilingual(r.name, r.nameEn, lang),
        },
        createTimeColumn(t('common.createTime')),
      ]}
      rowName={(row) => row.code}
      permissions={{ add: p.positionAdd, edit: p.positionEdit, delete: p.positionDelete }}
      labels={{ add: t('positions.add'), edit: t('positions.edit') }}
      confirmDelete={(row) => ({ title: t('common.confirmDelete', { name: bilingual(row.name, row.nameEn, lang) }) })}
      form={{
        fields: (editing) => (
          <>
            <UniqueCodeField name="code" label={t('positions.code')} column="sys_position.code" id={editing?.id} />
            <Form.Item
              name="name"
              label={t('positions.nameZh')}
              rules={[required(t('positions.nameZh')), nameRule(lang)]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('positions.nameEn')} rules={[nameRule(lang)]}>
              <Input maxLength={50} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
