import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './QuietBoundary';

afterEach(() => vi.restoreAllMocks());

describe('QuietBoundary', () => {
  it('replaces a side part whose chunk fails to load, and the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <div>
        <p>La page et ses sockets</p>
        <QuietBoundary fallback={<aside>colonne vide</aside>}>
          <Suspense fallback={<aside>chargement</aside>}>
            <Broken />
          </Suspense>
        </QuietBoundary>
      </div>,
    );
    expect(await screen.findByText('colonne vide')).toBeTruthy();
    expect(screen.getByText('La page et ses sockets')).toBeTruthy();
  });

  it('shows its children while they work', () => {
    render(
      <QuietBoundary>
        <p>Vous connaissez peut-être</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('Vous connaissez peut-être')).toBeTruthy();
  });
});
