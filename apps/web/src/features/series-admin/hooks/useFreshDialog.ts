import { useState } from 'react';

/**
 * A dialog's state (null: closed) and the `formKey` to give its form: a fresh form for each opening, since a reused
 * form instance would keep the last dialog's values over the new ones; `dialogProps(saved)` for the dialog.
 */
export function useFreshDialog<T>() {
  const [dialog, setDialogState] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const setDialog = (next: T | null) => {
    if (next) setFormKey((k) => k + 1);
    setDialogState(next);
  };
  /** The dialog's props: closed by cancel, and by a save, which then calls `saved`. */
  const dialogProps = (saved: () => void) => ({
    dialog,
    onClose: () => setDialog(null),
    onSaved: () => {
      setDialog(null);
      saved();
    },
  });
  return { setDialog, formKey, dialogProps };
}
