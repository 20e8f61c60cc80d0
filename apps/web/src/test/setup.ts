import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s, not 1 s: a lazy chunk's first import (a dialog, a page)
// took longer than a second in a full `npm test` on a loaded machine (ReportDialog.test.tsx).
configure({ asyncUtilTimeout: 5_000 });

// The files of the 'shared' project run one after another in one page (vite.config.ts): each
// starts with the app's own modules evaluated afresh, so that no module state (the early
// answers, the chat store, the menus) of one file reaches the next. The libraries stay loaded.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'access_token=; Path=/; Max-Age=0';
});
