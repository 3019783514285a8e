/** A site path under the configured base (BASE_PATH), e.g. href('glossary/') → /knuffeln/glossary/. */
export function href(path = ''): string {
  const base = import.meta.env.BASE_URL;
  return (base.endsWith('/') ? base : `${base}/`) + path.replace(/^\//, '');
}
