/** The batch dialog's answer: the totals, then one line per file with its result and, for a duplicate, 合并或单独入库. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip, type Tone } from '../../engine/list/chips.tsx';
import { useParsingT } from './i18n.ts';
import { MergePanel } from './MergeDialog.tsx';
import { type BatchAnswer, PARSE_STATUS, type ParseItem } from './types.ts';

const CHIP: Record<number, { key: string; tone: Tone }> = {
  [PARSE_STATUS.landed]: { key: 'ok', tone: 'success' },
  [PARSE_STATUS.duplicate]: { key: 'duplicate', tone: 'warning' },
  [PARSE_STATUS.refused]: { key: 'refused', tone: 'error' },
  [PARSE_STATUS.merged]: { key: 'merged', tone: 'neutral' },
  [PARSE_STATUS.separate]: { key: 'separate', tone: 'neutral' },
};

function Line({ item, onDecide }: { item: ParseItem; onDecide: () => void }) {
  const t = useParsingT();
  const chip = CHIP[item.status] ?? CHIP[PARSE_STATUS.refused]!;
  const details = [item.name, item.degree ? t(`degree.${item.degree}`) : null, item.school, item.employer].filter(Boolean).join(' · ');
  return (
    <Box data-testid="parsing-result" data-status={item.status} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <StatusChip tone={chip.tone} label={t(`result.${chip.key}`)} />
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
          {item.fileName}
        </Typography>
        {item.status === PARSE_STATUS.duplicate && (
          <Button size="small" onClick={onDecide} sx={{ ml: 'auto' }} data-testid="parsing-decide">
            {t('result.decide')}
          </Button>
        )}
      </Stack>
      {details && (
        <Typography variant="body2" color="text.secondary">
          {details}
        </Typography>
      )}
      {item.result && (
        <Typography variant="body2" color={item.status === PARSE_STATUS.refused ? 'error' : 'warning.dark'}>
          {item.result}
        </Typography>
      )}
    </Box>
  );
}

export function BatchResults({ answer, onChanged }: { answer: BatchAnswer; onChanged: () => void }) {
  const t = useParsingT();
  const [items, setItems] = useState(answer.list);
  const [deciding, setDeciding] = useState<ParseItem | null>(null);
  if (deciding) {
    const done = (changed: boolean) => {
      if (changed) {
        onChanged();
        setItems((list) => list.map((i) => (i.id === deciding.id ? { ...i, status: PARSE_STATUS.merged, result: '' } : i)));
      }
      setDeciding(null);
    };
    return <MergePanel item={deciding} onDone={done} onCancel={() => setDeciding(null)} />;
  }
  return (
    <>
      <Typography variant="subtitle2" data-testid="parsing-summary" sx={{ mb: 1 }}>
        {t('batch.summary', answer)}
      </Typography>
      {items.map((item) => (
        <Line key={item.id} item={item} onDecide={() => setDeciding(item)} />
      ))}
    </>
  );
}
