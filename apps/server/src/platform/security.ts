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
  connectSrc: ["'self'", 'ws:', 'wss:'],
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

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: https ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
    },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only makes sense (and only is safe) when the public address is https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
