import { badRequest, conflict } from '../../errors.js';
import type { DuplicateRepository } from './duplicate.repository.js';

/** The duplicate-value check: 400 for a table/field pair that is not allowed, 409 `duplicate` when taken. */
export function duplicateService(repo: DuplicateRepository) {
  return {
    async check(query: { tableName: string; fieldName: string; fieldVal: string; dataId?: string }) {
      const value = query.fieldName === 'email' ? query.fieldVal.toLowerCase() : query.fieldVal;
      const exceptId = query.dataId === undefined ? undefined : Number(query.dataId);
      const taken = await repo.taken(query.tableName, query.fieldName, value, exceptId);
      if (taken === undefined) throw badRequest('parameterError', [{ field: 'tableName', message: 'parameterError' }]);
      if (taken) throw conflict('duplicate', [{ field: 'fieldVal', message: 'duplicate' }]);
    },
  };
}
export type DuplicateService = ReturnType<typeof duplicateService>;
