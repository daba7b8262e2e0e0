/**
 * Excel bulk import: choose one xlsx (drop or pick), upload it with a progress bar, then either
 * 成功导入 N 条 or 导入失败 with a link to the server's error report. Imports are all or nothing
 * on the server, so a failed one changed nothing and the user fixes the file and tries again.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { toastError } from '../../shell/dialogs.tsx';
import { http, saveDownload, type Download } from '../../shell/http.ts';
import { useWidgetsT } from '../i18n.ts';
import { postForm, type TransferOptions } from '../upload/transfer.ts';
import { DropZone } from './DropZone.tsx';
import { isXlsx, outcomeOf, type ImportOutcome, type ImportResult } from './rules.ts';

export type { ImportResult };

/** Send the workbook (multipart field `file`) and answer the import's result. */
export type ImportCall = (form: FormData, opts: TransferOptions) => Promise<ImportResult>;

/** A definition's endpoints, relative to /recruit/api (`InterviewContacts/ImportContacts`): the engine's toolbar. */
interface ByUrl {
  uploadUrl: string;
  /** The template download (GET, file name from Content-Disposition); no link without it. */
  templateUrl?: string | undefined;
  upload?: never;
  template?: never;
}

/** Typed calls of the contract (postApiForm, api.download): a hand-written screen. */
interface ByCall {
  upload: ImportCall;
  template?: (() => Promise<Download>) | undefined;
  uploadUrl?: never;
  templateUrl?: never;
}

export type ExcelImportDialogProps = (ByUrl | ByCall) & {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Called after a successful import, e.g. to refresh the list. */
  onImported: (result: ImportResult) => void;
};

/** The import and template calls, whichever way the caller named them. */
function callsOf(props: ByUrl | ByCall): { send: ImportCall; template: (() => Promise<Download>) | null } {
  if (props.upload) return { send: props.upload, template: props.template ?? null };
  const { uploadUrl, templateUrl } = props;
  return {
    send: (form, opts) => postForm<ImportResult>(uploadUrl, form, opts),
    template: templateUrl ? () => http.download(templateUrl) : null,
  };
}

type Phase = 'idle' | 'uploading' | 'processing';

/** GET a file with the session's headers and hand it to the browser; failures toast in http.ts. */
function download(get: () => Promise<Download>): void {
  get().then(saveDownload, () => undefined);
}

