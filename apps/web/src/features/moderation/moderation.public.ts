/**
 * What other features use of moderation (docs/adr/0021-moderation.md): 'Signaler' on an item
 * they show, never on the member's own (the caller checks), and the hidden author's notice.
 */
export { LazyReportDialog, ReportButton, ReportMenuItem, useReport } from './ReportButton';
export type { ReportTarget } from './ReportDialog';
export { HiddenNotice } from './HiddenNotice';
export { hiddenItemPath } from './moderation.links';
