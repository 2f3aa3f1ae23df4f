import type { PermissionTreeNode, SysRole } from '@csp/contract/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../components/crud/submit';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { PERMISSIONS_QUERY_KEY } from '../../auth/usePermissions';
import { RoleDataRulesModal } from '../data-rules/RoleDataRulesModal';
import { permissionTree, roleGrants, saveRoleGrants } from './api';
import { GrantEditor } from './GrantEditor';

/** The permissions of a role (menus and buttons), edited as a tree. */
export function RoleGrantsDrawer({ role, onClose }: { role: SysRole | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [rulesOf, setRulesOf] = useState<PermissionTreeNode | null>(null);
  const tree = useQuery({ queryKey: ['system', 'permission-tree'], queryFn: permissionTree, enabled: !!role });
  const grants = useQuery({
    queryKey: ['system', 'role-grants', role?.id],
    queryFn: () => roleGrants(role?.id ?? ''),
    enabled: !!role,
    gcTime: 0,
  });
  const save = async (ids: string[]) => {
    if (!role) return;
    setSaving(true);
    const saved = await runAction(() => saveRoleGrants(role.id, ids, grants.data ?? []), message);
    setSaving(false);
    if (saved) {
      // The signed-in user may hold the role: their menu and buttons follow.
      void queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY });
      await grants.refetch();
      onClose();
    }
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
          saving={saving}
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
