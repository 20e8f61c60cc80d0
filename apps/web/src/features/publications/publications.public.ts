// The publications feature's front door for light things (ADR 0002): queries and paths. Its
// components are publications.ui.ts; the addresses its data come from, publications.urls.ts.
export {
  feedQueryOptions,
  publicationQueryOptions,
  publicationsKeys,
  reactionTypesQueryOptions,
} from './publications.queries';
export { detailsHref, videoDetailsHref, type VideosBase } from './publication-paths';
