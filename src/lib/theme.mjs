// The one small site-wide script. The colour theme: the reader's stored choice (light or dark) is set on
// <html data-theme> before the first paint; without one the page follows prefers-color-scheme (tokens.css). The same
// script makes the footer's switch work, and fills in what the home page shows only to some readers (below).
// It runs inline in every page's <head>, so astro.config.mjs hashes this very text for the Content Security Policy.

/** localStorage key of the stored choice: 'light' or 'dark'; none means the device's setting. */
export const THEME_KEY = 'knueffeln.theme';
/** localStorage key set when the reader turns down the other language's offer: it is not made again. */
export const OFFER_KEY = 'knueffeln.offer';
/** The course's progress, as src/features/course/progress.ts keeps it (PROGRESS_KEY; tests/e2e/home.spec.ts stores it from there). */
const PROGRESS_KEY = 'knueffeln.progress';

/**
 * The inline script, short and in plain old JavaScript: it runs before anything else on every page. It applies the
 * stored choice, marks <html data-js> (so the switch shows), marks the pressed button, and handles its clicks.
 * Once the page is parsed it also uncovers two things the home page holds hidden in its HTML:
 * - [data-offer lang=…], the other language's offer, for a reader whose browser puts that language before the
 *   page's (navigator.languages) and who has not turned it down ([data-offer-close] remembers that);
 * - [data-continue], a link to where the course left off, for a learner with progress: the attribute lists the
 *   lessons in course order as [id, url, label, exercise ids]; the first lesson not all answered right is the one
 *   (as src/features/course/course-map.ts's nextStep picks it), and with every lesson done the link keeps its own (the exam).
 */
export const THEME_SCRIPT =
  `(function(){var K='${THEME_KEY}',O='${OFFER_KEY}',d=document.documentElement;` +
  "function set(t){t==='light'||t==='dark'?d.setAttribute('data-theme',t):d.removeAttribute('data-theme')}" +
  "function mark(){var t=d.getAttribute('data-theme')||'system';document.querySelectorAll('[data-theme-choice]').forEach(function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-theme-choice')===t))})}" +
  "function home(){var o=document.querySelector('[data-offer]'),c=document.querySelector('[data-continue]'),L=navigator.languages,i,p,a,n,g;" +
  "try{if(o&&!localStorage.getItem(O))for(i=0;i<L.length;i++){p=L[i].split('-')[0];if(p===d.lang)break;if(p===o.lang){o.hidden=false;break}}" +
  `if(c){a=JSON.parse(localStorage.getItem('${PROGRESS_KEY}')).answers;` +
  "JSON.parse(c.getAttribute('data-continue')).forEach(function(s){var r=a[s[0]]||{},k=s[3].filter(function(x){return r[x]===true}).length;if(k)g=1;if(!n&&k<s[3].length)n=s});" +
  'if(g){if(n){p=c.firstElementChild;p.href=n[1];p.textContent=n[2]}c.hidden=false}}}catch(e){}}' +
  'try{set(localStorage.getItem(K))}catch(e){}' +
  "d.setAttribute('data-js','');document.addEventListener('DOMContentLoaded',function(){mark();home()});" +
  "document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target,t;if(!b)return;" +
  "if(b.closest('[data-offer-close]')){b.closest('[data-offer]').hidden=true;try{localStorage.setItem(O,'1')}catch(e){}return}" +
  "b=b.closest('[data-theme-choice]');if(!b)return;" +
  "t=b.getAttribute('data-theme-choice');set(t);try{t==='system'?localStorage.removeItem(K):localStorage.setItem(K,t)}catch(e){}mark()})})();";

/**
 * The Play page's own inline script, at the top of its body: an address that names another game at the table (?game=…)
 * marks <html data-game> at once, as the table's island does once it runs (KitTable), so that four-player
 * Knüffeln's words below the table never show, and once the page is read it shows that game's own words (the block
 * `data-about` names it, a template until then: PlayPage.astro), for any game of the table's registry, with no rule a game.
 * A name other than lowercase letters, digits and dashes is not copied. Hashed for the Content Security Policy as
 * THEME_SCRIPT is.
 */
export const GAME_MARK_SCRIPT =
  // (and the tab's storage opened while the page is parsed: its first use costs a phone milliseconds, which the table's
  // first draw, reading the kept settings, would otherwise spend)
  'try{sessionStorage.length}catch(e){}' +
  "var G=/[?&]game=([a-z0-9-]{1,24})(&|$)/.exec(location.search);if(G){document.documentElement.setAttribute('data-game',G[1]);" +
  "document.addEventListener('DOMContentLoaded',function(){var t=document.querySelector('template[data-about=\"'+G[1]+'\"]');if(t)t.replaceWith(t.content)})}";
