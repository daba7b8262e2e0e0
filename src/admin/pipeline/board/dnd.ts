/**
 * Drag-and-drop settings of the board: which column a dragged card is over (the pointer's column;
 * for the keyboard, the column the card overlaps most), and arrow keys that jump a whole column.
 */
import { pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';

export const columnCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

/** Left/right move the card to the next column's top; up/down are not needed on a board. */
export const columnJump: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const dir = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (!dir) return undefined;
  event.preventDefault();
  const rects = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const x = currentCoordinates.x;
  const next = dir > 0 ? rects.find((r) => r.left > x + 8) : [...rects].reverse().find((r) => r.left < x - 8);
  return next ? { x: next.left + 8, y: next.top + 48 } : currentCoordinates;
};
