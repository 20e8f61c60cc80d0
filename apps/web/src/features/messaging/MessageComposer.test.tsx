import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { MessageComposer } from './MessageComposer';
import { message, THEM } from './messaging.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

beforeEach(() => vi.mocked(notify).mockClear());

function bodies(fetchMock: ReturnType<typeof vi.fn>): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/messaging/messages/'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Votre message'), { target: { value: text } });
}

describe('sending a message (spec §4, §5, §8)', () => {
  it("says 'Please enter message' under the input when it is empty, and sends nothing", async () => {
    const fetchMock = vi.fn(fakeApi([]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessageComposer receiverId={THEM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter message');
    expect(screen.getByLabelText('Votre message').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button with a spinner while sending, then toasts and clears the input', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      fakeApi([
        ['POST /api/messaging/messages/', () => new Promise<Response>((r) => (answer = r))],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessageComposer receiverId={THEM} />);
    type('Bonsoir');
    const send = screen.getByRole('button', { name: 'Envoyer le message' });
    fireEvent.click(send);
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    expect(send.querySelector('.spinner-border')).not.toBeNull();
    answer(json(message({ content: 'Bonsoir' }), 201));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Message envoyé avec succès', 'success', 3000),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Votre message') as HTMLInputElement).value).toBe(''),
    );
    expect(send.hasAttribute('disabled')).toBe(false);
    expect(bodies(fetchMock)[0]).toMatchObject({ receiver_id: THEM, content: 'Bonsoir' });
  });

  it('sends on Enter in the chat and in the toast; Shift+Enter makes a new line', async () => {
    const fetchMock = vi.fn(
      fakeApi([['POST /api/messaging/messages/', () => json(message({ content: 'Salut' }), 201)]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderWithProviders(<MessageComposer receiverId={THEM} />);
    type('Salut');
    const box = screen.getByLabelText('Votre message');
    expect(box.tagName).toBe('TEXTAREA');
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(bodies(fetchMock)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(bodies(fetchMock)).toHaveLength(1));
    unmount();

    renderWithProviders(<MessageComposer receiverId={THEM} multiline />);
    type('Salut');
    fireEvent.keyDown(screen.getByLabelText('Votre message'), { key: 'Enter' });
    await waitFor(() => expect(bodies(fetchMock)).toHaveLength(2));
  });

  it("shows the server's error for 3 s, keeps the text, and retries with the same client_id", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const fetchMock = vi.fn(
      fakeApi([
        [
          'POST /api/messaging/messages/',
          () =>
            fail
              ? json({ error: "Vous ne pouvez écrire qu'à vos amis.", code: 'forbidden' }, 403)
              : json(message(), 201),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessageComposer receiverId={THEM} />);
    type('Bonsoir');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith("Vous ne pouvez écrire qu'à vos amis.", 'error', 3000),
    );
    expect((screen.getByLabelText('Votre message') as HTMLInputElement).value).toBe('Bonsoir');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(bodies(fetchMock)).toHaveLength(2));
    const [first, second] = bodies(fetchMock);
    expect(first?.client_id).toEqual(expect.any(String));
    expect(second?.client_id).toBe(first?.client_id);

    // A new message gets a new id.
    await waitFor(() =>
      expect((screen.getByLabelText('Votre message') as HTMLInputElement).value).toBe(''),
    );
    type('Autre chose');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(bodies(fetchMock)).toHaveLength(3));
    expect(bodies(fetchMock)[2]?.client_id).not.toBe(first?.client_id);
  });
});
