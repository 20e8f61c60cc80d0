/**
 * Module hook of server-feed-rewrite.ts: publications.module.ts's import of
 * './publications.repository.ts' resolves to bench/feed-rewrite-repository.ts; every other
 * import (the rewrite's own import of the real repository included) resolves as usual.
 */
const variant = new URL('./feed-rewrite-repository.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (
    specifier === './publications.repository.ts' &&
    context.parentURL?.endsWith('/modules/publications/publications.module.ts')
  ) {
    return { url: variant, shortCircuit: true, format: 'module' };
  }
  return nextResolve(specifier, context);
}
