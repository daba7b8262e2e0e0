/** The online resume, its photos and the attachment resumes (Resume/*, Files/AddFileByFromType). */
import { http, type CallOptions } from '../../shell/http.ts';
import { postForm, type TransferOptions } from '../../widgets/upload/transfer.ts';
import type { Attachment, BasicInput, Education, Expect, Job, Option, Project, Resume, StatusInput, StoredPhoto } from './types.ts';

/** The text field AddFileByFromType tags seeker photos with; the resume accepts only these. */
export const RESUME_PHOTO_FROM = 'resumePhoto';

export const getMyResume = (opts?: CallOptions) => http.get<Resume | null>('Resume/GetMyResume', undefined, opts);

export const editBasicInfo = (basic: BasicInput) => http.put<Resume>('Resume/EditBasicInfo', { basic });
export const editJobStatus = (input: StatusInput) => http.put<Resume>('Resume/EditJobStatusOrOther', input);
export const editJobExpect = (expect: Expect) => http.put<Resume>('Resume/EditJobExpect', { expect });
export const editJobs = (jobs: Job[]) => http.put<Resume>('Resume/EditJobsExperience', { jobs });
export const editProjects = (projects: Project[]) => http.put<Resume>('Resume/EditProjectExperience', { projects });
export const editEducations = (educations: Education[]) => http.put<Resume>('Resume/EditEducationExperience', { educations });
export const editPhotos = (photoIds: number[]) => http.put<Resume>('Resume/EditResumePhotos', { photoIds });

export const getSkillsTags = () => http.get<Option<string>[]>('Resume/GetSkillsTags');

/** One photo (already cropped and compressed) as the seeker's own private file. */
export async function uploadResumePhoto(file: Blob, name: string, opts?: TransferOptions): Promise<StoredPhoto> {
  const form = new FormData();
  form.append('fromType', RESUME_PHOTO_FROM);
  form.append('files', file, name);
  const stored = await postForm<StoredPhoto[]>('Files/AddFileByFromType', form, opts);
  const first = stored[0];
  if (!first) throw new Error('upload answered no file');
  return first;
}

export const getAttachments = () => http.get<Attachment[]>('Resume/GetMyAttachmentResume');

export function uploadAttachment(file: File, opts?: TransferOptions): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<Attachment>('Resume/Attachment/UploadResume', form, opts);
}

export const deleteAttachment = (id: number) => http.delete<null>('Resume/Attachment/DeleteResume', { id });
