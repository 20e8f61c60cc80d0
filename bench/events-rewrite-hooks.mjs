/**
 * Module hook of server-events-rewrite.ts: events.module.ts's import of
 * './events.repository.ts' resolves to bench/events-rewrite.ts; every other import (the
 * rewrite's own import of the real repository included) resolves as usual.
 */
const variant = new URL('./events-rewrite.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (
    specifier === './events.repository.ts' &&
    context.parentURL?.endsWith('/modules/events/events.module.ts')
  ) {
    return { url: variant, shortCircuit: true, format: 'module' };
  }
  return nextResolve(specifier, context);
}
