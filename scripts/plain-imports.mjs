// Vite wraps every dynamic import() in a helper that preloads the chunk's own imports and CSS (about 0.4 KB gzip
// on every page that has one), and build.modulePreload: false does not remove it (vitejs/vite#18551).
// Our on-demand chunks carry no CSS (the build fails if one does), so a plain import() is all they need.
const HELPER = '\0vite/preload-helper.js';

/** @returns {import('vite').Plugin} */
export default function plainImports() {
  return {
    name: 'plain-imports',
    enforce: 'pre',
    resolveId: (id) => (id === 'vite/preload-helper.js' || id === HELPER ? HELPER : null),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_, bundle) {
      // The browser's chunks only: the server loads each page's chunk on demand, and Astro adds its CSS to the page.
      if (this.environment?.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size)
          this.error(`${chunk.fileName} is loaded on demand and has CSS, which a plain import() would not load.`);
      }
    },
  };
}
