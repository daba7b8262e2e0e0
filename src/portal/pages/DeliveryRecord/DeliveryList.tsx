/**
 * The seeker's applications with their stage as the seeds name them (已投递, 被查看, 通过初筛, 邀请面试,
 * 已录用, 已报到, 已入职, 已离职, 不合适), the date it last moved, HR's reply to a 不合适, and a stage
 * filter, and the invitation or offer waiting for an answer (AnswerCards). A pipeline notice about one
 * of them re-reads the list. Used by the phone page and the
 * desktop myJob tab.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PIPELINE_STAGE, POSITION_STATE, SEEKER_STAGE } from '../../../common/recruiting.ts';
import { applicationTone } from '../../../common/state-tones.ts';
import { useToken } from '../../../shell/session.ts';
import { onNotice } from '../../../shell/push.ts';
import type { DeliveryQuery } from '../../api/seeker.ts';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import type { DeliveryItem } from '../../api/types.ts';
import { ChoiceRow } from '../../components/ChoiceRow.tsx';
import { StateChip } from '../../components/Chips.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';
import { Pager } from '../../components/Pager.tsx';
import { SalaryText } from '../../components/SalaryText.tsx';
import { dayText } from '../../components/format.ts';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { InvitationCard, OfferCard } from './AnswerCards.tsx';

const STAGES = Object.values(SEEKER_STAGE);

function RecordCard({ r }: { r: DeliveryItem }) {
  const { t } = useTranslation('portal');
  const open = r.positionState === POSITION_STATE.published;
  const hired = r.seekerStage === SEEKER_STAGE.hired;
  // Special-form answers (generalWorkerData) stay open until the interview is over; only positions
  // with a form have any (asked per position, once a session).
  const answerable = open && r.stage <= PIPELINE_STAGE.interview;
  const form = useApiQuery('/SpecialForm/GetContentByPositionId', answerable ? { positionId: r.positionId } : null);
  const answering = answerable && Boolean(form.data);
  // Past 被查看 the stage has a date of its own (the last move HR made).
  const moved = r.seekerStage !== SEEKER_STAGE.delivered && r.seekerStage !== SEEKER_STAGE.viewed;
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 2, p: { xs: 1.75, md: 2.25 }, display: 'grid', gap: 1 }}
      data-testid="delivery-card"
      data-stage={r.seekerStage}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {open ? (
            <Link
              component={RouterLink}
              to={`/hr/detail?id=${r.positionId}`}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600, fontSize: 16, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              data-testid="delivery-position"
            >
              {r.positionName}
            </Link>
          ) : (
            <Typography
              sx={{
                fontWeight: 600,
                fontSize: 16,
                color: 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              data-testid="delivery-position"
            >
              {r.positionName}
            </Typography>
          )}
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', mt: 0.25, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {[r.tenementName, r.officePlaceName].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <StateChip
          tone={applicationTone(r.stage)}
          label={r.seekerStageName || t(`options.seekerStage.${r.seekerStage}`)}
          data-testid="stage-badge"
        />
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, fontSize: 13, color: 'text.secondary' }}
      >
        <SalaryText min={r.salaryMin} max={r.salaryMax} unit={r.salaryUnit} size={14} />
        <span>{t('delivery.appliedOn', { date: dayText(r.createdAt) })}</span>
        <span>{r.resumeType === 2 ? t('delivery.withAttachment', { name: r.attachmentName ?? '' }) : t('delivery.withOnline')}</span>
        {r.viewedAt && !moved && <span>{t('delivery.viewedOn', { date: dayText(r.viewedAt) })}</span>}
        {moved && (
          <span data-testid="delivery-changed">
            {t('delivery.changedOn', { stage: r.seekerStageName, date: dayText(r.stageChangedAt) })}
          </span>
        )}
        {!open && <span>{t('collect.offline')}</span>}
      </Box>
      {r.message && (
        <Box
          sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1.5, px: 1.5, py: 1, fontSize: 14 }}
          data-testid="delivery-reply"
        >
          <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary', display: 'block', mb: 0.25 }}>
            {t('delivery.reply')}
          </Typography>
          <Typography component="span" sx={{ fontSize: 14, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.message}
          </Typography>
        </Box>
      )}
      {r.invitation && <InvitationCard recordId={r.id} invitation={r.invitation} />}
      {r.offer && <OfferCard recordId={r.id} offer={r.offer} />}
      {(hired || answering) && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {hired && (
            <Button size="small" variant="contained" component={RouterLink} to={`/hr/entryData?id=${r.id}`} data-testid="to-entry-data">
              {t('delivery.entryData')}
            </Button>
          )}
          {answering && (
            <Button
              size="small"
              variant="text"
              component={RouterLink}
              to={`/hr/generalWorkerData?id=${r.id}`}
              data-testid="to-worker-data"
              sx={{ px: 0.5 }}
            >
              {t('delivery.workerData')}
            </Button>
          )}
        </Box>
      )}
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Box>
  );
}

export function DeliveryList() {
  const { t } = useTranslation('portal');
  const token = useToken();
  const mobile = useIsMobile();
  const [q, setQ] = useState<DeliveryQuery & { page: number; perPage: number }>({ page: 1, perPage: 10 });
  const deliveries = useApiQuery('/ResumeDeliveryRecord/User/GetList', token ? q : null);
  const { data } = deliveries;
  const loading = deliveries.isFetching;
  // A push about an application (HR moved it) asks again for the list.
  useEffect(
    () =>
      onNotice((notice) => {
        if (typeof notice.deliveryRecordId !== 'number') return;
        void invalidate('/ResumeDeliveryRecord/User/GetList');
      }),
    [],
  );
  if (!token) return <LoginPrompt />;
  const choices = STAGES.map((s) => ({ value: String(s), label: t(`options.seekerStage.${s}`) }));
  return (
    <Box data-testid="delivery-list">
      <Box sx={{ mb: 1.5 }}>
        <ChoiceRow
          scroll={mobile}
          testId="stage-filter"
          label={t('delivery.stage')}
          choices={choices}
          selected={q.stage ? [String(q.stage)] : []}
          onChange={(v) => setQ({ page: 1, perPage: q.perPage, stage: STAGES.find((s) => String(s) === v[0]) })}
        />
      </Box>
      {!data && loading && <ListSkeleton />}
      {data && data.list.length === 0 && (
        <EmptyState
          text={t('delivery.empty')}
          action={
            <Button variant="contained" component={RouterLink} to="/hr/social">
              {t('detail.browse')}
            </Button>
          }
        />
      )}
      {data && data.list.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          {data.list.map((r) => (
            <RecordCard key={r.id} r={r} />
          ))}
        </Box>
      )}
      {data && (
        <Pager page={q.page} perPage={q.perPage} total={data.totalCount} onChange={(page, perPage) => setQ({ ...q, page, perPage })} />
      )}
    </Box>
  );
}
