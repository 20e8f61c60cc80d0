/**
 * zod 4 probes `new Function('')` at its first parse to compile faster validators; our CSP has
 * no 'unsafe-eval' (docs/security.md), so the probe is refused and Chromium reports a CSP issue
 * (Lighthouse's inspector-issues). Telling zod up front to stay interpreted avoids the probe.
 * It sets zod's own global configuration object, shared with zod whenever it loads (zod is in
 * lazy chunks: importing it here would grow the entry).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
