/**
 * The library lists' name column: the name as a link that opens the entry's drawer over the list,
 * loaded on first use; a change made in the drawer reloads the list when it closes.
 */
import { lazy } from 'react';
import { useRefresh } from 'react-admin';
import type { CellProps } from '../../engine/types.ts';
import { OpenLink, useRowOverlay } from '../../engine/list/RowOverlay.tsx';

const TalentDrawer = lazy(() => import('./TalentDrawer.tsx'));

export function TalentNameCell({ record }: CellProps) {
  const refresh = useRefresh();
  const open = useRowOverlay();
  const name = typeof record.name === 'string' && record.name ? record.name : '—';
  const onOpen = () => {
    let changed = false;
    open(({ open, onClose }) => (
      <TalentDrawer
        id={Number(record.id)}
        open={open}
        onClose={() => {
          onClose();
          if (changed) refresh();
          changed = false;
        }}
        onChanged={() => {
          changed = true;
        }}
      />
    ));
  };
  return <OpenLink label={name} testId="talent-open" onOpen={onOpen} />;
}
