/**
 * The message, notification and modal functions of antd's `<App>`, captured once the app is mounted
 * (see `app/FeedbackBridge.tsx`) so code outside React (the transport error handler) shows feedback
 * with the app's theme and locale. Only the calls we use are typed, so tests can pass a fake.
 */
export interface Feedback {
  message: {
    error(content: string): unknown;
    success(content: string): unknown;
    warning(content: string): unknown;
  };
  notification: {
    error(args: { message: string; description?: string; duration?: number }): unknown;
  };
  modal: {
    error(args: {
      title: string;
      content: string;
      okText: string;
      onOk: () => void;
      keyboard?: boolean;
      maskClosable?: boolean;
      closable?: boolean;
    }): unknown;
  };
}

let current: Feedback | null = null;

export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
}

export function getFeedback(): Feedback | null {
  return current;
}
