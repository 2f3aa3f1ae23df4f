import {
  checkByCodeQuerySchema,
  checkRuleAddSchema,
  checkRuleEditSchema,
  checkRuleListQuerySchema,
  checkRuleSchema,
  envelopeSchema,
  executeFillRuleBodySchema,
  fillRuleAddSchema,
  fillRuleEditSchema,
  fillRuleListQuerySchema,
  fillRuleSchema,
  pageResultSchema,
  permissions,
  ruleCodeParamsSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { CheckRulesService, FillRulesService } from './rules.service.js';

/** Fill rules (JeecgBoot `/sys/fillRule`): CRUD and `executeRuleByCode/{ruleCode}`. */
export function fillRulesRoutes(service: FillRulesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: fill rules'];
    crudRoutes(app, {
      base: '/sys/fillRule',
      tags,
      list: {
        access: permissions.fillRuleList,
        summary: 'Fill rules, paged',
        query: fillRuleListQuerySchema,
        reply: pageResultSchema(fillRuleSchema),
        run: service.page,
      },
      get: {
        access: permissions.fillRuleList,
        summary: 'One fill rule',
        reply: fillRuleSchema,
        run: service.get,
      },
      add: {
        access: permissions.fillRuleAdd,
        summary: 'Add a fill rule',
        body: fillRuleAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.fillRuleEdit,
        summary: 'Edit a fill rule',
        body: fillRuleEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.fillRuleDelete,
        summary: 'Delete a fill rule',
        run: service.remove,
      },
    });
    r.put(
      '/sys/fillRule/executeRuleByCode/:ruleCode',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'The next value of a fill rule (each call takes a new number)',
          params: ruleCodeParamsSchema,
          body: executeFillRuleBodySchema,
          response: { 200: envelopeSchema(z.string()) },
        },
      },
      async (request) => ok(await service.execute(request.params.ruleCode)),
    );
  };
}

/** Check rules (JeecgBoot `/sys/checkRule`): CRUD and `checkByCode` (SPEC §5, §7). */
export function checkRulesRoutes(service: CheckRulesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: check rules'];
    crudRoutes(app, {
      base: '/sys/checkRule',
      tags,
      list: {
        access: permissions.checkRuleList,
        summary: 'Check rules, paged',
        query: checkRuleListQuerySchema,
        reply: pageResultSchema(checkRuleSchema),
        run: service.page,
      },
      get: {
        access: permissions.checkRuleList,
        summary: 'One check rule',
        reply: checkRuleSchema,
        run: service.get,
      },
      add: {
        access: permissions.checkRuleAdd,
        summary: 'Add a check rule',
        body: checkRuleAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.checkRuleEdit,
        summary: 'Edit a check rule',
        body: checkRuleEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.checkRuleDelete,
        summary: 'Delete a check rule',
        run: service.remove,
      },
    });
    r.get(
      '/sys/checkRule/checkByCode',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Checks a value against a rule: 200 when it passes, 400 with the failing item’s message',
          querystring: checkByCodeQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.check(request.query.ruleCode, request.query.value, requestLanguage(request));
        return ok(null, 'checkRulePassed');
      },
    );
  };
}
