/**
 * 批量解析: choose a resume source and up to 50 PDF or DOCX files (picked or dropped), upload them with
 * a progress bar, then read each file's result: added, a possible duplicate (merge or keep it, here or
 * later from the list), or refused with the server's reason in the reader's language.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { postApiForm } from '../../../widgets/upload/transfer.ts';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../access/AccessDialog.tsx';
import { BatchResults } from './BatchResults.tsx';
import { sizeText, useParsingT } from './i18n.ts';
import { type BatchAnswer, UPLOAD_BOUNDS } from './types.ts';

const MAX_BYTES = UPLOAD_BOUNDS.megabytes * 1024 * 1024;
type Phase = 'choose' | 'uploading' | 'processing' | 'done';

function FilePicker({ files, onChange }: { files: File[]; onChange: (f: File[]) => void }) {
  const t = useParsingT();
  const input = useRef<HTMLInputElement>(null);
  const add = (list: FileList | null) => list && onChange([...files, ...Array.from(list)]);
  return (
    <>
      <Box
        role="button"
        tabIndex={0}
        data-testid="parsing-drop"
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          add(e.dataTransfer.files);
        }}
        sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 3, textAlign: 'center', cursor: 'pointer' }}
      >
        <UploadFileIcon color="action" />
        <Typography variant="body2">{t('batch.drop')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('batch.hint', { max: UPLOAD_BOUNDS.megabytes, count: UPLOAD_BOUNDS.files })}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="parsing-input"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      {files.length > 0 && (
        <Box sx={{ mt: 1, maxHeight: 180, overflow: 'auto' }}>
          {files.map((f, i) => (
            <Stack key={`${f.name}-${f.size}-${f.lastModified}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {f.name}
              </Typography>
              <Typography variant="caption" color={f.size > MAX_BYTES ? 'error' : 'text.secondary'}>
                {f.size > MAX_BYTES ? t('batch.tooLarge', { max: UPLOAD_BOUNDS.megabytes }) : sizeText(f.size)}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('batch.remove', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Box>
      )}
    </>
  );
}

export default function BatchDialog({ onClose }: CommandProps) {
  const t = useParsingT();
  const sources = useApiQuery('/SysParam/GetAllResumeResourceList');
  const [source, setSource] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<Phase>('choose');
  const [percent, setPercent] = useState(0);
  const [answer, setAnswer] = useState<BatchAnswer | null>(null);
  const [error, setError] = useState('');
  const [changed, setChanged] = useState(false);
  const tooMany = files.length > UPLOAD_BOUNDS.files;
  const busy = phase === 'uploading' || phase === 'processing';

  const start = async () => {
    if (!source) return setError(t('batch.sourceRequired'));
    setError('');
    setPhase('uploading');
    const form = new FormData();
    form.append('resumeSource', source);
    for (const f of files) form.append('files', f, f.name);
    try {
      const data = await postApiForm('/ResumeParsing/BatchParsing', form, {
        onProgress: (p) => {
          setPercent(p.percent);
          if (p.percent >= 100) setPhase('processing');
        },
      });
      setAnswer(data);
      setChanged(true);
      setPhase('done');
      void invalidate('/ResumeParsing/GetList');
    } catch {
      setPhase('choose');
      setError(t('batch.failed'));
    }
  };
  const again = () => {
    setFiles([]);
    setAnswer(null);
    setPercent(0);
    setPhase('choose');
  };

  const actions =
    phase === 'done' ? (
      <>
        <Button onClick={again}>{t('batch.again')}</Button>
        <Button variant="contained" onClick={() => onClose(changed)}>
          {t('batch.close')}
        </Button>
      </>
    ) : (
      <Button variant="contained" disabled={busy || !files.length || tooMany} onClick={start} data-testid="parsing-start">
        {t('batch.start')}
      </Button>
    );

  return (
    <AccessDialog
      title={t('batch.title')}
      width={720}
      busy={busy}
      onClose={() => onClose(changed)}
      actions={actions}
      testId="parsing-batch"
    >
      {phase === 'done' && answer ? (
        <BatchResults answer={answer} onChanged={() => setChanged(true)} />
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={t('batch.source')}
            value={source}
            onChange={(e) => setSource(e.target.value)}
            disabled={busy}
            required
            data-testid="parsing-source"
          >
            {(sources.data ?? []).map((o) => (
              <MenuItem key={String(o.value)} value={String(o.value)}>
                {o.display}
              </MenuItem>
            ))}
          </TextField>
          {!busy && <FilePicker files={files} onChange={setFiles} />}
          {files.length > 0 && (
            <Typography variant="body2" color={tooMany ? 'error' : 'text.secondary'}>
              {tooMany
                ? t('batch.tooMany', { count: UPLOAD_BOUNDS.files })
                : t('batch.selected', { count: files.length, size: sizeText(files.reduce((n, f) => n + f.size, 0)) })}
            </Typography>
          )}
          {busy && (
            <Box data-testid="parsing-progress">
              <LinearProgress
                variant={phase === 'uploading' ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={t('batch.title')}
                sx={{ height: 6, borderRadius: 3 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {phase === 'uploading' ? t('batch.uploading', { percent }) : t('batch.processing')}
              </Typography>
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      )}
    </AccessDialog>
  );
}
