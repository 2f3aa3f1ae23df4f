import type { OpLog, OpLogListQuery } from '@csp/contract';
import { toPage } from '../../lib/paging.js';
import { idText, isoTime } from '../../lib/replies.js';
import type { OpLogRecorder } from './oplog.recorder.js';
import type { OpLogRepository, OpLogRow } from './oplog.repository.js';

const present = (row: OpLogRow): OpLog => ({
  id: String(row.id),
  userId: idText(row.userId),
  username: row.username,
  method: row.method,
  route: row.route,
  permission: row.permission,
  module: row.module,
  action: row.action,
  requestId: row.requestId,
  ip: row.ip,
  durationMs: row.durationMs,
  status: row.status,
  result: row.result,
  success: row.status < 400,
  summary: row.summary ?? null,
  createTime: isoTime(row.createdAt),
});

/** Reading the operation log; this instance's buffered rows are written first, so a fresh write shows. */
export function opLogService(repo: OpLogRepository, recorder: Pick<OpLogRecorder, 'flush'>) {
  return {
    async page(query: OpLogListQuery) {
      await recorder.flush();
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(present), total, query);
    },
    async modules() {
      await recorder.flush();
      return repo.modules();
    },
  };
}
export type OpLogService = ReturnType<typeof opLogService>;
