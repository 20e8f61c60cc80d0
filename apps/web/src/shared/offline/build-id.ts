/** This build's id (vite.config.ts, `KOINONIA_BUILD_ID` or the time of the build). */
export const BUILD_ID: string =
  typeof __KOINONIA_BUILD__ === 'string' ? __KOINONIA_BUILD__ : 'development';
