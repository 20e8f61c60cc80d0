/* global window, document */
// Applies the stored theme before the first paint (spec §4), without an inline
// script (the CSP allows scripts from 'self' only). Mirrors initTheme() in
// src/shared/theme/theme.ts; src/shared/theme/theme.test.ts runs this file too.
(function () {
  var key = 'SOCIAL_REACTJS_THEME_KEY';
  var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var stored;
  try {
    stored = localStorage.getItem(key);
  } catch {
    stored = null;
  }
  if (stored !== 'light' && stored !== 'dark' && stored !== 'auto') {
    stored = dark ? 'dark' : 'light';
    try {
      localStorage.setItem(key, stored);
    } catch {
      // No storage: apply for this visit only.
    }
  }
  var theme = stored === 'auto' ? (dark ? 'dark' : 'light') : stored;
  document.documentElement.setAttribute('data-bs-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
