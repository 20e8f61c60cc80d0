import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken } from '@/shared/session/session';
import { userProfile } from '@/test/profile-data';
import { json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { VerifyPage, WELCOME_PATH } from './VerifyPage';

function renderAt(path: string) {
  return renderWithProviders(<VerifyPage />, {
    path,
    routePath: '/auth/verify',
  });
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the confirmation link’s page', () => {
  it('signs the newcomer in and opens their feed when the link is fresh', async () => {
    const access = fakeToken({ user_id: 'u1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          detail: 'Votre adresse e-mail est confirmée. Bienvenue dans la communauté !',
          session: { access, refresh: 'r-1', user: userProfile() },
        }),
      ),
    );
    const { router } = renderAt('/auth/verify?token=jeton-du-mail');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(WELCOME_PATH));
    expect(getAccessToken()).toBe(access);
    // Replaced: Back does not lead to the spent link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('only confirms an older link: the member signs in as usual', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          detail: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
          session: null,
        }),
      ),
    );
    const { router } = renderAt('/auth/verify?token=jeton-ancien');
    expect(await screen.findByText('Adresse confirmée !')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
    expect(router.state.location.pathname).toBe('/auth/verify');
    expect(getAccessToken()).toBeNull();
  });
});
