/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base path of the API (SPEC's {base}); default /api. */
  readonly VITE_API_BASE?: string;
  /** Contact address shown in the footers; default contact@example.org. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
