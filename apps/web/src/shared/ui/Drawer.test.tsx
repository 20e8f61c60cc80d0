import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';

/** A page with a button opening the drawer, as the layouts have. */
function Page({ responsive }: { responsive?: 'lg' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir le menu
      </button>
      <Drawer
        show={open}
        onHide={() => setOpen(false)}
        responsive={responsive}
        title="Menu"
        titleId="drawer-title"
      >
        <a href="/feed/home">Accueil</a>
        <button type="button">Paramètres</button>
      </Drawer>
    </>
  );
}

/** The page's width: narrower than 992 px or not. */
function setNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the drawer', () => {
  it('opens as a modal dialog that keeps focus, closes on Escape and gives focus back', () => {
    setNarrow(true);
    render(<Page responsive="lg" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Ouvrir le menu' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');

    // Tab from the last control comes back to the first; Shift+Tab from the first to the last.
    const close = screen.getByRole('button', { name: 'Fermer' });
    const last = screen.getByRole('button', { name: 'Paramètres' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus that leaves for the page behind comes back.
    opener.focus();
    expect(document.activeElement).toBe(dialog);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its button and its backdrop', () => {
    setNarrow(true);
    const { container } = render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closed and not responsive: nothing of its content is rendered.
    expect(screen.queryByRole('link', { name: 'Accueil' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const backdrop = container.querySelector('.offcanvas-backdrop');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stands in the page from 992 px: its content is there, no dialog', () => {
    setNarrow(false);
    render(<Page responsive="lg" />);
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
