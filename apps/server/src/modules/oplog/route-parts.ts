const verbs: Record<string, string> = { POST: 'add', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' };

/**
 * What a write did, from its route pattern: `/api/sys/user/add` → module `user`, action `add`;
 * `/api/series/citySerSeries/edit` → `series/citySerSeries`, `edit`; path parameters are left out, and a
 * route with one segment takes its action from the method (`/api/things/:id` DELETE → `things`, `delete`).
 */
export function routeParts(route: string, apiBase: string, method: string): { module: string; action: string } {
  const path = route.startsWith(apiBase) ? route.slice(apiBase.length) : route;
  const segments = path.split('/').filter((s) => s !== '' && !s.startsWith(':') && s !== '*');
  const verb = verbs[method] ?? method.toLowerCase();
  if (segments[0] === 'sys') {
    segments.shift();
    if (segments.length === 1) return { module: 'sys', action: segments[0] as string };
  }
  if (segments.length === 0) return { module: 'sys', action: verb };
  if (segments.length === 1) return { module: segments[0] as string, action: verb };
  return { module: segments.slice(0, -1).join('/'), action: segments.at(-1) as string };
}
