/**
 * The scoring form's fields: one row per dropdown group (DropDown/InterviewAssessment) with its grades
 * as a segmented choice, the scale, the result and the comment; the total shown as the server will
 * compute it. Controlled: the dialog keeps the values.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ASSESSMENT_COMMENT_MAX,
  ASSESSMENT_RESULT_LABEL,
  assessmentTotal,
  OPTIONAL_GROUPS,
  SCORE_GROUPS,
} from '../../../common/assessments.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import type { Option } from '../../engine/types.ts';
import { useAssessmentT } from './i18n.ts';

/** Each dropdown list of DropDown/InterviewAssessment by its name. */
export type Lists = Readonly<Record<string, readonly Option[]>>;

export interface ScoringValues {
  scores: Record<string, number | undefined>;
  fractionType: number;
  result: number | null;
  comment: string;
}

export const missingGroups = (v: ScoringValues) =>
  SCORE_GROUPS.filter((g) => v.scores[g.key] === undefined && !OPTIONAL_GROUPS.includes(g.key)).length;

function Row({ label, children, required }: { label: string; children: React.ReactNode; required?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
        alignItems: 'center',
        gap: { xs: 0.5, sm: 2 },
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {label}
        {required && (
          <Box component="span" sx={{ color: 'error.main', ml: 0.25 }} aria-hidden>
            *
          </Box>
        )}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

function Choice({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly Option[];
  value: number | undefined;
  onChange: (v: number | undefined) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      size="small"
      value={value ?? null}
      onChange={(_e, v: number | null) => onChange(v ?? undefined)}
      aria-label={name}
      sx={{ flexWrap: 'wrap' }}
    >
      {options.map((o) => (
        <ToggleButton key={String(o.value)} value={Number(o.value)} sx={{ px: 1.5, py: 0.5 }} data-testid={`grade-${o.value}`}>
          {o.display}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function ScoringForm({ lists, value, onChange }: { lists: Lists; value: ScoringValues; onChange: (v: ScoringValues) => void }) {
  const t = useAssessmentT();
  const lang = currentLang();
  const total = assessmentTotal(
    Object.fromEntries(Object.entries(value.scores).filter((e): e is [string, number] => e[1] !== undefined)),
    value.fractionType,
  );
  return (
    <Box>
      {SCORE_GROUPS.map((g) => (
        <Row key={g.key} label={g.label[lang]} required={!OPTIONAL_GROUPS.includes(g.key)}>
          <Box data-testid={`score-${g.key}`}>
            <Choice
              name={g.label[lang]}
              options={lists[g.list] ?? []}
              value={value.scores[g.key]}
              onChange={(v) => onChange({ ...value, scores: { ...value.scores, [g.key]: v } })}
            />
          </Box>
        </Row>
      ))}
      <Row label={t('fractionType')}>
        <Choice
          name={t('fractionType')}
          options={lists.FractionType ?? []}
          value={value.fractionType}
          onChange={(v) => v !== undefined && onChange({ ...value, fractionType: v })}
        />
        <Typography component="span" variant="body2" sx={{ ml: 2, fontWeight: 600 }} data-testid="score-total">
          {t('total')} {total}
        </Typography>
      </Row>
      <Row label={t('result')} required>
        <RadioGroup
          row
          value={value.result ?? ''}
          onChange={(e) => onChange({ ...value, result: Number(e.target.value) })}
          aria-label={t('result')}
        >
          {Object.entries(ASSESSMENT_RESULT_LABEL).map(([v, label]) => (
            <FormControlLabel key={v} value={Number(v)} control={<Radio size="small" />} label={label[lang]} data-testid={`result-${v}`} />
          ))}
        </RadioGroup>
      </Row>
      <BoundedTextField
        label={t('comment')}
        value={value.comment}
        onChange={(e) => onChange({ ...value, comment: e.target.value })}
        multiline
        minRows={3}
        fullWidth
        sx={{ mt: 2 }}
        max={ASSESSMENT_COMMENT_MAX}
        slotProps={{ htmlInput: { 'data-testid': 'assessment-comment' } }}
      />
    </Box>
  );
}
