/**
 * 加入审核: join requests by status (tabs from DropDown/Form/ReviewStatus, pending first), paged
 * 10/20/30/50/100 on the engine's table and pager. 审核 on a pending request, for holders of
 * `teamCode:review`.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataTable } from 'react-admin';
import type { ApiQuery } from '../../../../shell/api.ts';
import { useApiQuery } from '../../../../shell/query.ts';
import { formatDateTime } from '../../../engine/format.ts';
import { EmptyState } from '../../../engine/list/ListStates.tsx';
import { QueryList, usePaging, useQueryList } from '../../../engine/list/QueryList.tsx';
import { RecordTable, pinnedActionsColumnSx } from '../../../engine/list/RecordTable.tsx';
import { RowButtons } from '../../../engine/list/RowButtons.tsx';
import type { JoinForm } from '../api.ts';
import { useOrgT } from '../i18n.ts';
import { ReviewDialog } from './ReviewDialog.tsx';

type ReviewStatus = NonNullable<ApiQuery<'/Form/GetTenementUserJoinReviewList'>['reviewStatus']>;
const PENDING: ReviewStatus = 0;

type Column = { key: keyof JoinForm; width?: number; render?: (r: JoinForm) => string };

/** Reference data: asked once per session. */
const useStatuses = () => useApiQuery('/DropDown/Form/ReviewStatus', undefined, { staleTime: Infinity }).data ?? [];

function columnsOf(status: number): Column[] {
  const c = (key: keyof JoinForm, width?: number, render?: (r: JoinForm) => string): Column => ({ key, width, render });
  const base = [c('name', 120), c('account', 130), c('phone', 130), c('remark'), c('createdAt', 170, (r) => formatDateTime(r.createdAt))];
  if (status === PENDING) return base;
  return [...base, c('reviewerName', 110), c('reviewRemark'), c('reviewedAt', 170, (r) => formatDateTime(r.reviewedAt))];
}

const cellText = (col: Column, r: JoinForm) => (col.render ? col.render(r) : String(r[col.key] ?? '')) || '—';

function ReviewTable({ columns, actions, onReview }: { columns: Column[]; actions: boolean; onReview: (r: JoinForm) => void }) {
  const t = useOrgT();
  return (
    <RecordTable<JoinForm>
      rowProps={() => ({ 'data-testid': 'org-review-row' })}
      empty={<EmptyState text={t('common.empty')} testId="org-review-empty" />}
    >
      {columns.map((c) => (
        <DataTable.Col<JoinForm>
          key={c.key}
          source={c.key}
          label={t(`review.columns.${c.key}`)}
          disableSort
          sx={{ width: c.width, maxWidth: 300, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          render={(r) => <span title={cellText(c, r)}>{cellText(c, r)}</span>}
        />
      ))}
      {actions && (
        <DataTable.Col<JoinForm>
          label={t('common.actions')}
          sx={pinnedActionsColumnSx}
          render={(r) => (
            <RowButtons
              items={
                r.reviewStatus === PENDING
                  ? [{ key: 'review', label: t('review.review'), onClick: () => onReview(r), testId: 'org-review-open' }]
                  : []
              }
            />
          )}
        />
      )}
    </RecordTable>
  );
}

export function JoinReviewList({ canReview }: { canReview: boolean }) {
  const t = useOrgT();
  const statuses = useStatuses();
  const [status, setStatus] = useState<ReviewStatus>(PENDING);
  const filters = { reviewStatus: status };
  const paging = usePaging(filters);
  const query = useApiQuery('/Form/GetTenementUserJoinReviewList', { ...filters, ...paging.params }, { keepPrevious: true });
  const list = useQueryList('page:joinReview', query, paging);
  const columns = useMemo(() => columnsOf(status), [status]);
  const [reviewing, setReviewing] = useState<JoinForm | null>(null);
  const actions = canReview && (list.data ?? []).some((r) => r.reviewStatus === PENDING);
  const closeReview = () => {
    setReviewing(null);
    void query.refetch();
  };

  return (
    <Paper variant="outlined" data-testid="org-review-list">
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('review.title')}
        </Typography>
      </Box>
      <Tabs
        value={status}
        onChange={(_e, v: ReviewStatus) => setStatus(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {(statuses.length ? statuses : [{ value: PENDING, display: '' }]).map((o) => (
          <Tab key={String(o.value)} value={Number(o.value)} label={o.display} data-testid={`org-review-tab-${String(o.value)}`} />
        ))}
      </Tabs>
      <QueryList value={list}>
        <ReviewTable columns={columns} actions={actions} onReview={setReviewing} />
      </QueryList>
      {reviewing && <ReviewDialog row={reviewing} onClose={closeReview} onDone={closeReview} />}
    </Paper>
  );
}
