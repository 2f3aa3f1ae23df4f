import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '../lib/feedback';

/** Hands antd's context-aware message/notification/modal to code outside React (the HTTP error handler). */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setFeedback({ message, notification, modal });
    return () => setFeedback(null);
  }, [message, notification, modal]);
  return null;
}
