/**
 * Saved positions (valid for 3 months, each with its expiry date); offline ones greyed, not
 * openable and so not appliable. Used by the phone's collect page and the desktop myJob tab.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { POSITION_STATE } from '../../../common/recruiting.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useToken } from '../../../shell/session.ts';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { uncollect } from '../../api/seeker.ts';
import type { CollectItem } from '../../api/types.ts';
import { StateChip } from '../../components/Chips.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';
import { Pager } from '../../components/Pager.tsx';
import { PositionCard, PositionCardSkeleton, PositionGrid } from '../../components/PositionCard.tsx';
import { dayText } from '../../components/format.ts';

function OfflineBadge() {
  const { t } = useTranslation('portal');
  return <StateChip tone="neutral" label={t('collect.offline')} data-testid="offline-badge" sx={{ ml: 1 }} />;
}

function Footer({ item, onRemove }: { item: CollectItem; onRemove: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.75, md: 2.25 },
        py: 0.75,
        bgcolor: '#fafbfd',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="caption" sx={{ flex: 1, color: 'text.secondary' }} data-testid="collect-expiry">
        {t('collect.savedOn', { date: dayText(item.createdAt) })} · {t('collect.validUntil', { date: dayText(item.expiresAt) })}
      </Typography>
      <Button size="small" color="inherit" onClick={onRemove} sx={{ color: 'text.secondary' }} data-testid="collect-remove">
        {t('collect.remove')}
      </Button>
    </Box>
  );
}

export function CollectList() {
  const { t } = useTranslation('portal');
  const token = useToken();
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const saves = useApiQuery('/PositionCollect/GetList', token ? paging : null);
  const { data } = saves;
  const loading = saves.isFetching;
  if (!token) return <LoginPrompt />;
  const remove = (positionId: number) =>
    void uncollect(positionId).then(() => {
      toastSuccess(t('detail.unsaved'));
      // This list asks again now; the position's saved state when next shown.
      void invalidate('/PositionCollect/GetList', '/PositionInfo/GetIsCollect');
    });
  return (
    <Box data-testid="collect-list">
      <Alert severity="info" sx={{ mb: 2 }} data-testid="collect-validity">
        {t('collect.validity')}
      </Alert>
      {!data && loading && (
        <PositionGrid columns={1}>
          <PositionCardSkeleton />
          <PositionCardSkeleton />
        </PositionGrid>
      )}
      {data && data.list.length === 0 && (
        <EmptyState
          text={t('collect.empty')}
          action={
            <Button variant="contained" component={RouterLink} to="/hr/social">
              {t('detail.browse')}
            </Button>
          }
        />
      )}
      {data && data.list.length > 0 && (
        <PositionGrid columns={1}>
          {data.list.map((item) => {
            const offline = item.state !== POSITION_STATE.published;
            return (
              <PositionCard
                key={item.positionId}
                p={item.position}
                dimmed={offline}
                linked={!offline}
                badge={offline ? <OfflineBadge /> : undefined}
                footer={<Footer item={item} onRemove={() => remove(item.positionId)} />}
              />
            );
          })}
        </PositionGrid>
      )}
      {data && (
        <Pager
          page={paging.page}
          perPage={paging.perPage}
          total={data.totalCount}
          onChange={(page, perPage) => setPaging({ page, perPage })}
        />
      )}
    </Box>
  );
}
