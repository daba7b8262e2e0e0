/**
 * THE list of the places that hold a person's data. A module that adds a table with personal data adds
 * itself here (README → Security → Personal data): what the person downloads (`export`), what their
 * erasure removes or blanks (`erase`), what the retention job removes once the person's time is past
 * (`expire`, given the people whose recruitment data expired). Order matters: a holder runs before the
 * holders whose rows its rows refer to (attachments before files; messages before the account, whose
 * phone and e-mail name them).
 *
 * Erasure keeps every row that is a fact of a company's (applications, stage history, operation log,
 * login log) and blanks the personal content in it; it deletes what is the person's alone.
 */
import type { Queryable } from '../../db/client.ts';
import * as account from './repositories/account.ts';
import * as applications from './repositories/applications.ts';
import * as papers from './repositories/papers.ts';
import * as library from './repositories/library.ts';
import * as salary from './repositories/salary.ts';
import { RECRUIT_RETENTION_YEARS } from '../../../common/privacy.ts';
import { anonymiseLogNames } from './log-names.ts';

/** What a holder did: rows removed or blanked, and the storage keys of files whose bytes go after commit. */
export interface HolderResult {
  rows: number;
  files?: string[];
}

/** A file the person downloads with their data. */
export interface ExportFile {
  id: number;
  name: string;
  storageKey: string;
}

export interface HolderExport {
  data: unknown;
  files?: ExportFile[];
}

/** The people whose recruitment data expired at `now` (subjects.ts decides who). */
export interface Expiry {
  now: Date;
  userIds: number[];
}

export interface PersonalDataHolder {
  /** The key of this holder's part in the download and in the audit's counts. */
  name: string;
  export?(tx: Queryable, userId: number): Promise<HolderExport>;
  erase?(tx: Queryable, userId: number, now: Date): Promise<HolderResult>;
  expire?(tx: Queryable, at: Expiry): Promise<HolderResult>;
}

const rows = (n: number): HolderResult => ({ rows: n });

/** Messages are found by the account's phone and e-mail, so this runs before the account is blanked. */
const messagesHolder: PersonalDataHolder = {
  name: 'messages',
  async export(tx, userId) {
    const who = await account.accountOf(tx, userId);
    return { data: who ? await account.messages(tx, who.phone, who.email) : [] };
  },
  async erase(tx, userId) {
    const who = await account.accountOf(tx, userId);
    return rows(who ? await account.deleteMessages(tx, who.phone, who.email) : 0);
  },
};

const yearsBefore = (now: Date, years: number) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
};

/**
 * The resume library (talent) and resume parsing: the person's entries in every company, found by their
 * account and, for parsed resumes of no account, by their phone and e-mail (so before the account).
 * Expiry also takes parsed entries of no account untouched for RECRUIT_RETENTION_YEARS, and parses older
 * than that, whoever they were about (1000 a batch; the next run goes on).
 */
const libraryHolder: PersonalDataHolder = {
  name: 'resumeLibrary',
  async export(tx, userId) {
    const who = await account.accountOf(tx, userId);
    return { data: await library.entriesOf(tx, userId, who?.phone ?? null, who?.email ?? null) };
  },
  async erase(tx, userId) {
    const who = await account.accountOf(tx, userId);
    return library.blankEntries(tx, await library.entryIds(tx, [userId], who?.phone ?? null, who?.email ?? null));
  },
  async expire(tx, at) {
    const cut = yearsBefore(at.now, RECRUIT_RETENTION_YEARS);
    const linked = await library.blankEntries(tx, await library.entryIds(tx, at.userIds, null, null));
    const stale = await library.blankEntries(tx, await library.staleUnlinkedEntries(tx, cut, 1000));
    const parses = await library.blankStaleParses(tx, cut);
    return { rows: linked.rows + stale.rows + parses.rows, files: [...linked.files, ...stale.files, ...parses.files] };
  },
};

export const HOLDERS: readonly PersonalDataHolder[] = [
  messagesHolder,
  libraryHolder,
  {
    name: 'account',
    export: async (tx, userId) => ({ data: await account.accountOf(tx, userId) }),
    erase: async (tx, userId, now) => rows(await account.anonymiseAccount(tx, userId, now)),
  },
  {
    name: 'consent',
    export: async (tx, userId) => ({ data: await account.acceptances(tx, userId) }),
    erase: async (tx, userId) => rows(await account.blankAcceptances(tx, userId)),
  },
  {
    name: 'logins',
    export: async (tx, userId) => ({ data: await account.logins(tx, userId) }),
    erase: async (tx, userId) => rows(await account.blankLogins(tx, userId)),
  },
  {
    name: 'companyInvitations',
    erase: async (tx, userId) => rows(await account.deleteInvitations(tx, userId)),
  },
  {
    name: 'savedPositions',
    export: async (tx, userId) => ({ data: await account.savedPositions(tx, userId) }),
    erase: async (tx, userId) => rows(await account.deleteSavedPositions(tx, [userId])),
    expire: async (tx, at) => rows(await account.deleteSavedPositions(tx, at.userIds)),
  },
  {
    name: 'resume',
    export: async (tx, userId) => ({ data: await papers.resumeOf(tx, userId) }),
    erase: async (tx, userId) => rows(await papers.deleteResumes(tx, [userId])),
    expire: async (tx, at) => rows(await papers.deleteResumes(tx, at.userIds)),
  },
  {
    name: 'applications',
    async export(tx, userId) {
      return {
        data: {
          applications: await applications.applicationsOf(tx, userId),
          stageHistory: await applications.historyOf(tx, userId),
          interviewInvitations: await applications.invitationsOf(tx, userId),
          offers: await applications.offersOf(tx, userId),
        },
      };
    },
    erase: async (tx, userId) => rows((await applications.blankApplications(tx, [userId])) + (await anonymiseLogNames(tx, [userId]))),
    expire: async (tx, at) => rows((await applications.blankApplications(tx, at.userIds)) + (await anonymiseLogNames(tx, at.userIds))),
  },
  {
    name: 'salary',
    export: async (tx, userId) => ({ data: await salary.salaryOf(tx, userId) }),
    erase: async (tx, userId) => rows(await salary.blankSalary(tx, [userId])),
    expire: async (tx, at) => rows(await salary.blankSalary(tx, at.userIds)),
  },
  {
    name: 'talentPool',
    erase: async (tx, userId) => rows(await applications.deleteTalentPoolEntries(tx, [userId])),
    expire: async (tx, at) => rows(await applications.deleteTalentPoolEntries(tx, at.userIds)),
  },
  {
    name: 'attachments',
    export: async (tx, userId) => ({ data: await papers.attachmentsOf(tx, userId) }),
    erase: async (tx, userId) => rows(await papers.deleteAttachments(tx, [userId])),
    expire: async (tx, at) => rows(await papers.deleteAttachments(tx, at.userIds)),
  },
  // Last: every row above that names one of these files is gone or blanked by now.
  {
    name: 'files',
    async export(tx, userId) {
      const list = await papers.filesOf(tx, userId);
      return {
        data: list.map(({ storageKey: _key, ...f }) => f),
        files: list.map((f) => ({ id: f.id, name: f.name, storageKey: f.storageKey })),
      };
    },
    async erase(tx, userId) {
      const keys = await papers.deleteFiles(tx, [userId]);
      return { rows: keys.length, files: keys };
    },
    async expire(tx, at) {
      const keys = await papers.deleteFiles(tx, at.userIds);
      return { rows: keys.length, files: keys };
    },
  },
];
