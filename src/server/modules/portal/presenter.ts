/**
 * The portal's filter choices as options. Position cards and saved positions are read in the shape the
 * site shows (item-repository.ts selects exactly the card's columns), so only these rows need mapping.
 */

/** A tag in use on listed positions, with how many carry it (the most used first). */
export const presentTagOption = (r: { name: string; count: number }) => ({ value: r.name, display: r.name, count: r.count });

/** A position type named on listed positions. */
export const presentTypeOption = (name: string) => ({ value: name, display: name });
