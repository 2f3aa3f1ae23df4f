import type { PermissionTreeNode, SysRole } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../components/crud/submit';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { bilingual } from '../../../lib/bilingual-text';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { useLang } from '../../../lib/useLang';
import { PERMISSIONS_QUERY_KEY } from '../../auth/usePermissions';
import { RoleDataRulesModal } from '../data-rules/RoleDataRulesModal';
import { permissionTree, permissionTreeKey, roleGrants, roleGrantsKey, saveRoleGrants } from './api';
import { GrantEditor } from './GrantEditor';

/** The permissions of a role (menus and buttons), edited as a tree. */
export function RoleGrantsDrawer({ role, onClose }: { role: SysRole | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { message } = App.useApp();
  const [rulesOf, setRulesOf] = useState<PermissionTreeNode | null>(null);
  const roleId = role?.id ?? '';
  const tree = useQuery({ queryKey: permissionTreeKey, queryFn: permissionTree, enabled: !!role });
  const grants = useQuery({
    queryKey: roleGrantsKey(roleId),
    queryFn: () => roleGrants(roleId),
    enabled: !!role,
    gcTime: 0,
  });
  // The signed-in user may hold the role: their menu and buttons follow.
  const saveGrants = useInvalidatingMutation(
    (ids: string[]) => saveRoleGrants(roleId, ids, grants.data ?? []),
    [roleGrantsKey(roleId), PERMISSIONS_QUERY_KEY],
  );
  const save = async (ids: string[]) => {
    if (role && (await runAction(() => saveGrants.mutateAsync(ids), message))) onClose();
  };
  return (
    <Drawer
      title={role ? t('roles.grantsTitle', { name: bilingual(role.roleName, role.roleNameEn, lang) }) : ''}
      open={role !== null}
      onClose={onClose}
      width={520}
      destroyOnHidden
    >
      {tree.data && grants.data && !grants.isFetching ? (
        <GrantEditor
          key={role?.id}
          tree={tree.data.treeList}
          allIds={tree.data.ids}
          initial={grants.data}
          saving={saveGrants.isPending}
          onSave={save}
          onCancel={onClose}
          onDataRules={setRulesOf}
        />
      ) : (
        <LoadingBlock />
      )}
      {role ? (
        <RoleDataRulesModal
          role={role}
          menu={rulesOf ? { id: rulesOf.key, title: rulesOf.title, titleEn: rulesOf.titleEn } : null}
          onClose={() => setRulesOf(null)}
        />
      ) : null}
    </Drawer>
  );
}
