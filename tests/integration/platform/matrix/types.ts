/** The authorization matrix's vocabulary: one entry per back-office route (see authorization-matrix.test.ts). */
import type { Db } from '../../../../src/server/db/client.ts';

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path after /recruit/api, with its query string. */
  url: string;
  payload?: unknown;
  /** An xlsx (or other file) sent as multipart field `file`. */
  file?: { data: Buffer; filename: string; type: string };
}

export interface Answer {
  http: number;
  /** The envelope's state; null when the answer is a file. */
  state: number | null;
  data: unknown;
}

export interface MatrixCtx {
  call(token: string, req: Req): Promise<Answer>;
  /** The demo company's top administrator (holds every key). */
  admin: string;
  /** The second company's top administrator. */
  other: string;
  /** Ids of the admin's first rows of a list call (`Controller/Action?query`). */
  idsOf(url: string): Promise<number[]>;
  /** Admin call that must answer 200; returns its data. */
  ok<T = unknown>(req: Req): Promise<T>;
  /**
   * The database, for entries whose record only a long chain of calls could reach (an application
   * at a late pipeline stage): they write it directly, as the module's own tests do.
   */
  db: Db;
}

/** How the route keeps another company's administrator away from the first company's data. */
export type Cross =
  /** Works on the caller's own company only; nothing in the request names another company's record. */
  | { own: string }
  /** Data shared by every company (menus, function keys, templates). */
  | { shared: string }
  /** A list or dropdown: the other company's answer holds none of the first company's ids. */
  | { list: true }
  /**
   * Names a record of the first company: refused with 1102 (or `refused`: a batch call names the id
   * it could not find, 1201), and the record reads the same afterwards.
   */
  | { record: (c: MatrixCtx) => Promise<{ req: Req; read: () => Promise<unknown>; refused?: number }> };

export interface Entry {
  /** A request the first company's administrator may make, answered with 200 (or a file). */
  ok: (c: MatrixCtx) => Promise<Req> | Req;
  cross: Cross;
}

export type Entries = Record<string, Entry>;

/** Ids in a list or dropdown answer. */
export function idsIn(data: unknown): number[] {
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)
      ? (data as { list: unknown[] }).list
      : [];
  return rows
    .map((r) =>
      r && typeof r === 'object' ? ((r as { id?: unknown; value?: unknown }).id ?? (r as { value?: unknown }).value) : undefined,
    )
    .filter((v): v is number => typeof v === 'number');
}
