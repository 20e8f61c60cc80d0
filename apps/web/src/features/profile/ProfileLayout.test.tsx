import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { userProfile } from '@/test/profile-data';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { ProfileLayout } from './ProfileLayout';

const marie = userProfile({
  id: 'marie',
  email: 'marie@example.org',
  titre: 'Mme',
  first_name: 'Marie',
  last_name: 'Dupont',
  bio: 'Chorale du dimanche.',
  birthday: '1984-03-12',
  date_joined: '2026-11-02T10:00:00.000Z',
  counts: { friends: 4, publications: 2, invitations: 0 },
});

// The browser's frames, run by the test: the first screen paints when the test says so.
let frames: FrameRequestCallback[] = [];
const paint = () => act(() => frames.splice(0).forEach((frame) => frame(0)));

beforeEach(() => {
  saveSession({ access: fakeToken({ user_id: 'marie' }), refresh: 'r' });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  // A large screen: the side column is beside the page, near the screen as soon as observed.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe() {
        this.report([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the own profile (ADR 0012)', () => {
  it('renders its side column once the first screen has painted, not with it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          ['/api/users/profil/', () => json(marie)],
          ['/api/users/user_files/', () => json({ results: [], next: null })],
          ['/api/users/', () => json({ results: [], next: null })],
        ]),
      ),
    );
    renderWithProviders(<ProfileLayout />, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Mme Marie Dupont' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'A propos' })).toBeNull();

    await paint();
    expect(await screen.findByRole('heading', { name: 'A propos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Photos de profile' })).toBeTruthy();
  });
});
