import type { PermissionCode } from '@csp/contract';
import type { FastifyInstance } from 'fastify';

/**
 * What a route needs: `public` (open to all), `session` (any signed-in user), a permission code, or a list of
 * permission codes of which any one will do (a screen several roles share, e.g. the upload history).
 */
export type RouteAccess = 'public' | 'session' | PermissionCode | readonly PermissionCode[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/**
 * Every API route must say who may call it. A route without `config.access` stops start-up,
 * so a forgotten permission can never ship (the authorisation matrix test enumerates these).
 */
export function requireDeclaredAccess(app: FastifyInstance, apiBase: string) {
  const registered: { method: string; url: string; access: RouteAccess }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiBase) || route.url.startsWith(`${apiBase}/docs`)) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, access });
    }
  });
  app.decorate('apiRoutes', registered);
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
  }
}
