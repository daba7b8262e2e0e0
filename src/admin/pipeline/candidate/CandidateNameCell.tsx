/**
 * The stage screens' name column (an override of the `name` cell): the candidate's name as a link
 * that opens the candidate drawer over the list, loaded on first use. A step taken in the drawer
 * reloads the list when the drawer closes: a moved candidate leaves the list.
 */
import { lazy } from 'react';
import { useRefresh } from 'react-admin';
import type { CellProps } from '../../engine/types.ts';
import { OpenLink, useRowOverlay } from '../../engine/list/RowOverlay.tsx';

const CandidateDrawer = lazy(() => import('./CandidateDrawer.tsx'));

export function CandidateNameCell({ record }: CellProps) {
  const refresh = useRefresh();
  const open = useRowOverlay();
  const name = typeof record.name === 'string' && record.name ? record.name : '—';
  const onOpen = () => {
    let moved = false;
    open(({ open, onClose }) => (
      <CandidateDrawer
        id={Number(record.id)}
        row={{ name: record.name as unknown, step: record.step as unknown }}
        open={open}
        onClose={() => {
          onClose();
          if (moved) refresh();
          moved = false;
        }}
        onMoved={() => {
          moved = true;
        }}
      />
    ));
  };
  return <OpenLink label={name} testId="candidate-open" onOpen={onOpen} />;
}
