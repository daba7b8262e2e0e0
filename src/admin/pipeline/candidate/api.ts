/**
 * The candidate drawer's calls and the shapes it reads. GetDetail is the delivery module's (the
 * resume as sent, the attachment, the special-form answers); the rest are the pipeline's
 * (src/server/modules/pipeline/candidate).
 */
import { http } from '../../../shell/http.ts';

export interface Basic {
  name: string | null;
  sex: number | null;
  birthday: string | null;
  phone: string | null;
  email: string | null;
  education: number | null;
  workYears: number | null;
  city: string | null;
  idNumber: string | null;
  marriage: number | null;
  politics: number | null;
}

export interface Snapshot {
  kind?: number;
  basic?: Basic;
  jobStatus?: number | null;
  selfEvaluation?: string | null;
  skills?: string[];
  expect?: { positionTypes?: string[]; cities?: string[]; salaryMin?: number; salaryMax?: number; jobNature: number | null } | null;
  jobs?: Array<{ company: string; position: string; startDate: string; endDate: string | null; description: string }>;
  projects?: Array<{ name: string; role: string; startDate: string; endDate: string | null; url: string | null; description: string }>;
  educations?: Array<{ school: string; major: string; education: number; startDate: string; endDate: string | null; fullTime: boolean }>;
  photos?: Array<{ id: number; fullPath: string }>;
}

export interface FormItem {
  prop: string;
  label: string;
  el: string;
  options?: string[];
}

export interface CandidateDetail {
  record: { id: number; positionId: number; resumeType: number; stage: number; seekerStageName: string; active: boolean; source: string | null; createdAt: string; viewedAt: string | null; arrivalTime: string | null; stageChangedAt: string };
  position: { id: number; name: string; recruitmentType: number; positionTypeName: string | null };
  applicant: { account: string; name: string | null; phone: string | null; email: string | null };
  resume: Snapshot;
  attachment: { id: number; name: string; fullPath: string } | null;
  formData: { formId: number; name: string; items: FormItem[]; data: Record<string, string | number> } | null;
}

export interface HistoryItem {
  id: number;
  call: string;
  action: string;
  fromStage: number;
  fromStageName: string;
  toStage: number;
  toStageName: string;
  actorName: string | null;
  createdAt: string;
  remark: string | null;
  details: Array<{ label: string; value: string }>;
}

export interface Note {
  id: number;
  content: string;
  authorName: string | null;
  createdAt: string;
}

export interface NotePage {
  list: Note[];
  totalCount: number;
  page: number;
  perPage: number;
}

export interface EntryData {
  employeeNo: string | null;
  entryDeptName: string | null;
  personnelType: string | null;
  personnelTypeName: string | null;
  entryDate: string | null;
  dimissionDate: string | null;
  arrivalTime: string | null;
  papersRemark: string | null;
  files: Array<{ kind: string; name: string; fullPath: string }>;
}

export const NOTE_MAX = 500;
export const NOTES_PER_PAGE = 20;

export const candidateApi = {
  detail: (id: number) => http.get<CandidateDetail>('ResumeDeliveryRecord/GetDetail', { id }),
  history: (id: number) => http.get<HistoryItem[]>('ResumeDeliveryRecord/GetStageHistory', { id }),
  entry: (id: number) => http.get<EntryData>('ResumeDeliveryRecord/GetEntryData', { id }),
  notes: (id: number, page: number) => http.get<NotePage>('ResumeDeliveryRecord/Note/GetList', { id, page, perPage: NOTES_PER_PAGE }),
  addNote: (id: number, content: string) => http.post<Note>('ResumeDeliveryRecord/Note/Add', { id, content }),
};
