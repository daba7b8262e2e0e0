/**
 * A PDF drawn page by page onto canvases, fitted to the width it is given. Anything that goes
 * wrong (download, a broken file, a page that fails) shows the seeds' failure text.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { openPdf } from './loadPdf.ts';

export interface PdfPreviewTexts {
  loading: string;
  /** The seeds' `pdf 加载失败`. */
  failed: string;
}

export interface PdfPreviewProps {
  /** What is shown (its URL or id): a new source loads again, a new `load` function alone does not. */
  source: string;
  /** The file's bytes (the caller fetches them with its credentials). */
  load: () => Promise<ArrayBuffer | Uint8Array>;
  texts: PdfPreviewTexts;
  /** Pages drawn at most (a long file shows its start). */
  maxPages?: number;
}

type Phase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; doc: PDFDocumentProxy };

/** One page onto its canvas at the container's width, sharp on high-density screens. */
function PdfPage({ doc, number, width, onFail }: { doc: PDFDocumentProxy; number: number; width: number; onFail: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void } | null = null;
    void (async () => {
      try {
        const page = await doc.getPage(number);
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const el = canvas.current;
        if (!el || cancelled) return;
        el.width = Math.floor(viewport.width);
        el.height = Math.floor(viewport.height);
        const render = page.render({ canvas: el, viewport });
        task = render;
        await render.promise;
        if (!cancelled) setDone(true);
      } catch {
        if (!cancelled) onFail();
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, width, onFail]);
  return (
    <Box
      component="canvas"
      ref={canvas}
      data-testid="pdf-page"
      data-rendered={done ? 'true' : 'false'}
      sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'common.white', boxShadow: 1, '& + &': { mt: 1.5 } }}
    />
  );
}

export function PdfPreview({ source, load, texts, maxPages = 30 }: PdfPreviewProps) {
  const loader = useRef(load);
  loader.current = load;
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    setPhase({ kind: 'loading' });
    loader.current()
      .then(openPdf)
      .then((doc) => {
        opened = doc;
        if (live) setPhase({ kind: 'ready', doc });
        else void doc.destroy();
      })
      .catch(() => live && setPhase({ kind: 'failed' }));
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [source]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const failed = useCallback(() => setPhase({ kind: 'failed' }), []);
  return (
    <Box ref={box} data-testid="pdf-preview" data-state={phase.kind} sx={{ width: '100%' }}>
      {phase.kind === 'loading' && (
        <Box sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={32} />
          <Typography variant="body2" color="text.secondary">{texts.loading}</Typography>
        </Box>
      )}
      {phase.kind === 'failed' && <Alert severity="error" data-testid="pdf-failed" sx={{ my: 2 }}>{texts.failed}</Alert>}
      {phase.kind === 'ready' && width > 0 &&
        Array.from({ length: Math.min(phase.doc.numPages, maxPages) }, (_, i) => <PdfPage key={i} doc={phase.doc} number={i + 1} width={width} onFail={failed} />)}
    </Box>
  );
}
