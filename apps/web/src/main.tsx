import '@/shared/zod-jitless';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '@/app/router';
import { initTheme } from '@/shared/theme/theme';
import { fontCachedBefore, loadWebFont } from '@/shared/dom/web-font';
import { holdForFirstScreen } from '@/shared/dom/after-first-screen';
import { nextTask } from '@/shared/dom/next-task';
import { watchChunkErrors } from '@/shared/offline/chunk-reload';
import { captureInstallPrompt } from '@/shared/offline/install-prompt';

// public/boot.js already applied the theme before the first paint; this
// makes the module state agree with it.
initTheme();
// A chunk deleted by a deploy reloads the page once onto the new version; the browser's offer
// to install the app is kept for /download's button (docs/adr/0019-pwa-and-offline.md).
watchChunkErrors();
captureInstallPrompt();
// Until the first screen has painted with its main image, the other images wait (ADR 0012).
holdForFirstScreen();
// A member who has had the font before has it in the browser's cache: it comes at once.
if (fontCachedBefore()) void loadWebFont();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The app starts in three tasks instead of one (ADR 0012): the modules run, then
 * the router starts the page's navigation (its chunks, its first data), then React mounts. On a
 * phone none of them holds the main thread long, and a tap between them is answered.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start(container);
