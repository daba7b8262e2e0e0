/** The list buttons of 简历库 and 人才搜索 as engine commands: a row's forward, a row's or a selection's pipeline. */
import { lazy, Suspense } from 'react';
import type { CommandProps } from '../../engine/types.ts';

const ForwardDialog = lazy(() => import('./ForwardDialog.tsx'));
const BringInDialog = lazy(() => import('./BringInDialog.tsx'));

export function ForwardCommand({ record, onClose }: CommandProps) {
  if (!record) return null;
  return (
    <Suspense fallback={null}>
      <ForwardDialog id={Number(record.id)} name={String(record.name ?? '')} onClose={() => onClose(false)} />
    </Suspense>
  );
}

export function BringInCommand({ record, selectedIds, onClose }: CommandProps) {
  const ids = record ? [Number(record.id)] : (selectedIds ?? []).map(Number);
  return (
    <Suspense fallback={null}>
      <BringInDialog ids={ids} name={record ? String(record.name ?? '') : undefined} onClose={onClose} />
    </Suspense>
  );
}
