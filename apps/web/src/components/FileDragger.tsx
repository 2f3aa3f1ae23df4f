import { InboxOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';

/**
 * The drop zone of a one-file upload or import: the chosen file shown with a remove button; a file `check` refuses
 * is not taken and its problem is told as a message (`refusal`). `onReset` runs on every choice and removal (clear
 * the last attempt's report); `onFile` gets the file taken, or null when it is removed.
 */
export function FileDragger<Problem extends string>({
  accept,
  file,
  check,
  refusal,
  onFile,
  onReset,
  disabled,
  drop,
  accepted,
  testId,
}: {
  accept: string;
  file: File | null;
  check: (file: File) => Problem | null;
  refusal: (problem: Problem) => string;
  onFile: (file: File | null) => void;
  onReset: () => void;
  disabled?: boolean;
  drop: string;
  accepted: string;
  testId?: string;
}) {
  const { message } = App.useApp();
  return (
    <Upload.Dragger
      accept={accept}
      maxCount={1}
      disabled={disabled}
      fileList={file ? [{ uid: '1', name: file.name, status: 'done', size: file.size }] : []}
      beforeUpload={(chosen) => {
        const problem = check(chosen);
        onReset();
        if (problem) {
          message.error(refusal(problem));
          return Upload.LIST_IGNORE;
        }
        onFile(chosen);
        return false;
      }}
      onRemove={() => {
        onFile(null);
        onReset();
      }}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{drop}</p>
      <p className="ant-upload-hint">{accepted}</p>
    </Upload.Dragger>
  );
}
