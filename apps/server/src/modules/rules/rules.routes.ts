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
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { CheckRulesService, FillRulesService } from './rules.service.js';

/** Fill rules (JeecgBoot `/sys/fillRule`): CRUD and `executeRuleByCode/{ruleCode}`. */
export function fillRulesRoutes(service: FillRulesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: fill rules'];
    r.get(
      '/sys/fillRule/list',
      {
        config: { access: permissions.fillRuleList },
        schema: {
          tags,
          summary: 'Fill rules, paged',
          querystring: fillRuleListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(fillRuleSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query)),
    );
    r.get(
      '/sys/fillRule/queryById',
      {
        config: { access: permissions.fillRuleList },
        schema: {
          tags,
          summary: 'One fill rule',
          querystring: sysIdQuerySchema,
          response: { 200: envelopeSchema(fillRuleSchema) },
        },
      },
      async (request) => ok(await service.get(Number(request.query.id))),
    );
    r.post(
      '/sys/fillRule/add',
      {
        config: { access: permissions.fillRuleAdd },
        schema: { tags, summary: 'Add a fill rule', body: fillRuleAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/fillRule/edit',
      {
        config: { access: permissions.fillRuleEdit },
        schema: { tags, summary: 'Edit a fill rule', body: fillRuleEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/fillRule/delete',
      {
        config: { access: permissions.fillRuleDelete },
        schema: { tags, summary: 'Delete a fill rule', querystring: sysIdQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
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
    r.get(
      '/sys/checkRule/list',
      {
        config: { access: permissions.checkRuleList },
        schema: {
          tags,
          summary: 'Check rules, paged',
          querystring: checkRuleListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(checkRuleSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query)),
    );
    r.get(
      '/sys/checkRule/queryById',
      {
        config: { access: permissions.checkRuleList },
        schema: {
          tags,
          summary: 'One check rule',
          querystring: sysIdQuerySchema,
          response: { 200: envelopeSchema(checkRuleSchema) },
        },
      },
      async (request) => ok(await service.get(Number(request.query.id))),
    );
    r.post(
      '/sys/checkRule/add',
      {
        config: { access: permissions.checkRuleAdd },
        schema: { tags, summary: 'Add a check rule', body: checkRuleAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/checkRule/edit',
      {
        config: { access: permissions.checkRuleEdit },
        schema: { tags, summary: 'Edit a check rule', body: checkRuleEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/checkRule/delete',
      {
        config: { access: permissions.checkRuleDelete },
        schema: { tags, summary: 'Delete a check rule', querystring: sysIdQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
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
