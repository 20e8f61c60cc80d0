import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MenuButton } from './MenuButton';
import { MenuDivider, MenuHeader, MenuItem, MenuLink } from './MenuItems';
import { placeMenu } from './menu-placement';

const chosen = vi.fn<(entry: string) => void>();
afterEach(() => {
  chosen.mockClear();
  vi.restoreAllMocks();
});

/** A page with a list menu between two buttons, as the publication card has. */
function renderList({ panel = false }: { panel?: boolean } = {}) {
  renderWithProviders(
    <div>
      <button type="button">Avant</button>
      <MenuButton
        align="end"
        variant="link"
        className="btn-icon no-caret"
        aria-label="Options de la publication"
        toggle={<span>…</span>}
        menuClassName="shadow"
        panel={panel}
      >
        <MenuItem disabled onClick={() => chosen('Appel')}>
          Appel vidéo (bientôt)
        </MenuItem>
        <MenuItem onClick={() => chosen('Modifier')}>Modifier</MenuItem>
        <MenuDivider />
        <MenuHeader>Thème</MenuHeader>
        <MenuLink to="/profile/feed">Voir mon profil</MenuLink>
        <MenuItem onClick={() => chosen('Supprimer')}>Supprimer</MenuItem>
        <MenuItem disabled>Paramètres (bientôt)</MenuItem>
      </MenuButton>
      <button type="button">Après</button>
    </div>,
  );
  return screen.getByRole('button', { name: 'Options de la publication' });
}

const mouse = { detail: 1 };
const focused = () => document.activeElement?.textContent;
const menu = () => document.querySelector('.dropdown-menu');

