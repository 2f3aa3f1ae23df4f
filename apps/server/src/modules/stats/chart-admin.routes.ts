import {
  chartDataSchema,
  chartQuerySchema,
  type DataStatus,
  envelopeSchema,
  type PermissionCode,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../db/area-scope.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { principalOf } from '../../plugins/auth.js';
import type { ChartService } from './chart.service.js';

const published: readonly DataStatus[] = ['published'];
const underReview: readonly DataStatus[] = ['pending', 'canExamine', 'canPublish', 'published'];

const routes: {
  url: string;
  yoy: boolean;
  statuses: readonly DataStatus[];
  access: PermissionCode;
  summary: string;
}[] = [
  {
    url: '/city/stat/chart/display',
    yoy: false,
    statuses: published,
    access: permissions.cityDataList,
    summary: 'Chart of published values (also closed series)',
  },
  {
    url: '/city/stat/chart/yearToYear',
    yoy: true,
    statuses: published,
    access: permissions.cityDataList,
    summary: 'Year-on-year chart of published values',
  },
  {
    url: '/city/stat/preview/display',
    yoy: false,
    statuses: underReview,
    access: permissions.cityDataList,
    summary:
      'Preview: the chart the public would see once the values under review are published (rejected ones left out), ' +
      'inside the caller\u2019s area',
  },
  {
    url: '/city/stat/preview/yearToYear',
    yoy: true,
    statuses: underReview,
    access: permissions.cityDataList,
    summary: 'Preview of the year-on-year chart with the values under review, inside the caller\u2019s area',
  },
  {
    url: '/city/stat/examine/display',
    yoy: false,
    statuses: underReview,
    access: permissions.cityDataExamine,
    summary: 'Chart of values under review and published (not rejected), inside the caller\u2019s area',
  },
  {
    url: '/city/stat/examine/yearToYear',
    yoy: true,
    statuses: underReview,
    access: permissions.cityDataExamine,
    summary: 'Year-on-year chart of values under review and published, inside the caller\u2019s area',
  },
];

/** Back-office charts (SPEC §7 "POST city/stat"): the same query, other statuses, inside the caller's area. */
export function chartAdminRoutes(service: ChartService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const route of routes) {
      r.post(
        route.url,
        {
          config: { access: route.access },
          schema: {
            tags: ['data'],
            summary: route.summary,
            body: chartQuerySchema,
            response: { 200: envelopeSchema(chartDataSchema) },
          },
        },
        async (request) => {
          const scope = scopeOf(principalOf(request));
          const lang = request.body.lang ?? requestLanguage(request);
          return ok(await service.chart(request.body, { lang, yoy: route.yoy, statuses: route.statuses, scope }));
        },
      );
    }
  };
}
