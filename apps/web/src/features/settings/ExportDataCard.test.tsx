import type { DataExport } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { ExportDataCard } from './ExportDataCard';

const READY: DataExport = {
  id: '5f0c2a6e-8a7b-4c1d-9e2f-3a4b5c6d7e8f',
  created_at: '2026-11-24T09:00:00.000Z',
  ready_at: '2026-11-24T09:00:05.000Z',
  expires_at: '2026-12-01T09:00:05.000Z',
};
const REQUESTED =
  'Votre archive est en préparation : vous recevrez un e-mail avec le lien de téléchargement.';

let token: string;
beforeEach(() => {
  token = fakeToken({ user_id: 'me' });
  saveSession({ access: token, refresh: 'r' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fake server with the member's archives, answering a request with `postAnswer`. */
function serve(archives: DataExport[], postAnswer = () => json({ detail: REQUESTED }, 202)) {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = fakeApi([
    ['POST /api/users/export/', postAnswer],
    [
      `GET /api/users/export/${READY.id}/`,
      () =>
        new Response(new Blob(['PK-zip-bytes'], { type: 'application/zip' }), {
          headers: { 'Content-Type': 'application/zip' },
        }),
    ],
    ['GET /api/users/export/', () => json({ results: archives })],
  ]);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return api(url, init);
    }),
  );
  return calls;
}

describe("'Télécharger mes données'", () => {
  it('asks the server for an archive and says so in a live region', async () => {
    const calls = serve([]);
    renderWithProviders(<ExportDataCard />);
    expect(screen.getByRole('heading', { name: 'Télécharger mes données' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Télécharger mes données' });
    expect(button.getAttribute('aria-describedby')).toBe('export-data-limit');
    fireEvent.click(button);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(REQUESTED));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(1);
  });

  it('tells the server’s refusal (once an hour) in French', async () => {
    const tooSoon =
      'Vous avez déjà demandé une archive il y a moins d’une heure. Réessayez plus tard.';
    serve([], () => json({ error: tooSoon, code: 'rate_limited' }, 429));
    renderWithProviders(<ExportDataCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(tooSoon));
  });

  it('highlights the archive of the mail and saves it with the member’s token', async () => {
    const calls = serve([READY]);
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderWithProviders(<ExportDataCard />, { path: `/settings/close-account?export=${READY.id}` });

    expect(await screen.findByText('Voici l’archive annoncée dans votre e-mail.')).toBeTruthy();
    const archive = screen.getByRole('region', { name: 'Votre dernière archive' });
    expect(archive.dataset.highlighted).toBe('true');
    expect(document.activeElement).toBe(archive);
    expect(archive.textContent).toMatch(/disponible jusqu’au 1 décembre 2026/);

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’archive' }));
    await waitFor(() =>
      expect(saved).toEqual(['koinonia-mes-donnees-2026-11-24.zip blob:archive']),
    );
    const fetched = calls.find((call) => call.url.endsWith(`/api/users/export/${READY.id}/`));
    expect(new Headers(fetched?.init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('says when the archive of the mail is gone, and shows none as highlighted', async () => {
    serve([]);
    renderWithProviders(<ExportDataCard />, {
      path: '/settings/close-account?export=00000000-0000-0000-0000-000000000000',
    });
    expect(await screen.findByText(/n’est plus disponible/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger l’archive' })).toBeNull();
  });
});
