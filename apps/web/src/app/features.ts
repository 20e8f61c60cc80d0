import { use } from 'react';
import { authFeature } from '@/features/auth/auth.feature';
import { helpFeature } from '@/features/help/help.feature';
import { landingFeature } from '@/features/landing/landing.feature';
import { newsFeature } from '@/features/news/news.feature';
import { privacyFeature } from '@/features/privacy/privacy.feature';
import { pwaFeature } from '@/features/pwa/pwa.feature';
import type { WebFeature } from '@/shared/feature/feature';

/**
 * The web features (ADR 0002): the router, the menus and the notification socket read
 * these lists. A new feature is its folder with its `<name>.feature.ts`, plus one line here
 * when a guest opens its pages, or in `member-features.ts` when only members do (ADR 0023).
 * A feature marked `soon` shows its menu entries disabled with '(bientôt)' until it lands.
 *
 * The guest features: the features of the pages a guest opens (public, guest-only, or read by
 * both). Their manifests ship in the entry chunk; the router knows their routes from the start.
 */
export const GUEST_FEATURES: readonly WebFeature[] = [
  landingFeature,
  authFeature,
  newsFeature,
  helpFeature,
  privacyFeature,
  pwaFeature,
];

let loaded: readonly WebFeature[] | undefined;
let loading: Promise<readonly WebFeature[]> | undefined;

/**
 * Every feature, the member features' manifests loaded in a chunk of their own (ADR 0023): when
 * the router first meets a path it does not know, and with the signed-in layout.
 */
export function loadFeatures(): Promise<readonly WebFeature[]> {
  loading ??= import('./member-features').then(
    (m) => (loaded = [...GUEST_FEATURES, ...m.MEMBER_FEATURES]),
    (error: unknown) => {
      // A chunk that failed (the network, a deploy) is asked for again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Every feature, for a component: at once when they are loaded (the signed-in layout's route
 * waits for them), else suspended until they are.
 */
export function useFeatures(): readonly WebFeature[] {
  return loaded ?? use(loadFeatures());
}
