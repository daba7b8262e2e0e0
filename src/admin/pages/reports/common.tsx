/** What the report pages share beside the layout: the charts' lazy chunk, percent and moment texts, the detail button. */
import { lazy } from 'react';
import Button from '@mui/material/Button';
import { formatDateTime } from '../../engine/format.ts';

export const FunnelChart = lazy(() => import('./charts.tsx').then((m) => ({ default: m.FunnelChart })));
export const CategoryBars = lazy(() => import('./charts.tsx').then((m) => ({ default: m.CategoryBars })));
export const DayLines = lazy(() => import('./charts.tsx').then((m) => ({ default: m.DayLines })));

/** A rate as the tables show it: `33.3%`, or — when there is nothing to divide by. */
export const percentText = (v: unknown) => (typeof v === 'number' ? `${v}%` : '—');
export const momentText = (v: unknown) => (v ? formatDateTime(v) : '—');

export function DetailButton({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <Button size="small" variant={active ? 'contained' : 'text'} onClick={onClick} data-testid="report-detail" aria-pressed={active}>
      {label}
    </Button>
  );
}
