/**
 * A card's text that must not be cut on one line (a position's or a company's name, an address): it
 * wraps, up to `n` lines. A phone has no hover to show the rest of an ellipsised line, and an English
 * salary or badge beside a name leaves it little room.
 */
export function upToLines(n: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: n,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  } as const;
}
