/** 评估 on an interview row: the scoring form for the row's candidate. */
import type { CommandProps } from '../../engine/types.ts';
import ScoringDialog from './ScoringDialog.tsx';

export default function AssessCommand({ record, onClose }: CommandProps) {
  if (!record) return null;
  return <ScoringDialog recordId={Number(record.id)} name={typeof record.name === 'string' ? record.name : undefined} onClose={onClose} />;
}
