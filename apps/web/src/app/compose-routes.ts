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
 * The routes every feature declares for `slot`, in the order of the feature list (or only those
 * the features of `from` declare). A route with an id receives the routes other features declare
 * under that id; a profile's route (its id in `PROFILE_ROUTES`) receives the features' tabs of
 * that profile, and their list in its handle.
 */
export function routesFor(
  features: readonly WebFeature[],
  slot: RouteSlot,
  from: readonly WebFeature[] = features,
): RouteObject[] {
  const slotted = (name: RouteSlot, of = features) =>
    built(of).flatMap((feature) => feature.routes?.[name] ?? []);
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
  return slotted(slot, from).map(attach);
}

/** The route each slot of the app's tree is (app/routes.tsx): `public` hangs under the root. */
export const SLOT_ROUTES: Readonly<Record<string, string>> = {
  public: 'root',
  publicOrMember: 'publicOrMember',
  guestOnly: 'guestOnly',
  app: 'app',
};

/**
 * The routes the member features (`late`, loaded after the entry: ADR 0023) add to the tree the
 * entry built from the `early` features, by the id of the route they hang under: each slot's
 * routes under the slot's route, and those declared under the id of an early feature's route
 * under that route. Each comes composed with every feature: the routes and tabs any feature hangs
 * under a late route are there.
 */
export function lateRoutes(
  early: readonly WebFeature[],
  late: readonly WebFeature[],
): [parentId: string, routes: RouteObject[]][] {
  const all = [...early, ...late];
  const earlyIds = new Set<string>();
  const collect = (routes: readonly RouteObject[]) => {
    for (const route of routes) {
      if (route.id) earlyIds.add(route.id);
      collect(route.children ?? []);
    }
  };
  collect(Object.keys(SLOT_ROUTES).flatMap((slot) => routesFor(early, slot)));
  const slots = new Set(built(late).flatMap((feature) => Object.keys(feature.routes ?? {})));
  return [...slots].flatMap((slot): [string, RouteObject[]][] => {
    const parent = SLOT_ROUTES[slot] ?? (earlyIds.has(slot) ? slot : undefined);
    // A slot that is the id of a late route: routesFor already hung its routes there.
    return parent ? [[parent, routesFor(all, slot, late)]] : [];
  });
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
