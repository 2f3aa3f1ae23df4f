import enClient from './en/client.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enHome from './en/home.json';
import enLicence from './en/licence.json';
import enRoutes from './en/routes.json';
import enTransport from './en/transport.json';
import type { en as all } from './index';
import zhClient from './zh/client.json';
import zhCommon from './zh/common.json';
import zhErrors from './zh/errors.json';
import zhHome from './zh/home.json';
import zhLicence from './zh/licence.json';
import zhRoutes from './zh/routes.json';
import zhTransport from './zh/transport.json';

/**
 * The namespaces the app starts with: what the public client area, the route titles and the transport messages
 * need. The back office's namespaces (everything else in `./index.ts`) are fetched with its first screen
 * (`loadAllNamespaces` in lib/i18n.ts), so a visitor of the client area does not download them (issue 5).
 */
export const clientNamespaces = ['common', 'routes', 'client', 'home', 'licence', 'errors', 'transport'] as const;
export type ClientNamespace = (typeof clientNamespaces)[number];

type ClientSet = Pick<typeof all, ClientNamespace>;

const en: ClientSet = {
  common: enCommon,
  routes: enRoutes,
  client: enClient,
  home: enHome,
  licence: enLicence,
  errors: enErrors,
  transport: enTransport,
};

const zh: ClientSet = {
  common: zhCommon,
  routes: zhRoutes,
  client: zhClient,
  home: zhHome,
  licence: zhLicence,
  errors: zhErrors,
  transport: zhTransport,
};

export const clientResources = { en, zh } as const;
