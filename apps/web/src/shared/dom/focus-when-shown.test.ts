import { afterEach, describe, expect, it } from 'vitest';
import { focusMainHeading } from './focus-when-shown';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(title: string): HTMLElement {
  const main = document.createElement('main');
  const heading = document.createElement('h1');
  heading.textContent = title;
  main.append(heading);
  document.body.append(main);
  return heading;
}

describe('focusMainHeading', () => {
  it('focuses the heading already shown, made focusable with tabIndex -1', async () => {
    const heading = page('Fil d’actualité');
    expect(await focusMainHeading(null)).toBe(heading);
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('waits past the page being left for the next page’s heading', async () => {
    const old = page('Connexion');
    const waiting = focusMainHeading(old);
    old.closest('main')?.remove();
    const next = page('Bienvenue');
    expect(await waiting).toBe(next);
    expect(document.activeElement).toBe(next);
  });

  it('leaves the focus where the member put it meanwhile', async () => {
    const old = page('Connexion');
    const waiting = focusMainHeading(old);
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    page('Bienvenue');
    expect(await waiting).toBeNull();
    expect(document.activeElement).toBe(search);
  });

  it('leaves the focus in a dialog that took it first (the first visit’s tour)', async () => {
    const tour = document.createElement('div');
    tour.setAttribute('role', 'dialog');
    tour.innerHTML = '<h2 tabindex="-1">Bienvenue dans votre communauté !</h2>';
    document.body.append(tour);
    const title = tour.querySelector('h2') as HTMLElement;
    title.focus();
    page('Bienvenue');
    expect(await focusMainHeading(null)).toBeNull();
    expect(document.activeElement).toBe(title);
  });

  it('gives up when no heading shows', async () => {
    const old = page('Connexion');
    expect(await focusMainHeading(old, 20)).toBeNull();
  });
});
