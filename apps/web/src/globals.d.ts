/** This build's id, written by vite.config.ts (`define`): `KOINONIA_BUILD_ID` or the build's time. */
declare const __KOINONIA_BUILD__: string;
