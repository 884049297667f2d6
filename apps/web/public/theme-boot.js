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

// Shows the sign-in screen the build wrote into index.html (build/static-sign-in.ts, hidden by
// app/global.css unless marked here) on a cold /login of someone not signed in: it is in the default
// language, and a person this browser keeps (signed in, or with a saved language) is not sent there.
(function () {
  var kept = true;
  try {
    kept = localStorage.getItem('ordna.user') !== null;
  } catch {
    kept = true;
  }
  if (!kept && /^\/login\/?$/i.test(window.location.pathname)) {
    document.documentElement.setAttribute('data-ordna-static-sign-in', '');
  }
})();

// Starts loading the first screen's code beside the app's scripts, instead of once they have run.
(function () {
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  function metaContent(name) {
    var meta = document.querySelector('meta[name="' + name + '"]');
    if (!meta) return null;
    try {
      return { meta: meta, value: JSON.parse(meta.getAttribute('content') || 'null') };
    } catch {
      return null;
    }
  }
  var user = null;
  try {
    user = JSON.parse(localStorage.getItem('ordna.user') || 'null');
  } catch {
    user = null;
  }
  // The person's catalogue of texts: the first render waits for it (build/preload-catalogue.ts
  // writes each language's files into the page).
  var catalogues = metaContent('ordna-catalogues');
  if (catalogues && catalogues.value) {
    var language = catalogues.meta.getAttribute('data-default');
    if (user && user.preferences && typeof user.preferences.language === 'string') language = user.preferences.language;
    (catalogues.value[language] || []).forEach(preload);
  }
  // The page at this address, when the person may open it: the server names its files
  // (apps/server/src/http/first-page.ts, from build/preload-first-page.ts).
  var page = metaContent('ordna-first-page');
  if (page && page.value && Array.isArray(page.value.files) && (page.value.open || user)) {
    page.value.files.forEach(preload);
  }
})();
