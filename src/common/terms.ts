/**
 * The version of the terms of use and personal-data notice the login and register pages show.
 * The client sends it when the person ticks the agreement; the server records who accepted which
 * version when, and refuses a registration without the current one. Change it whenever the terms'
 * text changes (locales/<lng>/portal.json `terms`), so acceptances of the old text stay told apart.
 */
export const TERMS_VERSION = '2026-01';

/** What a client may send as a version: short and plain, since it is stored as sent in the login log. */
export const TERMS_VERSION_PATTERN = '^[0-9A-Za-z.-]{1,20}$';
