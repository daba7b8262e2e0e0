/** The candidate drawer's 面试评估 tab: every round's assessments (RoundsSummary), from the interview stage on. */
import Tab from '@mui/material/Tab';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';
import { useAssessmentT } from './i18n.ts';
import { RoundsSummary } from './RoundsSummary.tsx';

function InterviewsTabLabel() {
  return <>{useAssessmentT()('tab')}</>;
}

/** The tab, for applications that reached the interview stage (a direct child of the drawer's Tabs). */
export function interviewsTabFor(stage: number) {
  if (stage < PIPELINE_STAGE.interview) return null;
  return <Tab value="interviews" label={<InterviewsTabLabel />} sx={{ minHeight: 42 }} data-testid="tab-interviews" />;
}

export function InterviewsTab({ id, onChanged }: { id: number; onChanged: () => void }) {
  return <RoundsSummary id={id} onChanged={onChanged} />;
}
