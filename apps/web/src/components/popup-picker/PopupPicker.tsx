import { SearchOutlined } from '@ant-design/icons';
import { reportPopup } from '@csp/contract/core';
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPopupConfig, popupValues } from './popup-config';
import styles from './popup-picker.module.css';
import { ReportPopupModal } from './ReportPopupModal';

export interface PopupPickerProps {
  /** The report's code. */
  code: string;
  /** The form field this input stands for (its value is the one shown). */
  field: string;
  /** Comma list of the report's columns to copy… */
  orgFields: string;
  /** …into these form fields, in the same order. */
  destFields: string;
  width?: number;
  multi?: boolean;
  /** Hand the `field` value to `onChange` (a Form.Item's own value) when rows are chosen. */
  triggerChange?: boolean;
  disabled?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  /** All target values; without it, inside a Form, the form's target fields are set. */
  onPopupBack?: (values: Record<string, string>) => void;
  placeholder?: string;
  id?: string;
}

/**
 * The popup picker (JeecgBoot JPopup, SPEC §3 "Popup picker props"): a read-only input that opens the report
 * popup of `code`; the chosen rows' `orgFields` columns go into the `destFields` fields, comma-joined when
 * several rows are chosen (`multi`). A configuration that lacks code, orgFields or destFields, or whose field
 * counts differ, shows the SPEC §5 message instead of opening.
 */
export function PopupPicker({
  code,
  field,
  orgFields,
  destFields,
  width = reportPopup.width,
  multi = false,
  triggerChange = false,
  disabled = false,
  value,
  onChange,
  onPopupBack,
  placeholder,
  id,
}: PopupPickerProps) {
  const { t } = useTranslation('onlineReport');
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const problem = checkPopupConfig({ code, orgFields, destFields });

  const accept = (rows: Record<string, unknown>[]) => {
    setOpen(false);
    const values = popupValues(rows, orgFields, destFields);
    if (onPopupBack) onPopupBack(values);
    else if (form) {
      const others = Object.fromEntries(Object.entries(values).filter(([name]) => !triggerChange || name !== field));
      form.setFieldsValue(others);
    }
    if (triggerChange) onChange?.(values[field] ?? '');
  };

  return (
    <>
      <Input
        id={id}
        readOnly
        value={value ?? ''}
        disabled={disabled || problem !== null}
        status={problem ? 'error' : undefined}
        placeholder={placeholder ?? t('popup.placeholder')}
        suffix={<SearchOutlined />}
        onClick={() => {
          if (!disabled && !problem) setOpen(true);
        }}
        onKeyDown={(event) => {
          if ((event.key === 'Enter' || event.key === ' ') && !disabled && !problem) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid={`popup-picker-${field}`}
      />
      {problem ? (
        <Typography.Text type="danger" role="alert" className={styles.configError}>
          {problem === 'missing' ? t('popup.configMissing') : t('popup.countMismatch')}
        </Typography.Text>
      ) : null}
      <ReportPopupModal
        open={open}
        code={code}
        multi={multi}
        width={width}
        onCancel={() => setOpen(false)}
        onOk={accept}
      />
    </>
  );
}
