import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProfileTabsHandle, WebFeature } from '@/shared/feature/feature';
import { profileTabs, routesFor } from './compose-routes';

const page = (name: string) => ({ lazy: async () => ({ Component: () => name }) });

// Two profile layouts as the profile and people features declare them, and features adding
// tabs to them, out of order.
const features: WebFeature[] = [
  {
    name: 'profile',
    routes: { app: [{ id: 'profile', path: 'profile', handle: { wide: true }, children: [] }] },
    profileTabs: [{ path: 'about', label: 'about', order: 20, own: page('about') }],
  },
  {
    name: 'people',
    routes: { app: [{ id: 'people-profile', path: 'feed/people-profile/:userId' }] },
    profileTabs: [{ path: 'about', label: 'about', order: 20, member: page('their about') }],
  },
  {
    name: 'videos',
    profileTabs: [
      { path: 'videos', label: 'videos', order: 50, own: page('mine'), member: page('theirs') },
    ],
  },
  {
    name: 'connections',
    profileTabs: [
      {
        path: 'connections',
        label: 'connections',
        order: 30,
        own: page('network'),
        ownPending: (me) => me.counts.invitations,
      },
    ],
  },
  {
    name: 'publications',
    profileTabs: [
      { path: 'feed', label: 'profileFeed', order: 10, own: page('feed'), member: page('feed') },
    ],
  },
  {
    name: 'news',
    soon: true,
    profileTabs: [{ path: 'news', label: 'news', order: 5, own: page('news') }],
  },
];

const route = (id: string) => routesFor(features, 'app').find((r) => r.id === id) as RouteObject;

describe('the profiles’ tabs composed from the features (ADR 0002)', () => {
  it('lists the tabs of each profile in their declared order, from the features that give it a page', () => {
    expect(profileTabs(features, 'own').map((tab) => tab.key)).toEqual([
      'publications.feed',
      'profile.about',
      'connections.connections',
      'videos.videos',
    ]);
    expect(profileTabs(features, 'member').map((tab) => tab.key)).toEqual([
      'publications.feed',
      'people.about',
      'videos.videos',
    ]);
  });

  it("labels a tab with its feature's nav texts, and counts what waits only on the own profile", () => {
    const [, , connections] = profileTabs(features, 'own');
    expect(connections?.labelKey).toBe('connectionsNav.connections');
    expect(connections?.pending?.({ counts: { invitations: 2 } } as never)).toBe(2);
    expect(profileTabs(features, 'member').some((tab) => tab.pending)).toBe(false);
  });

  it("hangs each profile's tabs under its route, with their list in the route's handle", () => {
    const own = route('profile');
    expect(own.children?.map((child) => child.path)).toEqual([
      'feed',
      'about',
      'connections',
      'videos',
    ]);
    expect(own.handle).toEqual({ wide: true, profileTabs: profileTabs(features, 'own') });
    const member = route('people-profile');
    expect(member.children?.map((child) => child.path)).toEqual(['feed', 'about', 'videos']);
    expect((member.handle as ProfileTabsHandle).profileTabs.map((tab) => tab.path)).toEqual([
      'feed',
      'about',
      'videos',
    ]);
    // The page is the one the feature gave for that profile.
    expect(member.children?.[2]?.lazy).toBe(features[2]?.profileTabs?.[0]?.member?.lazy);
  });
});
