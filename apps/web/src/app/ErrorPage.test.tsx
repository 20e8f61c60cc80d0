import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '@/shared/offline/build-id';
import { ErrorPage } from './ErrorPage';

/** A page under the root error page, whose code fails to load as `error` says. */
function renderFailingPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: ErrorPage,
        children: [
          {
            path: 'page',
            lazy: () => Promise.reject(error),
          },
        ],
      },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
}

describe('root error page', () => {
  it("reads 'Unexpected Application Error' and never shows the error or its stack", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('SELECT secret FROM members');
    error.stack = 'Error: SELECT secret\n    at loader (/srv/app/src/secret.ts:1:1)';
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: ErrorPage,
          loader: () => {
            throw error;
          },
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).not.toMatch(/secret|SELECT|at loader|\.ts:/);
  });
});

describe('a page whose code a deploy removed (docs/adr/0019-pwa-and-offline.md)', () => {
  const gone = () =>
    new TypeError('Failed to fetch dynamically imported module: /assets/GroupPage-old.js');
  const reload = vi.fn();

  afterEach(() => sessionStorage.clear());

  function withoutReload() {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The tab already reloaded once for this build: it stays, and offers the new version.
    sessionStorage.setItem('koinonia-reloaded-for-build', BUILD_ID);
    vi.stubGlobal('location', { ...window.location, reload });
    // No service worker waits: 'Recharger' reloads the page (shared/offline/service-worker.ts).
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistration: () => Promise.resolve(undefined) },
    });
  }

  it("shows 'Une nouvelle version est disponible — Recharger' instead of the error page; the button reloads", async () => {
    withoutReload();
    renderFailingPage(gone());

    const banner = await screen.findByRole(
      'status',
      { name: "Mise à jour de l'application" },
      { timeout: 5000 },
    );
    expect(banner.textContent?.trim()).toBe('Une nouvelle version est disponible — Recharger');
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('keeps the error page for an error that is no missing code', async () => {
    withoutReload();
    renderFailingPage(new Error('boom'));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error' }),
    ).toBeTruthy();
    expect(screen.queryByRole('status', { name: "Mise à jour de l'application" })).toBeNull();
  });
});
