/**
 * The room above the row under the table, kept in the row's `--room` (px): what rises from the row over the table (a
 * question, a finished deal) is never taller than that, and scrolls within itself past it. The room reaches up to the
 * table's top, and no further than leaves the rise, the row and the whole hand within one screen, so that wherever the
 * page shows the hand, what rises above it is on the screen too (play.css, show-table.ts). It is measured from the
 * page's layout, never from where it is scrolled: scrolling changes nothing on the table. A Svelte attachment:
 * `<div {@attach roomAbove}>`, on a row whose table (`.table`) and hand (`.hand`) share its parent.
 */
export function roomAbove(row: HTMLElement): () => void {
  let frame = 0;
  const measure = () => {
    frame = 0;
    const table = row.parentElement?.querySelector('.table')?.getBoundingClientRect();
    const hand = row.parentElement?.querySelector('.hand')?.getBoundingClientRect();
    const top = row.getBoundingClientRect().top;
    const room = Math.min(table ? top - table.top : innerHeight, innerHeight - ((hand?.bottom ?? top) - top) - 8);
    row.style.setProperty('--room', `${Math.max(0, Math.floor(room))}px`);
  };
  const later = () => (frame ||= requestAnimationFrame(measure));
  // first in the next frame, before the table is shown (PlayTable), where the layout read is the frame's own
  later();
  addEventListener('resize', later);
  // the page, the table above the row and the hand below it (whose sizes may change between deals)
  const sizes = new ResizeObserver(later);
  sizes.observe(document.documentElement);
  for (const part of row.parentElement?.querySelectorAll('.table, .hand') ?? []) sizes.observe(part);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('resize', later);
    sizes.disconnect();
  };
}
