/**
 * Who is calling: the user of a live session, with roles and permission codes (built by
 * `modules/auth/sessions.service.ts`, read by `plugins/auth.ts` and the area rule in `db/area-scope.ts`).
 */
export interface Principal {
  userId: number;
  username: string;
  /** The tenant of this request: the `tenant-id` header, else the session's; always one of `tenantIds`. */
  tenantId: number;
  /** Every enabled tenant the user belongs to. */
  tenantIds: number[];
  orgCode: string | null;
  countryId: number | null;
  cityId: number | null;
  roles: string[];
  permissions: Set<string>;
  /** The super administrator may do everything. */
  isSuperAdmin: boolean;
  tokenHash: string;
}

/** Where a request comes from, for the login log. */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
}
