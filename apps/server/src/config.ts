/**
 * Every environment variable of the server, read and validated in one place.
 * A bad value throws a ConfigError whose message names the variable in a sentence.
 */
import { createECDH, randomBytes } from 'node:crypto';
import os from 'node:os';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONFIG_VARIABLES, type ConfigVariable } from './config-variables.ts';

/** src/config.ts → apps/server/src → apps/server → apps → repository root. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export { CONFIG_VARIABLES, type ConfigVariable };

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The external support link ('Contacter l'assistance', spec §2): SUPPORT_URL, else a mailto:
   * of MAIL_FROM's address (docs/help-and-terms.md).
   */
  supportUrl: string;
  /** The community's time zone (IANA): events are entered and shown in it. */
  timeZone: string;
  jwtSecret: string;
  /** Web push (docs/security.md, Web push): the VAPID key pair and contact of this server. */
  push: PushConfig;
  demoSeed: boolean;
  logLevel: LogLevel;
  webDistDir: string;
  mediaDir: string;
  /** Largest uploaded image, in bytes. */
  mediaMaxBytes: number;
  /** Largest uploaded video, in bytes. */
  mediaVideoMaxBytes: number;
  /** Long side of a re-encoded image, in pixels. */
  mediaMaxDimension: number;
  /** Largest input image (width × height), refused before decoding. */
  mediaMaxInputPixels: number;
  /** Images processed at once by the whole process. */
  mediaConcurrency: number;
  /** Longest video accepted, in seconds. */
  mediaVideoMaxSeconds: number;
  /** Videos transcoded at once by this node. */
  mediaVideoConcurrency: number;
  /** ffmpeg and ffprobe to run; undefined takes the npm packages' binaries. */
  mediaFfmpegPath: string | undefined;
  mediaFfprobePath: string | undefined;
  /** Object storage for media; undefined keeps media on disk under mediaDir. */
  s3: S3Config | undefined;
  rateLimits: {
    signInIp: { max: number; windowSeconds: number };
    /** Per (account, IP) pair: `max` free failures, then base × 2^n seconds up to maxDelay. */
    signInAccount: {
      max: number;
      windowSeconds: number;
      delayBaseSeconds: number;
      delayMaxSeconds: number;
    };
    authIp: { max: number; windowSeconds: number };
    /** Image uploads per member: each one is re-encoded, which costs CPU. */
    uploadMember: { max: number; windowSeconds: number };
    /** Reports per member (docs/adr/0021-moderation.md): a flood of reports is not a review. */
    reportMember: { max: number; windowSeconds: number };
    /** Prefix of the rate-limit keys in Redis (tests isolate themselves with it). */
    redisPrefix: string;
  };
  /** The sockets (not read from the environment; tests shorten the timings). */
  realtime: {
    /** Put between `koinonia:` and each Redis key or channel of the hub (tests isolate with it). */
    redisPrefix: string;
    /** A node's presence entries expire this long after its last heartbeat. */
    presenceTtlMs: number;
    /** Every socket is pinged this often; one that has not answered the previous ping is dropped. */
    pingIntervalMs: number;
  };
  argon2MaxConcurrency: number;
  /** Seconds in which a spent refresh token answers its successor pair again. */
  refreshGraceSeconds: number;
  /** Distinct reporters that hide an item pending review (docs/adr/0021-moderation.md). */
  moderationHideThreshold: number;
  /** Cached publications a node keeps in memory (0: no cache; publications.cache.ts). */
  publicationCacheEntries: number;
  /** The home feed's timelines (docs/adr/0027-feed-timelines.md); null when FEED_TIMELINES=0. */
  feedTimelines: { length: number; activeWeeks: number } | null;
  /** Load shedding (0 turns a bound off). */
  shed: {
    argon2Queue: number;
    maxInFlight: number;
    queueDelayMs: number;
    retryAfterSeconds: number;
  };
  trustProxy: boolean | number | string;
  bodyLimit: number;
  /** Seconds a node takes at most to stop (main.ts); its parts get shares of it. */
  shutdownTimeoutSeconds: number;
  /** Origins the pages may connect to (CSP connect-src): PUBLIC_URL's http(s) and ws(s), and the VITE_* ones. */
  connectSources: string[];
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key as written (e.g. `media/`); empty when unset. */
  prefix: string;
}

