/**
 * What the upload widgets accept before anything goes over the wire: type by extension, size and
 * count, with the seeds' messages. Pure, so the limits and the exact texts are pinned by tests.
 * The server judges the content again; these checks only spare the user a pointless upload.
 */
import type { UploadPurpose } from './transfer.ts';

/** One file in a widget's value: what the form keeps of an upload. */
export interface UploadedFile {
  id: number;
  name: string;
  fullPath: string;
}

export type UploadKind = 'file' | 'image';

export const DEFAULT_FILE_TYPES: readonly string[] = ['.pdf'];
/** The seeds' order; the wrong-type message lists them in it. */
export const DEFAULT_IMAGE_TYPES: readonly string[] = ['jpeg', 'png', 'jpg', 'bmp', 'webp'];
export const DEFAULT_MAX_SIZE_MB = 2;
export const DEFAULT_MAX_COUNT = 10;

export interface UploadRules {
  kind: UploadKind;
  /** Extensions, with or without the dot, any case. */
  types: readonly string[];
  maxSizeMb: number;
  maxCount: number;
  /** Pictures for public pages (logo, rich text, poster); without it the upload stays private to the company. */
  purpose?: UploadPurpose | undefined;
}

export interface Rejection {
  /** Key in the widgets namespace. */
  key: 'upload.wrongFileType' | 'upload.wrongImageType' | 'upload.imageTooLarge' | 'upload.fileTooLarge' | 'upload.tooMany';
  params: Record<string, string | number>;
}

export interface Screened<F> {
  accepted: F[];
  /** One entry per kind of problem, however many files had it. */
  rejections: Rejection[];
}

const bare = (t: string) => t.trim().replace(/^\.+/, '').toLowerCase();

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function hasAllowedType(fileName: string, types: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  return ext !== '' && types.some((t) => bare(t) === ext);
}

/** The `accept` attribute of the file input: `.pdf,.png`. */
export function acceptAttr(types: readonly string[]): string {
  return types.map((t) => `.${bare(t)}`).join(',');
}

/**
 * The type list inside a message. Files read `.pdf,.xlsx`; images keep the seeds' exact text
 * 请上传jpeg,.png,.jpg,.bmp,.webp的图片类型, which joins the bare names with `,.`.
 */
export function typesText(types: readonly string[], kind: UploadKind): string {
  const names = types.map(bare);
  return kind === 'image' ? names.join(',.') : names.map((n) => `.${n}`).join(',');
}

function typeRejection(rules: UploadRules): Rejection {
  const key = rules.kind === 'image' ? 'upload.wrongImageType' : 'upload.wrongFileType';
  return { key, params: { types: typesText(rules.types, rules.kind) } };
}

function sizeRejection(rules: UploadRules): Rejection {
  return { key: rules.kind === 'image' ? 'upload.imageTooLarge' : 'upload.fileTooLarge', params: { n: rules.maxSizeMb } };
}

export function isTooLarge(size: number, maxSizeMb: number): boolean {
  return size > maxSizeMb * 1024 * 1024;
}

export function slotsLeft(current: number, maxCount: number): number {
  return Math.max(0, maxCount - current);
}

/** Whether the add button shows: the seeds hide it once the list is full. */
export function canAddMore(current: number, maxCount: number): boolean {
  return slotsLeft(current, maxCount) > 0;
}

/**
 * Split a selection into what may be uploaded and why the rest may not. `current` counts the
 * files already in the list and those still uploading. Files that fit are kept in order up to the
 * free slots; the others are dropped with the count message rather than refusing the whole pick.
 */
export function screenFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  rules: UploadRules,
  current: number,
): Screened<F> {
  const rejections = new Map<Rejection['key'], Rejection>();
  const valid: F[] = [];
  for (const f of files) {
    if (!hasAllowedType(f.name, rules.types)) {
      const r = typeRejection(rules);
      rejections.set(r.key, r);
    } else if (isTooLarge(f.size, rules.maxSizeMb)) {
      const r = sizeRejection(rules);
      rejections.set(r.key, r);
    } else {
      valid.push(f);
    }
  }
  const free = slotsLeft(current, rules.maxCount);
  if (valid.length > free) rejections.set('upload.tooMany', { key: 'upload.tooMany', params: { n: rules.maxCount } });
  return { accepted: valid.slice(0, free), rejections: [...rejections.values()] };
}

/** What the widget keeps of the server's answer (the thumbnail path is the same URL here). */
export function toUploaded(f: { id: number; name: string; fullPath: string }): UploadedFile {
  return { id: f.id, name: f.name, fullPath: f.fullPath };
}
