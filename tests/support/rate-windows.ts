/**
 * The database rate-limit store (RATE_LIMIT_STORE=database, the default on PostgreSQL) counts in
 * fixed windows cut on the database's clock (a minute for the identity limits), where the in-memory
 * store starts a window at a key's first hit. A test that counts hits up to a limit first makes sure
 * `needMs` of the current window are left, so that its hits share one window. The test databases run
 * on this machine, so its clock is theirs.
 */
export async function roomInWindow(needMs = 5_000, windowMs = 60_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
