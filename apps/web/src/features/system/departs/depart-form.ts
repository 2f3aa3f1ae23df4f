import type { DepartTreeNode } from '@csp/contract/core';
import type { DepartBody } from './api';

/** The department form ↔ API: blank optional texts are left out; the code is generated when blank. */
export interface DepartFormValues {
  parentId?: string;
  departName?: string;
  departNameEn?: string;
  orgCode?: string;
  description?: string;
  sort?: number;
}

export function toDepartValues(node: DepartTreeNode): DepartFormValues {
  return {
    parentId: node.parentId ?? undefined,
    departName: node.departName,
    departNameEn: node.departNameEn || undefined,
    orgCode: node.orgCode,
    description: node.description || undefined,
    sort: node.sort,
  };
}

export function toDepartBody(values: DepartFormValues): DepartBody {
  const body: DepartBody = { departName: values.departName?.trim() ?? '', parentId: values.parentId ?? null };
  const en = values.departNameEn?.trim();
  const code = values.orgCode?.trim();
  const description = values.description?.trim();
  if (en) body.departNameEn = en;
  if (code) body.orgCode = code;
  if (description !== undefined) body.description = description;
  if (values.sort !== undefined && values.sort !== null) body.sort = Number(values.sort);
  return body;
}
