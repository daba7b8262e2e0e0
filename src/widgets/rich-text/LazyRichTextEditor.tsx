/**
 * The editor behind React.lazy: tiptap and ProseMirror are a large chunk that only pages with an
 * editor should download. Until it arrives a frame of the same height holds the place, so the
 * form does not jump.
 */
import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useWidgetsT } from '../i18n.ts';
import { DEFAULT_EDITOR_HEIGHT } from './limits.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

export type { RichTextEditorProps };

const Editor = lazy(async () => ({ default: (await import('./RichTextEditor.tsx')).RichTextEditor }));

/** Toolbar row height plus the writing area: the size the real editor will take. */
const TOOLBAR_HEIGHT = 42;

function Placeholder({ height }: { height: number }) {
  const t = useWidgetsT();
  return (
    <Box
      sx={{
        height: height + TOOLBAR_HEIGHT,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={18} />
      <Typography variant="body2">{t('richText.loading')}</Typography>
    </Box>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Placeholder height={props.height ?? DEFAULT_EDITOR_HEIGHT} />}>
      <Editor {...props} />
    </Suspense>
  );
}
