import { onlineFormView, onlineFormViewPath, permissions as p } from '@csp/contract';
import { and, eq } from 'drizzle-orm';
import { permissions } from '../schema/index.js';
import { insertMenuRow, type Tx } from './menu-rows.js';

/**
 * The menu entry of an online form's list view (SPEC §2: online-form list views map to a built-in view): path
 * /online/cgform/<code>, component `online/CgformAutoList`, under Online development, behind `online:form:data`.
 * Removes the entry of `oldCode` (or of the form's code) first, then adds it again when the form wants one.
 */
export async function placeOnlineFormMenu(
  tx: Tx,
  form: { code: string; nameZh: string; nameEn: string; menu: boolean },
  oldCode = form.code,
) {
  await tx.delete(permissions).where(eq(permissions.path, onlineFormViewPath(oldCode)));
  if (!form.menu) return;
  const [parent] = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.path, '/online'), eq(permissions.menuType, 0)));
  await insertMenuRow(
    tx,
    {
      type: 1,
      zh: form.nameZh,
      en: form.nameEn,
      path: onlineFormViewPath(form.code),
      component: onlineFormView.component,
      perms: [p.onlineFormData],
    },
    parent?.id ?? null,
    100,
  );
}
