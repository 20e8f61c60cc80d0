/**
 * The community's public profile (`GET /api/instance/`: name, description, logo, sign-up
 * mode), set by admins in /admin/community and read by the landing page. The public pages
 * have no query cache (their layouts carry none), so this holds its own: one request per page
 * load, shared by whoever asks.
 */
import type { CommunityProfile } from '@koinonia/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { base } from '@/shared/api/endpoints';

const instanceUrl = base(import.meta.env.VITE_INSTANCE_URL as string | undefined, '/api/instance');

let known: CommunityProfile | undefined;
let asked: Promise<CommunityProfile | undefined> | undefined;

function load(): Promise<CommunityProfile | undefined> {
  asked ??= apiRequest<CommunityProfile>(`${instanceUrl}/`, { auth: false }).then(
    (profile) => (known = profile),
    () => {
      // Unknown for now: the page shows its own texts, and the next page asks again.
      asked = undefined;
      return undefined;
    },
  );
  return asked;
}

/** What an admin just saved, shown at once by the pages that read it. */
export function rememberCommunityProfile(profile: CommunityProfile): void {
  known = profile;
  asked = Promise.resolve(profile);
}

/** The community's profile; undefined while it loads or when it cannot be read. */
export function useCommunityProfile(): CommunityProfile | undefined {
  const [profile, setProfile] = useState(known);
  useEffect(() => {
    let live = true;
    void load().then((found) => {
      if (live && found) setProfile(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return profile;
}
