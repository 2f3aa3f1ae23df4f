import type { LoginResult } from '@csp/contract';
import { saveDictItems, saveSession } from '../../lib/auth';

/** Keeps what a successful login returns (SPEC §3, §4): token, user and dictionaries, 7 days each. */
export function startSession(result: LoginResult): void {
  saveSession({ token: result.token, userInfo: result.userInfo, username: result.userInfo.username });
  saveDictItems(result.sysAllDictItems);
}

/** SPEC §4 / login: a user of several departments chooses one before entering. */
export function needsDepartChoice(result: Pick<LoginResult, 'multi_depart' | 'departs'>): boolean {
  return result.multi_depart === 2 && (result.departs?.length ?? 0) > 1;
}
