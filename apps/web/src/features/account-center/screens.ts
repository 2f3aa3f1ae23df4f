import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

/** The account center and settings by the `component` name of their (local) menu entries, each in its chunk. */
export const accountCenterScreens: Record<string, ComponentType> = {
  'account/Center': lazy(() => withTimeout(import('./AccountCenterPage'), CHUNK_TIMEOUT_MS)),
  'account/Settings': lazy(() => withTimeout(import('./AccountSettingsPage'), CHUNK_TIMEOUT_MS)),
};
