/** Build-time settings of the web app (Vite `VITE_*` variables), with their defaults. */
export const CONTACT_EMAIL = import.meta.env?.VITE_CONTACT_EMAIL || 'contact@example.org';

/** The partner site the first header logo opens (SPEC §2 "Client layout"). */
export const PARTNER_SITE_URL = 'https://www.apec.org';

/** Where a signed-in user lands by default (SPEC §2). */
export const DEFAULT_HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
export const CLIENT_HOME_PATH = '/client/homePage';
