import { type DataRuleAdd, type DataRuleEdit, dataRuleColumnsFor, type SysDataRule } from '@csp/contract';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { Principal } from '../../lib/principal.js';
import { isoTime } from '../../lib/replies.js';
import { checkRule } from './data-rules.js';
import type { DataRuleRow, DataRulesRepository } from './data-rules.repository.js';
import type { PermissionsRepository } from './permissions.repository.js';

const present = (row: DataRuleRow): SysDataRule => ({
  id: String(row.id),
  permissionId: String(row.permissionId),
  ruleName: row.name,
  ruleColumn: row.column,
  ruleConditions: row.condition as SysDataRule['ruleConditions'],
  ruleValue: row.value,
  status: row.status === 1 ? '1' : '0',
  createTime: isoTime(row.createdAt),
});

export interface DataRulesDeps {
  repo: DataRulesRepository;
  permissions: Pick<PermissionsRepository, 'find'>;
  roles: { find(id: number, tenantId: number): Promise<unknown> };
}

/**
 * Data rules of menu permissions (JeecgBoot sys_permission_data_rule) and which of them a role applies.
 * A rule's column must be allow-listed for a code the menu carries (contract `dataRuleTargets`), its
 * condition must suit the column and its value the column's type; anything else is a 400 on that field.
 */
export function dataRulesService({ repo, permissions, roles }: DataRulesDeps) {
  const permissionOf = async (id: number) => {
    const row = await permissions.find(id);
    if (!row) throw notFound();
    return row;
  };
  const check = (perms: string | null, rule: { column: string; condition: string; value: string }) => {
    if (!Object.keys(dataRuleColumnsFor(perms)).length) {
      throw badRequest('dataRuleNotSupported', [{ field: 'permissionId', message: 'dataRuleNotSupported' }]);
    }
    const problem = checkRule(perms, rule);
    if (!problem) return;
    const field =
      problem === 'dataRuleColumnInvalid'
        ? 'ruleColumn'
        : problem === 'dataRuleConditionInvalid'
          ? 'ruleConditions'
          : 'ruleValue';
    throw badRequest(problem, [{ field, message: problem }]);
  };
  const ruleOf = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound('dataRuleNotExist');
    return row;
  };

  const list = async (permissionId: number) => {
    await permissionOf(permissionId);
    return (await repo.ofPermission(permissionId)).map(present);
  };

  return {
    list,
    async add(body: DataRuleAdd) {
      const permission = await permissionOf(Number(body.permissionId));
      check(permission.perms, { column: body.ruleColumn, condition: body.ruleConditions, value: body.ruleValue });
      const id = await repo.insert({
        permissionId: permission.id,
        name: body.ruleName,
        column: body.ruleColumn,
        condition: body.ruleConditions,
        value: body.ruleValue,
        status: Number(body.status),
      });
      return { id: String(id) };
    },
    async edit(body: DataRuleEdit) {
      const row = await ruleOf(Number(body.id));
      const permission = await permissionOf(row.permissionId);
      const next = {
        column: body.ruleColumn ?? row.column,
        condition: body.ruleConditions ?? row.condition,
        value: body.ruleValue ?? row.value,
      };
      check(permission.perms, next);
      await repo.update(row.id, {
        name: body.ruleName,
        ...next,
        status: body.status === undefined ? undefined : Number(body.status),
      });
    },
    async remove(id: number) {
      await ruleOf(id);
      await repo.delete(id);
    },
    /** Every rule of a menu and those a role (of the caller's tenant) applies. */
    async ofRole(p: Principal, permissionId: number, roleId: number) {
      if (!(await roles.find(roleId, p.tenantId))) throw notFound('roleNotExist');
      const [datarule, checked] = await Promise.all([list(permissionId), repo.ofRole(roleId, permissionId)]);
      return { datarule, drChecked: checked.map(String) };
    },
    /**
     * Sets the rules of a menu a role applies. Rules only narrow what a role sees, but dropping one widens
     * it, so no one but the super administrator changes the rules of a role they hold themselves.
     */
    async saveOfRole(p: Principal, permissionId: number, roleId: number, ruleIds: number[]) {
      if (!(await roles.find(roleId, p.tenantId))) throw notFound('roleNotExist');
      if (!p.isSuperAdmin && (await repo.holdsRole(p.userId, roleId))) throw forbidden('notAuthority');
      await permissionOf(permissionId);
      const ofMenu = new Set((await repo.ofPermission(permissionId)).map((r) => r.id));
      const wanted = [...new Set(ruleIds)];
      if (wanted.some((id) => !ofMenu.has(id))) {
        throw badRequest('dataRuleNotExist', [{ field: 'dataRuleIds', message: 'dataRuleNotExist' }]);
      }
      await repo.setOfRole(roleId, permissionId, wanted);
    },
  };
}
export type DataRulesService = ReturnType<typeof dataRulesService>;
