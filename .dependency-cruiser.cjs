/**
 * Dependency rules of the server (apps/server/src), checked by `npm run lint` (`npm run depcruise`).
 * Type-only imports count too (tsPreCompilationDeps): a cycle of types is a cycle of knowledge.
 *
 * - no-folder-cycles: no import cycle between folders. A folder holds everything below it, so modules/<m>,
 *   plugins/, db/ (with its schema and seeds), lib/ (with lib/spreadsheet) are each one node. The layers:
 *   lib/ (pure helpers) <- db/ (client, schema, transactions, area rule) <- plugins/ <- modules/<m> <- app.ts.
 *   Modules may import another module's types and services in one direction only; what would close a cycle is
 *   handed in as an argument by app.ts, the one composition root.
 * - no-module-cycles: no import cycle between files either.
 * - routes-not-repositories: a *.routes.ts file reaches data only through a service.
 *
 * No exceptions (2026-11-26: from one cycle of 23 of 34 modules plus plugins/ and db/, and 5 routes, to none).
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
