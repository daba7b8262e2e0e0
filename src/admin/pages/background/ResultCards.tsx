/** A background check's answer: one card per former employment, its rehire eligibility and its rewards and penalties. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ApiData } from '../../../shell/api.ts';
import { StatusChip, TagChip } from '../../engine/list/chips.tsx';
import { useSalaryT } from '../salary/i18n.ts';

type Employment = ApiData<'/ThirdInterface/FindByIdNoEncrypt'>['list'][number];
type Merit = ApiData<'/ThirdInterface/GetMeritsInfo'>['list'][number];

function Field({ label, value }: { label: string; value: string | null }) {
  const t = useSalaryT();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value || t('background.none')}</Typography>
    </Box>
  );
}

export function ResultCards({ employments, merits }: { employments: Employment[]; merits: Merit[] }) {
  const t = useSalaryT();
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{t('background.found', { count: employments.length })}</Typography>
      {employments.map((e) => {
        const own = merits.filter((m) => m.deliveryRecordId === e.deliveryRecordId);
        return (
          <Paper
            key={e.deliveryRecordId ?? e.positionName}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 1.5 }}
            data-testid="background-card"
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, fontSize: 16 }}>{e.name}</Typography>
              <StatusChip
                tone={e.rehireEligible ? 'success' : 'error'}
                label={e.rehireEligible ? t('background.eligible') : t('background.notEligible')}
              />
              <TagChip label={t('background.rewards', { count: e.rewards })} />
              <TagChip label={t('background.penalties', { count: e.penalties })} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
              <Field label={t('background.position')} value={e.positionName} />
              <Field label={t('background.dept')} value={e.deptName} />
              <Field label={t('background.employeeNo')} value={e.employeeNo} />
              <Field label={t('background.entryDate')} value={e.entryDate} />
              <Field label={t('background.dimissionDate')} value={e.dimissionDate} />
              <Box sx={{ gridColumn: { xs: 'span 2', md: 'span 3' } }}>
                <Field label={t('background.reason')} value={e.reason} />
              </Box>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
                {t('background.merits')}
              </Typography>
              {own.length === 0 ? (
                <Typography variant="body2">{t('background.noMerits')}</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                  {own.map((m) => (
                    <li key={`${m.occurredOn}-${m.title}`}>
                      <Typography variant="body2" component="span">
                        {m.occurredOn} · {m.kindName} · {m.title}
                        {m.detail ? `（${m.detail}）` : ''}
                      </Typography>
                      {m.blocksRehire && <StatusChip tone="error" sx={{ ml: 1 }} label={t('background.blocksRehire')} />}
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </Paper>
        );
      })}
    </>
  );
}
