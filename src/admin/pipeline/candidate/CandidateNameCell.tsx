/**
 * The stage screens' name column (an override of the `name` cell): the candidate's name as a link
 * that opens the candidate drawer, loaded on first use. A step taken in the drawer reloads the list
 * when the drawer closes: the drawer lives in the row, and a moved candidate leaves the list.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import Link from '@mui/material/Link';
import { useRefresh } from 'react-admin';
import type { CellProps } from '../../engine/types.ts';

const CandidateDrawer = lazy(() => import('./CandidateDrawer.tsx'));

export function CandidateNameCell({ record }: CellProps) {
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const moved = useRef(false);
  const close = () => {
    setOpen(false);
    if (!moved.current) return;
    moved.current = false;
    refresh();
  };
  const name = typeof record.name === 'string' && record.name ? record.name : '—';
  return (
    <>
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={(e) => {
          // The row's own click (selection) is not what the name means.
          e.stopPropagation();
          setMounted(true);
          setOpen(true);
        }}
        sx={{ fontWeight: 500, textAlign: 'left', whiteSpace: 'nowrap' }}
        data-testid="candidate-open"
      >
        {name}
      </Link>
      {mounted && (
        <Suspense fallback={null}>
          <CandidateDrawer
            id={Number(record.id)}
            row={{ name: record.name as unknown, step: record.step as unknown }}
            open={open}
            onClose={close}
            onMoved={() => (moved.current = true)}
          />
        </Suspense>
      )}
    </>
  );
}
