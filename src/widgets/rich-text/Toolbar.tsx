/** The editor's toolbar: history, font size, marks, lists, alignment, picture and clear. */
import type { ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import InsertPhotoOutlinedIcon from '@mui/icons-material/InsertPhotoOutlined';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { useWidgetsT } from '../i18n.ts';
import { FONT_SIZES, fontSizeOf } from './limits.ts';

export interface ToolbarProps {
  editor: Editor;
  onPickImage: () => void;
  /** Upload progress of pictures being inserted, or null. */
  imagePercent: number | null;
  disabled?: boolean;
}

function snapshot(editor: Editor) {
  const on = (name: string) => editor.isActive(name);
  const aligned = (textAlign: string) => editor.isActive({ textAlign });
  return {
    bold: on('bold'),
    italic: on('italic'),
    underline: on('underline'),
    strike: on('strike'),
    bulletList: on('bulletList'),
    orderedList: on('orderedList'),
    blockquote: on('blockquote'),
    left: aligned('left'),
    center: aligned('center'),
    right: aligned('right'),
    fontSize: fontSizeOf(editor.getAttributes('textStyle').fontSize),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function Tool({
  label,
  active = false,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the selection in the editor: a mousedown on the button would otherwise blur it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      sx={{ borderRadius: 1, color: active ? 'primary.main' : 'text.secondary', bgcolor: active ? 'action.selected' : 'transparent' }}
    >
      {children}
    </IconButton>
  );
}

const Sep = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />;

function FontSizeSelect({ editor, value, disabled }: { editor: Editor; value: number | null; disabled?: boolean }) {
  const t = useWidgetsT();
  return (
    <Select
      size="small"
      variant="standard"
      disableUnderline
      disabled={disabled}
      value={value === null ? '' : String(value)}
      displayEmpty
      inputProps={{ 'aria-label': t('richText.fontSize') }}
      renderValue={(v) => (v ? `${v}px` : t('richText.fontSize'))}
      onChange={(e) => {
        const v = e.target.value;
        const chain = editor.chain().focus();
        if (v) chain.setFontSize(`${v}px`).run();
        else chain.unsetFontSize().run();
      }}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      sx={{ minWidth: 76, px: 1, fontSize: 13, color: 'text.secondary' }}
    >
      <MenuItem value="" sx={{ fontSize: 13 }}>
        {t('richText.defaultSize')}
      </MenuItem>
      {FONT_SIZES.map((px) => (
        <MenuItem key={px} value={String(px)} sx={{ fontSize: Math.min(px, 28) }}>
          {px}px
        </MenuItem>
      ))}
    </Select>
  );
}

export function Toolbar({ editor, onPickImage, imagePercent, disabled }: ToolbarProps) {
  const t = useWidgetsT();
  const s = useEditorState({ editor, selector: ({ editor: e }) => snapshot(e) });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void f(editor.chain().focus()).run();
  return (
    <Box
      role="toolbar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      <Tool label={t('richText.undo')} disabled={disabled || !s.canUndo} onClick={run((c) => c.undo())}>
        <UndoIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.redo')} disabled={disabled || !s.canRedo} onClick={run((c) => c.redo())}>
        <RedoIcon fontSize="small" />
      </Tool>
      <Sep />
      <FontSizeSelect editor={editor} value={s.fontSize} disabled={disabled} />
      <Sep />
      <Tool label={t('richText.bold')} active={s.bold} disabled={disabled} onClick={run((c) => c.toggleBold())}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.italic')} active={s.italic} disabled={disabled} onClick={run((c) => c.toggleItalic())}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.underline')} active={s.underline} disabled={disabled} onClick={run((c) => c.toggleUnderline())}>
        <FormatUnderlinedIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.strike')} active={s.strike} disabled={disabled} onClick={run((c) => c.toggleStrike())}>
        <StrikethroughSIcon fontSize="small" />
      </Tool>
      <Sep />
      <Tool label={t('richText.bulletList')} active={s.bulletList} disabled={disabled} onClick={run((c) => c.toggleBulletList())}>
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.orderedList')} active={s.orderedList} disabled={disabled} onClick={run((c) => c.toggleOrderedList())}>
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.quote')} active={s.blockquote} disabled={disabled} onClick={run((c) => c.toggleBlockquote())}>
        <FormatQuoteIcon fontSize="small" />
      </Tool>
      <Sep />
      <Tool label={t('richText.alignLeft')} active={s.left} disabled={disabled} onClick={run((c) => c.setTextAlign('left'))}>
        <FormatAlignLeftIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.alignCenter')} active={s.center} disabled={disabled} onClick={run((c) => c.setTextAlign('center'))}>
        <FormatAlignCenterIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.alignRight')} active={s.right} disabled={disabled} onClick={run((c) => c.setTextAlign('right'))}>
        <FormatAlignRightIcon fontSize="small" />
      </Tool>
      <Sep />
      <Tool label={t('richText.image')} disabled={disabled || imagePercent !== null} onClick={onPickImage}>
        <InsertPhotoOutlinedIcon fontSize="small" />
      </Tool>
      {imagePercent !== null && (
        <Typography variant="caption" color="primary" sx={{ px: 0.5 }}>
          {t('richText.imageUploading', { percent: imagePercent })}
        </Typography>
      )}
      <Tool label={t('richText.clear')} disabled={disabled} onClick={run((c) => c.unsetAllMarks().clearNodes())}>
        <FormatClearIcon fontSize="small" />
      </Tool>
    </Box>
  );
}
