import { lazyFeedback } from '../../app/lazy-feedback';
import { getFeedback } from '../../lib/feedback';

/**
 * A warning toast (antd's message): the back office's themed one inside its layout, elsewhere antd's message
 * fetched on first use (app/lazy-feedback.ts), so the client pages load no antd until one is shown.
 */
export function warn(text: string): void {
  (getFeedback() ?? lazyFeedback).message.warning(text);
}
