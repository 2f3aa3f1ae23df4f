import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

export interface RichTextEditorProps {
  /** HTML; an empty editor gives ''. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  'aria-label'?: string;
  /** Set by antd Form.Item so its label points at the editable area. */
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
}

const Impl = lazy(() => withTimeout(import('./RichTextEditorImpl'), CHUNK_TIMEOUT_MS));

/**
 * Rich text with a toolbar (block type, bold, italic, lists, link opening in a new tab, undo, redo), usable as
 * the child of an antd `Form.Item`. tiptap is fetched only when an editor is first shown, in a chunk of its own.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <Impl {...props} />
    </Suspense>
  );
}

export default RichTextEditor;
