/**
 * Moved: `useLang` is in lib/useLang.ts and `bilingual` in lib/bilingual-text.ts. This re-export remains for the
 * features not moved yet (city-data, city-info, series-admin); import from lib in new code.
 */
export { bilingual } from '../../../lib/bilingual-text';
export { useLang } from '../../../lib/useLang';
