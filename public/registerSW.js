// Every page registers the service worker, so the whole site works offline after one visit (online it is not needed).
if ('serviceWorker' in navigator) {
  const base = new URL('.', document.currentScript.src).pathname;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {});
  });
}
