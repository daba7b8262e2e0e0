/** The dialog's drop area: drag a workbook onto it, or click (or Enter) to pick one. */
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useWidgetsT } from '../i18n.ts';
import { XLSX_MIME, firstFile } from './rules.ts';

export interface DropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

export function DropZone({ onFile, disabled = false }: DropZoneProps) {
  const t = useWidgetsT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const pick = () => {
    if (!disabled) input.current?.click();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const f = firstFile(e.dataTransfer.files);
    if (f && !disabled) onFile(f);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick();
    }
  };
  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      data-testid="excel-drop"
      onClick={pick}
      onKeyDown={onKeyDown}
      // preventDefault on dragover is what makes the element a drop target at all.
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        px: 2,
        py: { xs: 3, sm: 4 },
        textAlign: 'center',
        outline: 'none',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        transition: 'border-color .2s, background-color .2s',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'grey.50',
        '&:hover, &:focus-visible': disabled ? {} : { borderColor: 'primary.main' },
      }}
    >
      <CloudUploadOutlinedIcon sx={{ fontSize: 44, color: over ? 'primary.main' : 'text.disabled' }} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('excel.drop')}
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 600, ml: 0.5 }}>
          {t('excel.pick')}
        </Box>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('excel.onlyXlsx')}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={`.xlsx,${XLSX_MIME}`}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => {
          const f = firstFile(e.currentTarget.files);
          e.currentTarget.value = '';
          if (f) onFile(f);
        }}
      />
    </Box>
  );
}
