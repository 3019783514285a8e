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
