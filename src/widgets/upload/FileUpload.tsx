/**
 * File upload list: a pick button, the uploaded files as links, a progress bar per file on its way.
 * The value is the list of stored files ({id, name, fullPath}); the form owns it.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useWidgetsT } from '../i18n.ts';
import {
  DEFAULT_FILE_TYPES, DEFAULT_MAX_COUNT, DEFAULT_MAX_SIZE_MB, acceptAttr, canAddMore, typesText, type UploadRules, type UploadedFile,
} from './rules.ts';
import { useUploadQueue, type PendingUpload } from './useUploadQueue.ts';

export type { UploadedFile };

export interface FileUploadProps {
  value: readonly UploadedFile[] | null | undefined;
  onChange: (next: UploadedFile[]) => void;
  /** Allowed extensions, with or without the dot (default `.pdf`). */
  accept?: readonly string[];
  /** Largest file in MB (default 2). */
  maxSizeMb?: number;
  /** Most files in the list (default 10); the button hides when it is full. */
  maxCount?: number;
  /** Allow picking several files at once (default true). */
  multiple?: boolean;
  disabled?: boolean;
  /** Replaces the default hint under the button (types, size and count). */
  hint?: ReactNode;
}

const EMPTY: readonly UploadedFile[] = [];

function PendingRow({ item }: { item: PendingUpload }) {
  const t = useWidgetsT();
  return (
    <Box data-testid="upload-pending" sx={{ px: 1, py: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <InsertDriveFileOutlinedIcon fontSize="small" color="disabled" />
        <Typography variant="body2" noWrap sx={{ flex: 1, color: 'text.secondary' }}>{item.name}</Typography>
        <Typography variant="caption" color="text.secondary">{t('upload.uploading', { percent: item.percent })}</Typography>
      </Box>
      <LinearProgress variant="determinate" value={item.percent} sx={{ mt: 0.5, height: 3, borderRadius: 2 }} />
    </Box>
  );
}

function FileRow({ file, onRemove }: { file: UploadedFile; onRemove?: () => void }) {
  const t = useWidgetsT();
  return (
    <Box data-testid="upload-file" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.25, borderRadius: 1, minWidth: 0, '&:hover': { bgcolor: 'action.hover' } }}>
      <InsertDriveFileOutlinedIcon fontSize="small" color="primary" />
      <Link href={file.fullPath} target="_blank" rel="noopener" underline="hover" variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {file.name}
      </Link>
      {onRemove && (
        <IconButton size="small" aria-label={t('upload.remove')} title={t('upload.remove')} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

export function FileUpload({ value, onChange, accept = DEFAULT_FILE_TYPES, maxSizeMb = DEFAULT_MAX_SIZE_MB, maxCount = DEFAULT_MAX_COUNT, multiple = true, disabled = false, hint }: FileUploadProps) {
  const t = useWidgetsT();
  const files = value ?? EMPTY;
  const rules = useMemo<UploadRules>(() => ({ kind: 'file', types: accept, maxSizeMb, maxCount }), [accept, maxSizeMb, maxCount]);
  const { pending, add, remove } = useUploadQueue(files, onChange, rules);
  const input = useRef<HTMLInputElement>(null);
  const showAdd = !disabled && canAddMore(files.length + pending.length, maxCount);

  return (
    <Box data-testid="file-upload" sx={{ width: '100%', maxWidth: 560 }}>
      {showAdd && (
        <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          {t('upload.addFile')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttr(accept)}
        multiple={multiple}
        onChange={(e) => {
          add(Array.from(e.currentTarget.files ?? []));
          // Clear it so choosing the same file again still fires a change.
          e.currentTarget.value = '';
        }}
      />
      {!disabled && (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint ?? t('upload.fileHint', { types: typesText(accept, 'file'), n: maxSizeMb, max: maxCount })}
        </Typography>
      )}
      {(files.length > 0 || pending.length > 0) && (
        <Box sx={{ mt: 1 }}>
          {files.map((f) => <FileRow key={f.id} file={f} onRemove={disabled ? undefined : () => remove(f.id)} />)}
          {pending.map((p) => <PendingRow key={p.key} item={p} />)}
        </Box>
      )}
    </Box>
  );
}
