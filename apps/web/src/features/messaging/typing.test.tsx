import {
  TYPING_SEND_EVERY_MS as CONTRACT_SEND_EVERY,
  TYPING_SHOWN_MS as CONTRACT_SHOWN,
} from '@koinonia/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS } from '@/shared/constants';
import { setSocketSender } from '@/shared/realtime/socket-senders';
import { notify } from '@/shared/toast/notify';
import { ConversationEntry } from './ConversationEntry';
import { handleChatEvent } from './handle-chat-event';
import { conversation, message, ME, THEM } from './messaging.test-data';
import { TypingIndicator } from './TypingIndicator';
import { announceTyping, typingSent } from './typing';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

beforeEach(() => {
  vi.stubGlobal(
    'Audio',
    class {
      play = () => Promise.resolve();
    },
  );
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  cleanup();
  setSocketSender('messages', null);
  vi.useRealTimers();
});

describe("'Marie écrit…' while writing", () => {
  it('keeps the contracts’ periods', () => {
    expect(TYPING_SEND_EVERY_MS).toBe(CONTRACT_SEND_EVERY);
    expect(TYPING_SHOWN_MS).toBe(CONTRACT_SHOWN);
  });

  it('sends a typing frame per friend at most every 3 s, at once again after a send', () => {
    const sent: object[] = [];
    setSocketSender('messages', (frame) => sent.push(frame));
    announceTyping('f1', 10_000);
    announceTyping('f1', 11_000);
    announceTyping('f2', 11_000);
    announceTyping('f1', 10_000 + TYPING_SEND_EVERY_MS);
    typingSent('f2');
    announceTyping('f2', 11_500);
    expect(sent).toEqual([
      { type: 'typing', receiver_id: 'f1' },
      { type: 'typing', receiver_id: 'f2' },
      { type: 'typing', receiver_id: 'f1' },
      { type: 'typing', receiver_id: 'f2' },
    ]);
  });

  it('sends nothing while the chat socket is closed, and tries again at the next keystroke', () => {
    announceTyping('f3', 20_000);
    const sent: object[] = [];
    setSocketSender('messages', (frame) => sent.push(frame));
    announceTyping('f3', 20_100);
    expect(sent).toEqual([{ type: 'typing', receiver_id: 'f3' }]);
  });
});

describe("'Marie écrit…' for the reader", () => {
  it('shows in the chat and the list for 5 s after the last frame, and goes with the message', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const context = { queryClient, me: ME, viewingId: null };
    render(
      <>
        <TypingIndicator userId={THEM} name="Paul" />
        <ConversationEntry
          conversation={conversation()}
          me={ME}
          active={false}
          onSelect={() => undefined}
        />
      </>,
    );
    const typing = { type: 'typing', user_id: THEM, conversation_id: 'c1' };
    act(() => handleChatEvent(typing, context));
    expect(screen.getByText('Paul écrit…', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button').textContent).toContain('Paul écrit…');
    act(() => {
      vi.advanceTimersByTime(TYPING_SHOWN_MS - 1000);
    });
    act(() => handleChatEvent(typing, context));
    act(() => {
      vi.advanceTimersByTime(TYPING_SHOWN_MS - 1000);
    });
    expect(screen.queryAllByText('Paul écrit…')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryAllByText('Paul écrit…')).toHaveLength(0);

    act(() => handleChatEvent(typing, context));
    act(() => handleChatEvent({ type: 'new_message', message: message() }, context));
    expect(screen.queryAllByText('Paul écrit…')).toHaveLength(0);
  });

  it('never shows my own frame', () => {
    const queryClient = new QueryClient();
    render(<TypingIndicator userId={ME} name="Marie" />);
    act(() =>
      handleChatEvent(
        { type: 'typing', user_id: ME, conversation_id: null },
        { queryClient, me: ME, viewingId: null },
      ),
    );
    expect(screen.queryByText('Marie écrit…')).toBeNull();
  });
});

describe('a message in the conversation on screen', () => {
  it('shows no toast over it; another conversation’s does', () => {
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    // Marking the conversation read answers at once.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ unread_count: 0 })),
    );
    handleChatEvent(
      { type: 'new_message', message: message() },
      { queryClient, me: ME, viewingId: 'c1' },
    );
    expect(notify).not.toHaveBeenCalled();
    handleChatEvent(
      { type: 'new_message', message: message({ conversation_id: 'c2' }) },
      { queryClient, me: ME, viewingId: 'c1' },
    );
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
