import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { checkRulesRepository, fillRulesRepository } from './rules.repository.js';
import { checkRulesRoutes, fillRulesRoutes } from './rules.routes.js';
import { checkRulesService, fillRulesService } from './rules.service.js';

/** Fill rules and check rules (issue 8), under the API base path. Fill-rule dates are read in `timeZone`. */
export function rulesModule(db: Db, timeZone: string | undefined) {
  return async (api: FastifyInstance) => {
    await api.register(fillRulesRoutes(fillRulesService(fillRulesRepository(db), timeZone)));
    await api.register(checkRulesRoutes(checkRulesService(checkRulesRepository(db))));
  };
}
