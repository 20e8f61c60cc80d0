/* global window, document, requestAnimationFrame */
// What runs before the app's code, from a file (the CSP allows scripts from 'self' only).

// 1. Applies the stored theme before the first paint (spec §4). Mirrors initTheme() in
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

// 2. For a signed-in member, the signed-in layout's code (the header, the menus, the query
// cache: the same chunk for every signed-in page) is asked for as soon as the splash screen has
// painted, beside the app's entry, instead of once the entry has run (ADR 0011). The build
// names its files in <meta name="koinonia-signed-in-shell"> (vite.config.ts, signedInShell).
// src/shared/dom/boot.test.ts runs this part.
(function () {
  var meta = document.querySelector('meta[name="koinonia-signed-in-shell"]');
  var signedIn;
  try {
    signedIn = Boolean(localStorage.getItem('access_token'));
  } catch {
    signedIn = false;
  }
  if (!meta || !signedIn) return;
  var files = meta.getAttribute('content').split(' ');
  requestAnimationFrame(function () {
    setTimeout(function () {
      files.forEach(function (file) {
        var link = document.createElement('link');
        var script = /\.js$/.test(file);
        link.rel = script ? 'modulepreload' : 'preload';
        if (!script) link.as = 'style';
        link.crossOrigin = '';
        link.href = file;
        document.head.appendChild(link);
      });
    });
  });
})();

// 3. The news' reader pages (/blogs, an article), for a guest as for a member: the page's own
// code (its chunks, the public frame's, the shared reader modules) is asked for as soon as the
// splash screen has painted, beside the entry, instead of once the entry has run and the router
// has matched the page. The build names each page's files and path in
// <meta name="koinonia-page-chunks" data-path="…"> (vite.config.ts, readerPageChunks).
// src/shared/dom/boot.test.ts runs this part.
(function () {
  var path = window.location.pathname;
  var metas = document.querySelectorAll('meta[name="koinonia-page-chunks"]');
  var files = [];
  metas.forEach(function (meta) {
    var pattern;
    try {
      pattern = new RegExp(meta.getAttribute('data-path'));
    } catch {
      return;
    }
    if (pattern.test(path)) files = meta.getAttribute('content').split(' ').filter(Boolean);
  });
  if (files.length === 0) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      files.forEach(function (file) {
        var link = document.createElement('link');
        var script = /\.js$/.test(file);
        link.rel = script ? 'modulepreload' : 'preload';
        if (!script) link.as = 'style';
        link.crossOrigin = '';
        link.href = file;
        document.head.appendChild(link);
      });
    });
  });
})();
