import type { TermsDocument } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { TermsGate } from './TermsGate';

afterEach(() => vi.unstubAllGlobals());

const TERMS: TermsDocument = {
  version: '2027-01-15',
  title: 'Confidentialité et conditions',
  published_at: '2027-01-15T09:00:00.000Z',
  html: '<h2>Politique de confidentialité</h2><p>Le texte.</p>',
};

describe('the page that asks for the new terms', () => {
  it('accepts only with both boxes ticked, for the version shown', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            'POST /api/terms/accept/',
            (_url, init) => {
              sent.push(JSON.parse(String(init.body)));
              return json({ detail: 'Merci. Votre accord est enregistré.' });
            },
          ],
          ['GET /api/terms/', () => json(TERMS)],
        ]),
      ),
    );
    const onAccepted = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <TermsGate
        pending={{
          version: TERMS.version,
          published_at: TERMS.published_at,
          accepted_before: true,
        }}
        onAccepted={onAccepted}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nos conditions ont changé' }),
    ).toBeTruthy();
    await screen.findByRole('heading', { name: 'Politique de confidentialité' });

    const accept = screen.getByRole('button', { name: 'Accepter et continuer' });
    fireEvent.click(accept);
    expect(
      await screen.findByText(
        'Pour continuer, vous devez accepter la nouvelle version des conditions d’utilisation et de la politique de confidentialité.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByLabelText(/J’ai lu et j’accepte/));
    fireEvent.click(accept);
    expect(await screen.findByText(/convictions religieuses\.$/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByLabelText(/Je consens expressément/));
    fireEvent.click(accept);
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(sent).toEqual([
      { version: '2027-01-15', accept_terms: true, religious_data_consent: true },
    ]);
  });
});
