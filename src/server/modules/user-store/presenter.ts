/** A user's UI settings as UserStore/GetAll answers them: one object, key to stored value. */
export const presentSettings = (rows: ReadonlyArray<{ key: string; value: string }>) =>
  Object.fromEntries(rows.map((r) => [r.key, r.value]));
