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

// 3. A page's own code (its chunks, the frame's, the shared modules), asked for as soon as the
// splash screen has painted, beside the entry, instead of once the entry has run and the router
// has matched the page: the news' reader pages (/blogs, an article), for a guest as for a member,
// and the signed-in pages a member opens first (`data-member`: only with a session, as part 2).
// The build names each page's files and path in <meta name="koinonia-page-chunks" data-path="…">
// (vite.config.ts, pageChunks). src/shared/dom/boot.test.ts runs this part.
(function () {
  var path = window.location.pathname;
  var metas = document.querySelectorAll('meta[name="koinonia-page-chunks"]');
  var signedIn;
  try {
    signedIn = Boolean(localStorage.getItem('access_token'));
  } catch {
    signedIn = false;
  }
  var files = [];
  metas.forEach(function (meta) {
    var pattern;
    if (meta.hasAttribute('data-member') && !signedIn) return;
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

// 4. A member's page's first answers (the addresses its routes' loaders ask for: ADR 0011's
// `requestEarly`), asked for with the member's own token as soon as the splash screen has
// painted, beside the entry, instead of once the entry has run and the router has matched the
// page. The build names them in the page's <meta name="koinonia-page-chunks" data-answers="…">
// (vite.config.ts, pageChunks; `{me}` is the member's id, read from the token as
// src/shared/session/jwt.ts does). The answers wait in `window.koinoniaBootAnswers` for the
// app's `requestEarly` (src/shared/api/client.ts, `takeBootAnswer`), which takes each once and
// asks again if the token has changed or the answer is not a success. Nothing is cached or
// written into the page: the HTML is the same for every visitor (docs/security.md).
// src/shared/dom/boot.test.ts runs this part.
(function () {
  var token;
  try {
    token = localStorage.getItem('access_token');
  } catch {
    token = null;
  }
  if (!token || typeof fetch !== 'function') return;
  var path = window.location.pathname;
  var urls = [];
  document
    .querySelectorAll('meta[name="koinonia-page-chunks"][data-answers]')
    .forEach(function (meta) {
      try {
        if (new RegExp(meta.getAttribute('data-path')).test(path)) {
          urls = meta.getAttribute('data-answers').split(' ').filter(Boolean);
        }
      } catch {
        // An unreadable pattern: the app asks for its answers itself.
      }
    });
  if (urls.length === 0) return;
  var me = null;
  try {
    var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    var claims = JSON.parse(
      decodeURIComponent(
        atob(part + '==='.slice((part.length + 3) % 4))
          .split('')
          .map(function (c) {
            return '%' + ('00' + c.charCodeAt(0).toString(16)).slice(-2);
          })
          .join(''),
      ),
    );
    if (typeof claims.user_id === 'string' || typeof claims.user_id === 'number') {
      me = String(claims.user_id);
    }
  } catch {
    me = null;
  }
  var answers = {};
  var asked = false;
  // Asks once: after the first paint, or sooner if the app's code runs first and asks for an
  // answer before it (a loaded machine can run the entry before painting the splash); otherwise
  // the app would ask for itself and the answers asked for here would be thrown away.
  function ask() {
    if (asked) return;
    asked = true;
    urls.forEach(function (url) {
      if (url.indexOf('{me}') >= 0) {
        if (me === null) return;
        url = url.split('{me}').join(encodeURIComponent(me));
      }
      answers[url] = fetch(url, {
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
        credentials: 'same-origin',
      });
      // A failure is the app's to handle: it asks again.
      answers[url].catch(function () {
        return undefined;
      });
    });
  }
  window.koinoniaBootAnswers = { token: token, answers: answers, ask: ask };
  requestAnimationFrame(function () {
    setTimeout(ask);
  });
})();
