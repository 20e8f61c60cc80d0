import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { handleChatEvent } from './handle-chat-event';
import { DEFAULT_SETTINGS } from '@koinonia/contracts';
import { settingsKeys } from '@/shared/settings/member-settings';
import { messagingKeys } from './messaging.queries';
import { conversation, message, ME, mine } from './messaging.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

const played: { src: string; volume: number }[] = [];
class FakeAudio {
  volume = 1;
  constructor(readonly src: string) {}
  play() {
    played.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  }
}

let queryClient: QueryClient;
beforeEach(() => {
  played.length = 0;
  vi.stubGlobal('Audio', FakeAudio);
  vi.mocked(notify).mockClear();
  queryClient = new QueryClient();
  vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
});

describe('a new chat message (spec §4)', () => {
  it('plays new_message.wav at 0.5 and toasts who wrote what', () => {
    handleChatEvent(
      { type: 'new_message', message: message() },
      { queryClient, me: ME, viewingId: null },
    );
    expect(played).toEqual([{ src: '/sounds/new_message.wav', volume: 0.5 }]);
    expect(notify).toHaveBeenCalledWith(
      'Nouveau message de Frère Paul Martin : Bonjour Marie',
      'info',
      5000,
    );
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({
      queryKey: messagingKeys.conversations(),
    });
  });

  it('makes no noise for my own message from another tab, nor in a muted conversation', () => {
    handleChatEvent(
      { type: 'new_message', message: message({ sender_data: mine }) },
      { queryClient, me: ME, viewingId: null },
    );
    queryClient.setQueryData(messagingKeys.conversations(), {
      pages: [{ results: [conversation({ muted: true })], next: null }],
      pageParams: [''],
    });
    handleChatEvent(
      { type: 'new_message', message: message() },
      { queryClient, me: ME, viewingId: null },
    );
    expect(played).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it("follows the member's settings: no sound, no toast when turned off", () => {
    const messaging = { ...DEFAULT_SETTINGS.messaging, sounds: false };
    queryClient.setQueryData(settingsKeys.settings(), { ...DEFAULT_SETTINGS, messaging });
    handleChatEvent(
      { type: 'new_message', message: message() },
      { queryClient, me: ME, viewingId: null },
    );
    expect(played).toEqual([]);
    expect(notify).toHaveBeenCalledTimes(1);
    queryClient.setQueryData(settingsKeys.settings(), {
      ...DEFAULT_SETTINGS,
      messaging: { ...messaging, sounds: true, toasts: false },
    });
    handleChatEvent(
      { type: 'new_message', message: message() },
      { queryClient, me: ME, viewingId: null },
    );
    expect(played).toHaveLength(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('reloads the messages on screen and marks them read', () => {
    const fetchMock = vi.fn(
      async (_url: string) => new Response(JSON.stringify(conversation()), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    handleChatEvent(
      { type: 'new_message', message: message() },
      { queryClient, me: ME, viewingId: 'c1' },
    );
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({
      queryKey: messagingKeys.messages('c1'),
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/messaging/mark-all-read/c1/');
  });

  it('updates presence in place', () => {
    queryClient.setQueryData(messagingKeys.conversations(), {
      pages: [{ results: [conversation()], next: null }],
      pageParams: [''],
    });
    handleChatEvent(
      { type: 'presence', user_id: 'u2', status: 'offline' },
      { queryClient, me: ME, viewingId: null },
    );
    const data = queryClient.getQueryData<{
      pages: { results: ReturnType<typeof conversation>[] }[];
    }>(messagingKeys.conversations());
    expect(data?.pages[0]?.results[0]?.participants_details[0]?.status).toBe('offline');
  });
});
