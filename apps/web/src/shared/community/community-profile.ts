/**
 * The community's public profile (`GET /api/instance/`: name, description, logo, sign-up
 * mode), set by admins in /admin/community and read by the landing page, the sign-up form and
 * the brand in every header. The public pages have no query cache (their layouts carry none),
 * so this holds its own: one request per page load, shared by whoever asks. The name last read
 * is kept in local storage, so that a renamed community's headers show its name at once.
 */
import type { CommunityProfile } from '@koinonia/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { base } from '@/shared/api/endpoints';

const instanceUrl = base(import.meta.env.VITE_INSTANCE_URL as string | undefined, '/api/instance');

const NAME_KEY = 'koinonia-community-name';

let known: CommunityProfile | undefined;

/** The community's name as last read on this device, if any. */
export function rememberedCommunityName(): string | null {
  try {
    return localStorage.getItem(NAME_KEY);
  } catch {
    return null;
  }
}

/** The mounted readers, told when the profile is read or saved. */
const readers = new Set<(profile: CommunityProfile) => void>();

function keepName(profile: CommunityProfile): CommunityProfile {
  try {
    localStorage.setItem(NAME_KEY, profile.name);
  } catch {
    // A browser without storage shows the name once it is read.
  }
  for (const tell of readers) tell(profile);
  return profile;
}

let asked: Promise<CommunityProfile | undefined> | undefined;

function load(): Promise<CommunityProfile | undefined> {
  asked ??= apiRequest<CommunityProfile>(`${instanceUrl}/`, { auth: false }).then(
    (profile) => (known = keepName(profile)),
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
  known = keepName(profile);
  asked = Promise.resolve(profile);
}

/**
 * The community's profile; undefined while it loads or when it cannot be read. `ask` false:
 * not asked for by this reader (another may, and this one is told).
 */
export function useCommunityProfile(ask = true): CommunityProfile | undefined {
  const [profile, setProfile] = useState(known);
  useEffect(() => {
    readers.add(setProfile);
    if (ask) void load();
    return () => {
      readers.delete(setProfile);
    };
  }, [ask]);
  return profile;
}

/**
 * The community's name: as read by this page, else as last read on this device, else
 * `fallback`. `ask` false: this reader does not ask for it (the signed-in header asks once its
 * first screen has painted, ADR 0012; the footer waits for the header).
 */
export function useCommunityName(fallback: string, ask = true): string {
  return useCommunityProfile(ask)?.name ?? rememberedCommunityName() ?? fallback;
}
