import type { RouteObject } from 'react-router';
import type {
  ProfileKind,
  ProfileTabLink,
  ProfileTabPage,
  RouteSlot,
  WebFeature,
} from '@/shared/feature/feature';
import { navTextKey, PROFILE_ROUTES } from '@/shared/feature/feature';

// The router's part of the composition of the features (ADR 0002): in the entry chunk, with
// the manifests; keep it small. The menus and the socket's handlers are compose-features.ts.

const built = (features: readonly WebFeature[]) => features.filter((feature) => !feature.soon);

/**
 * The routes every feature declares for `slot`, in the order of the feature list. A route with
 * an id receives the routes other features declare under that id; a profile's route (its id in
 * `PROFILE_ROUTES`) receives the features' tabs of that profile, and their list in its handle.
 */
export function routesFor(features: readonly WebFeature[], slot: RouteSlot): RouteObject[] {
  const slotted = (name: RouteSlot) =>
    built(features).flatMap((feature) => feature.routes?.[name] ?? []);
  const attach = (route: RouteObject): RouteObject => {
    const profile = route.id ? PROFILE_ROUTES[route.id] : undefined;
    const tabs = profile ? profileTabs(features, profile) : [];
    const children = [
      ...(route.children ?? []),
      ...(route.id ? slotted(route.id) : []),
      ...tabs.map(({ path, page }) => ({ path, ...page })),
    ].map(attach);
    if (children.length === 0) return route;
    const handle = profile && { handle: { ...route.handle, profileTabs: tabs } };
    return { ...route, ...handle, children } as RouteObject;
  };
  return slotted(slot).map(attach);
}

/** A profile's tab: its link in the tab bar and its page on that profile. */
export interface ProfileTab extends ProfileTabLink {
  page: ProfileTabPage;
}

/** The tabs of one profile, from every feature that gives it a page, in their declared order. */
export function profileTabs(features: readonly WebFeature[], profile: ProfileKind): ProfileTab[] {
  return built(features)
    .flatMap(({ name, profileTabs = [] }) =>
      profileTabs.flatMap(({ path, label, order, ownPending, [profile]: page }) =>
        page
          ? [
              {
                key: `${name}.${path}`,
                path,
                labelKey: navTextKey(name, label),
                order,
                page,
                pending: profile === 'own' ? ownPending : undefined,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => a.order - b.order);
}
