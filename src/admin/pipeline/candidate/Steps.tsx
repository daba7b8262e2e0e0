/**
 * The steps the application may take now (steps.ts), as buttons. Each opens the transition dialog:
 * its own fields, or a remark to confirm.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TRANSITIONS, type TransitionName } from '../../../common/pipeline.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { useAccess } from '../../access/AccessContext.tsx';
import TransitionDialog from '../TransitionDialog.tsx';
import { allowedSteps, type StepsTarget } from './steps.ts';

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
