/** 面试日程 (menu 313, key `interviewSchedule`): see src/admin/pipeline/schedule/SchedulePage.tsx. */
import { SchedulePage } from '../pipeline/schedule/SchedulePage.tsx';

export default SchedulePage;
