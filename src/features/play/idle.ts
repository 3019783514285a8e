/** What says the reader has begun to act at the table: a touch, a click, a key, the focus moved. */
const ACTIVE = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `fn` once, when the reader first acts on the page (a touch, a click, a key, the focus moved) or `wait` ms after
 * the table's first draw, whichever comes first: what is needed only once the reader acts loads then, and the first
 * seconds, while a phone draws the table and the reader reads it, are left alone. Returns what cancels it.
 */
export function whenActive(fn: () => void, wait = 8000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    stop();
    fn();
  };
  const timer = setTimeout(run, wait);
  const stop = () => {
    done = true;
    clearTimeout(timer);
    for (const type of ACTIVE) removeEventListener(type, run, true);
  };
  for (const type of ACTIVE) addEventListener(type, run, { capture: true, passive: true });
  return stop;
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
