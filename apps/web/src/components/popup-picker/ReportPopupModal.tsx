import { reportPopup } from '@csp/contract/core';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectionAcceptable } from './popup-config';
import { ReportBrowser, type ReportSelection } from './ReportBrowser';

interface Props {
  open: boolean;
  /** The report's code. */
  code: string;
  multi?: boolean;
  width?: number;
  onCancel: () => void;
  /** The chosen rows, with every column of the report (hidden ones too). */
  onOk: (rows: Record<string, unknown>[]) => void;
}

const none: ReportSelection = { rows: [], keys: [] };

/**
 * The online report popup (SPEC §2 "Online report popup"): a 1200-wide modal with the report's query form and a
 * multi-select, paged table. Confirming with nothing chosen, or with several when `multi` is off, warns
 * "请选择一条记录" (SPEC §5).
 */
export function ReportPopupModal({ open, code, multi = false, width = reportPopup.width, onCancel, onOk }: Props) {
  const { t } = useTranslation('onlineReport');
  const { message } = App.useApp();
  const [selection, setSelection] = useState<ReportSelection>(none);
  const [title, setTitle] = useState('');
  const close = () => {
    setSelection(none);
    onCancel();
  };
  return (
    <Modal
      open={open}
      title={title || t('popup.choose')}
      width={width}
      destroyOnHidden
      okText={t('popup.ok')}
      cancelText={t('popup.cancel')}
      onCancel={close}
      onOk={() => {
        if (!selectionAcceptable(selection.rows.length, multi)) {
          void message.warning(t('popup.selectOne'));
          return;
        }
        const rows = selection.rows;
        setSelection(none);
        onOk(rows);
      }}
    >
      {open ? (
        <ReportBrowser code={code} selection={{ multi, value: selection, onChange: setSelection }} onTitle={setTitle} />
      ) : null}
    </Modal>
  );
}
