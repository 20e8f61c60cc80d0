import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { CreatePagePage } from './CreatePagePage';
import { page, PAGE_ID } from './groups.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/feed/create-page', () => {
  it('creates a page with its details and opens it', async () => {
    let sent: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            'POST /api/groups/',
            (_url, init) => {
              sent = JSON.parse(String(init.body));
              return json(page({ my_status: 'MEMBER', my_role: 'OWNER' }), 201);
            },
          ],
        ]),
      ),
    );
    const { router } = renderWithProviders(<CreatePagePage />, { path: '/feed/create-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Créer une page' })).toBeTruthy();
    // A page has no visibility to choose: it is always public.
    expect(screen.queryByRole('radio')).toBeNull();
    fill('Nom de la page', 'Paroisse Saint-Pierre');
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'oeuvre' } });
    expect(screen.getByRole('option', { name: 'Œuvre' })).toBeTruthy();
    fill('Adresse', '3 place Saint-Pierre, 69001 Lyon');
    fill('Site internet', 'saint-pierre.example');
    fill('E-mail de contact', 'accueil@saint-pierre.example');
    fill('Horaires', 'Messe le dimanche à 10 h 30');
    fireEvent.click(screen.getByRole('button', { name: 'Créer la page' }));
    // The contracts' own French sentence, before anything is sent.
    expect(await screen.findByText('Le site doit commencer par http:// ou https://.')).toBeTruthy();
    expect(sent).toBeUndefined();
    fill('Site internet', 'https://saint-pierre.example');
    fireEvent.click(screen.getByRole('button', { name: 'Créer la page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/feed/groups/${PAGE_ID}`));
    expect(sent).toMatchObject({
      kind: 'PAGE',
      name: 'Paroisse Saint-Pierre',
      category: 'oeuvre',
      address: '3 place Saint-Pierre, 69001 Lyon',
      website: 'https://saint-pierre.example',
      contact_email: 'accueil@saint-pierre.example',
      schedule: 'Messe le dimanche à 10 h 30',
    });
    expect(notify).toHaveBeenCalledWith('La page « Paroisse Saint-Pierre » est créée.', 'success');
  });

  it("shows the server's refusal on the form", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            'POST /api/groups/',
            () =>
              json(
                {
                  error: 'Le formulaire contient des erreurs.',
                  code: 'validation_error',
                  details: { name: 'Ce nom est déjà pris.' },
                },
                400,
              ),
          ],
        ]),
      ),
    );
    renderWithProviders(<CreatePagePage />, { path: '/feed/create-page' });
    fill('Nom de la page', 'Paroisse Saint-Pierre');
    fireEvent.click(screen.getByRole('button', { name: 'Créer la page' }));
    expect(await screen.findByText('Ce nom est déjà pris.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Le formulaire contient des erreurs.');
  });

  it('uploads a cover at once and shows its preview', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            'POST /api/media/upload/',
            () => json({ secure_url: 'http://localhost/media/cover.webp', public_id: 'cover' }),
          ],
        ]),
      ),
    );
    renderWithProviders(<CreatePagePage />, { path: '/feed/create-page' });
    const input = screen.getByTestId('cover-file');
    const file = new File(['png'], 'eglise.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    const preview = await screen.findByRole('img', { name: 'Aperçu : Photo de couverture' });
    expect(preview.getAttribute('src')).toBe('http://localhost/media/cover.webp');
    expect(screen.getByRole('button', { name: 'Retirer : Photo de couverture' })).toBeTruthy();
  });
});
