/**
 * One filter row: a label and its choices as chips, "全部" first. Single or multiple choice; the
 * chips wrap, so long lists of tags stay readable on a phone.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface Choice {
  value: string;
  label: string;
}

function ChoiceChip({ label, on, onClick, testId }: { label: string; on: boolean; onClick: () => void; testId: string }) {
  return (
    <ButtonBase
      onClick={onClick}
      data-testid={testId}
      data-on={on ? 'true' : 'false'}
      aria-pressed={on}
      sx={(theme) => ({
        px: 1.5,
        py: 0.5,
        fontSize: 13,
        borderRadius: 5,
        lineHeight: 1.6,
        border: 1,
        borderColor: on ? 'primary.main' : 'transparent',
        // The tinted background takes the page grey under it: the main blue falls short of 4.5:1 there.
        color: on ? 'primary.dark' : 'text.primary',
        bgcolor: on ? alpha(theme.palette.primary.main, 0.08) : '#f2f4f8',
        fontWeight: on ? 600 : 400,
        transition: 'background-color .15s',
        '&:hover': { bgcolor: on ? alpha(theme.palette.primary.main, 0.12) : '#e9edf4' },
      })}
    >
      {label}
    </ButtonBase>
  );
}

export interface ChoiceRowProps {
  label: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  multiple?: boolean;
  testId: string;
  /** Phones put the label above the chips. */
  stacked?: boolean;
  /** One line that scrolls sideways, no label (a phone's stage filter). */
  scroll?: boolean;
}

export function ChoiceRow({
  label,
  choices,
  selected,
  onChange,
  multiple = false,
  testId,
  stacked = false,
  scroll = false,
}: ChoiceRowProps) {
  const { t } = useTranslation('portal');
  const toggle = (v: string) => {
    const on = selected.includes(v);
    if (multiple) onChange(on ? selected.filter((s) => s !== v) : [...selected, v]);
    else onChange(on ? [] : [v]);
  };
  if (scroll) {
    return (
      <Box
        data-testid={testId}
        role="group"
        aria-label={label}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 0.5, mx: -1.5, px: 1.5, scrollbarWidth: 'none', '& > *': { flexShrink: 0 } }}
      >
        <ChoiceChip label={t('filters.all')} on={selected.length === 0} onClick={() => onChange([])} testId={`${testId}-all`} />
        {choices.map((c) => (
          <ChoiceChip
            key={c.value}
            label={c.label}
            on={selected.includes(c.value)}
            onClick={() => toggle(c.value)}
            testId={`${testId}-choice`}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: stacked ? 'stretch' : 'flex-start',
        gap: stacked ? 1 : 2,
        py: stacked ? 1.25 : 0.75,
      }}
    >
      <Typography
        sx={{
          width: stacked ? 'auto' : 88,
          flexShrink: 0,
          fontSize: 14,
          color: 'text.secondary',
          pt: stacked ? 0 : 0.6,
          fontWeight: stacked ? 600 : 400,
        }}
      >
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
        <ChoiceChip label={t('filters.all')} on={selected.length === 0} onClick={() => onChange([])} testId={`${testId}-all`} />
        {choices.map((c) => (
          <ChoiceChip
            key={c.value}
            label={c.label}
            on={selected.includes(c.value)}
            onClick={() => toggle(c.value)}
            testId={`${testId}-choice`}
          />
        ))}
      </Box>
    </Box>
  );
}
