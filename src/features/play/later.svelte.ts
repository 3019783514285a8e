/**
 * The table's later parts (table-later.ts), not loaded with the page: once the table is drawn and the browser has a
 * moment (idle.ts), or at once where one is needed first (a deal opened looked through or over, the settings opened).
 * Until they come, what they draw is not there; nothing drawn waits on them.
 */
type Parts = typeof import('./table-later.ts');
let parts = $state.raw<Parts | null>(null);
let loading: Promise<void> | null = null;

/** Loads the later parts, once; a failed load may be tried again. */
export function loadLater(): Promise<void> {
  loading ??= import('./table-later.ts').then(
    (m) => void (parts = m),
    () => void (loading = null),
  );
  return loading;
}

/** The later parts once loaded, else null (read in a component, it draws them as they come). */
export const later = {
  get parts(): Parts | null {
    return parts;
  },
};
