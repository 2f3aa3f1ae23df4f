import {
  type FieldError,
  isPasswordAcceptable,
  type MessageKey,
  mailboxSchema,
  mobileSchema,
  nameSchema,
  normalizeMobile,
  type UserListQuery,
  usernameSchema,
  userSheetColumns,
} from '@csp/contract';
import ExcelJS from 'exceljs';
import { regionalAdminRole } from '../../db/area-scope.js';
import { AppError, badRequest } from '../../errors.js';
import { isCleanText } from '../../lib/clean-text.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Principal } from '../../lib/principal.js';
import { cellsByColumn, isBlankRow, readSheetHeader } from '../../lib/spreadsheet/header.js';
import { detectKind, peek, readRows } from '../../lib/spreadsheet/row-reader.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { UploadInput } from '../uploads/upload.service.js';
import type { UsersPolicy } from './users.policy.js';
import type { UserInsert, UsersRepository } from './users.repository.js';
import { rethrowUserConflict } from './users.service.js';

type Column = (typeof userSheetColumns)[number];
type Row = Record<Column, string> & { line: number };

/** The most rows one import takes (each password is hashed with argon2id). */
export const maxImportRows = 2000;
/** The most rows one export writes. */
export const maxExportRows = 50_000;

export interface UsersExcelDeps {
  repo: UsersRepository;
  roles: Pick<RolesRepository, 'all'>;
  policy: UsersPolicy;
}

