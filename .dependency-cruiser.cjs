/**
 * Dependency rules of the server (apps/server/src), checked by `npm run lint` (dependency-cruiser).
 *
 * - no-folder-cycles: no import cycle between folders (each modules/<m>, plugins/, db/, lib/ ...).
 *   Modules get what they need from other modules as arguments, wired in app.ts (the composition root).
 * - no-module-cycles: no import cycle between files either.
 * - routes-not-repositories: a *.routes.ts file reaches data only through a service.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment: 'Folders of the server must not import each other in a cycle: hand the dependency in from app.ts.',
      scope: 'folder',
      from: { path: '^apps/server/src' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'Files of the server must not import each other in a cycle.',
      from: { path: '^apps/server/src' },
      to: { circular: true },
    },
    {
      name: 'routes-not-repositories',
      severity: 'error',
      comment: 'Routes call services; only services (and app.ts) call repositories.',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '[.]repository[.]ts$' },
    },
  ],
  options: {
    includeOnly: '^apps/server/src',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    metrics: true,
  },
};
