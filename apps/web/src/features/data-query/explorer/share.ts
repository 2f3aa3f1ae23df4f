import type { Language } from '../../../lib/language';
import { encodeQuery, type QueryState } from '../query-state';

/** The embed route of the chart (issue 19): the only page other sites may frame (server plugins/security.ts). */
export const EMBED_PATH = '/embed/chart';

/** The embed URL of a data query view: its chart (city, series, type, years, kind, year-on-year) in its language. */
export function embedUrl(origin: string, state: QueryState, lang: Language): string {
  const { tab: _tab, sort: _sort, year: _year, ...chart } = state;
  return `${origin}${EMBED_PATH}${encodeQuery(chart, lang)}`;
}

/** The data query page of an embedded view (the link under the embedded chart). */
export function fullViewUrl(origin: string, state: QueryState, lang: Language): string {
  return `${origin}/client/dataQuery${encodeQuery(state, lang)}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe code to paste into a web page. */
export function iframeCode(url: string, title: string): string {
  return `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
}