const splitCodes = (v: string) =>
  v
    .split(/[,;，；\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);

/** Reads the header row and the data rows of an upload; `username` and `password` columns are required. */
async function readSheet(input: UploadInput): Promise<Row[]> {
  const { head, stream } = await peek(input.stream);
  const kind = detectKind(input.fileName, head);
  const rows: Row[] = [];
  let index: Partial<Record<Column, number>> | undefined;
  for await (const batch of readRows(kind, stream)) {
    for (const raw of batch) {
      if (!index) {
        index = readSheetHeader(raw.cells, userSheetColumns, ['username', 'password']);
        continue;
      }
      if (isBlankRow(raw.cells)) continue;
      rows.push({ ...cellsByColumn(raw.cells, userSheetColumns, index), line: raw.line });
      if (rows.length > maxImportRows) {
        throw badRequest('importTooManyRows', [{ field: 'file', message: 'importTooManyRows' }]);
      }
    }
  }
  if (input.truncated()) throw new AppError('fileTooLarge', 413);
  if (!rows.length) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
  return rows;
}

/**
 * Users to and from spreadsheets (JeecgBoot `/sys/user/exportXls`, `/sys/user/importExcel`). The export
 * writes the list's filtered users in the caller's tenant and area. The import checks every row first
 * (username rule and uniqueness, mailbox format and uniqueness, mobile number, SPEC §5 password rule, role
 * codes of the tenant) and then adds all of them in one transaction, or none: the reply lists row errors
 * as `rows.<line>.<column>`. Imported users are approved, in the caller's tenant (and area).
 */
export function usersExcelService({ repo, roles, policy }: UsersExcelDeps) {
  return {
    async exportXlsx(p: Principal, query: Omit<UserListQuery, 'pageNo' | 'pageSize'>): Promise<Buffer> {
      const rows = await repo.matching(query, policy.scopeOf(p), maxExportRows);
      const held = await repo.rolesOf(rows.map((r) => r.id));
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('users');
      sheet.columns = [
        ...userSheetColumns.map((c) => ({ header: c, key: c, width: c === 'email' ? 32 : 18 })),
        { header: 'approval', key: 'approval', width: 12 },
        { header: 'createTime', key: 'createTime', width: 26 },
      ];
      for (const u of rows) {
        sheet.addRow({
          username: u.username,
          realname: u.realname,
          email: u.email ?? '',
          phone: u.phone ?? '',
          password: '',
          status: String(u.status),
          roles: held
            .filter((r) => r.userId === u.id)
            .map((r) => r.code)
            .join(','),
          approval: u.approval,
          createTime: u.createdAt.toISOString(),
        });
      }
      sheet.getRow(1).font = { bold: true };
      return Buffer.from(await book.xlsx.writeBuffer());
    },

    async importFile(p: Principal, input: UploadInput) {
      const rows = await readSheet(input);
      const tenantRoles = new Map((await roles.all(p.tenantId)).map((r) => [r.code, r]));
      const errors: FieldError[] = [];
      const fail = (r: Row, column: Column, key: MessageKey) =>
        errors.push({ field: `rows.${r.line}.${column}`, message: key });
      const seen = { username: new Set<string>(), email: new Set<string>(), phone: new Set<string>() };
      const checked: { row: Row; email: string | null; phone: string | null; roleIds: number[] }[] = [];
      const wantedRoles = new Set<number>();

      for (const r of rows) {
        const unclean = userSheetColumns.filter((c) => !isCleanText(r[c]));
        for (const c of unclean) fail(r, c, 'textInvalidCharacter'); // NUL or a lone surrogate in a cell
        if (unclean.length) continue;
        const name = usernameSchema.safeParse(r.username);
        if (!name.success) fail(r, 'username', r.username ? 'usernameInvalid' : 'fieldRequired');
        else if (seen.username.has(name.data.toLowerCase())) fail(r, 'username', 'importDuplicateInFile');
        else if (await repo.usernameTaken(name.data)) fail(r, 'username', 'userNameNotRepeated');
        if (name.success) seen.username.add(name.data.toLowerCase());

        if (r.realname && !nameSchema(50).safeParse(r.realname).success) fail(r, 'realname', 'nameCharacters');

        let email: string | null = null;
        if (r.email) {
          const parsed = mailboxSchema.safeParse(r.email);
          if (!parsed.success) fail(r, 'email', 'mailboxIsIncorrect');
          else if (seen.email.has(parsed.data)) fail(r, 'email', 'importDuplicateInFile');
          else if (await repo.emailTaken(parsed.data)) fail(r, 'email', 'mailboxNotDuplicate');
          else email = parsed.data;
          if (parsed.success) seen.email.add(parsed.data);
        }

        let phone: string | null = null;
        if (r.phone) {
          const parsed = mobileSchema.safeParse(r.phone);
          if (!parsed.success) fail(r, 'phone', 'mobileInvalid');
          else if (seen.phone.has(parsed.data)) fail(r, 'phone', 'importDuplicateInFile');
          else if (await repo.phoneTaken(normalizeMobile(parsed.data))) fail(r, 'phone', 'phoneNotDuplicate');
          else phone = r.phone;
          if (parsed.success) seen.phone.add(parsed.data);
        }

        if (!r.password) fail(r, 'password', 'fieldRequired');
        else if (!isPasswordAcceptable(r.password)) fail(r, 'password', 'passwordRule');

        if (r.status && r.status !== '1' && r.status !== '2') fail(r, 'status', 'invalidOption');

        const roleIds: number[] = [];
        for (const code of splitCodes(r.roles)) {
          const role = tenantRoles.get(code);
          if (!role) fail(r, 'roles', 'roleNotExist');
          else if (code === regionalAdminRole) fail(r, 'roles', 'areaRequired');
          else roleIds.push(role.id);
        }
        for (const id of roleIds) wantedRoles.add(id);
        checked.push({ row: r, email, phone, roleIds });
      }
      if (errors.length) throw badRequest('excelException', errors.slice(0, 100));

      // 403 for roles beyond the caller's own permissions, as in the add form
      await policy.grantableRoles(p, [...wantedRoles]);
      const area = await policy.resolveArea(p, p.countryId, p.cityId);
      const values: { values: UserInsert; roleIds: number[] }[] = [];
      const hashes: string[] = [];
      for (let i = 0; i < checked.length; i += 4) {
        hashes.push(...(await Promise.all(checked.slice(i, i + 4).map((c) => hashPassword(c.row.password)))));
      }
      for (const [i, c] of checked.entries()) {
        values.push({
          values: {
            username: c.row.username,
            realname: c.row.realname || c.row.username,
            passwordHash: hashes[i] as string,
            email: c.email,
            phone: c.phone,
            status: c.row.status === '2' ? 2 : 1,
            approval: 'approved',
            tenantId: p.tenantId,
            ...area,
          },
          roleIds: c.roleIds,
        });
      }
      const imported = await repo.insertMany(values).catch(rethrowUserConflict);
      return { imported };
    },
  };
}
export type UsersExcelService = ReturnType<typeof usersExcelService>;
