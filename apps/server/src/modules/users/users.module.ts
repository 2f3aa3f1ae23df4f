import type { FastifyInstance } from 'fastify';
import type { loginLogs } from '../../db/schema/index.js';
import type { PasswordDecrypter } from '../../lib/password-policy.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { DepartmentsRepository } from '../departments/departments.repository.js';
import type { GeoRepository } from '../geo/geo.repository.js';
import type { Mailer } from '../mail/mailer.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { TenantsRepository } from '../tenants/tenants.repository.js';
import { roleUsersRoutes } from './role-users.routes.js';
import { roleUsersService } from './role-users.service.js';
import { userAccountsRoutes } from './user-accounts.routes.js';
import { userAccountsService } from './user-accounts.service.js';
import { usersPolicy } from './users.policy.js';
import type { UsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { usersService } from './users.service.js';
import { usersExcelRoutes } from './users-excel.routes.js';
import { usersExcelService } from './users-excel.service.js';

export interface UsersModuleDeps {
  users: UsersRepository;
  roles: RolesRepository;
  tenants: TenantsRepository;
  geo: GeoRepository;
  departments: DepartmentsRepository;
  /** From the auth module: reads the passwords the browser encrypted. */
  rsa: PasswordDecrypter;
  /** Ends a user's sessions (`auth/sessions.service.ts`). */
  sessions: { revokeAllOfUser(userId: number): Promise<unknown> };
  mailer: Mailer;
  /** From the auth module: the login log (an unlock is written there). */
  logs: { record(row: typeof loginLogs.$inferInsert): Promise<void> };
  /** From the auth module: an administrator's reset code for a user. */
  adminResetCode: { hours: number; issue(userId: number): Promise<string> };
  ratePerMinute: number;
}

/** The accounts administration (SPEC §4 users): the list and its forms, Excel in and out, freezing, role members. */
export function usersModule(deps: UsersModuleDeps): ServerModule {
  const { users, roles, rsa, sessions } = deps;
  const policy = usersPolicy({ users, roles, tenants: deps.tenants, geo: deps.geo, departments: deps.departments });
  const userAdmin = usersService({ repo: users, policy, rsa, sessions });
  const defaultRoleId = async () => (await roles.findByCode('user'))?.id;
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(usersRoutes(userAdmin));
      await api.register(usersExcelRoutes(usersExcelService({ repo: users, roles, policy })));
      await api.register(
        userAccountsRoutes(
          userAccountsService({
            repo: users,
            policy,
            rsa,
            sessions,
            mailer: deps.mailer,
            defaultRoleId,
            adminResetCode: deps.adminResetCode,
            logs: deps.logs,
          }),
          { ratePerMinute: deps.ratePerMinute },
        ),
      );
      await api.register(roleUsersRoutes(roleUsersService({ repo: users, roles, policy, users: userAdmin })));
    },
  };
}
