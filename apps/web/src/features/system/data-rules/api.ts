import type { SysDataRule } from '@csp/contract/core';
import { fetchList, send } from '../../../lib/api-calls';

/** Calls of the data-rule screens (JeecgBoot sys_permission_data_rule, role data rules), with their keys. */
export const dataRuleKeys = (permissionId: string) => ['system', 'data-rules', permissionId] as const;
export const roleDataRuleKeys = (permissionId: string, roleId: string) =>
  [...dataRuleKeys(permissionId), 'role', roleId] as const;
export const listDataRules = (permissionId: string) =>
  fetchList<SysDataRule[]>('/sys/permission/getPermRuleListByPermId', { params: { permissionId } });

export interface DataRuleBody {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: '0' | '1';
}
export const addDataRule = (permissionId: string, body: DataRuleBody) =>
  send<{ id: string }>('POST', '/sys/permission/addPermissionRule', { body: { ...body, permissionId } });
export const editDataRule = (id: string, body: DataRuleBody) =>
  send('PUT', '/sys/permission/editPermissionRule', { body: { ...body, id } });
export const deleteDataRule = (id: string) =>
  send('DELETE', '/sys/permission/deletePermissionRule', { params: { id } });

export const roleDataRules = (permissionId: string, roleId: string) =>
  fetchList<{ datarule: SysDataRule[]; drChecked: string[] }>(
    `/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`,
  );
export const saveRoleDataRules = (permissionId: string, roleId: string, ids: readonly string[]) =>
  send('POST', '/sys/role/datarule', { body: { permissionId, roleId, dataRuleIds: ids.join(',') } });
