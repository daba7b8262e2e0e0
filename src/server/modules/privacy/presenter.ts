/** Erasure requests on the wire: the seeker's own view, and the company's (phone masked by the reader's rules). */
import type { privacyRequests } from '../../db/schema/index.ts';

type Request = typeof privacyRequests.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentOwnRequest(r: Request) {
  return {
    id: r.id,
    state: r.state,
    reason: r.reason,
    retainUntil: r.retainUntil,
    createdAt: r.createdAt.toISOString(),
    answeredAt: iso(r.answeredAt),
  };
}

export function presentCompanyRequest(
  r: { request: Request; name: string | null; phone: string | null },
  mask: <T extends Record<string, unknown>>(row: T) => T,
) {
  // An erased account has no name or phone left: the row says so instead of showing blanks.
  const person = mask({ name: r.name, phone: r.phone });
  return {
    ...presentOwnRequest(r.request),
    name: person.name,
    phone: person.phone,
    erased: r.name === null && r.phone === null && r.request.state === 1,
  };
}
