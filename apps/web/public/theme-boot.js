// Runs before the first paint: applies the theme this browser last used (or the system's).
// The page colours follow from the attribute (app/global.css, a render-blocking stylesheet).
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('ordna.theme');
  } catch {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', theme);
  root.style.colorScheme = theme;
  // The browser's own bars match the header (theme.ts: --ordna-nav-bg).
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#1a1d24' : '#ffffff');
})();
