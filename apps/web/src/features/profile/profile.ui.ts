// The profile feature's components for other features (ADR 0002).
export { ProfileEditForm } from './pages/ProfileEditForm';
export { PublicationPhotos } from './pages/PublicationPhotos';
export { AlbumPhotos } from './pages/AlbumPhotos';
