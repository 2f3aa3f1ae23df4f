import type { HomeAdminContent, HomeContentEdit, HomeFile, HomeFileKind } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { send } from '../../lib/api-calls';
import { http } from '../../lib/http';

export const homeAdminKeys = { content: ['home-admin', 'content'] as const };

/** GET /home/content/query: the saved homepage content with its files. */
export function useHomeAdminContent() {
  return useQuery({
    queryKey: homeAdminKeys.content,
    queryFn: ({ signal }) => http.get<HomeAdminContent>('/home/content/query', { signal }),
  });
}

/** POST /home/content/upload: stores a file for one place of the page; it is used once the content is saved. */
export function uploadHomeFile(kind: HomeFileKind, file: File): Promise<HomeFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.post<HomeFile>('/home/content/upload', body, { params: { kind }, silent: true });
}

/** PUT /home/content/edit: the whole content at once. */
export const saveHomeContent = (body: HomeContentEdit) => send<HomeAdminContent>('PUT', '/home/content/edit', { body });
