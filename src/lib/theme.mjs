// The colour theme: the reader's stored choice (light or dark) is set on <html data-theme> before the first paint;
// without one the page follows prefers-color-scheme (tokens.css). The same script makes the footer's switch work.
// It runs inline in every page's <head>, so astro.config.mjs hashes this very text for the Content Security Policy.

/** localStorage key of the stored choice: 'light' or 'dark'; none means the device's setting. */
export const THEME_KEY = 'knueffeln.theme';

/**
 * The inline script, short and in plain old JavaScript: it runs before anything else on every page. It applies the
 * stored choice, marks <html data-js> (so the switch shows), marks the pressed button, and handles its clicks.
 */
export const THEME_SCRIPT =
  `(function(){var K='${THEME_KEY}',d=document.documentElement;` +
  "function set(t){t==='light'||t==='dark'?d.setAttribute('data-theme',t):d.removeAttribute('data-theme')}" +
  "function mark(){var t=d.getAttribute('data-theme')||'system';document.querySelectorAll('[data-theme-choice]').forEach(function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-theme-choice')===t))})}" +
  'try{set(localStorage.getItem(K))}catch(e){}' +
  "d.setAttribute('data-js','');document.addEventListener('DOMContentLoaded',mark);" +
  "document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-theme-choice]');if(!b)return;" +
  "var t=b.getAttribute('data-theme-choice');set(t);try{t==='system'?localStorage.removeItem(K):localStorage.setItem(K,t)}catch(e){}mark()})})();";
