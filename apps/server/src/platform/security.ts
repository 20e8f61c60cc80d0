/**
 * Security headers. The CSP fits a built Vite SPA: no inline scripts anywhere (the
 * compensating control for tokens kept in local storage, docs/security.md).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // react-bootstrap sets style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // Completed with our own origins by cspDirectives (never `ws:` to any host).
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  // Only the embed players of the video links a publication may carry (publications.video.ts).
  frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
  scriptSrcAttr: ["'none'"],
};

/** The CSP of this deployment: connect-src names PUBLIC_URL's origins and the VITE_* ones. */
export function cspDirectives(config: Pick<Config, 'publicUrl' | 'connectSources'>) {
  const https = config.publicUrl.startsWith('https://');
  return {
    ...CSP_DIRECTIVES,
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...config.connectSources],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // DENY agrees with frame-ancestors 'none' (SAMEORIGIN contradicted it).
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only makes sense (and only is safe) when the public address is https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
