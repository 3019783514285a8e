// Registers the service worker that keeps the trick explorer working offline (loaded by /trick/ only).
if ('serviceWorker' in navigator) {
  const base = new URL('.', document.currentScript.src).pathname;
  // Without a service worker the explorer still works online; a failed registration only costs offline use.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {});
  });
}
