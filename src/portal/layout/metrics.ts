/** Heights of the fixed bars, so sticky bars and the page bottom clear them. */
export const HEADER_HEIGHT = { xs: 52, md: 64 } as const;
export const TAB_BAR_HEIGHT = 56;
