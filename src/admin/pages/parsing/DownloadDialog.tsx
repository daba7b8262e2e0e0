/** 下载原文件: the original resume, its progress shown while it arrives, then saved by the browser. */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../access/AccessDialog.tsx';
import { downloadOriginal } from './download.ts';
import { sizeText, useParsingT } from './i18n.ts';

export default function DownloadDialog({ record, onClose }: CommandProps) {
  const t = useParsingT();
  const [progress, setProgress] = useState({ loaded: 0, total: 0 });
  const [phase, setPhase] = useState<'loading' | 'done' | 'failed'>('loading');
  const id = Number(record?.id);
  useEffect(() => {
    const ctrl = new AbortController();
    downloadOriginal(id, (loaded, total) => setProgress({ loaded, total }), ctrl.signal).then(
      () => setPhase('done'),
      () => !ctrl.signal.aborted && setPhase('failed'),
    );
    return () => ctrl.abort();
  }, [id]);
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <AccessDialog
      title={t('download.title', { name: String(record?.fileName ?? '') })}
      width={440}
      onClose={() => onClose(false)}
      testId="parsing-download"
      actions={<Button onClick={() => onClose(false)}>{t('download.close')}</Button>}
    >
      <LinearProgress
        variant="determinate"
        value={phase === 'done' ? 100 : percent}
        aria-label={t('download.title', { name: String(record?.fileName ?? '') })}
        sx={{ height: 6, borderRadius: 3, mb: 1 }}
      />
      <Typography variant="body2" color={phase === 'failed' ? 'error' : 'text.secondary'}>
        {phase === 'done'
          ? t('download.done')
          : phase === 'failed'
            ? t('download.failed')
            : t('download.progress', { loaded: sizeText(progress.loaded), total: sizeText(progress.total) })}
      </Typography>
    </AccessDialog>
  );
}
