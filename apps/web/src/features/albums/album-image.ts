import { imageSources, type ImageSources } from '@koinonia/contracts';

/**
 * The sources of an album file's signed address (`/media/<key>?e=…&s=…`, docs/adr/0018-albums.md):
 * the key names its size and copies as any stored image's (ADR 0006), and each copy is served
 * on the image's own signature, so every address of `srcset` carries the same query.
 * Undefined for an address whose key names no size (shown as it is).
 */
export function signedImageSources(url: string): ImageSources | undefined {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  const sources = imageSources(path);
  if (!sources) return undefined;
  return {
    src: url,
    width: sources.width,
    height: sources.height,
    ...(sources.srcSet
      ? {
          srcSet: sources.srcSet
            .split(', ')
            .map((entry) => {
              const space = entry.lastIndexOf(' ');
              return `${entry.slice(0, space)}${query}${entry.slice(space)}`;
            })
            .join(', '),
        }
      : {}),
  };
}
