import type { Feedback } from '../lib/feedback';

type Loaded = typeof import('./antd-feedback')['antdFeedback'];
let loading: Promise<Loaded> | null = null;
const load = () => {
  loading ??= import('./antd-feedback').then((module) => module.antdFeedback);
  return loading;
};
const later = (show: (antd: Loaded) => unknown) => {
  void load().then(show);
};

/**
 * Feedback (SPEC §8 transport messages, form warnings) where no antd `<App>` is mounted: antd's message,
 * notification and modal are fetched the first time one is shown, so the public pages load antd only then.
 * Inside the back office's layouts the `<App>`'s own functions replace these (see antd-providers.tsx).
 */
export const lazyFeedback: Feedback = {
  message: {
    error: (content) => later((antd) => antd.message.error(content)),
    success: (content) => later((antd) => antd.message.success(content)),
    warning: (content) => later((antd) => antd.message.warning(content)),
  },
  notification: {
    error: (args) => later((antd) => antd.notification.error(args)),
  },
  modal: {
    error: (args) => later((antd) => antd.modal.error(args)),
  },
};
