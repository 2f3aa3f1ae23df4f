import type { DataStatus, LogType } from '@csp/contract';

/**
 * The review flow of a data value (SPEC §4; the exact transitions are ours, modules/data/README.md):
 *
 *   create / upload ─▶ pending ─submit─▶ canExamine
 *   pending | canExamine ─pass─▶ canPublish ─publish─▶ published ─unpublish─▶ canPublish
 *   pending | canExamine | canPublish ─reject (reason)─▶ reject
 *   any status ─edit of the value─▶ pending          (a rejected value comes back this way)
 *   any status ─delete─▶ (gone)
 *
 * Only `published` values are ever public; leaving `published` (unpublish, edit, delete) hides it at once.
 */
export type ReviewAction = 'submit' | 'pass' | 'reject' | 'publish' | 'unpublish';

export interface Transition {
  from: readonly DataStatus[];
  to: DataStatus;
  log: LogType;
}

export const transitions: Record<ReviewAction, Transition> = {
  submit: { from: ['pending'], to: 'canExamine', log: 'submit' },
  pass: { from: ['pending', 'canExamine'], to: 'canPublish', log: 'pass' },
  reject: { from: ['pending', 'canExamine', 'canPublish'], to: 'reject', log: 'logReject' },
  publish: { from: ['canPublish'], to: 'published', log: 'publish' },
  unpublish: { from: ['published'], to: 'canPublish', log: 'unpublish' },
};

/** The status a value takes when it is created, uploaded or its number changes. */
export const editedStatus: DataStatus = 'pending';