export interface PushConfig {
  /** The VAPID public key, base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: string;
  /** Its private key, base64url (32 bytes). Never sent, never logged. */
  privateKey: string;
  /** `mailto:…` or `https://…`: whom a push service may contact about this server. */
  subject: string;
  /**
   * Whether a subscription may name an `http:` or local endpoint (not read from the
   * environment: only the tests' local push service needs it). Browsers' push services are
   * always `https:` on a public host; refusing the rest keeps the server from posting to its own
   * network on a member's word.
   */
  allowLocalEndpoints: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function fail(name: ConfigVariable, rule: string, value: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${rule} (got "${value}").`);
}

function read(env: Env, name: ConfigVariable): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Parses one variable with a zod schema; a failure becomes a sentence naming the variable. */
function field<T>(
  env: Env,
  name: ConfigVariable,
  schema: z.ZodType<T, string>,
  rule: string,
  shown: (raw: string) => string = (raw) => raw,
): T | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (!result.success) fail(name, rule, shown(raw));
  return result.data;
}

/**
 * The default of a variable, as CONFIG_VARIABLES (and so the README) says it: written once.
 * Only for variables whose default is a plain number.
 */
function numericDefault(name: ConfigVariable): number {
  const variable = CONFIG_VARIABLES.find((candidate) => candidate.name === name);
  const value = Number(variable?.default);
  if (!Number.isInteger(value)) throw new Error(`${name} has no numeric default in the table`);
  return value;
}

function integer(
  env: Env,
  name: ConfigVariable,
  min: number,
  max: number,
  fallback: number = numericDefault(name),
): number {
  const schema = z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
  return field(env, name, schema, `must be an integer between ${min} and ${max}`) ?? fallback;
}

const booleanSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((value) => value === 'true' || value === '1');

function boolean(env: Env, name: ConfigVariable, fallback: boolean): boolean {
  return field(env, name, booleanSchema, 'must be true, false, 1 or 0') ?? fallback;
}

function url(env: Env, name: ConfigVariable, protocols: string[]): string | undefined {
  const schema = z.url({
    protocol: new RegExp(`^(${protocols.map((p) => p.replace('://', '')).join('|')})$`),
  });
  return field(
    env,
    name,
    schema,
    `must be a URL starting with ${protocols.join(' or ')}`,
    redactUrl,
  );
}

/**
 * SUPPORT_URL (https:// or mailto:), else a mailto: of the address inside MAIL_FROM: the only
 * address of the operator that the configuration holds.
 */
function supportUrlOf(env: Env, mailFrom: string): string {
  const configured = field(
    env,
    'SUPPORT_URL',
    z.string().regex(/^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/),
    'must start with https:// or mailto: (mailto:aide@paroisse.fr)',
  );
  if (configured !== undefined) return configured;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** Never print a password that sits inside a connection string. */
function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}

const trustProxySchema = z.union([
  booleanSchema,
  z.string().regex(/^\d+$/).transform(Number),
  z.string().regex(/^[0-9a-f.:/, ]+$/i),
]);

function trustProxy(env: Env): boolean | number | string {
  const rule = 'must be true, false, a hop count or a list of addresses';
  return field(env, 'TRUST_PROXY', trustProxySchema, rule) ?? false;
}

/** 1 KB to 1 GB: small values serve tests, anything larger belongs to another kind of service. */
function mediaMaxBytes(env: Env, name: 'MEDIA_MAX_BYTES' | 'MEDIA_VIDEO_MAX_BYTES'): number {
  const schema = z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1024).max(1_073_741_824));
  const rule = 'must be a size in bytes between 1024 and 1073741824 (10485760 is 10 MB)';
  return field(env, name, schema, rule) ?? numericDefault(name);
}

/** An absolute path to a program (ffmpeg, ffprobe); checked executable when the server starts. */
function binaryPath(
  env: Env,
  name: 'MEDIA_FFMPEG_PATH' | 'MEDIA_FFPROBE_PATH',
): string | undefined {
  return field(
    env,
    name,
    z.string().startsWith('/'),
    'must be an absolute path, e.g. /usr/bin/ffmpeg',
  );
}

function s3(env: Env): S3Config | undefined {
  const bucket = field(
    env,
    'S3_BUCKET',
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
    'must be a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens',
  );
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if (bucket === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set.',
    );
  }
  return {
    bucket,
    region:
      field(
        env,
        'S3_REGION',
        z.string().regex(/^[a-z0-9-]+$/),
        'must be a region name such as eu-west-3',
      ) ?? 'us-east-1',
    endpoint: url(env, 'S3_ENDPOINT', ['http://', 'https://']),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
    prefix:
      field(
        env,
        'S3_PREFIX',
        z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/),
        'must be letters, digits, dots, hyphens, underscores or slashes, not starting with a slash',
      ) ?? '',
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** JWT_SECRET as given, checked; undefined in embedded mode, where the start makes one. */
function jwtSecret(env: Env, databaseUrl: string | undefined): string | undefined {
  const raw = read(env, 'JWT_SECRET');
  if (raw !== undefined) {
    // Never echo the secret itself.
    if (raw.length < 32)
      fail('JWT_SECRET', 'must be at least 32 characters long', `${raw.length} characters`);
    return raw;
  }
  if (databaseUrl !== undefined) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required when DATABASE_URL is set (at least 32 characters).',
    );
  }
  return undefined;
}

/**
 * Embedded mode without JWT_SECRET: the secret generated once and kept beside the data (mode
 * 0600), read again at each start. The one step of loading that touches the disk.
 */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

const base64url = /^[A-Za-z0-9_-]+$/;

/** The public key of a VAPID private key (both base64url), or undefined when it is no key. */
function vapidPublicOf(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY as given, checked (a P-256 pair, both or neither);
 * undefined in embedded mode, where the start makes a pair. Required with DATABASE_URL: every
 * node signs with the same pair, or the browsers' subscriptions made through one node would be
 * refused when another sends.
 */
function vapidKeys(
  env: Env,
  databaseUrl: string | undefined,
): { publicKey: string; privateKey: string } | undefined {
  const publicKey = read(env, 'VAPID_PUBLIC_KEY');
  const privateKey = read(env, 'VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) {
    if (databaseUrl === undefined) return undefined;
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when DATABASE_URL is set (`npx web-push generate-vapid-keys` makes a pair).',
    );
  }
  if (publicKey === undefined || privateKey === undefined) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.',
    );
  }
  const point = Buffer.from(publicKey, 'base64url');
  if (!base64url.test(publicKey) || point.length !== 65 || point[0] !== 4) {
    fail('VAPID_PUBLIC_KEY', 'must be a P-256 public key in base64url (65 bytes)', publicKey);
  }
  // Never echo the private key itself.
  if (!base64url.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
    fail(
      'VAPID_PRIVATE_KEY',
      'must be a P-256 private key in base64url (32 bytes)',
      `${privateKey.length} characters`,
    );
  }
  if (vapidPublicOf(privateKey) !== publicKey) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY.',
    );
  }
  return { publicKey, privateKey };
}

/** VAPID_SUBJECT, or `mailto:` with the address of MAIL_FROM. */
function vapidSubject(env: Env, mailFrom: string): string {
  const given = field(
    env,
    'VAPID_SUBJECT',
    z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/),
    'must be a mailto: or https:// address',
  );
  if (given !== undefined) return given;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Embedded mode without VAPID keys: a pair generated once and kept beside the data (mode
 * 0600), read again at each start, so the browsers' subscriptions outlive a restart.
 */
function embeddedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const { publicKey, privateKey } = stored;
      if (
        typeof publicKey === 'string' &&
        typeof privateKey === 'string' &&
        vapidPublicOf(privateKey) === publicKey
      ) {
        return { publicKey, privateKey };
      }
    } catch {
      // Unreadable: a new pair replaces it below (the old subscriptions expire with it).
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const pair = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A key with leading zero bytes comes shorter: padded to its 32 bytes.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(pair) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return pair;
}

/** `https://host` and `wss://host` for an http(s) or ws(s) address; nothing for anything else. */
function originsOf(address: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return [];
  }
  const pair: Record<string, [string, string]> = {
    'http:': ['http:', 'ws:'],
    'ws:': ['http:', 'ws:'],
    'https:': ['https:', 'wss:'],
    'wss:': ['https:', 'wss:'],
  };
  const schemes = pair[parsed.protocol];
  return schemes ? schemes.map((scheme) => `${scheme}//${parsed.host}`) : [];
}

/**
 * Where the web app may connect: our own origins, never `ws:` to any host (docs/security.md,
 * Headers). The web build reads the VITE_* addresses; `npm start` builds it with the server's
 * environment.
 */
function connectSources(env: Env, publicUrl: string): string[] {
  const configured = Object.entries(env)
    .filter(([name]) => /^VITE_(API_ORIGIN|[A-Z_]+_URL)$/.test(name))
    .map(([, value]) => value?.trim() ?? '')
    .filter((value) => value !== '');
  return [...new Set([publicUrl, ...configured].flatMap(originsOf))];
}

/** What parsing gives before the start acts: no JWT secret nor VAPID keys yet in embedded mode. */
export type ParsedConfig = Omit<Config, 'jwtSecret' | 'push'> & {
  jwtSecret: string | undefined;
  push: Omit<PushConfig, 'publicKey' | 'privateKey'> & {
    keys: { publicKey: string; privateKey: string } | undefined;
  };
};

/**
 * The configuration at start: parse (no side effect), then act (the embedded JWT secret and
 * VAPID keys are read or generated once). Throws ConfigError with a sentence naming the variable.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = parseConfig(env);
  const { keys, ...push } = parsed.push;
  return {
    ...parsed,
    jwtSecret: parsed.jwtSecret ?? embeddedJwtSecret(parsed.dataDir),
    push: { ...push, ...(keys ?? embeddedVapidKeys(parsed.dataDir)) },
  };
}

/** Reads and validates every variable, and nothing else: it writes nothing, anywhere. */
export function parseConfig(env: Env = process.env): ParsedConfig {
  const port = integer(env, 'PORT', 1, 65535);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const publicUrl = (
    url(env, 'PUBLIC_URL', ['http://', 'https://']) ?? `http://localhost:${port}`
  ).replace(/\/+$/, '');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres://', 'postgresql://']);
  const redisUrl = url(env, 'REDIS_URL', ['redis://', 'rediss://']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp://', 'smtps://']);
  const mailFrom =
    field(env, 'MAIL_FROM', z.string().regex(/@/), 'must contain an e-mail address') ??
    'Koinonia <no-reply@koinonia.local>';
  const supportUrl = supportUrlOf(env, mailFrom);
  const timeZone =
    field(
      env,
      'TIME_ZONE',
      z.string().refine((zone) => {
        try {
          new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }),
      'must be an IANA time zone such as Europe/Paris',
    ) ?? 'Europe/Paris';
  const logLevel =
    field(env, 'LOG_LEVEL', z.enum(LOG_LEVELS), `must be one of ${LOG_LEVELS.join(', ')}`) ??
    'info';
  const demoSeed = boolean(env, 'DEMO_SEED', databaseUrl === undefined);
  const webDistDir = path.resolve(
    read(env, 'WEB_DIST_DIR') ?? path.join(REPO_ROOT, 'apps', 'web', 'dist'),
  );
  const mediaDir = path.resolve(read(env, 'MEDIA_DIR') ?? path.join(dataDir, 'media'));
  const day = 86_400;
  const argon2MaxConcurrency = integer(env, 'ARGON2_MAX_CONCURRENCY', 1, 64);
  const media = {
    mediaMaxBytes: mediaMaxBytes(env, 'MEDIA_MAX_BYTES'),
    mediaVideoMaxBytes: mediaMaxBytes(env, 'MEDIA_VIDEO_MAX_BYTES'),
    mediaMaxDimension: integer(env, 'MEDIA_MAX_DIMENSION', 16, 16_384),
    mediaMaxInputPixels: integer(env, 'MEDIA_MAX_INPUT_PIXELS', 1, 1_000_000_000),
    mediaConcurrency: integer(
      env,
      'MEDIA_CONCURRENCY',
      1,
      256,
      Math.max(1, os.availableParallelism()),
    ),
    mediaVideoMaxSeconds: integer(env, 'MEDIA_VIDEO_MAX_SECONDS', 1, 3 * 3600),
    mediaVideoConcurrency: integer(env, 'MEDIA_VIDEO_CONCURRENCY', 1, 64),
    mediaFfmpegPath: binaryPath(env, 'MEDIA_FFMPEG_PATH'),
    mediaFfprobePath: binaryPath(env, 'MEDIA_FFPROBE_PATH'),
    s3: s3(env),
  };

  return {
    port,
    host,
    dataDir,
    publicUrl,
    databaseUrl,
    redisUrl,
    smtpUrl,
    mailFrom,
    supportUrl,
    timeZone,
    jwtSecret: jwtSecret(env, databaseUrl),
    push: {
      keys: vapidKeys(env, databaseUrl),
      subject: vapidSubject(env, mailFrom),
      allowLocalEndpoints: false,
    },
    demoSeed,
    logLevel,
    webDistDir,
    mediaDir,
    ...media,
    rateLimits: {
      signInIp: {
        max: integer(env, 'RATE_LIMIT_SIGNIN_IP_MAX', 1, 1_000_000),
        windowSeconds: integer(env, 'RATE_LIMIT_SIGNIN_IP_WINDOW', 1, day),
      },
      signInAccount: {
        max: integer(env, 'RATE_LIMIT_SIGNIN_ACCOUNT_MAX', 1, 1_000_000),
        windowSeconds: integer(env, 'RATE_LIMIT_SIGNIN_ACCOUNT_WINDOW', 1, day),
        delayBaseSeconds: integer(env, 'RATE_LIMIT_SIGNIN_DELAY_BASE', 1, day),
        delayMaxSeconds: integer(env, 'RATE_LIMIT_SIGNIN_DELAY_MAX', 1, day),
      },
      authIp: {
        max: integer(env, 'RATE_LIMIT_AUTH_IP_MAX', 1, 1_000_000),
        windowSeconds: integer(env, 'RATE_LIMIT_AUTH_IP_WINDOW', 1, day),
      },
      uploadMember: {
        max: integer(env, 'RATE_LIMIT_UPLOAD_MAX', 1, 1_000_000),
        windowSeconds: integer(env, 'RATE_LIMIT_UPLOAD_WINDOW', 1, day),
      },
      reportMember: {
        max: integer(env, 'RATE_LIMIT_REPORT_MAX', 1, 1_000_000),
        windowSeconds: integer(env, 'RATE_LIMIT_REPORT_WINDOW', 1, day),
      },
      redisPrefix: 'koinonia-rl:',
    },
    realtime: { redisPrefix: '', presenceTtlMs: 30_000, pingIntervalMs: 30_000 },
    argon2MaxConcurrency,
    refreshGraceSeconds: integer(env, 'REFRESH_REUSE_GRACE_SECONDS', 0, 60),
    moderationHideThreshold: integer(env, 'MODERATION_HIDE_THRESHOLD', 1, 1000),
    publicationCacheEntries: integer(env, 'PUBLICATION_CACHE_ENTRIES', 0, 10_000_000),
    feedTimelines: boolean(env, 'FEED_TIMELINES', true)
      ? {
          length: integer(env, 'FEED_TIMELINE_LENGTH', 20, 100_000),
          activeWeeks: integer(env, 'FEED_TIMELINE_ACTIVE_WEEKS', 1, 520),
        }
      : null,
    shed: {
      argon2Queue: integer(env, 'SHED_ARGON2_QUEUE', 0, 1_000_000, 4 * argon2MaxConcurrency),
      maxInFlight: integer(env, 'SHED_MAX_IN_FLIGHT', 0, 1_000_000),
      queueDelayMs: integer(env, 'SHED_QUEUE_DELAY_MS', 0, 600_000),
      retryAfterSeconds: integer(env, 'SHED_RETRY_AFTER', 1, 3600),
    },
    trustProxy: trustProxy(env),
    bodyLimit: integer(env, 'BODY_LIMIT', 1024, 100 * 1_048_576),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT', 1, 3600),
    connectSources: connectSources(env, publicUrl),
  };
}
