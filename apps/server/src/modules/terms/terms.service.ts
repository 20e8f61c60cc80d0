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
import { AppError } from '../../platform/errors.ts';
import { renderSafeMarkdown } from '../../platform/markdown.ts';
import type { TermsFile } from './terms.document.ts';
import type { TermsRepository, TermsVersionRow } from './terms.repository.ts';
import { TERMS_TEXTS } from './terms.texts.ts';

export interface TermsServiceDeps {
  repository: TermsRepository;
  /** The version a new community starts with (terms.document.ts, `bundledTerms`). */
  bundled: () => TermsFile;
  /** SUPPORT_URL: the text's `{{support_url}}` becomes this address. */
  supportUrl: string;
}

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

export function createTermsService({ repository, bundled, supportUrl }: TermsServiceDeps) {
  const rendered = new Map<string, string>();

  /** The current version; the bundled one is published first when none is (a new community). */
  async function current(): Promise<TermsVersionRow> {
    const found = await repository.current();
    if (found) return found;
    await repository.publish(bundled());
    const first = await repository.current();
    if (!first) throw new Error('the bundled terms could not be published');
    return first;
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

    /** Records both consents for `version` (sign-up, after the member's row is written). */
    recordSignUp: (userId: string, version: string) =>
      repository.consent(userId, version, CONSENT_KINDS),

    /** What the member must still accept, or null (`pending_terms` on their own profile). */
    async pendingFor(userId: string): Promise<PendingTerms | null> {
      const row = await current();
      const given = await repository.kindsGiven(userId, row.version);
      if (CONSENT_KINDS.every((kind) => given.has(kind))) return null;
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
      return { detail: TERMS_TEXTS.accepted };
    },

    /** The member's consents, for their data export. */
    consentsOf: (userId: string) => repository.consentsOf(userId),
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
