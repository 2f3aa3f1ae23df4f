import type { LoginLogsRepository } from './login-logs.repository.js';

/** The login log as the administrators' screen reads it (the rows are written by sign-in). */
export function loginLogsService(logs: LoginLogsRepository) {
  return {
    page: (query: Parameters<LoginLogsRepository['page']>[0]) => logs.page(query),
  };
}

export type LoginLogsService = ReturnType<typeof loginLogsService>;
