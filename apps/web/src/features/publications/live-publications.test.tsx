import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSocketSender } from '@/shared/realtime/socket-senders';
import { handlePublicationActivity } from './publications.notifications';
import { publicationsKeys } from './publications.queries';
import { useLivePublication, watchedPublications, watchPublication } from './live-publications';

afterEach(() => {
  cleanup();
  setSocketSender('notifications', null);
  vi.unstubAllGlobals();
});

function Card({ id }: { id: string }) {
  const ref = useRef<HTMLElement>(null);
  useLivePublication(ref, id);
  return <article ref={ref} />;
}

describe('a publication on screen', () => {
  it('subscribes once per publication, unsubscribes with its last card, and again on reconnect', () => {
    const sent: object[] = [];
    setSocketSender('notifications', (frame) => sent.push(frame));
    const stopA = watchPublication('p1');
    const stopB = watchPublication('p1');
    expect(sent).toEqual([{ type: 'subscribe', publication_id: 'p1' }]);
    stopA();
    stopA();
    expect(sent).toHaveLength(1);
    // The socket reopens: the server forgot, it hears it again.
    const again: object[] = [];
    setSocketSender('notifications', (frame) => again.push(frame));
    expect(again).toEqual([{ type: 'subscribe', publication_id: 'p1' }]);
    stopB();
    expect(again.at(-1)).toEqual({ type: 'unsubscribe', publication_id: 'p1' });
    expect(watchedPublications()).toEqual([]);
  });

  it('follows a card while it is near the screen', () => {
    let notifyObserver: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notifyObserver) {
          notifyObserver = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const sent: object[] = [];
    setSocketSender('notifications', (frame) => sent.push(frame));
    const { unmount } = render(<Card id="p2" />);
    expect(sent).toEqual([]);
    notifyObserver([{ isIntersecting: true }]);
    notifyObserver([{ isIntersecting: false }]);
    notifyObserver([{ isIntersecting: true }]);
    unmount();
    expect(sent).toEqual([
      { type: 'subscribe', publication_id: 'p2' },
      { type: 'unsubscribe', publication_id: 'p2' },
      { type: 'subscribe', publication_id: 'p2' },
      { type: 'unsubscribe', publication_id: 'p2' },
    ]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('is re-fetched with its comments when someone else changes it', async () => {
    const queryClient = new QueryClient();
    const fetched = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ id: 'p3' });
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await handlePublicationActivity(
      { type: 'publication_activity', publication_id: 'p3', change: 'comment' },
      queryClient,
    );
    expect(fetched).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: publicationsKeys.detail('p3') }),
    );
    expect(invalidated).toHaveBeenCalledWith({ queryKey: publicationsKeys.comments('p3') });
  });
});
