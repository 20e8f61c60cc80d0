import type { PreviewViewer } from '@koinonia/contracts';

/** The address of the preview of the own profile as `as` sees it ('Voir mon profil comme…'). */
export const previewPath = (as: PreviewViewer) => `/settings/privacy/preview?as=${as}`;
