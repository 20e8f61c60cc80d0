import type { Notification } from '@koinonia/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotificationItem } from './NotificationItem';

afterEach(cleanup);

const grouped: Notification = {
  id: 'n1',
  notification_type: 'COMMENTAIRE_NEW',
  message: 'Luc Bernard et 2 autres ont commenté « Veillée de prière… ».',
  more: { post: 'p1', comment: 'c9', quote: 'Je serai là à 20 h 30' },
  actor: null,
  is_read: false,
  created_at: '2026-11-20T10:00:00Z',
};

describe('a grouped comment notification', () => {
  it('quotes the latest comment and leads to it', async () => {
    renderWithProviders(<NotificationItem notification={grouped} onOpen={() => undefined} />);
    const link = await screen.findByRole('link');
    expect(link.textContent).toContain(
      'Luc Bernard et 2 autres ont commenté « Veillée de prière… ».',
    );
    expect(link.textContent).toContain('« Je serai là à 20 h 30 »');
    expect(link.getAttribute('href')).toBe('/feed/publica-details/p1?comment=c9');
  });
});
