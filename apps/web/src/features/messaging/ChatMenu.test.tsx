import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { ChatMenu } from './ChatMenu';
import { conversation } from './messaging.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

let fetchMock: ReturnType<typeof vi.fn>;
let onLeave: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  vi.mocked(notify).mockClear();
  fetchMock = vi.fn(
    fakeApi([
      [
        'POST /api/messaging/conversations/c1/mark-unread/',
        () => json(conversation({ marked_unread: true })),
      ],
      ['POST /api/messaging/conversations/c1/mute/', () => json(conversation({ muted: true }))],
      ['DELETE /api/messaging/conversations/c1/', () => new Response(null, { status: 204 })],
      ['POST /api/messaging/mark-all-read/', () => json({ unread_count: 0 })],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  onLeave = vi.fn<() => void>();
  renderWithProviders(
    <ChatMenu
      conversation={conversation()}
      name="Frère Paul Martin"
      otherId="u-paul"
      onLeave={onLeave}
    />,
  );
});

function choose(item: string | RegExp) {
  fireEvent.click(
    screen.getByRole('button', { name: 'Actions de la conversation avec Frère Paul Martin' }),
  );
  fireEvent.click(screen.getByRole('button', { name: item }));
}

function calls(): string[] {
  return fetchMock.mock.calls.map(
    ([url, init]) => `${(init as RequestInit).method ?? 'GET'} ${String(url)}`,
  );
}

describe('the chat menu (its working actions)', () => {
  it('marks the conversation unread and leaves it', async () => {
    choose('Marquer comme non lu');
    await waitFor(() =>
      expect(calls()).toContain('POST /api/messaging/conversations/c1/mark-unread/'),
    );
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
  });

  it('mutes the conversation', async () => {
    choose('Mettre en sourdine');
    await waitFor(() => expect(calls()).toContain('POST /api/messaging/conversations/c1/mute/'));
    const init = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/mute/'),
    )?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ muted: true });
  });

  it('marks every conversation read', async () => {
    choose('Tout marquer comme lu');
    await waitFor(() => expect(calls()).toContain('POST /api/messaging/mark-all-read/'));
  });

  it('deletes the conversation for me after confirmation', async () => {
    choose('Supprimer la conversation');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la conversation ?' });
    expect(calls()).toEqual([]);
    fireEvent.click(dialog.querySelector('.btn-danger') as HTMLElement);
    await waitFor(() => expect(calls()).toContain('DELETE /api/messaging/conversations/c1/'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Conversation supprimée', 'success', 3000),
    );
  });

  it('offers no block action: blocking lives on the member profile (spec §2)', () => {
    fireEvent.click(
      screen.getByRole('button', { name: 'Actions de la conversation avec Frère Paul Martin' }),
    );
    expect(screen.queryByRole('button', { name: /^Bloquer/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Paramètres de blocage/ }).className).toContain(
      'disabled',
    );
  });

  it('shows the calls and settings disabled, with their hint', () => {
    fireEvent.click(
      screen.getByRole('button', { name: 'Actions de la conversation avec Frère Paul Martin' }),
    );
    const video = screen.getByRole('button', { name: /Appel vidéo/ });
    expect(video.getAttribute('aria-disabled') === 'true' || video.hasAttribute('disabled')).toBe(
      true,
    );
    expect(video.className).toContain('disabled');
    expect(video.textContent).toContain('bientôt');
  });

  it('reports the other member: its once-disabled item opens the report dialog', async () => {
    choose('Signaler');
    expect(await screen.findByRole('dialog', { name: 'Signaler ce contenu' })).toBeTruthy();
  });
});
