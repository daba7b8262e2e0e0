/**
 * The steps the application may take now: the transition table's rows that start from its stage
 * (src/common/pipeline.ts, the same table the server enforces), under the key the caller needs for a
 * record at that stage. Each opens the transition dialog: its own fields, or a remark to confirm.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TRANSITIONS, transitionAllows, transitionKey, type TransitionName } from '../../../common/pipeline.ts';
import { RECRUITMENT_TYPE, type PipelineStage } from '../../../common/recruiting.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { useAccess } from '../../access/AccessContext.tsx';
import TransitionDialog from '../TransitionDialog.tsx';

export interface StepsTarget {
  id: number;
  name: string;
  stage: number;
  step: number;
  recruitmentType: number;
}

/** The rows a record where it stands may take, for a caller holding `has(key)`. */
export function allowedSteps(target: StepsTarget, has: (key: string) => boolean): TransitionName[] {
  return (Object.keys(TRANSITIONS) as TransitionName[]).filter((name) => {
    const row = TRANSITIONS[name];
    if (!transitionAllows(row, target)) return false;
    if ('generalWorkerOnly' in row && row.generalWorkerOnly && target.recruitmentType !== RECRUITMENT_TYPE.shortTerm) return false;
    return has(transitionKey(row, target.stage as PipelineStage));
  });
}

/** Refusing and the talent pool read as side ways out; the first other step is the way forward. */
const SIDE: ReadonlySet<TransitionName> = new Set(['Inappropriate', 'ThrowHcp']);

export function Steps({ target, onMoved }: { target: StepsTarget; onMoved: () => void }) {
  const access = useAccess();
  const [running, setRunning] = useState<TransitionName | null>(null);
  const names = allowedSteps(target, (key) => access.isAdmin || access.keys.has(key));
  if (!names.length) return null;
  const forward = names.find((n) => !SIDE.has(n));
  const lang = currentLang();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="drawer-steps">
      {names.map((name) => (
        <Button
          key={name}
          size="small"
          variant={name === forward ? 'contained' : 'outlined'}
          color={name === 'Inappropriate' ? 'error' : 'primary'}
          onClick={() => setRunning(name)}
          data-testid={`step-${name}`}
        >
          {TRANSITIONS[name].label[lang]}
        </Button>
      ))}
      {running && (
        <TransitionDialog
          call={running}
          record={{ id: target.id, name: target.name }}
          open
          onClose={(done) => {
            setRunning(null);
            if (done) onMoved();
          }}
        />
      )}
    </Box>
  );
}
