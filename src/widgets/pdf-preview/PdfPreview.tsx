/**
 * A PDF drawn page by page onto canvases, fitted to the width it is given. Anything that goes
 * wrong (download, a broken file, a page that fails) shows the seeds' failure text.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useQuery } from '@tanstack/react-query';
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

type Opened = { bytes: ArrayBuffer | Uint8Array; phase: Phase };

/**
 * The bytes are server data: a query of the shared client keyed by what is shown (a file under a
 * random key never changes), so the inline preview and its enlarged dialog download once. Opening
 * them is pdf.js parsing in its worker: a document this component owns and destroys, not a query.
 */
function usePdfDocument(source: string, load: () => Promise<ArrayBuffer | Uint8Array>) {
  const loader = useRef(load);
  loader.current = load;
  const bytes = useQuery({ queryKey: ['pdf-preview', source], queryFn: () => loader.current(), staleTime: Infinity });
  const data = bytes.data;
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    if (!data) return undefined;
    let live = true;
    let doc: PDFDocumentProxy | null = null;
    // pdf.js takes its buffer over (to its worker): it gets a copy, the cache keeps the bytes.
    openPdf(data.slice(0)).then(
      (d) => {
        doc = d;
        if (live) setOpened({ bytes: data, phase: { kind: 'ready', doc: d } });
        else void d.destroy();
      },
      () => live && setOpened({ bytes: data, phase: { kind: 'failed' } }),
    );
    return () => {
      live = false;
      void doc?.destroy();
    };
  }, [data]);
  const fail = useCallback(() => setOpened((o) => o && { ...o, phase: { kind: 'failed' } }), []);
  const phase: Phase = bytes.isError ? { kind: 'failed' } : opened && opened.bytes === data ? opened.phase : { kind: 'loading' };
  return { phase, fail };
}

export function PdfPreview({ source, load, texts, maxPages = 30 }: PdfPreviewProps) {
  const { phase, fail: failed } = usePdfDocument(source, load);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  return (
    <Box ref={box} data-testid="pdf-preview" data-state={phase.kind} sx={{ width: '100%' }}>
      {phase.kind === 'loading' && (
        <Box sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={32} />
          <Typography variant="body2" color="text.secondary">
            {texts.loading}
          </Typography>
        </Box>
      )}
      {phase.kind === 'failed' && (
        <Alert severity="error" data-testid="pdf-failed" sx={{ my: 2 }}>
          {texts.failed}
        </Alert>
      )}
      {phase.kind === 'ready' &&
        width > 0 &&
        Array.from({ length: Math.min(phase.doc.numPages, maxPages) }, (_, i) => i + 1).map((page) => (
          <PdfPage key={page} doc={phase.doc} number={page} width={width} onFail={failed} />
        ))}
    </Box>
  );
}
