/**
 * The library lists' name column: the name as a link that opens the entry's drawer, loaded on first
 * use; a change made in the drawer reloads the list when it closes.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import Link from '@mui/material/Link';
import { useRefresh } from 'react-admin';
import type { CellProps } from '../../engine/types.ts';

const TalentDrawer = lazy(() => import('./TalentDrawer.tsx'));

export function TalentNameCell({ record }: CellProps) {
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const changed = useRef(false);
  const close = () => {
    setOpen(false);
    if (!changed.current) return;
    changed.current = false;
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
          e.stopPropagation();
          setMounted(true);
          setOpen(true);
        }}
        sx={{ fontWeight: 500, textAlign: 'left', whiteSpace: 'nowrap' }}
        data-testid="talent-open"
      >
        {name}
      </Link>
      {mounted && (
        <Suspense fallback={null}>
          <TalentDrawer id={Number(record.id)} open={open} onClose={close} onChanged={() => (changed.current = true)} />
        </Suspense>
      )}
    </>
  );
}
