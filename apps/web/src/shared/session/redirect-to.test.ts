import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInUrlFor } from './redirect-to';

describe('redirectTo sanitising', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeRedirectPath('/feed/home')).toBe('/feed/home');
    expect(safeRedirectPath('/profile/about?tab=2#bio')).toBe('/profile/about?tab=2#bio');
  });

  it.each([
    null,
    '',
    'feed/home',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /feed/home',
    `/${'a'.repeat(3000)}`,
  ])('falls back to /feed/home for %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/feed/home');
  });

  it('builds the sign-in URL with the path encoded', () => {
    expect(signInUrlFor('/feed/home?x=1&y=2')).toBe(
      '/auth/sign-in?redirectTo=%2Ffeed%2Fhome%3Fx%3D1%26y%3D2',
    );
  });
});
