/**
 * The seeds' table tooltip: a cell's text on one line, cut with an ellipsis, and the whole text in
 * a tooltip at most 600 px wide. The tooltip only opens when the text is really cut, as Element's
 * show-overflow-tooltip does: a tooltip repeating a short text is noise.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/** The seeds' table tooltip is at most 600 px wide. */
export const TABLE_TOOLTIP_MAX_WIDTH = 600;

export interface TableTooltipProps {
  text: string;
  /**
   * Width the text may take (px or any CSS length). A max width on the text, not on the cell:
   * auto-layout tables ignore a cell's max-width.
   */
  maxWidth: number | string;
}

/** Whether the browser had to cut the text (1 px slack: sub-pixel widths round either way). */
export function isCut(el: { scrollWidth: number; clientWidth: number } | null): boolean {
  return el !== null && el.scrollWidth > el.clientWidth + 1;
}

export function TableTooltip({ text, maxWidth }: TableTooltipProps) {
  const textRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  if (!text) return null;
  return (
    <Tooltip
      title={text}
      placement="top"
      enterDelay={300}
      open={open}
      onOpen={() => setOpen(isCut(textRef.current))}
      onClose={() => setOpen(false)}
      slotProps={{ tooltip: { sx: { maxWidth: TABLE_TOOLTIP_MAX_WIDTH, fontSize: 13, lineHeight: 1.6 } } }}
    >
      <Box
        ref={textRef}
        component="span"
        data-testid="table-tooltip"
        sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}
