/**
 * The privacy notice and terms of use (docs/help-and-terms.md): the current version (the last
 * published; the bundled one for a new community), the consents given at sign-up and again for
 * each new version, and what the member's own profile says is still to accept.
 */
import {
  CONSENT_KINDS,
  CONSENT_TEXTS,
  type AcceptTermsBody,
  type DetailResponse,
  type PendingTerms,
  type TermsDocument,
} from '@koinonia/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { renderSafeMarkdown } from '../../platform/markdown.ts';
import type { TermsFile } from './terms.document.ts';
import type { TermsRepository, TermsVersionRow } from './terms.repository.ts';
import { TERMS_TEXTS } from './terms.texts.ts';

export interface TermsServiceDeps {
  repository: TermsRepository;
  /** The repository over another module's transaction (sign-up's, `recordSignUpIn`). */
  repositoryOver: (tx: Db) => TermsRepository;
  /** The version a new community starts with (terms.document.ts, `bundledTerms`). */
  bundled: () => TermsFile;
  /** SUPPORT_URL: the text's `{{support_url}}` becomes this address. */
  supportUrl: string;
  /** The clock of the write gate's cache (tests move it past `CURRENT_VERSION_TTL_MS`). */
  now?: () => Date;
}

/**
 * How long a node trusts the current version it read last, for the write gate
 * (`mayWrite`): a version published by the operator's command (another process) is enforced
 * by every node's gate within this time, and at once by a node that reads it meanwhile (a
 * profile read, `GET /api/terms/`). A member's profile shows it at their next read.
 */
export const CURRENT_VERSION_TTL_MS = 60_000;

/** Members whose acceptance of the current version a node keeps in memory, at most. */
export const ACCEPTED_CACHE_SIZE = 10_000;

/** Both boxes ticked, or a 400 whose `error` names the first one missing (and details, each). */
function requireConsents(
  body: { accept_terms?: boolean | undefined; religious_data_consent?: boolean | undefined },
  texts: { terms: string; religious: string },
): void {
  const details: Record<string, string> = {};
  if (body.accept_terms !== true) details.accept_terms = texts.terms;
  if (body.religious_data_consent !== true) details.religious_data_consent = texts.religious;
  const first = Object.values(details)[0];
  if (first !== undefined) throw new AppError(400, 'validation_error', first, details);
}

const stale = () =>
  new AppError(409, 'conflict', CONSENT_TEXTS.staleVersion, {
    version: CONSENT_TEXTS.staleVersion,
  });

export function createTermsService({
  repository,
  repositoryOver,
  bundled,
  supportUrl,
  now = () => new Date(),
}: TermsServiceDeps) {
  const rendered = new Map<string, string>();
  /** The current version as this node last read it, and when. */
  let known: { version: string; readAt: number } | undefined;
  /**
   * Member → the version they gave both consents for, as this node saw it. Only what was seen
   * in the database (or written by this node) is kept, so another node's acceptance costs one
   * query here, never a wrong refusal; a new version makes every entry stale at once.
   */
  const accepted = new Map<string, string>();

  function remember(userId: string, version: string): void {
    accepted.delete(userId);
    accepted.set(userId, version);
    // The oldest entry goes first (a Map keeps insertion order).
    if (accepted.size > ACCEPTED_CACHE_SIZE) {
      const oldest = accepted.keys().next().value;
      if (oldest !== undefined) accepted.delete(oldest);
    }
  }

  /** The current version; the bundled one is published first when none is (a new community). */
  async function current(): Promise<TermsVersionRow> {
    let found = await repository.current();
    if (!found) {
      await repository.publish(bundled());
      found = await repository.current();
      if (!found) throw new Error('the bundled terms could not be published');
    }
    known = { version: found.version, readAt: now().getTime() };
    return found;
  }

  /** The current version's name, read again once `CURRENT_VERSION_TTL_MS` has passed. */
  async function currentVersion(): Promise<string> {
    if (known && now().getTime() - known.readAt < CURRENT_VERSION_TTL_MS) return known.version;
    return (await current()).version;
  }

  async function hasAccepted(userId: string, version: string): Promise<boolean> {
    const given = await repository.kindsGiven(userId, version);
    const both = CONSENT_KINDS.every((kind) => given.has(kind));
    if (both) remember(userId, version);
    return both;
  }

  function html(row: TermsVersionRow): string {
    let kept = rendered.get(row.version);
    if (kept === undefined) {
      // The address comes from the configuration (mailto: or https:, config.ts checks it).
      kept = renderSafeMarkdown(row.body.replaceAll('{{support_url}}', supportUrl));
      rendered.set(row.version, kept);
    }
    return kept;
  }

  return {
    current,

    /** `GET /api/terms/`: the current version, readable by guests. */
    async document(): Promise<TermsDocument> {
      const row = await current();
      return {
        version: row.version,
        title: row.title,
        published_at: row.publishedAt.toISOString(),
        html: html(row),
      };
    },

    /**
     * Sign-up's checks, before anything is written: both boxes ticked, and the version read
     * (when the form says which) still the current one. Answers the version to record.
     */
    async checkSignUp(body: {
      accept_terms?: boolean | undefined;
      religious_data_consent?: boolean | undefined;
      terms_version?: string | undefined;
    }): Promise<string> {
      requireConsents(body, {
        terms: CONSENT_TEXTS.termsRequired,
        religious: CONSENT_TEXTS.religiousDataRequired,
      });
      const { version } = await current();
      if (body.terms_version !== undefined && body.terms_version !== version) throw stale();
      return version;
    },

    /** Records both consents for `version` (the demo members, and test members). */
    recordSignUp: (userId: string, version: string) =>
      repository.consent(userId, version, CONSENT_KINDS),

    /**
     * Records both consents for `version` inside sign-up's transaction `tx`, with the member's
     * row: should either write fail, neither is kept.
     */
    recordSignUpIn: (tx: Db, userId: string, version: string) =>
      repositoryOver(tx).consent(userId, version, CONSENT_KINDS),

    /** What the member must still accept, or null (`pending_terms` on their own profile). */
    async pendingFor(userId: string): Promise<PendingTerms | null> {
      const row = await current();
      if (await hasAccepted(userId, row.version)) return null;
      return {
        version: row.version,
        published_at: row.publishedAt.toISOString(),
        accepted_before: await repository.hasAny(userId),
      };
    },

    /** `POST /api/terms/accept/`: both boxes, for the version the member read (the current). */
    async accept(userId: string, body: AcceptTermsBody): Promise<DetailResponse> {
      requireConsents(body, {
        terms: CONSENT_TEXTS.termsRequiredAgain,
        religious: CONSENT_TEXTS.religiousDataRequiredAgain,
      });
      const { version } = await current();
      if (body.version !== version) throw stale();
      await repository.consent(userId, version, CONSENT_KINDS);
      remember(userId, version);
      return { detail: TERMS_TEXTS.accepted };
    },

    /**
     * The server's gate (docs/help-and-terms.md): whether the member accepted the current
     * version, so that their writes may go on. No query for a member this node saw accept it
     * while the version it knows is fresh; one while they have not (their writes are refused).
     */
    async mayWrite(userId: string): Promise<boolean> {
      const version = await currentVersion();
      if (accepted.get(userId) === version) return true;
      return hasAccepted(userId, version);
    },

    /** The gate's refusal (403), the contracts' sentence. */
    pendingRefusal: () => new AppError(403, 'terms_pending', CONSENT_TEXTS.pendingTerms),

    /** The member's consents, for their data export. */
    consentsOf: (userId: string) => repository.consentsOf(userId),
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
