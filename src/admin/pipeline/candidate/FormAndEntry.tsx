/**
 * What the seeker answered on the position's special form, and the hire side: employee number,
 * department, personnel type, dates and the entry papers they gave.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePipelineT } from '../i18n.ts';
import type { CandidateDetail, EntryData } from './api.ts';
import { PaperPreview } from './Papers.tsx';
import { Facts, Section } from './ResumeSection.tsx';
import { when } from './format.ts';

export function FormAnswers({ form }: { form: NonNullable<CandidateDetail['formData']> }) {
  const t = usePipelineT();
  return (
    <Section title={form.name} testId="form-answers">
      <Stack spacing={1}>
        {form.items.map((item) => {
          const value = form.data[item.prop];
          return (
            <Box key={item.prop}>
              <Typography variant="body2" color="text.secondary">
                {item.label}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value === undefined || value === '' ? t('drawer.form.unanswered') : String(value)}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}

/** Whether there is anything of the hire side to show yet. */
export const hasEntry = (e: EntryData) =>
  Boolean(
    e.employeeNo ||
      e.entryDeptName ||
      e.personnelTypeName ||
      e.entryDate ||
      e.dimissionDate ||
      e.arrivalTime ||
      e.papersRemark ||
      e.files.length,
  );

export function EntrySection({ entry }: { entry: EntryData }) {
  const t = usePipelineT();
  return (
    <Section title={t('drawer.entry.title')} testId="entry-data">
      <Facts
        rows={[
          [t('drawer.entry.employeeNo'), entry.employeeNo],
          [t('drawer.entry.dept'), entry.entryDeptName],
          [t('drawer.entry.personnelType'), entry.personnelTypeName],
          [t('drawer.entry.arrivalTime'), entry.arrivalTime ? when(entry.arrivalTime) : null],
          [t('drawer.entry.entryDate'), entry.entryDate],
          [t('drawer.entry.dimissionDate'), entry.dimissionDate],
          [t('drawer.entry.remark'), entry.papersRemark],
        ]}
      />
      {entry.files.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1.5 }}>
          {entry.files.map((f) => (
            <Box key={f.fullPath}>
              <Typography variant="caption" color="text.secondary">
                {t(`drawer.entry.kinds.${f.kind}`, { defaultValue: t('drawer.entry.kinds.other') })}
              </Typography>
              <PaperPreview name={f.name} fullPath={f.fullPath} compact />
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
