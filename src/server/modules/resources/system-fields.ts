/** Columns every generically stored resource has besides its own fields. */
export const SYSTEM_FIELDS = ['id', 'enabled', 'createdAt', 'updatedAt'] as const;
