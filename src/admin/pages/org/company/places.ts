/**
 * The office-places editor's rules, pure: at most 10 (the server refuses more with 1123), name and
 * address required within the server's lengths, names unique within the company, and the list
 * as UpdateCompanyInfoEntity takes it (sort = position).
 */
import { LIMITS } from '../../../../common/validators.ts';
import type { OfficePlace } from '../api.ts';
import type { OrgT } from '../i18n.ts';
import { LEN, firstError, maxLength, required } from '../validate.ts';

export const MAX_PLACES = LIMITS.officePlacesMax;

/** A row being edited; `key` tells rows apart before they have a server id. */
export interface PlaceRow {
  key: string;
  id?: number;
  name: string;
  address: string;
}

export interface PlaceErrors {
  name?: string;
  address?: string;
}

let nextKey = 1;
export const newPlaceKey = () => `new-${nextKey++}`;

export function rowsOf(places: readonly OfficePlace[]): PlaceRow[] {
  return [...places]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((p) => ({ key: `id-${p.id ?? newPlaceKey()}`, id: p.id, name: p.name, address: p.address }));
}

export function canAddPlace(count: number): boolean {
  return count < MAX_PLACES;
}

export function placeErrors(rows: readonly PlaceRow[], t: OrgT): PlaceErrors[] {
  const nameLabel = t('company.fields.placeName');
  const addressLabel = t('company.fields.placeAddress');
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const name = firstError([required(t, nameLabel), maxLength(t, nameLabel, LEN.placeName)], r.name);
    const address = firstError([required(t, addressLabel), maxLength(t, addressLabel, LEN.placeAddress)], r.address);
    const k = r.name.trim();
    const duplicate = k !== '' && seen.has(k);
    seen.set(k, (seen.get(k) ?? 0) + 1);
    return { name: name ?? (duplicate ? t('company.duplicatePlace') : undefined), address };
  });
}

export const hasPlaceErrors = (errors: readonly PlaceErrors[]) => errors.some((e) => e.name || e.address);

export function placesPayload(rows: readonly PlaceRow[]): OfficePlace[] {
  return rows.map((r, i) => ({ ...(r.id !== undefined ? { id: r.id } : {}), name: r.name.trim(), address: r.address.trim(), sort: i + 1 }));
}

/** The server's per-row messages (`officePlaces.2.name`) as row errors. */
export function serverPlaceErrors(errors: Readonly<Record<string, string>>, count: number): PlaceErrors[] {
  const out: PlaceErrors[] = Array.from({ length: count }, () => ({}));
  for (const [key, message] of Object.entries(errors)) {
    const m = /^officePlaces[./[](\d+)\]?[./](name|address)$/.exec(key);
    const row = m ? out[Number(m[1])] : undefined;
    if (row && m) row[m[2] as keyof PlaceErrors] = message;
  }
  return out;
}

/** Client checks first; a server message shows where the client found nothing. */
export function mergePlaceErrors(client: readonly PlaceErrors[], server: readonly PlaceErrors[]): PlaceErrors[] {
  const n = Math.max(client.length, server.length);
  return Array.from({ length: n }, (_x, i) => ({
    name: client[i]?.name ?? server[i]?.name,
    address: client[i]?.address ?? server[i]?.address,
  }));
}