describe('the menu button', () => {
  it('is a toggle with the look asked, and mounts its menu only while open', () => {
    const toggle = renderList();
    expect(toggle.className).toBe('btn btn-link dropdown-toggle btn-icon no-caret');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.hasAttribute('aria-controls')).toBe(false);
    expect(toggle.hasAttribute('aria-haspopup')).toBe(false);
    expect(menu()).toBeNull();

    toggle.focus();
    fireEvent.click(toggle, mouse);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const open = menu();
    expect(open?.id).toBe(toggle.getAttribute('aria-controls'));
    expect(open?.className).toBe('dropdown-menu show dropdown-menu-end shadow');
    // A mouse click leaves the focus on the toggle.
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByRole('heading', { name: 'Thème' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mon profil' }).className).toBe('dropdown-item');
    const soon = screen.getByRole('button', { name: 'Appel vidéo (bientôt)' });
    expect(soon.getAttribute('aria-disabled')).toBe('true');
    expect(soon.className).toContain('disabled');

    fireEvent.click(toggle, mouse);
    expect(menu()).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs a chosen entry, closes and gives the focus back to the toggle', () => {
    const toggle = renderList();
    fireEvent.click(toggle, mouse);
    const remove = screen.getByRole('button', { name: 'Supprimer' });
    remove.focus();
    fireEvent.click(remove, mouse);
    expect(chosen).toHaveBeenCalledWith('Supprimer');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('does nothing for a disabled entry', () => {
    const toggle = renderList();
    fireEvent.click(toggle, mouse);
    fireEvent.click(screen.getByRole('button', { name: 'Appel vidéo (bientôt)' }), mouse);
    expect(chosen).not.toHaveBeenCalled();
    expect(menu()).not.toBeNull();
  });

  it('opens from the keyboard on the first enabled entry; the arrows, Home and End move', () => {
    const toggle = renderList();
    toggle.focus();
    // Enter and Space click the button with detail 0.
    fireEvent.click(toggle);
    expect(focused()).toBe('Modifier');
    const key = (name: string) =>
      fireEvent.keyDown(document.activeElement as Element, { key: name });
    key('ArrowDown');
    expect(focused()).toBe('Voir mon profil');
    key('ArrowDown');
    expect(focused()).toBe('Supprimer');
    key('ArrowDown');
    expect(focused()).toBe('Modifier');
    key('ArrowUp');
    expect(focused()).toBe('Supprimer');
    key('Home');
    expect(focused()).toBe('Modifier');
    key('End');
    expect(focused()).toBe('Supprimer');
  });

  it('opens on ArrowDown at the first entry and on ArrowUp at the last', () => {
    const toggle = renderList();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowUp' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Supprimer');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(focused()).toBe('Modifier');
  });

  it('closes on Escape, gives the focus back, and keeps the Escape from what is around', () => {
    const around = vi.fn();
    document.addEventListener('keydown', around);
    const toggle = renderList();
    toggle.focus();
    fireEvent.click(toggle);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(around).not.toHaveBeenCalled();
    document.removeEventListener('keydown', around);
  });

  it('closes a list on Tab, from the toggle where the Tab goes on', () => {
    const toggle = renderList();
    toggle.focus();
    fireEvent.click(toggle);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps a panel open on Tab, and closes it when the focus leaves it', () => {
    const toggle = renderList({ panel: true });
    toggle.focus();
    fireEvent.click(toggle);
    const first = document.activeElement as Element;
    fireEvent.keyDown(first, { key: 'Tab' });
    expect(menu()).not.toBeNull();
    fireEvent.focusOut(first, { relatedTarget: screen.getByRole('button', { name: 'Supprimer' }) });
    expect(menu()).not.toBeNull();
    fireEvent.focusOut(first, { relatedTarget: screen.getByRole('button', { name: 'Après' }) });
    expect(menu()).toBeNull();
  });

  it('closes on a click outside', () => {
    const toggle = renderList();
    fireEvent.click(toggle, mouse);
    fireEvent.click(screen.getByRole('button', { name: 'Avant' }), mouse);
    expect(menu()).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says aria-haspopup="menu" for a real menu, named as asked', () => {
    renderWithProviders(
      <MenuButton toggle="Réagir" menuRole="menu" menuLabel="Réactions au commentaire de Paul">
        <MenuItem role="menuitemradio" aria-checked active>
          J&apos;aime
        </MenuItem>
        <MenuItem role="menuitemradio" aria-checked={false}>
          Je prie
        </MenuItem>
      </MenuButton>,
    );
    const toggle = screen.getByRole('button', { name: 'Réagir' });
    expect(toggle.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(toggle);
    const list = screen.getByRole('menu', { name: 'Réactions au commentaire de Paul' });
    expect(list.id).toBe(toggle.getAttribute('aria-controls'));
    const like = screen.getByRole('menuitemradio', { name: "J'aime" });
    expect(like.className).toBe('dropdown-item active');
    expect(document.activeElement).toBe(like);
  });

  it('opens upward when the screen ends below the toggle', () => {
    const rects = new Map<string, Partial<DOMRect>>([
      ['BUTTON', { top: 700, bottom: 744, left: 100, right: 144, width: 44, height: 44 }],
      ['DIV', { top: 700, bottom: 744, left: 100, right: 144, width: 44, height: 44 }],
    ]);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box = this.classList.contains('dropdown-menu')
        ? { top: 746, bottom: 1046, left: 100, right: 300, width: 200, height: 300 }
        : rects.get(this.tagName);
      return { x: 0, y: 0, toJSON: () => null, ...box } as DOMRect;
    });
    const toggle = renderList();
    fireEvent.click(toggle, mouse);
    const open = menu() as HTMLElement;
    expect(open.dataset.placement).toBe('top');
    expect(open.style.top).toBe('auto');
    expect(open.style.bottom).toBe('46px');
  });
});

describe('where a menu goes', () => {
  const toggle = { top: 100, bottom: 144, left: 300, right: 344, width: 44, height: 44 };
  const wrapper = toggle;
  const viewport = { width: 390, height: 844 };
  const menu = (width: number, height: number) => ({
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    width,
    height,
  });

  it('goes below, its end under the toggle end', () => {
    expect(
      placeMenu({ toggle, wrapper, viewport, menu: menu(200, 300), end: true, fixed: false }),
    ).toEqual({ position: 'absolute', top: 46, bottom: 'auto', left: -156, up: false });
  });

  it('stays inside the screen on the left and on the right', () => {
    // Its end under the toggle's would start at -26 px: pushed to 8 px from the edge.
    expect(
      placeMenu({ toggle, wrapper, viewport, menu: menu(370, 300), end: true, fixed: false }).left,
    ).toBe(8 - 300);
    // Its start under the toggle's would end past the right edge.
    expect(
      placeMenu({ toggle, wrapper, viewport, menu: menu(200, 300), end: false, fixed: false }).left,
    ).toBe(390 - 8 - 200 - 300);
  });

  it('goes above when the screen ends first and there is more room above', () => {
    const low = { ...toggle, top: 700, bottom: 744 };
    expect(
      placeMenu({
        toggle: low,
        wrapper: low,
        viewport,
        menu: menu(200, 300),
        end: true,
        fixed: false,
      }),
    ).toEqual({ position: 'absolute', top: 'auto', bottom: 46, left: -156, up: true });
  });

  it('scrolls within the screen when it fits on neither side', () => {
    const place = placeMenu({
      toggle,
      wrapper,
      viewport,
      menu: menu(200, 900),
      end: true,
      fixed: false,
    });
    expect(place.up).toBe(false);
    expect(place.maxHeight).toBe(844 - 144 - 2 - 8);
  });

  it('is placed against the screen when fixed', () => {
    expect(
      placeMenu({ toggle, wrapper, viewport, menu: menu(200, 300), end: true, fixed: true }),
    ).toEqual({ position: 'fixed', top: 146, bottom: 'auto', left: 144, up: false });
  });
});