function ChosenFile({ file, onRemove, busy }: { file: File; onRemove: () => void; busy: boolean }) {
  const t = useWidgetsT();
  return (
    <Box
      data-testid="excel-file"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
    >
      <DescriptionOutlinedIcon fontSize="small" color="success" />
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {file.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flex: 'none' }}>
        {(file.size / 1024).toFixed(1)} KB
      </Typography>
      {!busy && (
        <IconButton size="small" aria-label={t('excel.removeFile')} title={t('excel.removeFile')} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

function Progress({ phase, percent }: { phase: Phase; percent: number }) {
  const t = useWidgetsT();
  const id = useId();
  if (phase === 'idle') return null;
  const uploading = phase === 'uploading';
  return (
    <Box data-testid="excel-progress" sx={{ mt: 1.5 }}>
      {/* Named by the line under it (正在上传 40% / 正在导入). */}
      <LinearProgress
        variant={uploading ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-labelledby={id}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography id={id} variant="caption" color="text.secondary">
        {uploading ? t('excel.uploading', { percent }) : t('excel.processing')}
      </Typography>
    </Box>
  );
}

function Outcome({ outcome }: { outcome: ImportOutcome | null }) {
  const t = useWidgetsT();
  if (!outcome) return null;
  if (outcome.kind === 'imported') {
    return (
      <Alert data-testid="excel-success" severity="success" sx={{ mt: 1.5 }}>
        {t('excel.success', { n: outcome.count })}
      </Alert>
    );
  }
  const url = outcome.reportUrl;
  return (
    <Alert data-testid="excel-failed" severity="error" sx={{ mt: 1.5 }}>
      {t('excel.failed')}
      {url && (
        <Link
          component="button"
          type="button"
          data-testid="excel-report"
          onClick={() => download(() => http.download(url))}
          sx={{ verticalAlign: 'baseline', fontWeight: 600 }}
        >
          {t('excel.report')}
        </Link>
      )}
      <Typography variant="caption" component="div">
        {t('excel.failedSummary', { n: outcome.errorCount })}
      </Typography>
    </Alert>
  );
}

/** Upload the workbook; the phase moves to `processing` once every byte is out. */
function sendWorkbook(
  send: ImportCall,
  file: File,
  signal: AbortSignal,
  onPhase: (phase: Phase, percent: number) => void,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return send(form, {
    signal,
    // Past 100 % what is left is the server checking every row: say so instead of a full bar.
    onProgress: (p) => onPhase(p.percent >= 100 ? 'processing' : 'uploading', p.percent),
  });
}

function useImport(send: ImportCall, onImported: (r: ImportResult) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ phase: Phase; percent: number }>({ phase: 'idle', percent: 0 });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const ctrl = useRef<AbortController | null>(null);
  const abort = useCallback(() => {
    ctrl.current?.abort();
    ctrl.current = null;
  }, []);
  const reset = useCallback(() => {
    abort();
    setFile(null);
    setProgress({ phase: 'idle', percent: 0 });
    setOutcome(null);
  }, [abort]);
  const start = async () => {
    if (!file || progress.phase !== 'idle') return;
    const mine = new AbortController();
    ctrl.current = mine;
    setOutcome(null);
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const result = await sendWorkbook(send, file, mine.signal, (phase, percent) => setProgress({ phase, percent }));
      const o = outcomeOf(result);
      setOutcome(o);
      setFile(null);
      if (o.kind === 'imported') onImported(result);
    } catch {
      // The transfer has shown why (wrong content, empty sheet, session…); keep the file to retry.
    } finally {
      if (ctrl.current === mine) ctrl.current = null;
      if (!mine.signal.aborted) setProgress({ phase: 'idle', percent: 0 });
    }
  };
  return { file, setFile, ...progress, outcome, setOutcome, abort, reset, start };
}

export function ExcelImportDialog(props: ExcelImportDialogProps) {
  const { open, onClose, title, onImported } = props;
  const t = useWidgetsT();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const { send, template } = callsOf(props);
  const s = useImport(send, onImported);
  const busy = s.phase !== 'idle';
  // Every opening starts clean; closing mid-upload abandons the request but leaves the content
  // alone, so the dialog does not go blank while it fades out.
  const { abort, reset } = s;
  useEffect(() => {
    if (!open) return undefined;
    reset();
    return abort;
  }, [open, abort, reset]);

  const choose = (f: File) => {
    if (!isXlsx(f)) {
      toastError(t('excel.wrongType'));
      return;
    }
    s.setOutcome(null);
    s.setFile(f);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="excel-import">
      <DialogTitle sx={{ pr: 6 }}>
        {title ?? t('excel.title')}
        <IconButton aria-label={t('excel.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {template && (
          <Link
            component="button"
            type="button"
            data-testid="excel-template"
            onClick={() => download(template)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}
          >
            <FileDownloadOutlinedIcon fontSize="small" />
            {t('excel.template')}
          </Link>
        )}
        <DropZone onFile={choose} disabled={busy} />
        {s.file && <ChosenFile file={s.file} busy={busy} onRemove={() => s.setFile(null)} />}
        <Progress phase={s.phase} percent={s.percent} />
        <Outcome outcome={s.outcome} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{s.outcome?.kind === 'imported' ? t('excel.close') : t('excel.cancel')}</Button>
        <Button variant="contained" data-testid="excel-confirm" disabled={!s.file || busy} loading={busy} onClick={() => void s.start()}>
          {t('excel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
