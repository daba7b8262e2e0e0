/**
 * The upload widget, files and pictures alike: the value is the list of stored files ({id, name,
 * fullPath}) the form owns; each file picked is screened (the seeds' types, size and count, with
 * their messages), then goes up on its own with its progress shown. `kind="file"`: a pick button
 * and the files as links; `kind="image"`: square thumbnails with preview and remove, an add tile
 * that hides once the list is full, and an optional sample beside them (the white-background ID photo).
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useWidgetsT } from '../i18n.ts';
import {
  DEFAULT_FILE_TYPES,
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_COUNT,
  DEFAULT_MAX_SIZE_MB,
  acceptAttr,
  canAddMore,
  typesText,
  type UploadKind,
  type UploadRules,
  type UploadedFile,
} from './rules.ts';
import type { UploadPurpose } from './transfer.ts';
import { AddTile, FileRow, ImageTile, PendingRow, PendingTile, PreviewDialog } from './UploadItems.tsx';
import { useUploadQueue } from './useUploadQueue.ts';

export type { UploadedFile, UploadKind };

export interface UploadProps {
  kind: UploadKind;
  value: readonly UploadedFile[] | null | undefined;
  onChange: (next: UploadedFile[]) => void;
  /** Allowed extensions, with or without the dot (default `.pdf` for files; jpeg, png, jpg, bmp, webp for pictures). */
  accept?: readonly string[];
  /** Largest file in MB (default 2). */
  maxSizeMb?: number;
  /** Most files in the list (default 10); the add button hides when it is full. */
  maxCount?: number;
  /** Allow picking several files at once (default true, when more than one may be added). */
  multiple?: boolean;
  disabled?: boolean;
  /** Replaces the default hint (types, size and count). */
  hint?: ReactNode;
  /** Pictures: shown beside the tiles, e.g. <IdPhotoSample />. */
  sample?: ReactNode;
  /** Pictures: tile edge in px (default 104). */
  size?: number;
  /** Pictures for public pages (company logo, poster); without it an upload stays private to the company. */
  purpose?: UploadPurpose;
}

const EMPTY: readonly UploadedFile[] = [];

export function Upload(props: UploadProps) {
  const {
    kind,
    value,
    onChange,
    maxSizeMb = DEFAULT_MAX_SIZE_MB,
    maxCount = DEFAULT_MAX_COUNT,
    multiple = true,
    disabled = false,
    hint,
    sample,
    size = 104,
    purpose,
  } = props;
  const image = kind === 'image';
  const accept = props.accept ?? (image ? DEFAULT_IMAGE_TYPES : DEFAULT_FILE_TYPES);
  const t = useWidgetsT();
  const files = value ?? EMPTY;
  const rules = useMemo<UploadRules>(
    () => ({ kind, types: accept, maxSizeMb, maxCount, purpose }),
    [kind, accept, maxSizeMb, maxCount, purpose],
  );
  const { pending, add, remove } = useUploadQueue(files, onChange, rules);
  const [preview, setPreview] = useState<UploadedFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const showAdd = !disabled && canAddMore(files.length + pending.length, maxCount);
  const pick = () => input.current?.click();
  const removing = (f: UploadedFile) => (disabled ? undefined : () => remove(f.id));
  const defaultHint = image
    ? t('upload.imageHint', { types: acceptAttr(accept).replaceAll(',', ', '), n: maxSizeMb, max: maxCount })
    : t('upload.fileHint', { types: typesText(accept, 'file'), n: maxSizeMb, max: maxCount });

  return (
    <Box data-testid={image ? 'image-upload' : 'file-upload'} sx={image ? undefined : { width: '100%', maxWidth: 560 }}>
      {image ? (
        // The sample sits in the tiles' row: beside them on a desk, wrapped below them on a phone.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {files.map((f) => (
            <ImageTile key={f.id} file={f} size={size} onPreview={() => setPreview(f)} onRemove={removing(f)} />
          ))}
          {pending.map((p) => (
            <PendingTile key={p.key} item={p} size={size} />
          ))}
          {showAdd && <AddTile size={size} onClick={pick} />}
          {sample && <Box sx={{ flex: '0 1 280px', minWidth: 0, ml: { sm: 2 } }}>{sample}</Box>}
        </Box>
      ) : (
        showAdd && (
          <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={pick}>
            {t('upload.addFile')}
          </Button>
        )
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttr(accept)}
        multiple={multiple && maxCount > 1}
        onChange={(e) => {
          add(Array.from(e.currentTarget.files ?? []));
          // Clear it so choosing the same file again still fires a change.
          e.currentTarget.value = '';
        }}
      />
      {!disabled && (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: image ? 0.75 : 0.5 }}>
          {hint ?? defaultHint}
        </Typography>
      )}
      {!image && (files.length > 0 || pending.length > 0) && (
        <Box sx={{ mt: 1 }}>
          {files.map((f) => (
            <FileRow key={f.id} file={f} onRemove={removing(f)} />
          ))}
          {pending.map((p) => (
            <PendingRow key={p.key} item={p} />
          ))}
        </Box>
      )}
      {image && <PreviewDialog file={preview} onClose={() => setPreview(null)} />}
    </Box>
  );
}
