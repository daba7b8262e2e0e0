/**
 * Rich-text editor (tiptap) whose value is an HTML string. Pictures go up through
 * Files/UploadFiles and are inserted by their fullPath, at most 650 x 650; font sizes 11-48 px.
 * Heavy (ProseMirror): pages use LazyRichTextEditor so it loads only where an editor shows.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TextStyle, FontSize } from '@tiptap/extension-text-style';
import TextAlign from '@tiptap/extension-text-align';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import Box from '@mui/material/Box';
import { acceptAttr, DEFAULT_IMAGE_TYPES, DEFAULT_MAX_SIZE_MB } from '../upload/rules.ts';
import { useWidgetsT } from '../i18n.ts';
import { DEFAULT_EDITOR_HEIGHT, MAX_IMAGE_EDGE, htmlValue } from './limits.ts';
import { Toolbar } from './Toolbar.tsx';
import { useImageInsert } from './useImageInsert.ts';

export interface RichTextEditorProps {
  /** HTML; '' or null for an empty editor. */
  value: string | null | undefined;
  /** Called with the HTML on every change ('' when the editor is emptied). */
  onChange: (html: string) => void;
  /** Height of the writing area in px (default 500). */
  height?: number;
  /** Defaults to the i18n text (请输入富文本详情). */
  placeholder?: string;
  disabled?: boolean;
  /** Largest picture in MB (default 2, as the image upload). */
  imageMaxSizeMb?: number;
  onBlur?: () => void;
  /** Draws the frame in the error colour (form validation). */
  error?: boolean;
  id?: string;
}

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));
}

function useTiptap(props: RichTextEditorProps, placeholder: string, onFiles: { current: (files: File[]) => void }): Editor | null {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  return useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false } }),
      TextStyle,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      // Data URLs are refused on paste: stored HTML should point at uploaded files only.
      Image.configure({ allowBase64: false }),
      Placeholder.configure({ placeholder }),
    ],
    content: props.value ?? '',
    editable: !props.disabled,
    onUpdate: ({ editor }) => latest.current.onChange(htmlValue(editor.isEmpty, editor.getHTML())),
    onBlur: () => latest.current.onBlur?.(),
    editorProps: {
      attributes: { 'aria-label': placeholder, 'aria-multiline': 'true', role: 'textbox', ...(props.id ? { id: props.id } : {}) },
      // Pasted or dropped picture files are uploaded like picked ones.
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (!files.length) return false;
        onFiles.current(files);
        return true;
      },
      handleDrop: (_view, event, _slice, moved) => {
        const files = moved ? [] : imageFiles(event.dataTransfer?.files);
        if (!files.length) return false;
        event.preventDefault();
        onFiles.current(files);
        return true;
      },
    },
  });
}

/** Take a new value from outside (form reset, record loaded) without echoing it back. */
function useSyncValue(editor: Editor | null, value: string | null | undefined, disabled: boolean): void {
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    if (next !== htmlValue(editor.isEmpty, editor.getHTML())) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
}

const contentSx = (height: number) =>
  ({
    '& .tiptap': {
      height,
      overflowY: 'auto',
      boxSizing: 'border-box',
      px: 2,
      py: 1.5,
      outline: 'none',
      fontSize: 14,
      lineHeight: 1.7,
      wordBreak: 'break-word',
      '& > :first-of-type': { mt: 0 },
      '& p': { my: 0.75 },
      '& ul, & ol': { pl: 3 },
      '& blockquote': { borderLeft: 4, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
      // The attribute carries the 650 px cap; on a narrow screen the picture follows the width.
      '& img': { maxWidth: `min(100%, ${MAX_IMAGE_EDGE}px)`, height: 'auto' },
      '& img.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
      '& a': { color: 'primary.main' },
      '& p.is-editor-empty:first-of-type::before': {
        content: 'attr(data-placeholder)',
        float: 'left',
        height: 0,
        color: 'text.disabled',
        pointerEvents: 'none',
      },
    },
  }) as const;

export function RichTextEditor(props: RichTextEditorProps) {
  const { value, height = DEFAULT_EDITOR_HEIGHT, disabled = false, imageMaxSizeMb = DEFAULT_MAX_SIZE_MB, error = false } = props;
  const t = useWidgetsT();
  const placeholder = props.placeholder ?? t('richText.placeholder');
  const onFiles = useRef<(files: File[]) => void>(() => undefined);
  const editor = useTiptap(props, placeholder, onFiles);
  const images = useImageInsert(editor, imageMaxSizeMb);
  useLayoutEffect(() => {
    onFiles.current = images.insertFiles;
  });
  useSyncValue(editor, value, disabled);
  const input = useRef<HTMLInputElement>(null);

  return (
    <Box
      data-testid="rich-text"
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: disabled ? 'action.hover' : 'background.paper',
        transition: 'border-color .2s',
        '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
      }}
    >
      {editor && <Toolbar editor={editor} disabled={disabled} imagePercent={images.percent} onPickImage={() => input.current?.click()} />}
      <Box sx={contentSx(height)}>
        <EditorContent editor={editor} />
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={acceptAttr(DEFAULT_IMAGE_TYPES)}
        onChange={(e) => {
          images.insertFiles(Array.from(e.currentTarget.files ?? []));
          e.currentTarget.value = '';
        }}
      />
    </Box>
  );
}
