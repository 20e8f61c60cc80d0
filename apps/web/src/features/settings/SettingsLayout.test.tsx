import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SettingsLayout } from './SettingsLayout';
import '@/features/settings/settings.feature';

describe('the settings layout', () => {
  it('a menu of the six pages, the current one marked, and the footer links', () => {
    renderWithProviders(<SettingsLayout />, { path: '/settings/privacy' });
    const menu = screen.getByRole('navigation', { name: 'Menu des paramètres' });
    const links = [...menu.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Compte', '/settings/account'],
      ['Notifications', '/settings/notification'],
      ['Confidentialité et sécurité', '/settings/privacy'],
      ['Communications', '/settings/communication'],
      ['Messagerie', '/settings/messaging'],
      ['Fermer le compte', '/settings/close-account'],
    ]);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
    const footer = screen.getByRole('navigation', { name: 'Liens utiles' });
    // Only pages that exist are links: no dead end (UI.md). Support is SUPPORT_URL once the
    // help centre answers; docs has no page yet.
    expect(
      [...footer.querySelectorAll('a')]
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.startsWith('/')),
    ).toEqual(['/landing', '/settings/account', '/help', '/privacy-terms']);
    expect(footer.textContent).toContain('Documentation (bientôt)');
    expect(footer.textContent).not.toContain('Aide (bientôt)');
    // The drawer's button (under 992 px) says what it controls.
    const toggle = screen.getByRole('button', { name: 'Menu des paramètres' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
