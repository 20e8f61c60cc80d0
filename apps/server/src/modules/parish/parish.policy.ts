/**
 * Who may do what on a parish page, read in one place
 * (docs/adr/0015-policies-and-sub-domain-services.md, docs/adr/0026-parish-page.md):
 *
 * - Everyone, guests included, reads a parish's profile and schedule (and its ICS feed), unless
 *   moderation hid the page (then only its members do).
 * - The page's owners and admins declare it a parish, edit its profile, its weekly times and
 *   their exceptions, see every request sent to it, change their status and answer them.
 * - A signed-in member sends requests (unless they and an owner blocked each other) and sees
 *   their own, with their messages, and writes in them. A request is seen by no one else:
 *   to the others it does not exist (404).
 * - An archived page is read-only.
 */
import { AppError } from '../../platform/errors.ts';
import type { PageRow, RequestRow } from './parish.repository.ts';
import { PARISH_TEXTS } from './parish.texts.ts';

export type ParishAction = 'read' | 'edit' | 'request:create' | 'requests:all';
export type RequestAction = 'request:read' | 'request:message' | 'request:status';

const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);

/** Why the viewer may not do `action` on the page; undefined when they may. */
export function refusal(page: PageRow, action: ParishAction): AppError | undefined {
  if (page.hidden && !page.member) return notFound(PARISH_TEXTS.pageNotFound);
  switch (action) {
    case 'read':
      return undefined;
    case 'requests:all':
      return page.admin ? undefined : forbidden(PARISH_TEXTS.adminsOnly);
    case 'edit':
      if (!page.admin) return forbidden(PARISH_TEXTS.adminsOnly);
      return page.archived ? forbidden(PARISH_TEXTS.archived) : undefined;
    case 'request:create':
      return page.archived ? forbidden(PARISH_TEXTS.archived) : undefined;
  }
}

/** Why the member `me` may not do `action` on a request of the page; undefined when they may. */
export function requestRefusal(
  page: PageRow,
  request: Pick<RequestRow, 'requester_id'>,
  me: string,
  action: RequestAction,
): AppError | undefined {
  const own = request.requester_id === me;
  if (!own && !page.admin) return notFound(PARISH_TEXTS.requestNotFound);
  switch (action) {
    case 'request:read':
      return undefined;
    case 'request:message':
      return page.archived ? forbidden(PARISH_TEXTS.archived) : undefined;
    case 'request:status':
      if (!page.admin) return forbidden(PARISH_TEXTS.adminsOnly);
      return page.archived ? forbidden(PARISH_TEXTS.archived) : undefined;
  }
}
