/**
 * The stage timeline: the application made, then each move as the server tells it (who, when, from
 * and to, the remark, the step's own fields), newest at the bottom like a conversation.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePipelineT } from '../i18n.ts';
import type { HistoryItem } from './api.ts';
import { when } from './format.ts';

function Dot({ last }: { last: boolean }) {
  return (
    <Box sx={{ position: 'relative', flex: 'none', width: 14, display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: last ? 'primary.main' : 'grey.400', zIndex: 1 }} />
      {!last && <Box sx={{ position: 'absolute', top: 16, bottom: -8, width: 2, bgcolor: 'divider' }} />}
    </Box>
  );
}

function Step({ item, last }: { item: HistoryItem; last: boolean }) {
  const t = usePipelineT();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, pb: 2 }} data-testid="timeline-step">
      <Dot last={last} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.action}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('drawer.timeline.move', { from: item.fromStageName, to: item.toStageName })}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {[item.actorName, when(item.createdAt)].filter(Boolean).join(' · ')}
        </Typography>
        {item.details.map((d) => (
          <Typography key={d.label} variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {d.label}：
            </Box>
            {d.value}
          </Typography>
        ))}
        {item.remark && (
          <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('drawer.timeline.remark')}：
            </Box>
            {item.remark}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function Timeline({ history, appliedAt }: { history: HistoryItem[]; appliedAt: string }) {
  const t = usePipelineT();
  return (
    <Box data-testid="timeline">
      <Box sx={{ display: 'flex', gap: 1.5, pb: 2 }}>
        <Dot last={history.length === 0} />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('drawer.timeline.applied')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {when(appliedAt)}
          </Typography>
        </Box>
      </Box>
      {history.map((h, i) => (
        <Step key={h.id} item={h} last={i === history.length - 1} />
      ))}
    </Box>
  );
}
