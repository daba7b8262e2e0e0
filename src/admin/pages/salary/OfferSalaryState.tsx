/**
 * The salary's approval in the offer dialog (发送Offer): where the application's salary stands (in
 * approval, approved, rejected, not yet), whether this company requires an approved salary, and, when
 * approved, the approved salary put into the offer's fields; 发起审批 from here when none is there.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { api, type ApiData } from '../../../shell/api.ts';
import { salaryLabel, useSalaryT } from './i18n.ts';

type State = ApiData<'/SalaryInfo/HasSalaryFinish', 'post'>[number];

const StartDialog = lazy(() => import('./StartDialog.tsx').then((m) => ({ default: m.StartDialog })));

export function OfferSalaryState({
  id,
  name,
  onApproved,
}: {
  id: number;
  name: string;
  onApproved: (salary: number, unit: number) => void;
}) {
  const t = useSalaryT();
  const [state, setState] = useState<State | null>(null);
  const [external, setExternal] = useState('');
  const [starting, setStarting] = useState(false);
  const applied = useRef(false);
  const load = useCallback(async () => {
    try {
      const [s] = await api.post('/SalaryInfo/HasSalaryFinish', { ids: [id] }, { silent: true });
      setState(s ?? null);
      setExternal((await api.get('/SalaryInfo/GetGlobalflowUrl', undefined, { silent: true })).url);
    } catch {
      setState(null);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (state?.approved && state.approvedSalary !== null && state.approvedSalaryUnit !== null && !applied.current) {
      applied.current = true;
      onApproved(state.approvedSalary, state.approvedSalaryUnit);
    }
  }, [state, onApproved]);
  if (!state) return null;
  const salary = salaryLabel(t, state.salary, state.salaryUnit);
  const line = (() => {
    if (external) return { severity: 'info' as const, text: t('offer.external') };
    if (state.open) return { severity: 'warning' as const, text: t('offer.open', { salary }) };
    if (state.approved)
      return {
        severity: 'success' as const,
        text: `${t('offer.approved', { salary })}${state.requireApproval ? ` · ${t('offer.mustMatch')}` : ''}`,
      };
    if (state.state === 1) return { severity: 'warning' as const, text: t('offer.lapsed') };
    if (state.state === 2) return { severity: 'error' as const, text: t('offer.rejected', { salary }) };
    return {
      severity: state.requireApproval ? ('warning' as const) : ('info' as const),
      text: state.requireApproval ? t('offer.none') : t('offer.notRequired'),
    };
  })();
  const canStart = !external && !state.open && !state.approved;
  return (
    <>
      <Alert
        severity={line.severity}
        sx={{ mb: 1.5 }}
        data-testid="offer-salary-state"
        action={
          canStart ? (
            <Button color="inherit" size="small" onClick={() => setStarting(true)} data-testid="offer-salary-start">
              {t('offer.start')}
            </Button>
          ) : undefined
        }
      >
        {t('offer.title')}：{line.text}
      </Alert>
      {starting && (
        <Suspense fallback={null}>
          <StartDialog
            preset={{
              id,
              name,
              ...(state.salary !== null ? { salary: state.salary } : {}),
              ...(state.salaryUnit !== null ? { salaryUnit: state.salaryUnit } : {}),
            }}
            onClose={(done) => {
              setStarting(false);
              if (done) void load();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
