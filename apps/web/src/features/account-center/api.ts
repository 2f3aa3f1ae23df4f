import type { AccountPreferences, AccountProfile, AccountSession, ApiEnvelope } from '@csp/contract/core';
import { type Done, send } from '../../lib/api-calls';
import { getUserInfo, saveUserInfo } from '../../lib/auth';
import { http } from '../../lib/http';
import { detectLanguage } from '../../lib/language';
import { localizeServerMessage } from '../../lib/server-messages';

export const PROFILE_KEY = ['account', 'profile'] as const;
export const SESSIONS_KEY = ['account', 'sessions'] as const;
export const PREFERENCES_KEY = ['account', 'preferences'] as const;

export const fetchProfile = () => http.get<AccountProfile>('/account/profile');
export const fetchSessions = () => http.get<AccountSession[]>('/account/sessions');
export const fetchPreferences = (options: { silent?: boolean } = {}) =>
  http.get<AccountPreferences>('/account/preferences', options);

/** Keeps the header's copy of the user (name, avatar, mailbox) in step with the profile. */
export function rememberProfile(profile: AccountProfile): void {
  const stored = getUserInfo();
  if (!stored) return;
  saveUserInfo({ ...stored, realname: profile.realname, avatar: profile.avatar, email: profile.email });
}

export async function saveNickname(realname: string): Promise<Done<AccountProfile>> {
  const done = await send<AccountProfile>('PUT', '/account/profile', { body: { realname } });
  rememberProfile(done.result);
  return done;
}

export async function uploadAvatar(file: File): Promise<Done<AccountProfile>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = (await http.requestEnvelope<AccountProfile>('/account/avatar', {
    method: 'POST',
    body,
    silent: true,
  })) as ApiEnvelope<AccountProfile>;
  rememberProfile(reply.result);
  return { result: reply.result, message: localizeServerMessage(reply.message, detectLanguage()) };
}

export const sendMailboxCode = (email: string) => send('POST', '/account/mailbox/sendCode', { body: { email } });

export async function confirmMailbox(email: string, code: string): Promise<Done<AccountProfile>> {
  const done = await send<AccountProfile>('POST', '/account/mailbox/confirm', { body: { email, code } });
  rememberProfile(done.result);
  return done;
}

export const revokeSession = (id: string) => send('DELETE', '/account/session', { params: { id } });

export const savePreferences = (body: Partial<AccountPreferences>) =>
  send<AccountPreferences>('PUT', '/account/preferences', { body });
