import type { DataLogFieldDiff, DataLogVersion, DataStatus, LogType } from '@csp/contract';
import { transitions } from '../data/transitions.js';

type Snapshot = Record<string, unknown>;

/** One stored series version row (before and after snapshots). */
export interface StoredVersion {
  action: string;
  before: Snapshot | null;
  after: Snapshot | null;
  userId: number | null;
  username: string | null;
  requestId: string | null;
  createdAt: Date;
}

const idText = (id: number | null) => (id == null ? null : String(id));

/**
 * The versions of a record from its stored changes: version k is the record after the k-th change (null once
 * deleted); version 0, when the first change was not a creation, is the record as it was before it.
 */
export function versionsFromStored(rows: StoredVersion[]): DataLogVersion[] {
  const out: DataLogVersion[] = [];
  const first = rows[0];
  if (first?.before) out.push(baseline(first.before));
  for (const [index, row] of rows.entries()) {
    out.push({
      version: index + 1,
      action: row.action,
      userId: idText(row.userId),
      username: row.username,
      time: row.createdAt.toISOString(),
      requestId: row.requestId,
      note: null,
      snapshot: row.after,
    });
  }
  return out;
}

const baseline = (snapshot: Snapshot): DataLogVersion => ({
  version: 0,
  action: 'baseline',
  userId: null,
  username: null,
  time: null,
  requestId: null,
  note: null,
  snapshot,
});

/** One `data_logs` row of a value: what happened, the number before and after, who and when. */
export interface ValueLog {
  logType: string;
  oldValue: number | null;
  newValue: number | null;
  note: string | null;
  userId: number | null;
  username: string | null;
  createdAt: Date;
}

interface ValueState {
  value: number | null;
  status: DataStatus | null;
  rejectReason: string | null;
}

const reviewByLog = new Map<string, { from: readonly DataStatus[]; to: DataStatus }>(
  Object.values(transitions).map((t) => [t.log, t]),
);

/** The state a log row leaves (null: deleted). */
function after(state: ValueState | null, log: ValueLog): ValueState | null {
  const value = log.newValue ?? state?.value ?? null;
  if (log.logType === 'delete') return null;
  if (log.logType === 'create' || log.logType === 'update') return { value, status: 'pending', rejectReason: null };
  const review = reviewByLog.get(log.logType as LogType);
  if (!review) return state;
  return { value, status: review.to, rejectReason: review.to === 'reject' ? log.note : null };
}

/** The state before the first log row, as far as that row tells it (the status only when one leads there). */
function before(log: ValueLog): ValueState | null {
  if (log.logType === 'create') return null;
  const review = reviewByLog.get(log.logType as LogType);
  const status = review && review.from.length === 1 ? (review.from[0] ?? null) : null;
  return { value: log.oldValue ?? log.newValue ?? null, status, rejectReason: null };
}

/**
 * A data value's versions, replayed from its change log (every change of a value writes one `data_logs` row in
 * the statement that makes it, bulk uploads included): the value, review status and reject reason after each
 * change. `place` holds what does not change (series, place, year).
 */
export function versionsFromValueLogs(logs: ValueLog[], place: Snapshot): DataLogVersion[] {
  const out: DataLogVersion[] = [];
  const first = logs[0];
  if (!first) return out;
  let state = before(first);
  if (state) out.push(baseline({ ...place, ...state }));
  logs.forEach((log, index) => {
    state = after(state, log);
    out.push({
      version: index + 1,
      action: log.logType,
      userId: idText(log.userId),
      username: log.username,
      time: log.createdAt.toISOString(),
      requestId: null,
      note: log.note,
      snapshot: state ? { ...place, ...state } : null,
    });
  });
  return out;
}

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** Two snapshots field by field (fields of the left first, then those only the right has). */
export function compareSnapshots(left: Snapshot | null, right: Snapshot | null): DataLogFieldDiff[] {
  const fields = [...new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})])];
  return fields.map((field) => {
    const l = shown(left?.[field]);
    const r = shown(right?.[field]);
    return { field, left: l, right: r, changed: l !== r };
  });
}
