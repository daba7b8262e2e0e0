/**
 * Background checks go through a provider: the built-in one answers from the company's own records
 * (builtin-provider.ts); another (a vendor's service) implements the same two calls and is put in
 * place with useBackgroundProvider at start-up. A provider is handed the ID number already checked
 * and never logs it; its answers name employments and merits, nothing of another company.
 */
import type { Queryable } from '../../db/client.ts';
import type { Manager } from '../../http/manager.ts';

export interface Employment {
  /** The application (delivery record) of that employment, when the provider knows one. */
  deliveryRecordId: number | null;
  name: string;
  positionName: string;
  deptName: string | null;
  employeeNo: string | null;
  /** Days (YYYY-MM-DD): when they entered and left. */
  entryDate: string | null;
  dimissionDate: string | null;
  reason: string | null;
  rehireEligible: boolean;
  rewards: number;
  penalties: number;
}

export interface Merit {
  deliveryRecordId: number | null;
  positionName: string;
  /** 1 reward, 2 penalty. */
  kind: 1 | 2;
  title: string;
  detail: string | null;
  occurredOn: string;
  blocksRehire: boolean;
}

export interface ProviderContext {
  db: Queryable;
  caller: Manager;
  now: Date;
}

export interface BackgroundProvider {
  readonly name: string;
  employments(ctx: ProviderContext, idNo: string): Promise<Employment[]>;
  merits(ctx: ProviderContext, idNo: string): Promise<Merit[]>;
}

let current: BackgroundProvider | null = null;

/** Put another provider in place (at start-up, before the first request); null goes back to the built-in one. */
export function useBackgroundProvider(p: BackgroundProvider | null) {
  current = p;
}

export function backgroundProvider(builtin: BackgroundProvider): BackgroundProvider {
  return current ?? builtin;
}
