/**
 * What a resume upload may be. Resumes are a few pages: the bounds sit far above any real one and far
 * below what would hurt the server (a zip bomb, a thousand-page PDF).
 */
export const PARSE_LIMITS = {
  /** One file's bytes; a bigger one is refused without being read further. */
  fileBytesMax: 5 * 1024 * 1024,
  /** Files in one BatchParsing call. */
  filesPerBatch: 50,
  /** A DOCX's entries, all of them together unpacked (as its directory says), and how many. */
  docxUnpackedBytesMax: 30 * 1024 * 1024,
  docxEntriesMax: 1000,
  /** word/document.xml unpacked, inflated with this ceiling whatever the directory says. */
  docxDocumentBytesMax: 8 * 1024 * 1024,
  /** Pages of a PDF read for text. */
  pdfPagesMax: 20,
  /** Fewer letters or digits than this in the whole file: a scan without a text layer. */
  textCharsMin: 30,
  /** Text kept for recognition. */
  textCharsMax: 60_000,
} as const;

/** Why a file was refused; each has its state code (1420-1427) and a message in the reader's language. */
export const REFUSALS = {
  type: 'PARSE_FILE_TYPE',
  empty: 'PARSE_FILE_EMPTY',
  tooLarge: 'PARSE_FILE_TOO_LARGE',
  encrypted: 'PARSE_PDF_ENCRYPTED',
  imageOnly: 'PARSE_PDF_IMAGE_ONLY',
  bomb: 'PARSE_DOCX_TOO_BIG',
  unreadable: 'PARSE_FILE_UNREADABLE',
  noFields: 'PARSE_NO_FIELDS',
} as const;
export type Refusal = keyof typeof REFUSALS;

/** A file the parser will not take, and why. */
export class FileRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(`resume file refused: ${reason}`);
  }
}

export type ResumeKind = 'pdf' | 'docx';
export const RESUME_MIME: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
