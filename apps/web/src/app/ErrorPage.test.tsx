import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage';

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
