import type {
  CaseDecisionBody,
  CaseStatus,
  CreateReportBody,
  ModerationCase,
  Report,
} from '@koinonia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

// Here rather than in endpoints.ts, and without its helper: the entry chunk every page loads
// (the sign-in page's budget, scripts/check-bundle-budget.mjs) needs none of it.
const moderationUrl = (
  (import.meta.env.VITE_MODERATION_URL as string | undefined) ??
  `${(import.meta.env.VITE_API_ORIGIN as string | undefined) ?? ''}/api/moderation`
).replace(/\/$/, '');

/** The moderation API (docs/adr/0021-moderation.md; routes in moderation.routes.ts). */
export const moderationKeys = {
  all: ['moderation'] as const,
  cases: (status: CaseStatus) => ['moderation', 'cases', status] as const,
};

export const casesQuery = (status: CaseStatus) =>
  queryOptions({
    queryKey: moderationKeys.cases(status),
    queryFn: () =>
      apiRequest<{ results: ModerationCase[] }>(`${moderationUrl}/cases/?status=${status}`),
    retry: false,
  });

export const sendReport = (body: CreateReportBody) =>
  apiRequest<Report>(`${moderationUrl}/reports/`, { method: 'POST', body });

export const takeCase = (id: string) =>
  apiRequest<ModerationCase>(`${moderationUrl}/cases/${id}/take/`, { method: 'POST' });

export const noteCase = (id: string, text: string) =>
  apiRequest<ModerationCase>(`${moderationUrl}/cases/${id}/notes/`, {
    method: 'POST',
    body: { text },
  });

export const decideCase = (id: string, body: CaseDecisionBody) =>
  apiRequest<ModerationCase>(`${moderationUrl}/cases/${id}/decision/`, {
    method: 'POST',
    body,
  });

export const decideReview = (
  id: string,
  body: { outcome: 'upheld' | 'reversed'; reason: string },
) =>
  apiRequest<ModerationCase>(`${moderationUrl}/cases/${id}/review/decision/`, {
    method: 'POST',
    body,
  });

export const askReview = (id: string) =>
  apiRequest<{ detail: string }>(`${moderationUrl}/cases/${id}/review/`, {
    method: 'POST',
    body: {},
  });
