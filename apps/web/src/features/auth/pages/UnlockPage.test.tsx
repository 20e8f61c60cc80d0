import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnlockPage } from './UnlockPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/auth/unlock', Component: UnlockPage }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the 'Débloquer mon compte' page", () => {
  it('spends the mailed token once and says the account is unlocked', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { detail: 'Votre compte est débloqué. Vous pouvez vous connecter.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/auth/unlock?token=jeton-du-mail');

    expect(await screen.findByText('Compte débloqué !')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/unlock/');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'jeton-du-mail' });
  });

  it("shows the server's French error for a spent link", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: 'Ce lien de déblocage est invalide ou a expiré.',
          code: 'invalid_token',
        }),
      ),
    );
    renderPage('/auth/unlock?token=deja-servi');
    expect(await screen.findByText('Ce lien de déblocage est invalide ou a expiré.')).toBeTruthy();
  });

  it('explains an incomplete link without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/auth/unlock');
    expect(
      await screen.findByText(
        'Ce lien de déblocage est incomplet. Ouvrez le lien reçu par e-mail.',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
