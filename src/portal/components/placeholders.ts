/** Keys for `count` loading placeholders: they have no identity but their place. */
export const placeholderKeys = (count: number): string[] => Array.from({ length: count }, (_, i) => `placeholder-${i}`);
