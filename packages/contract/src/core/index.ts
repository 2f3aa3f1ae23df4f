/**
 * The zod-free entry of the contract (`@csp/contract/core`): rules, limits, keys, enums, message texts and the
 * types of every request and reply. What the web app imports: nothing here declares a schema, so the client
 * bundle does not carry zod (`core.test.ts` checks that no module reached from here imports zod). The schemas
 * themselves, which the server validates with, come from `@csp/contract`, which re-exports all of this too.
 */

// The types of the schemas (inferred from them, so the two never differ); `export type` leaves no code behind.
export type * from '../account-center.js';
export type * from '../announcements.js';
export type * from '../cities.js';
export type * from '../city-info.js';
export type * from '../dashboard.js';
export type * from '../data.js';
export type * from '../data-rules.js';
export * from '../data-use-licence.js';
export type * from '../dimensions.js';
export * from '../enums.js';
export type * from '../envelope.js';
export type * from '../explorer.js';
export type * from '../gateway.js';
export type * from '../home-admin.js';
export type * from '../identity.js';
export type * from '../jobs.js';
export * from '../licences.js';
export type * from '../login-methods.js';
export * from '../messages.js';
export * from '../observation.js';
export type * from '../online-form.js';
export type * from '../online-report.js';
export type * from '../oss-files.js';
export type * from '../paging.js';
export * from '../permissions.js';
export type * from '../platform-logs.js';
export type * from '../reception.js';
export type * from '../rules.js';
export type * from '../search.js';
export type * from '../series.js';
export type * from '../series-admin.js';
export type * from '../stats.js';
export type * from '../system.js';
export type * from '../system-users.js';
export type * from '../validation.js';
export * from './announcements.js';
export * from './cities.js';
export * from './data.js';
export * from './data-rules.js';
export * from './gateway.js';
export * from './home-admin.js';
export * from './login-methods.js';
export * from './online-form.js';
export * from './online-report.js';
export * from './per-person.js';
export * from './rules.js';
export * from './search.js';
export * from './stats.js';
export * from './system.js';
export * from './validation.js';
