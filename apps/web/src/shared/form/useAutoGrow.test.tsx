import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { growToContent, useAutoGrow } from './useAutoGrow';

describe('text boxes grow with their content', () => {
  function sized(box: HTMLTextAreaElement, content: number) {
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: content });
    Object.defineProperty(box, 'offsetHeight', { configurable: true, value: 62 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 60 });
  }

  it('takes the height of its content and its borders', () => {
    const box = document.createElement('textarea');
    sized(box, 120);
    growToContent(box, 240);
    expect(box.style.height).toBe('122px');
    expect(box.style.overflowY).toBe('hidden');
    expect(box.style.resize).toBe('none');
  });

  it('stops at the maximum height and scrolls past it', () => {
    const box = document.createElement('textarea');
    sized(box, 500);
    growToContent(box, 240);
    expect(box.style.height).toBe('240px');
    expect(box.style.overflowY).toBe('auto');
  });

  it('keeps its rows while it is not laid out (in a closed dialog)', () => {
    const box = document.createElement('textarea');
    sized(box, 0);
    growToContent(box, 240);
    expect(box.style.height).toBe('');
  });

  it('grows again at each change of its value', () => {
    let content = 40;
    function Grows({ value }: { value: string }) {
      const ref = useAutoGrow(value);
      const seen = useRef(false);
      return (
        <textarea
          aria-label="Votre message"
          ref={(box) => {
            ref.current = box;
            if (box && !seen.current) {
              seen.current = true;
              Object.defineProperty(box, 'scrollHeight', { get: () => content });
            }
          }}
          value={value}
          readOnly
        />
      );
    }
    const { rerender } = render(<Grows value="a" />);
    const box = screen.getByLabelText('Votre message');
    expect(box.style.height).toBe('40px');
    content = 80;
    rerender(<Grows value={'a\nb'} />);
    expect(box.style.height).toBe('80px');
  });
});
