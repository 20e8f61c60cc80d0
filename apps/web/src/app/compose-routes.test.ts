import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProfileTabsHandle, WebFeature } from '@/shared/feature/feature';
import { lateRoutes, profileTabs, routesFor, SLOT_ROUTES } from './compose-routes';

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

describe('the member features’ routes, added after the entry’s (ADR 0023)', () => {
  const early: WebFeature[] = [
    {
      name: 'news',
      routes: {
        public: [{ path: 'blogs/new' }],
        publicOrMember: [{ id: 'blogs', path: 'blogs', children: [] }],
      },
    },
  ];
  const late: WebFeature[] = [
    {
      name: 'groups',
      routes: {
        app: [{ id: 'group', path: 'groups/:groupId' }],
        blogs: [{ path: 'drafts' }],
      },
    },
    { name: 'events', routes: { group: [{ path: 'events' }], guestOnly: [{ path: 'invite' }] } },
    ...features,
    { name: 'later', soon: true, routes: { app: [{ path: 'later' }] } },
  ];
  const patches = new Map(lateRoutes(early, late));

  it("hangs each slot's routes under the slot's route, and the routes declared under an early route's id under it", () => {
    expect([...patches.keys()].sort()).toEqual(['app', 'blogs', 'guestOnly']);
    expect(patches.get('blogs')?.map((r) => r.path)).toEqual(['drafts']);
    expect(patches.get('guestOnly')?.map((r) => r.path)).toEqual(['invite']);
    // Not the early features' routes again, nor a feature's that is not built yet.
    expect(patches.get('app')?.map((r) => r.id ?? r.path)).toEqual([
      'group',
      'profile',
      'people-profile',
    ]);
  });

  it('composes the late routes with every feature: what hangs under them, and the profiles’ tabs', () => {
    const app = patches.get('app') ?? [];
    expect(app[0]?.children?.map((r) => r.path)).toEqual(['events']);
    expect(app.find((r) => r.id === 'profile')?.children?.map((r) => r.path)).toEqual([
      'feed',
      'about',
      'connections',
      'videos',
    ]);
  });

  it("puts a public route under the root (the slots' routes: app/routes.tsx)", () => {
    const [[parent, routes] = []] = lateRoutes(
      [],
      [{ name: 'x', routes: { public: [{ path: 'x' }] } }],
    );
    expect(parent).toBe(SLOT_ROUTES.public);
    expect(routes?.map((r) => r.path)).toEqual(['x']);
  });
});
