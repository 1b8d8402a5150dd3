// Runs in <head> before the page paints: applies a theme the reader chose
// earlier, then wires the toggle once the page has loaded. Without a stored
// choice the page follows the system setting through CSS alone.
(function () {
  var KEY = 'ltt-theme';
  var root = document.documentElement;
  var stored = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch (e) {
    stored = null;
  }
  if (stored === 'light' || stored === 'dark') root.dataset.theme = stored;

  function current() {
    if (root.dataset.theme) return root.dataset.theme;
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  function sync(button) {
    var dark = current() === 'dark';
    button.setAttribute('aria-pressed', String(dark));
    button.title = dark ? 'Dark theme (click for light)' : 'Light theme (click for dark)';
  }

  document.addEventListener('DOMContentLoaded', function () {
    var button = document.getElementById('theme-toggle');
    if (!button) return;
    button.hidden = false;
    sync(button);
    button.addEventListener('click', function () {
      var next = current() === 'dark' ? 'light' : 'dark';
      root.dataset.theme = next;
      try {
        localStorage.setItem(KEY, next);
      } catch (e) {
        /* private mode: the choice lasts for this page only */
      }
      sync(button);
    });
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', function () {
      sync(button);
    });
  });
})();
