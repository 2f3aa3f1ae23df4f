/**
 * Moved to components/Screen.tsx (one Screen for every back-office feature). This re-export remains for the
 * features not moved yet (city-data, city-info, series-admin); import `Screen` from components in new code.
 */
export { Screen as SystemScreen } from '../../../components/Screen';
