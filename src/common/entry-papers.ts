/**
 * The papers of a hired application's entry data that are one file each (its photos are a list beside
 * them): the seeker's entry form, HR's candidate drawer and the files' access rule name the same keys.
 */
export const ENTRY_FILE_KEYS = ['idCardFrontId', 'idCardBackId', 'diplomaId', 'healthCertId', 'bankCardId'] as const;
export type EntryFileKey = (typeof ENTRY_FILE_KEYS)[number];
