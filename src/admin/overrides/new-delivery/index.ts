/**
 * 新投递 (resources/new-delivery.json) and every stage screen extending it (初筛通过 … 人才库, 不合适):
 * the candidate's name opens the candidate drawer (src/admin/pipeline/candidate). The row and bulk
 * buttons are the definitions' transitions; the engine runs them.
 */
import { CandidateNameCell } from '../../pipeline/candidate/CandidateNameCell.tsx';

export const columns = { name: CandidateNameCell };
