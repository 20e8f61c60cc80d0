import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpinnerButton } from './SpinnerButton';

describe('a button whose request runs (spec §4)', () => {
  it('shows its spinner before the label', () => {
    render(<SpinnerButton busy>Publier</SpinnerButton>);
    const button = screen.getByRole('button', { name: 'Publier' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.firstElementChild?.className).toContain('spinner-border');
  });

  it('steady: the spinner covers the label, which keeps the width and stays the name', () => {
    const { rerender } = render(<SpinnerButton steady>Tout marquer comme lu</SpinnerButton>);
    const button = screen.getByRole('button', { name: 'Tout marquer comme lu' });
    expect(button.querySelector('.spinner-border')).toBeNull();

    rerender(
      <SpinnerButton steady busy>
        Tout marquer comme lu
      </SpinnerButton>,
    );
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The label keeps its place (hidden from the eye); the spinner stands over it, out of the flow.
    expect(button.firstElementChild?.className).toContain('opacity-0');
    expect(button.querySelector('.spinner-border')?.parentElement?.className).toContain(
      'position-absolute',
    );
  });
});
