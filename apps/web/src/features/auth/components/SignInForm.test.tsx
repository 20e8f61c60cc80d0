import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { getAccessToken } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';
import { authApi } from '../auth.api';
import { SignInForm } from './SignInForm';

vi.mock('../auth.api', () => ({
  authApi: { signIn: vi.fn(), resendVerification: vi.fn(), reactivate: vi.fn() },
}));

const NOT_VERIFIED = 'Veuillez confirmer votre adresse e-mail avant de vous connecter.';

function renderForm(path = '/auth/sign-in') {
  const router = createMemoryRouter(
    [
      { path: '/auth/sign-in', Component: SignInForm },
      { path: '*', Component: () => <p>ailleurs</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => {
  vi.mocked(authApi.signIn).mockReset();
  vi.mocked(authApi.resendVerification).mockReset();
  vi.mocked(authApi.reactivate).mockReset();
});

describe('sign-in form', () => {
  it('validates before calling the server', async () => {
    renderForm();
    fillAndSubmit('', '');
    expect(await screen.findByText("L'adresse e-mail est obligatoire.")).toBeTruthy();
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeTruthy();
    fillAndSubmit('pas-une-adresse', 'x');
    expect(await screen.findByText("L'adresse e-mail n'est pas valide.")).toBeTruthy();
    expect(authApi.signIn).not.toHaveBeenCalled();
  });

  it('on 403 email_not_verified shows the error and a button that resends the mail', async () => {
    vi.mocked(authApi.signIn).mockRejectedValue(
      new ApiError(403, { error: NOT_VERIFIED, code: 'email_not_verified' }),
    );
    vi.mocked(authApi.resendVerification).mockResolvedValue({ detail: 'ok' });
    renderForm();
    fillAndSubmit(' Marie@Example.org ', 'un mot de passe');

    expect((await screen.findByRole('alert')).textContent).toBe(NOT_VERIFIED);
    expect(authApi.signIn).toHaveBeenCalledWith({
      email: 'marie@example.org',
      password: 'un mot de passe',
    });
    // The resend button comes in its own chunk, after the refusal.
    fireEvent.click(
      await screen.findByRole('button', { name: "Renvoyer l'e-mail de confirmation" }),
    );
    await waitFor(() =>
      expect(authApi.resendVerification).toHaveBeenCalledWith({ email: 'marie@example.org' }),
    );
    expect(
      await screen.findByText(/un nouvel e-mail de confirmation vient d'être envoyé/),
    ).toBeTruthy();
  });

  it('does not offer the resend button for wrong credentials', async () => {
    vi.mocked(authApi.signIn).mockRejectedValue(
      new ApiError(401, {
        error: 'Adresse e-mail ou mot de passe incorrect.',
        code: 'invalid_credentials',
      }),
    );
    renderForm();
    fillAndSubmit('marie@example.org', 'faux');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(screen.queryByRole('button', { name: "Renvoyer l'e-mail de confirmation" })).toBeNull();
  });

  it('saves the session and goes back to a safe redirectTo', async () => {
    const access = fakeToken({ user_id: 'u1' });
    vi.mocked(authApi.signIn).mockResolvedValue({ access, refresh: 'r', user: {} as never });
    const router = renderForm('/auth/sign-in?redirectTo=%2Fprofile%2Fabout%3Fx%3D1');
    fillAndSubmit('marie@example.org', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/about'));
    expect(router.state.location.search).toBe('?x=1');
    expect(getAccessToken()).toBe(access);
  });

  it('moves the focus to the heading of the page reached, once it shows (UI.md)', async () => {
    vi.mocked(authApi.signIn).mockResolvedValue({
      access: fakeToken({ user_id: 'u1' }),
      refresh: 'r',
      user: {} as never,
    });
    function Home() {
      // The feed's heading shows once its data came (the sign-in page's is gone by then).
      const [shown, setShown] = useState(false);
      useEffect(() => void setTimeout(() => setShown(true), 50), []);
      return <main>{shown ? <h1>Bienvenue, Marie</h1> : <p>Chargement</p>}</main>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/auth/sign-in',
          Component: () => (
            <main>
              <h1>Connexion</h1>
              <SignInForm />
            </main>
          ),
        },
        { path: '/feed/home', Component: Home },
      ],
      { initialEntries: ['/auth/sign-in'] },
    );
    render(<RouterProvider router={router} />);
    fillAndSubmit('marie@example.org', 'secret123');
    const heading = await screen.findByRole('heading', { name: 'Bienvenue, Marie' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('ignores an off-site redirectTo', async () => {
    vi.mocked(authApi.signIn).mockResolvedValue({
      access: fakeToken({ user_id: 'u1' }),
      refresh: 'r',
      user: {} as never,
    });
    const router = renderForm('/auth/sign-in?redirectTo=%2F%2Fevil.example');
    fillAndSubmit('marie@example.org', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed/home'));
  });

  it("a closed account within its grace period: 'Réactiver mon compte' signs in with the same words", async () => {
    const closed =
      'Votre compte est fermé et sera supprimé le 24 décembre 2026. Vous pouvez encore le réactiver.';
    vi.mocked(authApi.signIn).mockRejectedValue(
      new ApiError(403, { error: closed, code: 'account_closed' }),
    );
    vi.mocked(authApi.reactivate).mockResolvedValue({
      access: fakeToken({ user_id: 'u1' }),
      refresh: 'r',
      user: {} as never,
    });
    const router = renderForm();
    fillAndSubmit('marie@example.org', 'secret123');
    expect((await screen.findByRole('status')).textContent).toBe(closed);
    fireEvent.click(screen.getByRole('button', { name: 'Réactiver mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed/home'));
    expect(authApi.reactivate).toHaveBeenCalledWith({
      email: 'marie@example.org',
      password: 'secret123',
    });
    expect(getAccessToken()).not.toBeNull();
  });
});
