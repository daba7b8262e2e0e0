/**
 * What a row opens over its list (a drawer, a dialog), held by the list (RecordTable) rather than by
 * the row's cell. The table and the cards (below 992 px) are different elements: a drawer living in a
 * cell closed, losing what was typed in it, when the window crossed 992 px (a window snapped to half a
 * screen, a tablet turned).
 *
 *   const open = useRowOverlay();
 *   <OpenLink label={name} testId="candidate-open" onOpen={() => open((p) => <CandidateDrawer … {...p} />)} />
 */
import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import Link from '@mui/material/Link';

/** The overlay's element, open or closing: `onClose` closes it (its exit animation runs). */
export type OverlayRender = (p: { open: boolean; onClose: () => void }) => ReactNode;

const OverlayContext = createContext<((render: OverlayRender) => void) | null>(null);

interface Shown {
  render: OverlayRender;
  open: boolean;
  /** Each opening is a fresh element (another row's drawer starts from its own data). */
  n: number;
}

export function RowOverlayHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback((render: OverlayRender) => setShown((s) => ({ render, open: true, n: (s?.n ?? 0) + 1 })), []);
  const close = useCallback(() => setShown((s) => s && { ...s, open: false }), []);
  return (
    <OverlayContext.Provider value={show}>
      {children}
      {shown && (
        <Suspense key={shown.n} fallback={null}>
          {shown.render({ open: shown.open, onClose: close })}
        </Suspense>
      )}
    </OverlayContext.Provider>
  );
}

/** Opens an overlay over the list the cell sits in. */
export function useRowOverlay(): (render: OverlayRender) => void {
  const show = useContext(OverlayContext);
  if (!show) throw new Error('useRowOverlay: the cell is not inside a RecordTable');
  return show;
}

/** The same, or null outside a RecordTable (a row's buttons drawn elsewhere keep their dialogs themselves). */
export const useOptionalRowOverlay = () => useContext(OverlayContext);

/** A row's name as the link that opens what the row opens (its drawer). */
export function OpenLink({ label, testId, onOpen }: { label: string; testId: string; onOpen: () => void }) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={(e) => {
        // The row's own click (selection) is not what the name means.
        e.stopPropagation();
        onOpen();
      }}
      sx={{ fontWeight: 500, textAlign: 'left', whiteSpace: 'nowrap' }}
      data-testid={testId}
    >
      {label}
    </Link>
  );
}
