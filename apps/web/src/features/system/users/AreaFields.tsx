import type { SysRole } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../../lib/useLang';
import { useCountries } from '../../geo/api';
import { useCities } from '../../geo/cities';
import { localizedName, sortByLocalizedName } from '../../geo/names';
import { listUsers } from './api';
import { areaHolder, regionalRoleId } from './area-admin';

/**
 * Economy and city of a user (the area of a regional administrator). When the form makes the user a
 * regional administrator of an area someone else holds, the holder is named under the field before
 * saving; the server's `thisAreaExistAdmin` (or any area error) shows on the field after.
 */
export function AreaFields({ roles, userId }: { roles: readonly SysRole[]; userId?: string }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const form = Form.useFormInstance();
  const countryId: string | undefined = Form.useWatch('countryId', form);
  const cityId: string | undefined = Form.useWatch('cityId', form);
  const selectedRoles: string[] = Form.useWatch('selectedroles', form) ?? [];
  const countries = useCountries();
  const cities = useCities(countryId);
  const regionalId = regionalRoleId(roles);
  const regional = Boolean(regionalId && selectedRoles.includes(regionalId));
  const admins = useQuery({
    queryKey: ['system', 'area-admins', regionalId, countryId],
    queryFn: () =>
      listUsers({ pageNo: 1, pageSize: 200, roleId: regionalId ?? '', countryId: countryId ?? '' }, { silent: true }),
    enabled: regional && Boolean(countryId),
  });
  const holder = regional ? areaHolder(admins.data?.records ?? [], { countryId, cityId, userId }) : undefined;
  const warning = holder ? (
    <Typography.Text type="warning" data-testid="area-holder">
      {t('users.areaTaken', {
        message: localizeServerMessage('thisAreaExistAdmin', lang),
        name: holder.realname || holder.username,
      })}
    </Typography.Text>
  ) : null;
  const options = (items: { id: string; name: string; nameEn: string }[]) =>
    sortByLocalizedName(items, lang).map((item) => ({ value: item.id, label: localizedName(item, lang) }));

  return (
    <>
      <Form.Item
        name="countryId"
        label={t('users.country')}
        extra={cityId ? undefined : (warning ?? (regional ? t('users.areaHint') : undefined))}
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={countries.isPending}
          options={options(countries.data ?? [])}
          placeholder={t('users.countryPlaceholder')}
          onChange={() => form.setFieldValue('cityId', undefined)}
        />
      </Form.Item>
      <Form.Item name="cityId" label={t('users.city')} extra={cityId ? warning : undefined}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={!countryId}
          loading={Boolean(countryId) && cities.isPending}
          options={options(cities.data ?? [])}
          placeholder={t('users.cityPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
