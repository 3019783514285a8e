/**
 * Runs `fn` once the browser has a moment after the table's first draw, at most two seconds later (Safari has no
 * requestIdleCallback: half a second). Returns what cancels it.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const later = setTimeout(fn, 500);
    return () => clearTimeout(later);
  }
  const idle = requestIdleCallback(fn, { timeout: 2000 });
  return () => cancelIdleCallback(idle);
}

/** A load asked for again and again (at a moment, and as soon as it is needed): it runs once, and again only after it failed. */
export function once(load: () => Promise<unknown>): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    load().catch(() => (asked = false));
  };
}
