import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConversationEntry } from './ConversationEntry';
import { conversation, message, ME, mine } from './messaging.test-data';

function renderEntry(props: Partial<Parameters<typeof ConversationEntry>[0]> = {}) {
  const onSelect = vi.fn();
  render(
    <ConversationEntry
      conversation={conversation()}
      me={ME}
      active={false}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { onSelect, entry: screen.getByRole('button') };
}

describe('a conversation entry (spec §2)', () => {
  it('shows the titre and names, the preview and the short time of 7 characters', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 20, 22, 0), toFake: ['Date'] });
    const { entry } = renderEntry();
    expect(entry.textContent).toContain('Frère Paul Martin');
    expect(entry.textContent).toContain('Bonjour Marie');
    expect(entry.textContent).not.toContain('Vous : ');
    const time = entry.querySelector('time');
    expect(time?.textContent).toBe('09:05PM');
    expect(time?.textContent).toHaveLength(7);
    vi.useRealTimers();
  });

  it("prefixes 'Vous : ' when I sent the last message", () => {
    const { entry } = renderEntry({
      conversation: conversation({
        last_message: message({ sender_data: mine, content: 'Merci' }),
      }),
    });
    expect(entry.textContent).toContain('Vous : Merci');
  });

  it('shows the unread badge only above zero', () => {
    renderEntry({ conversation: conversation({ unread_count: 0 }) });
    expect(document.querySelector('.kn-unread-badge')).toBeNull();
    cleanup();
    renderEntry({ conversation: conversation({ id: 'c2', unread_count: 3 }) });
    expect(document.querySelector('.kn-unread-badge')?.textContent).toBe('3');
    expect(screen.getByText('3 non lus')).toBeTruthy();
  });

  it('draws the status dot green online and red offline', () => {
    renderEntry();
    expect(document.querySelector('.presence-dot')?.className).toContain('is-online');
    const offline = conversation({ id: 'c2' });
    offline.participants_details[0] = { ...offline.participants_details[0]!, status: 'offline' };
    const view = render(
      <ConversationEntry conversation={offline} me={ME} active onSelect={() => {}} />,
    );
    const dot = view.container.querySelector('.presence-dot');
    expect(dot?.className).toContain('is-offline');
    expect(view.container.querySelector('[aria-current="true"]')?.className).toContain('is-active');
  });

  it('selects the conversation on click', () => {
    const { onSelect, entry } = renderEntry();
    entry.click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });
});
