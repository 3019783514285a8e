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

/**
 * A load asked for again and again (at a moment, and as soon as it is needed): it runs once, and again only after it
 * failed. What it returns settles when the load has, a failure included (nothing is left to catch).
 */
export function once(load: () => Promise<unknown>): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () =>
    (loading ??= load().then(
      () => undefined,
      () => void (loading = null),
    ));
}
