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

// Starts loading the person's catalogue of texts beside the app's scripts: the first render waits
// for it (build/preload-catalogue.ts writes each language's files into the page).
(function () {
  var meta = document.querySelector('meta[name="ordna-catalogues"]');
  if (!meta) return;
  var language = meta.getAttribute('data-default');
  var files = null;
  try {
    var user = JSON.parse(localStorage.getItem('ordna.user') || 'null');
    if (user && user.preferences && typeof user.preferences.language === 'string') language = user.preferences.language;
    files = JSON.parse(meta.getAttribute('content') || '{}')[language];
  } catch {
    files = null;
  }
  (files || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  });
})();
