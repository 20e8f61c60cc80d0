/**
 * The server's environment variables, each with its default and one line of meaning: the
 * README's table is written from this list (config-table.ts), and config.ts takes its numeric
 * defaults from it, so a default is written once.
 */
/** The variables the server reads, with one line each (the README table mirrors this list). */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server listens on.' },
  {
    name: 'DATA_DIR',
    default: '<repo>/data',
    description:
      'Where embedded data lives (database, media, generated JWT secret and VAPID keys).',
  },
  {
    name: 'TIME_ZONE',
    default: 'Europe/Paris',
    description: "The community's time zone (IANA name): events are entered and shown in it.",
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    description: 'Public address of the app, used in links sent by mail; https turns on HSTS.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite under DATA_DIR/db)',
    description: 'PostgreSQL connection string (production).',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      'Redis connection string; when set, rate limits, socket delivery and presence are shared by every node.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: mail printed to the log)',
    description: 'SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.org:465.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Koinonia <no-reply@koinonia.local>',
    description: 'Sender of outgoing mail.',
  },
  {
    name: 'SUPPORT_URL',
    default: 'mailto: of the MAIL_FROM address',
    description:
      "The help centre's 'Contacter l'assistance' link: an https:// page or a mailto: address of the people who help members.",
  },
  {
    name: 'JWT_SECRET',
    default: '(embedded: generated once into DATA_DIR/jwt-secret)',
    description:
      'Secret that signs access tokens, at least 32 characters; required with DATABASE_URL.',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(embedded: generated once into DATA_DIR/vapid-keys.json)',
    description:
      'Public VAPID key of web push (base64url, P-256); required with DATABASE_URL, the same on every node.',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(embedded: generated once with the public key)',
    description:
      'Private VAPID key matching VAPID_PUBLIC_KEY (base64url); required with DATABASE_URL. `npx web-push generate-vapid-keys` makes a pair.',
  },
  {
    name: 'VAPID_SUBJECT',
    default: 'mailto: and the address of MAIL_FROM',
    description:
      'Contact the push services may use about this server: a mailto: or https:// address.',
  },
  {
    name: 'DEMO_SEED',
    default: 'true embedded, false with DATABASE_URL',
    description: 'Create demo members on an empty database (true/false/1/0).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: '<repo>/apps/web/dist',
    description: 'Built web app served by the server.',
  },
  {
    name: 'MEDIA_DIR',
    default: 'DATA_DIR/media',
    description: 'Where uploaded and generated media files are stored (when S3_BUCKET is unset).',
  },
  {
    name: 'MEDIA_MAX_BYTES',
    default: '10485760',
    description:
      'Largest uploaded image, in bytes (10 MB); a larger upload is refused with 413. The album upload form reads it (GET /api/media/limits/).',
  },
  {
    name: 'MEDIA_VIDEO_MAX_BYTES',
    default: '104857600',
    description:
      'Largest uploaded video (MP4, MOV or WebM), in bytes (100 MB); streamed to storage, a larger one is refused with 413. The album upload form reads it (GET /api/media/limits/) and takes files up to the larger of the two sizes.',
  },
  {
    name: 'MEDIA_VIDEO_MAX_SECONDS',
    default: '600',
    description:
      'Longest uploaded video, in seconds (10 minutes); a longer one is refused before it is transcoded.',
  },
  {
    name: 'MEDIA_VIDEO_CONCURRENCY',
    default: '1',
    description:
      'Videos transcoded at once by one node (docs/adr/0017-video-pipeline.md); the others wait in the job queue.',
  },
  {
    name: 'MEDIA_FFMPEG_PATH',
    default: '(the binary of @ffmpeg-installer/ffmpeg)',
    description:
      "ffmpeg used for videos, e.g. /usr/bin/ffmpeg for Debian's security-maintained one.",
  },
  {
    name: 'MEDIA_FFPROBE_PATH',
    default: '(the binary of @ffprobe-installer/ffprobe)',
    description: 'ffprobe used to check uploaded videos, e.g. /usr/bin/ffprobe.',
  },
  {
    name: 'MEDIA_MAX_INPUT_PIXELS',
    default: '40000000',
    description:
      'Largest image accepted, in pixels (width × height, 40 MP), checked before it is decoded.',
  },
  {
    name: 'MEDIA_CONCURRENCY',
    default: '(number of CPU cores)',
    description: 'Images decoded and re-encoded at once by the whole server; the rest wait.',
  },
  {
    name: 'MEDIA_MAX_DIMENSION',
    default: '2048',
    description:
      'Uploaded images are scaled down so that their long side is at most this many pixels.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset: media on disk under MEDIA_DIR)',
    description: 'S3 or S3-compatible bucket that stores media instead of MEDIA_DIR.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the S3 bucket.' },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    description: 'Endpoint of an S3-compatible service, e.g. https://s3.fr-par.scw.cloud.',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset)',
    description: 'Access key of the S3 bucket; required with S3_BUCKET.',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '(unset)',
    description: 'Secret key of the S3 bucket; required with S3_BUCKET.',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'Address the bucket as <endpoint>/<bucket> (MinIO and most self-hosted services).',
  },
  {
    name: 'S3_PREFIX',
    default: '(unset)',
    description: 'Prefix of every media key in the bucket, e.g. media/.',
  },
  {
    name: 'RATE_LIMIT_SIGNIN_IP_MAX',
    default: '30',
    description: 'Sign-in attempts allowed per IP address and window.',
  },
  {
    name: 'RATE_LIMIT_SIGNIN_IP_WINDOW',
    default: '300',
    description: 'Window of the per-IP sign-in limit, in seconds.',
  },
  {
    name: 'RATE_LIMIT_SIGNIN_ACCOUNT_MAX',
    default: '5',
    description:
      'Failed sign-ins allowed per (e-mail address, IP address) pair and window before each further attempt waits a growing delay.',
  },
  {
    name: 'RATE_LIMIT_SIGNIN_ACCOUNT_WINDOW',
    default: '900',
    description: 'Window in which failed sign-ins of a pair are counted, in seconds.',
  },
  {
    name: 'RATE_LIMIT_SIGNIN_DELAY_BASE',
    default: '30',
    description:
      'First delay of a pair past its allowed failures, in seconds; it doubles with each further failure.',
  },
  {
    name: 'RATE_LIMIT_SIGNIN_DELAY_MAX',
    default: '900',
    description:
      "Longest delay of a pair, in seconds (the mailed 'Débloquer mon compte' link lifts it).",
  },
  {
    name: 'MODERATION_HIDE_THRESHOLD',
    default: '3',
    description:
      'Distinct members whose reports hide an item from everyone but its author until a moderator decides (docs/adr/0021-moderation.md).',
  },
  {
    name: 'PUBLICATION_CACHE_ENTRIES',
    default: '20000',
    description:
      "Publications whose JSON (without the viewer's own parts) each node keeps in memory, by id and version; 0 turns the cache off (docs/performance.md, The feed).",
  },
  {
    name: 'FEED_TIMELINES',
    default: '1',
    description:
      "The home feed read from each member's timeline of publication ids, kept on write by jobs (in Redis with REDIS_URL, in process otherwise); 0 reads it from PostgreSQL alone (docs/adr/0027-feed-timelines.md).",
  },
  {
    name: 'FEED_TIMELINE_LENGTH',
    default: '400',
    description:
      "Publication ids a member's timeline keeps; older pages are read from PostgreSQL (docs/adr/0027-feed-timelines.md).",
  },
  {
    name: 'FEED_TIMELINE_ACTIVE_WEEKS',
    default: '4',
    description:
      "A member's timeline not read for this many weeks is dropped, and no longer written to; they get it rebuilt from PostgreSQL on their next read.",
  },
  {
    name: 'REFRESH_REUSE_GRACE_SECONDS',
    default: '5',
    description:
      'A spent refresh token presented again within this many seconds answers the same new pair (tabs refreshing at once); later, it revokes its family.',
  },
  {
    name: 'RATE_LIMIT_AUTH_IP_MAX',
    default: '20',
    description:
      'Calls per IP and window to sign-up, resend-verification, forgot-pass and reset-pass.',
  },
  {
    name: 'RATE_LIMIT_AUTH_IP_WINDOW',
    default: '900',
    description: 'Window of the other auth limits, in seconds.',
  },
  {
    name: 'RATE_LIMIT_UPLOAD_MAX',
    default: '60',
    description: 'Image uploads allowed per member and window (each one is re-encoded).',
  },
  {
    name: 'RATE_LIMIT_UPLOAD_WINDOW',
    default: '600',
    description: 'Window of the upload limit, in seconds.',
  },
  {
    name: 'RATE_LIMIT_REPORT_MAX',
    default: '20',
    description:
      'Reports a member may make per window (docs/adr/0021-moderation.md); past it, 429.',
  },
  {
    name: 'RATE_LIMIT_REPORT_WINDOW',
    default: '3600',
    description: 'Window of the report limit, in seconds.',
  },
  {
    name: 'ARGON2_MAX_CONCURRENCY',
    default: '2',
    description: 'Password hashes computed at once; the rest wait in a queue.',
  },
  {
    name: 'SHED_ARGON2_QUEUE',
    default: '(4 × ARGON2_MAX_CONCURRENCY)',
    description:
      'Password hashes waiting beyond which sign-up, sign-in and reset-pass answer 503 with Retry-After (0 turns it off).',
  },
  {
    name: 'SHED_MAX_IN_FLIGHT',
    default: '32',
    description:
      'API calls handled at once by this node; the next ones wait in a short queue (0: no bound).',
  },
  {
    name: 'SHED_QUEUE_DELAY_MS',
    default: '1000',
    description:
      'The longest an API call may wait (for the event loop, then in the queue) before it answers 503 with Retry-After; a tenth of it, newest first, once the queue has stood that long (0: no bound).',
  },
  {
    name: 'SHED_RETRY_AFTER',
    default: '5',
    description: 'Retry-After of a shed request, in seconds.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust X-Forwarded-* headers (true behind a load balancer, or a hop count / address list).',
  },
  { name: 'BODY_LIMIT', default: '1048576', description: 'Largest JSON request body, in bytes.' },
  {
    name: 'SHUTDOWN_TIMEOUT',
    default: '10',
    description:
      'Seconds a node takes at most to stop on SIGTERM: past it, it logs what is still open and exits with 1.',
  },
  {
    name: 'VITE_API_ORIGIN, VITE_*_URL',
    default: '(unset: same origin)',
    description:
      "The web build's API, socket and upload addresses; when the server's environment has them, their origins join the CSP's connect-src.",
  },
] as const;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number]['name'];
