/* Registers the book's service worker (sw.js, beside this script at the site's base).
 * `scripts/offline.mjs` appends this, minified, to the built theme.js: only a build that has a
 * service worker registers one, and `astro dev`, which serves public/theme.js as it is, never does.
 * It waits for the page's load event and then for an idle moment, so it never delays the first
 * paint, and it fails silently (a browser without service workers, a private window, a test that
 * blocks them): the book then works as before, online. */
(function () {
  var script = document.currentScript;
  if (!script || !script.src || !('serviceWorker' in navigator)) return;
  var base = new URL('./', script.src).href;
  function register() {
    navigator.serviceWorker.register(base + 'sw.js', { scope: base }).catch(function () {});
  }
  window.addEventListener('load', function () {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 4000 });
    else setTimeout(register, 200);
  });
})();
