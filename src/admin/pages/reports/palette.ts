/** The reports' series colours (the charts' chunk and the pages' legends share them). */
export const COLORS = ['#2563eb', '#0891b2', '#7c3aed', '#b45309', '#15803d', '#be123c', '#64748b'] as const;
