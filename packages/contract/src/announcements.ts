import { z } from 'zod';
import {
  announcementCategories,
  announcementOpenTypes,
  announcementRecipientTypes,
  announcementSendStatuses,
  noticeCommands,
  noticeHeartcheckCommand,
} from './core/announcements.js';
import { fitsBigint } from './core/data.js';
import { priorities } from './enums.js';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema, pageResultSchema } from './paging.js';

const idList = z
  .string()
  .trim()
  .max(20_000)
  .regex(/^\d{1,19}(,\d{1,19})*,?$/, 'parameterError')
  .refine((v) => v.split(',').every((id) => id === '' || fitsBigint(id)), 'parameterError')
  .describe('comma-joined user ids (JeecgBoot style; a trailing comma is allowed)');

const announcementFields = z.object({
  titile: z.string().trim().min(1).max(100).describe('the title (SPEC spells it titile)'),
  msgContent: z.string().max(100_000).default('').describe('rich text; sanitized by the server'),
  priority: z.enum(priorities).default('L').describe('L normal, M important, H urgent (mailed when mail is set up)'),
  msgCategory: z.enum(announcementCategories).default('1'),
  msgType: z.enum(announcementRecipientTypes).default('ALL'),
  userIds: idList.nullish(),
  roleId: idSchema.nullish(),
  departId: idSchema.nullish(),
  openType: z.enum(announcementOpenTypes).nullish(),
  openPage: z.string().trim().max(500).nullish(),
});

type AnnouncementFields = z.infer<typeof announcementFields>;

function checkAnnouncement(value: AnnouncementFields, ctx: z.RefinementCtx) {
  const need = (field: 'userIds' | 'roleId' | 'departId') => {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'announcementRecipientsRequired' });
  };
  if (value.msgType === 'USER') need('userIds');
  if (value.msgType === 'ROLE') need('roleId');
  if (value.msgType === 'DEPART') need('departId');
  const page = value.openPage ?? '';
  if (value.openType === 'url' && !/^https?:\/\/\S+$/i.test(page)) {
    ctx.addIssue({ code: 'custom', path: ['openPage'], message: 'parameterError' });
  }
  if (value.openType === 'component' && !/^\/[\w\-/]*$/.test(page)) {
    ctx.addIssue({ code: 'custom', path: ['openPage'], message: 'parameterError' });
  }
}

/** POST /sys/annountCement/add */
export const announcementCreateSchema = announcementFields.superRefine(checkAnnouncement);
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;
/** PUT /sys/annountCement/edit */
export const announcementEditSchema = announcementFields.extend({ id: idSchema }).superRefine(checkAnnouncement);
export type AnnouncementEdit = z.infer<typeof announcementEditSchema>;

/** `?id=` of queryById, delete; `{ id }` of doReleaseData, doReovkeData. */
export const announcementIdSchema = z.object({ id: idSchema });
/** POST /sys/sysAnnouncementSend/editByAnntIdAndUserId */
export const anntIdBodySchema = z.object({ anntId: idSchema });
/** PUT /sys/sysAnnouncementSend/readAll: every unread one, or those of one category. */
export const noticeReadAllBodySchema = z.object({ msgCategory: z.enum(announcementCategories).optional() }).nullish();

const isoTime = z.string().describe('ISO 8601 time');

/** An announcement as the admin screens see it (SPEC §3 "Announcement"). */
export const announcementSchema = z.object({
  id: idSchema,
  titile: z.string(),
  msgContent: z.string(),
  priority: z.enum(priorities),
  msgCategory: z.enum(announcementCategories),
  msgType: z.enum(announcementRecipientTypes),
  userIds: z.string().nullable(),
  roleId: idSchema.nullable(),
  departId: idSchema.nullable(),
  openType: z.enum(announcementOpenTypes).nullable(),
  openPage: z.string().nullable(),
  sendStatus: z.enum(announcementSendStatuses),
  sender: z.string().nullable().describe('username of who released it'),
  sendTime: isoTime.nullable(),
  cancelTime: isoTime.nullable(),
  createTime: isoTime,
  updateTime: isoTime,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** One announcement as its recipient sees it, with the read state of their send record. */
export const noticeSchema = z.object({
  id: idSchema.describe('the announcement id (anntId)'),
  anntId: idSchema,
  titile: z.string(),
  msgContent: z.string(),
  priority: z.enum(priorities),
  msgCategory: z.enum(announcementCategories),
  openType: z.enum(announcementOpenTypes).nullable(),
  openPage: z.string().nullable(),
  sender: z.string().nullable(),
  sendTime: isoTime.nullable(),
  readFlag: z.enum(['0', '1']),
  readTime: isoTime.nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** SPEC §3 "Notice list result": the user's unread notices and system messages with their totals. */
export const noticeListResultSchema = z.object({
  anntMsgList: z.array(noticeSchema),
  anntMsgTotal: z.number().int(),
  sysMsgList: z.array(noticeSchema),
  sysMsgTotal: z.number().int(),
});
export type NoticeListResult = z.infer<typeof noticeListResultSchema>;

/** GET /sys/annountCement/listByUser: how many of each kind to list (the totals count all unread). */
export const listByUserQuerySchema = z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(10) });

/** GET /sys/annountCement/list */
export const announcementListQuerySchema = pageQuerySchema.extend({
  titile: containsFilterSchema,
  sendStatus: z.enum(announcementSendStatuses).optional(),
  msgCategory: z.enum(announcementCategories).optional(),
  priority: z.enum(priorities).optional(),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

/** GET /sys/sysAnnouncementSend/getMyAnnouncementSend (the user's announcement page) */
export const myAnnouncementQuerySchema = pageQuerySchema.extend({
  titile: containsFilterSchema,
  sender: containsFilterSchema,
  readFlag: z.enum(['0', '1']).optional(),
  msgCategory: z.enum(announcementCategories).optional(),
  priority: z.enum(priorities).optional(),
});
export type MyAnnouncementQuery = z.infer<typeof myAnnouncementQuerySchema>;

/** Pages of the admin list and of the user's announcement page. */
export const announcementPageSchema = pageResultSchema(announcementSchema);
export const noticePageSchema = pageResultSchema(noticeSchema);

/** PUT /sys/sysAnnouncementSend/readAll reply: how many were marked read. */
export const noticeReadAllResultSchema = z.object({ count: z.number().int() });

/** A server message on the live channel `{domain}/websocket/{userId}`. */
export const noticeSocketMessageSchema = z.object({
  cmd: z.enum([...noticeCommands, noticeHeartcheckCommand]),
  msgId: idSchema.optional(),
  msgTxt: z.string(),
});
export type NoticeSocketMessage = z.infer<typeof noticeSocketMessageSchema>;
