/**
 * 加入审核: join requests by status (tabs from DropDown/Form/ReviewStatus, pending first), paged
 * 10/20/30/50/100, a table on a desk and cards on a phone. 审核 on a pending request, for holders
 * of `teamCode:review`.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '../../../engine/format.ts';
import type { ApiQuery } from '../../../../shell/api.ts';
import { useApiQuery } from '../../../../shell/query.ts';
import type { JoinForm } from '../api.ts';
import { useOrgT } from '../i18n.ts';
import { Pager } from '../Pager.tsx';
import { usePaged } from '../usePaged.ts';
import { ReviewDialog } from './ReviewDialog.tsx';

const PENDING: ReviewStatus = 0;
const STATUS_COLOR: Record<number, 'warning' | 'success' | 'error'> = { 0: 'warning', 1: 'success', 2: 'error' };

type Column = { key: keyof JoinForm; label: string; width?: number; render?: (r: JoinForm) => string };

type ReviewStatus = NonNullable<ApiQuery<'/Form/GetTenementUserJoinReviewList'>['reviewStatus']>;

/** Reference data: asked once per session. */
const useStatuses = () => useApiQuery('/DropDown/Form/ReviewStatus', undefined, { staleTime: Infinity }).data ?? [];

function useColumns(status: number): Column[] {
  const t = useOrgT();
  return useMemo(() => {
    const c = (key: keyof JoinForm, width?: number, render?: (r: JoinForm) => string): Column => ({ key, label: t(`review.columns.${key}`), width, render });
    const base = [c('name', 120), c('account', 130), c('phone', 130), c('remark'), c('createdAt', 170, (r) => formatDateTime(r.createdAt))];
    if (status === PENDING) return base;
    return [...base, c('reviewerName', 110), c('reviewRemark'), c('reviewedAt', 170, (r) => formatDateTime(r.reviewedAt))];
  }, [t, status]);
}

const cellText = (col: Column, r: JoinForm) => (col.render ? col.render(r) : String(r[col.key] ?? '')) || '—';

function ReviewCards({ rows, columns, canReview, onReview, statusText }: { rows: JoinForm[]; columns: Column[]; canReview: boolean; onReview: (r: JoinForm) => void; statusText: (n: number) => string }) {
  const t = useOrgT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" data-testid="org-review-row" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>{r.name ?? r.account}</Typography>
            <Chip size="small" color={STATUS_COLOR[r.reviewStatus] ?? 'default'} variant="outlined" label={statusText(r.reviewStatus)} />
          </Box>
          {columns.filter((c) => c.key !== 'name').map((c) => (
            <Box key={c.key} sx={{ display: 'flex', gap: 1, fontSize: 14, py: 0.25 }}>
              <Typography variant="body2" color="text.secondary" sx={{ width: 72, flex: 'none' }}>{c.label}</Typography>
              <Typography variant="body2" sx={{ minWidth: 0, wordBreak: 'break-word' }}>{cellText(c, r)}</Typography>
            </Box>
          ))}
          {canReview && r.reviewStatus === PENDING && (
            <Button variant="contained" size="small" fullWidth sx={{ mt: 1 }} onClick={() => onReview(r)} data-testid="org-review-open">
              {t('review.review')}
            </Button>
          )}
        </Paper>
      ))}
    </Box>
  );
}

function ReviewTable({ rows, columns, canReview, onReview }: { rows: JoinForm[]; columns: Column[]; canReview: boolean; onReview: (r: JoinForm) => void }) {
  const t = useOrgT();
  const actions = canReview && rows.some((r) => r.reviewStatus === PENDING);
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => <TableCell key={c.key} sx={{ width: c.width, fontWeight: 600, whiteSpace: 'nowrap' }}>{c.label}</TableCell>)}
            {actions && <TableCell sx={{ width: 90, fontWeight: 600 }}>{t('common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover data-testid="org-review-row">
              {columns.map((c) => <TableCell key={c.key} sx={{ maxWidth: 300, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={cellText(c, r)}>{cellText(c, r)}</TableCell>)}
              {actions && (
                <TableCell>
                  {r.reviewStatus === PENDING && (
                    <Button size="small" onClick={() => onReview(r)} data-testid="org-review-open">{t('review.review')}</Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function JoinReviewList({ canReview }: { canReview: boolean }) {
  const t = useOrgT();
  const phone = useMediaQuery('(max-width:599.95px)');
  const statuses = useStatuses();
  const [status, setStatus] = useState<ReviewStatus>(PENDING);
  const filters = useMemo(() => ({ reviewStatus: status }), [status]);
  const list = usePaged('/Form/GetTenementUserJoinReviewList', filters);
  const columns = useColumns(status);
  const [reviewing, setReviewing] = useState<JoinForm | null>(null);
  const statusText = (n: number) => statuses.find((o) => Number(o.value) === n)?.display ?? String(n);

  return (
    <Paper variant="outlined" data-testid="org-review-list">
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t('review.title')}</Typography>
      </Box>
      <Tabs value={status} onChange={(_e, v: ReviewStatus) => setStatus(v)} variant="scrollable" allowScrollButtonsMobile sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        {(statuses.length ? statuses : [{ value: PENDING, display: '' }]).map((o) => (
          <Tab key={String(o.value)} value={Number(o.value)} label={o.display} data-testid={`org-review-tab-${String(o.value)}`} />
        ))}
      </Tabs>
      {list.loading && list.rows.length === 0 ? (
        <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 4 }} />
      ) : list.failed ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography color="text.secondary">{t('common.loadFailed')}</Typography>
          <Button size="small" onClick={list.reload}>{t('common.retry')}</Button>
        </Box>
      ) : list.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }} data-testid="org-review-empty">{t('common.empty')}</Typography>
      ) : phone ? (
        <ReviewCards rows={list.rows} columns={columns} canReview={canReview} onReview={setReviewing} statusText={statusText} />
      ) : (
        <ReviewTable rows={list.rows} columns={columns} canReview={canReview} onReview={setReviewing} />
      )}
      <Pager total={list.total} page={list.page} perPage={list.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
      {reviewing && (
        <ReviewDialog
          row={reviewing}
          onClose={() => {
            setReviewing(null);
            list.reload();
          }}
          onDone={() => {
            setReviewing(null);
            list.reload();
          }}
        />
      )}
    </Paper>
  );
}
