/**
 * 团队码与加入审核 (menu key `teamCode`): the company's team code (copy; regenerate with
 * `teamCode:edit`), invitations by phone or e-mail (with `tenementUser:add`, a key of the users
 * page that the server asks for this call), and the review of join requests (`teamCode:review`).
 */
import Box from '@mui/material/Box';
import { useAccess, useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { useOrgT } from './org/i18n.ts';
import { InviteBox } from './org/team/InviteBox.tsx';
import { JoinReviewList } from './org/team/JoinReviewList.tsx';
import { TeamCodeCard } from './org/team/TeamCodeCard.tsx';
import { PageHeading } from './org/ui.tsx';

const KEYS = { edit: 'teamCode:edit', review: 'teamCode:review' } as const;
/** Lives on the users page (menu 102): this page's node does not list it, so ask the caller's keys. */
const INVITE_KEY = 'tenementUser:add';
declareFunctionKeys(Object.values(KEYS));

export function TeamCodePage() {
  const t = useOrgT();
  const canEdit = useHasKey(KEYS.edit);
  const canReview = useHasKey(KEYS.review);
  const canInvite = useAccess().keys.has(INVITE_KEY);
  return (
    <Box data-testid="org-team-page">
      <PageHeading title={t('teamCode.title')} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: canInvite ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' }, mb: 2 }}
      >
        <TeamCodeCard canEdit={canEdit} />
        {canInvite && <InviteBox />}
      </Box>
      <JoinReviewList canReview={canReview} />
    </Box>
  );
}

export default TeamCodePage;
