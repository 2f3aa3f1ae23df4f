import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Link from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, Input, Modal, Select, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditor';
import styles from './rich-text.module.css';
import { checkLinkHref, type EditorBaseline, needsSync, reportedValue } from './rich-text-value';

type Block = 'paragraph' | 'h1' | 'h2' | 'h3';
const HEADING_LEVELS = { h1: 1, h2: 2, h3: 3 } as const;

/** The tiptap editor behind `RichTextEditor` (loaded on demand: tiptap never lands in a chunk that does not use it). */
export default function RichTextEditorImpl({
  value,
  onChange,
  placeholder,
  id,
  disabled,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
}: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const valueRef = useRef(value);
  valueRef.current = value;
  // The outside value and the HTML the editor made of it: reporting that HTML back would mark the form as changed.
  const baselineRef = useRef<EditorBaseline | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        // Links open in a new tab without handing over our window (SPEC §2); the server sanitizer enforces it too.
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(id ? { id } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        ...(ariaInvalid ? { 'aria-invalid': String(ariaInvalid) } : {}),
      },
    },
    onCreate: ({ editor: current }) => {
      baselineRef.current = { value: valueRef.current ?? '', html: current.getHTML() };
    },
    onUpdate: ({ editor: current }) => {
      const next = reportedValue(current.getHTML(), baselineRef.current);
      if (next !== (valueRef.current ?? '')) onChangeRef.current?.(next);
    },
  });

  // A value set from outside (form reset, data loaded after mount) replaces the document.
  useEffect(() => {
    if (editor && !editor.isDestroyed && needsSync(value, editor.getHTML(), baselineRef.current)) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
      baselineRef.current = { value: value ?? '', html: editor.getHTML() };
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  return (
    <div className={`${styles.editor} ${ariaInvalid ? styles.invalid : ''} ${disabled ? styles.disabled : ''}`}>
      <Toolbar editor={editor} disabled={!!disabled} />
      <div className={styles.body} data-empty={empty ? 'true' : 'false'}>
        <EditorContent editor={editor} />
        {empty && placeholder ? (
          <div className={styles.placeholder} aria-hidden="true">
            {placeholder}
          </div>
        ) : null}
      </div>
      <span className="visually-hidden">{t('linksOpenInNewTab')}</span>
    </div>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation('richText');
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      block: (e.isActive('heading', { level: 1 })
        ? 'h1'
        : e.isActive('heading', { level: 2 })
          ? 'h2'
          : e.isActive('heading', { level: 3 })
            ? 'h3'
            : 'paragraph') as Block,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const setBlock = (block: Block) => {
    const chain = editor.chain().focus();
    if (block === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: HEADING_LEVELS[block] }).run();
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar')}>
      <Select<Block>
        size="small"
        className={styles.blockSelect}
        style={{ width: 130 }}
        popupMatchSelectWidth={false}
        aria-label={t('blockType')}
        value={state.block}
        disabled={disabled}
        onChange={setBlock}
        options={[
          { value: 'paragraph', label: t('paragraph') },
          { value: 'h1', label: t('heading', { level: 1 }) },
          { value: 'h2', label: t('heading', { level: 2 }) },
          { value: 'h3', label: t('heading', { level: 3 }) },
        ]}
      />
      <ToolButton
        label={t('bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBold().run()}
      />
      <ToolButton
        label={t('italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      />
      <ToolButton
        label={t('bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      />
      <ToolButton
        label={t('orderedList')}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      />
      <ToolButton
        label={t('link')}
        icon={<LinkOutlined />}
        active={state.link}
        disabled={disabled}
        onClick={() => setLinkOpen(true)}
      />
      <ToolButton
        label={t('undo')}
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      />
      <ToolButton
        label={t('redo')}
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      />
      {linkOpen ? <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

function ToolButton(props: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        icon={props.icon}
        aria-label={props.label}
        aria-pressed={props.active === undefined ? undefined : props.active}
        disabled={props.disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** Sets, changes or removes (empty address) the link of the selection. */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('richText');
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);

  const apply = () => {
    const checked = checkLinkHref(href);
    if (!checked.ok) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (checked.href === null) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: checked.href, marks: [{ type: 'link', attrs: { href: checked.href } }] })
        .run();
    } else chain.setLink({ href: checked.href }).run();
    onClose();
  };

  return (
    <Modal
      open
      title={t('linkTitle')}
      okText={t('apply')}
      cancelText={t('cancel')}
      onOk={apply}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={apply}>
        <Form.Item
          label={t('linkAddress')}
          validateStatus={error ? 'error' : undefined}
          help={error ? t('linkInvalid') : t('linkHint')}
        >
          <Input
            autoFocus
            value={href}
            placeholder="https://"
            onChange={(event) => {
              setHref(event.target.value);
              setError(false);
            }}
            onPressEnter={apply}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
