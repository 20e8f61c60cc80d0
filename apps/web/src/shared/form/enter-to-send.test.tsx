import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOUCH_QUERY } from '@/shared/dom/touch-device';
import { sendsOnEnter, useEnterToSend } from './enter-to-send';

function touchScreen(touch: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: touch && query === TOUCH_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

function Box({ onSubmit }: { onSubmit: () => void }) {
  const onKeyDown = useEnterToSend();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="box">Votre message</label>
      <textarea id="box" onKeyDown={onKeyDown} />
    </form>
  );
}

/** Whether the key press went through to the text box (a new line) or was taken (sent). */
function press(init: KeyboardEventInit & { isComposing?: boolean; keyCode?: number }) {
  const box = screen.getByLabelText('Votre message');
  return fireEvent.keyDown(box, { key: 'Enter', ...init });
}

describe('one rule for Enter (UI.md)', () => {
  it('Enter sends (the form is submitted, no new line)', () => {
    const onSubmit = vi.fn();
    render(<Box onSubmit={onSubmit} />);
    const kept = press({});
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(kept).toBe(false);
  });

  it('Shift+Enter makes a new line and sends nothing', () => {
    const onSubmit = vi.fn();
    render(<Box onSubmit={onSubmit} />);
    expect(press({ shiftKey: true })).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on a touch screen (coarse pointer or no hover) Enter makes a new line; the button sends', () => {
    touchScreen(true);
    const onSubmit = vi.fn();
    render(<Box onSubmit={onSubmit} />);
    expect(press({})).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(window.matchMedia).toHaveBeenCalledWith('(pointer: coarse), (hover: none)');
  });

  it('a pointer that hovers (a mouse) keeps Enter as send', () => {
    touchScreen(false);
    const onSubmit = vi.fn();
    render(<Box onSubmit={onSubmit} />);
    press({});
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('never sends while an input method is composing (isComposing, or Safari’s 229)', () => {
    const onSubmit = vi.fn();
    render(<Box onSubmit={onSubmit} />);
    expect(press({ isComposing: true })).toBe(true);
    expect(press({ keyCode: 229 })).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('other keys and modified Enters are left alone', () => {
    const event = { shiftKey: false, nativeEvent: {} };
    expect(sendsOnEnter({ ...event, key: 'a' }, false)).toBe(false);
    expect(sendsOnEnter({ ...event, key: 'Enter', ctrlKey: true }, false)).toBe(false);
    expect(sendsOnEnter({ ...event, key: 'Enter', altKey: true }, false)).toBe(false);
    expect(sendsOnEnter({ ...event, key: 'Enter' }, false)).toBe(true);
    expect(sendsOnEnter({ ...event, key: 'Enter' }, true)).toBe(false);
  });

  it('calls the given send instead of submitting the form', () => {
    const send = vi.fn();
    function Own() {
      const onKeyDown = useEnterToSend(send);
      return <textarea aria-label="Votre message" onKeyDown={onKeyDown} />;
    }
    render(<Own />);
    press({});
    expect(send).toHaveBeenCalledTimes(1);
  });
});
