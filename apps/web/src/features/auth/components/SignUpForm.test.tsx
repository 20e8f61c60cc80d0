import { CONSENT_TEXTS, type TermsDocument } from '@koinonia/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { authApi } from '../auth.api';
import { SignUpForm } from './SignUpForm';

vi.mock('../auth.api', () => ({
  authApi: { signUp: vi.fn(), currentTerms: vi.fn(), resendVerification: vi.fn() },
}));

const terms = (version: string, published_at: string): TermsDocument => ({
  version,
  title: 'Confidentialité et conditions',
  published_at,
  html: '<h2>Politique de confidentialité</h2>',
});

function renderForm() {
  const router = createMemoryRouter([{ path: '*', Component: SignUpForm }], {
    initialEntries: ['/auth/sign-up'],
  });
  render(<RouterProvider router={router} />);
}

function fill() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Prénom', 'Claire');
  type('Nom', 'Martin');
  type('Adresse e-mail', 'claire@exemple.fr');
  type('Mot de passe', 'Un chant du matin sur la colline');
  type('Confirmation du mot de passe', 'Un chant du matin sur la colline');
}

const termsBox = () => screen.getByRole('checkbox', { name: /conditions d’utilisation/ });
const religiousBox = () => screen.getByRole('checkbox', { name: /convictions religieuses/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

beforeEach(() => {
  vi.mocked(authApi.signUp).mockReset();
  vi.mocked(authApi.currentTerms).mockReset();
  vi.mocked(authApi.currentTerms).mockResolvedValue(terms('2026-11-30', '2026-11-30T09:00:00Z'));
});

describe('sign-up form', () => {
  it('has the cursor in its first field on arrival', async () => {
    renderForm();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Titre/)));
  });
});

describe('sign-up form: the two consent boxes', () => {
  it('refuses without either box, each with its sentence, and calls nothing', async () => {
    renderForm();
    fill();
    expect((termsBox() as HTMLInputElement).checked).toBe(false);
    expect((religiousBox() as HTMLInputElement).checked).toBe(false);
    submit();
    expect(await screen.findByText(CONSENT_TEXTS.termsRequired)).toBeTruthy();
    expect(screen.getByText(CONSENT_TEXTS.religiousDataRequired)).toBeTruthy();

    // The terms alone: the religious-data consent is still asked for.
    fireEvent.click(termsBox());
    submit();
    await waitFor(() => expect(screen.queryByText(CONSENT_TEXTS.termsRequired)).toBeNull());
    expect(screen.getByText(CONSENT_TEXTS.religiousDataRequired)).toBeTruthy();
    expect(religiousBox().getAttribute('aria-invalid')).toBe('true');

    // The religious-data consent alone: the terms are asked for.
    fireEvent.click(termsBox());
    fireEvent.click(religiousBox());
    submit();
    expect(await screen.findByText(CONSENT_TEXTS.termsRequired)).toBeTruthy();
    expect(authApi.signUp).not.toHaveBeenCalled();
  });

  it('sends both consents with the version it showed', async () => {
    vi.mocked(authApi.signUp).mockResolvedValue({ detail: 'ok' });
    renderForm();
    expect(await screen.findByText('Version du 30 novembre 2026')).toBeTruthy();
    fill();
    fireEvent.click(termsBox());
    fireEvent.click(religiousBox());
    submit();
    await waitFor(() => expect(authApi.signUp).toHaveBeenCalledTimes(1));
    expect(authApi.signUp).toHaveBeenCalledWith({
      first_name: 'Claire',
      last_name: 'Martin',
      email: 'claire@exemple.fr',
      password: 'Un chant du matin sur la colline',
      accept_terms: true,
      religious_data_consent: true,
      terms_version: '2026-11-30',
    });
    expect(await screen.findByText('Vérifiez votre boîte de réception')).toBeTruthy();
    // Its main action is to have the mail sent again; signing in is a plain link below.
    expect(
      screen.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).className,
    ).toContain('btn-primary');
    expect(screen.getByRole('link', { name: 'Se connecter' }).className).not.toContain('btn');
  });

  it('on a version published meanwhile, shows the new one and asks for both boxes again', async () => {
    vi.mocked(authApi.signUp).mockRejectedValueOnce(
      new ApiError(409, {
        error: CONSENT_TEXTS.staleVersion,
        code: 'conflict',
        details: { version: CONSENT_TEXTS.staleVersion },
      }),
    );
    renderForm();
    await screen.findByText('Version du 30 novembre 2026');
    fill();
    fireEvent.click(termsBox());
    fireEvent.click(religiousBox());
    vi.mocked(authApi.currentTerms).mockResolvedValue(terms('2027-01-15', '2027-01-15T09:00:00Z'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_TEXTS.staleVersion);
    expect(await screen.findByText('Version du 15 janvier 2027')).toBeTruthy();
    expect((termsBox() as HTMLInputElement).checked).toBe(false);
    expect((religiousBox() as HTMLInputElement).checked).toBe(false);

    vi.mocked(authApi.signUp).mockResolvedValue({ detail: 'ok' });
    fireEvent.click(termsBox());
    fireEvent.click(religiousBox());
    submit();
    await waitFor(() => expect(authApi.signUp).toHaveBeenCalledTimes(2));
    expect(vi.mocked(authApi.signUp).mock.calls[1]?.[0]).toMatchObject({
      terms_version: '2027-01-15',
    });
  });
});
