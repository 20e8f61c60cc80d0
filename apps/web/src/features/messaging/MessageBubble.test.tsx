import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MessageBubble } from './MessageBubble';
import { message, mine } from './messaging.test-data';

describe('a message bubble (spec §4)', () => {
  it('tells its sender a message hidden by moderation is hidden', () => {
    renderWithProviders(
      <MessageBubble message={message({ sender_data: mine, moderation_hidden: true })} mine />,
    );
    expect(screen.getByText('Masqué par la modération')).toBeTruthy();
  });

  it('puts my message on the right in the primary style, with a single check while unread', () => {
    const { container } = render(
      <MessageBubble message={message({ sender_data: mine, is_read: false })} mine />,
    );
    expect(container.querySelector('li')?.className).toContain('justify-content-end');
    expect(container.querySelector('.message-bubble')?.className).toContain('message-mine');
    expect(container.querySelector('.message-check')?.getAttribute('data-read')).toBe('false');
    expect(screen.getByText('Envoyé')).toBeTruthy();
  });

  it('shows a double check in the info colour once read', () => {
    const { container } = render(
      <MessageBubble message={message({ sender_data: mine, is_read: true })} mine />,
    );
    const check = container.querySelector('.message-check');
    expect(check?.getAttribute('data-read')).toBe('true');
    expect(check?.className).toContain('is-read');
    expect(screen.getByText('Lu')).toBeTruthy();
  });

  it("puts the other's message on the left in the light style, with no check", () => {
    const { container } = render(<MessageBubble message={message()} mine={false} />);
    expect(container.querySelector('li')?.className).toContain('justify-content-start');
    expect(container.querySelector('.message-bubble')?.className).toContain('message-theirs');
    expect(container.querySelector('.message-check')).toBeNull();
  });

  it('writes the time on the 12-hour clock', () => {
    render(<MessageBubble message={message()} mine={false} />);
    expect(screen.getByText('09:05 PM')).toBeTruthy();
  });

  it('shows an image as a thumbnail of 87 × 91 with alt text and the caption', () => {
    render(
      <MessageBubble
        message={message({ image: '/media/photo.webp', content: 'La chorale' })}
        mine={false}
      />,
    );
    const image = screen.getByRole('img', { name: 'Image envoyée par Frère Paul Martin' });
    expect(image.getAttribute('width')).toBe('87');
    expect(image.getAttribute('height')).toBe('91');
    expect(screen.getByText('La chorale')).toBeTruthy();
  });
});
