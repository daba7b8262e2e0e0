/** Columns every generically stored resource has besides its own fields (the CLI's checks and the screens' configuration accept them). */
export const SYSTEM_FIELDS = ['id', 'enabled', 'createdAt', 'updatedAt'] as const;
