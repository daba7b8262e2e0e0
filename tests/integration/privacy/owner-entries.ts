/**
 * Owner entries (owner-matrix.test.ts) of the seeker's personal-data calls: none names a record, each
 * acts on the caller's own account. Erasure is asked by a person of its own (a new seeker who applied
 * nowhere, so it runs at once), never by the shared owner the other entries read.
 */
import { TERMS_VERSION } from '../../../src/common/terms.ts';
import type { OwnerEntries } from '../platform/matrix/owner-types.ts';

export const privacyOwnerEntries: OwnerEntries = {
  'GET /Privacy/ExportMyData': {
    ok: () => ({ method: 'GET', url: '/Privacy/ExportMyData' }),
    cross: { own: 'the caller’s own data, found by their session' },
  },
  'GET /Privacy/GetMyRequests': {
    ok: () => ({ method: 'GET', url: '/Privacy/GetMyRequests' }),
    cross: { own: 'the caller’s own requests' },
  },
  'POST /Privacy/RequestErasure': {
    ok: async (c) => ({ method: 'POST', url: '/Privacy/RequestErasure', as: (await c.person()).token }),
    cross: { own: 'erases the caller’s own account only' },
  },
  'GET /Privacy/GetConsent': { ok: () => ({ method: 'GET', url: '/Privacy/GetConsent' }), cross: { own: 'the caller’s own acceptances' } },
  'POST /Privacy/AcceptTerms': {
    ok: () => ({ method: 'POST', url: '/Privacy/AcceptTerms', payload: { agreementVersion: TERMS_VERSION } }),
    cross: { own: 'records the caller’s own consent' },
  },
};
