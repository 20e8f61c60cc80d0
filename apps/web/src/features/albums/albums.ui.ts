// The albums feature's components for other features' pages (ADR 0002): an event's photos
// and a group's albums. The album pages themselves are the feature's own lazy routes.
export { EventAlbum, eventPhotosOpen } from './EventAlbum';
export { GroupAlbums } from './GroupAlbums';
