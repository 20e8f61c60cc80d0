import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { CloseAccountPage } from './CloseAccountPage';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

type Route = Parameters<typeof fakeApi>[0][number];

function stub(close: Route[1]) {
  const sent: unknown[] = [];
  const api = fakeApi([
    ['GET /api/users/close-account/', () => json({ sole_owner_of: [] })],
    [
      'POST /api/users/close-account/',
      (url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return close(url, init);
      },
    ],
  ]);
  vi.stubGlobal('fetch', vi.fn(api));
  return sent;
}

const form = async () =>
  (await screen.findByRole('region', { name: 'Fermer mon compte' })) as HTMLElement;

describe('/settings/close-account', () => {
  it('names the groups to hand over first, with the way there, and asks no password', async () => {
    saveSession({ access: 'a.b.c', refresh: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            'GET /api/users/close-account/',
            () => json({ sole_owner_of: [{ id: 'g1', name: 'Les marcheurs' }] }),
          ],
        ]),
      ),
    );
    renderWithProviders(<CloseAccountPage />);
    const card = await form();
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('« Les marcheurs »');
    expect(
      within(alert)
        .getByRole('link', { name: 'choisir un autre propriétaire parmi les membres' })
        .getAttribute('href'),
    ).toBe('/feed/groups/g1?tab=members');
    expect(within(card).queryByLabelText('Votre mot de passe')).toBeNull();
  });

  it('says what happens, asks for the password and a tick, then signs out', async () => {
    saveSession({ access: 'a.b.c', refresh: 'r' });
    const sent = stub(() =>
      json({
        detail: 'Votre compte est fermé. Il sera supprimé le 24 décembre 2026.',
        deletion_due_at: '2026-12-24T10:00:00.000Z',
      }),
    );
    renderWithProviders(<CloseAccountPage />);
    const card = await form();
    expect(within(card).getByText(/signés « Membre supprimé »/)).toBeTruthy();
    const submit = within(card).getByRole<HTMLButtonElement>('button', {
      name: 'Fermer mon compte',
    });
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(card).getByLabelText(/Je comprends/));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await within(card).findByText('Le mot de passe est obligatoire.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(card).getByLabelText('Votre mot de passe'), {
      target: { value: 'mon secret' },
    });
    fireEvent.change(within(card).getByLabelText('Pourquoi partez-vous ? (facultatif)'), {
      target: { value: '  Une pause.  ' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(sent).toEqual([{ password: 'mon secret', reason: 'Une pause.' }]);
  });

  it("shows the server's refusal: a group to hand over first", async () => {
    const text =
      'Vous êtes le seul propriétaire de « Chorale » : nommez un autre propriétaire avant de fermer votre compte.';
    stub(() => json({ error: text, code: 'conflict' }, 409));
    renderWithProviders(<CloseAccountPage />);
    const card = await form();
    fireEvent.change(within(card).getByLabelText('Votre mot de passe'), {
      target: { value: 'mon secret' },
    });
    fireEvent.click(within(card).getByLabelText(/Je comprends/));
    fireEvent.click(within(card).getByRole('button', { name: 'Fermer mon compte' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(text);
    expect(screen.getByLabelText('Votre mot de passe')).toBeTruthy();
  });
});
