/** The online resume, its photos and the attachment resumes (Resume/*, Files/AddFileByFromType). */
import { api } from '../../shell/api.ts';
import { postApiForm, type TransferOptions } from '../../widgets/upload/transfer.ts';
import type { BasicInput, Education, Expect, Job, Project, StatusInput, StoredPhoto } from './types.ts';

/** The text field AddFileByFromType tags seeker photos with; the resume accepts only these. */
export const RESUME_PHOTO_FROM = 'resumePhoto';

export const editBasicInfo = (basic: BasicInput) => api.put('/Resume/EditBasicInfo', { basic });
export const editJobStatus = (input: StatusInput) => api.put('/Resume/EditJobStatusOrOther', input);
export const editJobExpect = (expect: Expect) => api.put('/Resume/EditJobExpect', { expect });
export const editJobs = (jobs: Job[]) => api.put('/Resume/EditJobsExperience', { jobs });
export const editProjects = (projects: Project[]) => api.put('/Resume/EditProjectExperience', { projects });
export const editEducations = (educations: Education[]) => api.put('/Resume/EditEducationExperience', { educations });
export const editPhotos = (photoIds: number[]) => api.put('/Resume/EditResumePhotos', { photoIds });

export const getSkillsTags = () => api.get('/Resume/GetSkillsTags');

/** One photo (already cropped and compressed) as the seeker's own private file. */
export async function uploadResumePhoto(file: Blob, name: string, opts?: TransferOptions): Promise<StoredPhoto> {
  const form = new FormData();
  form.append('fromType', RESUME_PHOTO_FROM);
  form.append('files', file, name);
  const stored = await postApiForm('/Files/AddFileByFromType', form, opts);
  const first = stored[0];
  if (!first) throw new Error('upload answered no file');
  return first;
}

export const getAttachments = () => api.get('/Resume/GetMyAttachmentResume');

export function uploadAttachment(file: File, opts?: TransferOptions) {
  const form = new FormData();
  form.append('file', file, file.name);
  return postApiForm('/Resume/Attachment/UploadResume', form, opts);
}

export const deleteAttachment = (id: number) => api.delete('/Resume/Attachment/DeleteResume', { id });
