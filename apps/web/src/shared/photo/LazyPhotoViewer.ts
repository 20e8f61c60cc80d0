import type { ComponentProps } from 'react';
import { lazyWhenShown } from '@/shared/ui/lazy-when-shown';
import type { PhotoViewer } from './PhotoViewer';

/** The PhotoViewer, loaded the first time a photo is opened (a feed's cards each have one). */
export const LazyPhotoViewer = lazyWhenShown(
  () => import('./PhotoViewer').then((m) => m.PhotoViewer),
  (props: ComponentProps<typeof PhotoViewer>) => props.photo !== null,
);
