import type { Page } from 'playwright-core';

/**
 * What a reader of the visible page would call broken, read from the live layout: a raw i18n key
 * (`menus.talent`, `talent.list.title`) as text; text cut or running out of a table header, a cell, a
 * card line, a chip, a tab or a button (a deliberate ellipsis on a body cell is allowed: the cell
 * carries its full text in a title or tooltip); a page wider than its window; and, on a phone, a
 * record card whose row actions end beyond the right edge. Tables, cards and buttons are looked at
 * `within` a part of the page: the screen by default, or a dialog or drawer over it. `boxes` names
 * more boxes whose text must stay whole (the job-seeker pages' cards), looked at as a chip is.
 */
export function findLayoutFaults(page: Page, within = '[data-testid="active-page"]', o: { boxes?: string } = {}): Promise<string[]> {
  const where = { within, more: o.boxes };
  return page.evaluate(({ within, more }) => {
    const faults: string[] = [];
    const root = document.querySelector(within) ?? document.body;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      // 1 px boxes are text for screen readers only (visually hidden on purpose).
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);

    const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+){1,5}$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = (n.textContent ?? '').trim();
      const parent = n.parentElement;
      if (!t || !parent || !visible(parent) || parent.closest('script, style, code, pre, input, textarea')) continue;
      if (KEY.test(t) && !/^\d|@|\.(com|cn|png|jpg|pdf|docx?)$/i.test(t)) faults.push(`raw key "${t}"`);
    }

    const clipped = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible';
    const spills = (el: HTMLElement, box: DOMRect) => {
      const r = el.getBoundingClientRect();
      return r.right > box.right + 1 || r.left < box.left - 1;
    };
    // Headers: never cut, never ellipsised (columns size to their translated header).
    for (const th of root.querySelectorAll<HTMLElement>('thead th')) {
      if (!visible(th) || !text(th)) continue;
      const inner = [th, ...th.querySelectorAll<HTMLElement>('*')];
      if (inner.some((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)) faults.push(`header cut "${text(th)}"`);
    }
    // Cells, card lines, chips, tabs, buttons: a child running out of its box, or a box clipping
    // its text without an ellipsis the reader can hover for the rest.
    const boxes = root.querySelectorAll<HTMLElement>(
      `tbody td, [data-record-card] dd, [data-record-card] dt, .MuiChip-root, .MuiTab-root, button${more ? `, ${more}` : ''}`,
    );
    for (const box of boxes) {
      // A calendar draws its own grid (FullCalendar: day cells clip their event lists on purpose).
      if (!visible(box) || !text(box) || box.closest('.fc')) continue;
      const rect = box.getBoundingClientRect();
      for (const el of [box, ...box.querySelectorAll<HTMLElement>('*')]) {
        if (!visible(el)) continue;
        const ellipsis = getComputedStyle(el).textOverflow === 'ellipsis';
        const explained = ellipsis && (el.closest('[title], [aria-label], [data-tooltip]') || box.tagName === 'TD' || box.tagName === 'DD');
        if ((clipped(el) && !explained) || (el !== box && spills(el, rect) && getComputedStyle(box).overflow === 'visible')) {
          faults.push(`text out of its ${box.tagName.toLowerCase()} "${text(box)}"`);
          break;
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      faults.push(`page ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    if (window.innerWidth < 992) {
      for (const card of root.querySelectorAll('[data-record-card]')) {
        for (const action of card.querySelectorAll('[data-testid^="row-"]')) {
          const r = action.getBoundingClientRect();
          if (r.width > 0 && (r.right > window.innerWidth || r.left < 0)) faults.push(`row action out of reach on "${text(card)}"`);
        }
      }
    }
    return [...new Set(faults)];
  }, where);
}
