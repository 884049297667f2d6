// Runs before the first paint: applies the theme this browser last used (or the system's).
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
  root.style.backgroundColor = theme === 'dark' ? '#14161c' : '#f7f6f2';
})();
