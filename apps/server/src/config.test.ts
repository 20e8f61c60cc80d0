import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig, parseConfig } from './config.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const base = () => ({ DATA_DIR: dataDir });

/** A VAPID pair for these tests only (`npx web-push generate-vapid-keys`). */
const VAPID = {
  VAPID_PUBLIC_KEY:
    'BAvyBTLMvujAnDcIU7kLXbMgMddxCyvkGWY3M6wiCv34z13YDAYT5MzhALoRCjdkSSSRjCOOwiG1qHSJVeSdhKA',
  VAPID_PRIVATE_KEY: 'NOpsKgkkQ0lz0WdFILxtYJ1EfrFaf5oMukx9Z5V_YRU',
};
/** Another pair's private key: it does not match VAPID's public one. */
const OTHER_PRIVATE_KEY = 'N76-3pnRoF9Xquf4KTU_ablsaA4RDT01TFVkEFjUh7I';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig(base());
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoSeed).toBe(true);
    expect(config.mediaDir).toBe(path.join(dataDir, 'media'));
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.rateLimits.signInIp).toEqual({ max: 30, windowSeconds: 300 });
    expect(config.rateLimits.signInAccount).toEqual({
      max: 5,
      windowSeconds: 900,
      delayBaseSeconds: 30,
      delayMaxSeconds: 900,
    });
    expect(config.refreshGraceSeconds).toBe(5);
    expect(config.shed).toEqual({
      argon2Queue: 8,
      maxInFlight: 32,
      queueDelayMs: 1000,
      retryAfterSeconds: 5,
    });
    expect(config.mediaMaxInputPixels).toBe(40_000_000);
    expect(config.mediaConcurrency).toBeGreaterThanOrEqual(1);
    expect(config.connectSources).toEqual(['http://localhost:3000', 'ws://localhost:3000']);
    expect(config.bodyLimit).toBe(1_048_576);
    expect(config.shutdownTimeoutSeconds).toBe(10);
    expect(config.mediaMaxBytes).toBe(10_485_760);
    expect(config.mediaMaxDimension).toBe(2048);
    expect(config.s3).toBeUndefined();
  });

  it('reads the S3 settings, with their defaults', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/key+1' };
    expect(loadConfig({ ...base(), S3_BUCKET: 'koinonia-media', ...keys }).s3).toEqual({
      bucket: 'koinonia-media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key+1',
      forcePathStyle: false,
      prefix: '',
    });
    const custom = loadConfig({
      ...base(),
      ...keys,
      S3_BUCKET: 'media',
      S3_REGION: 'fr-par',
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'koinonia/media/',
      MEDIA_MAX_BYTES: '2048',
      MEDIA_MAX_DIMENSION: '512',
    });
    expect(custom.s3).toMatchObject({
      region: 'fr-par',
      endpoint: 'https://s3.fr-par.scw.cloud',
      forcePathStyle: true,
      prefix: 'koinonia/media/',
    });
    expect(custom.mediaMaxBytes).toBe(2048);
    expect(custom.mediaMaxDimension).toBe(512);
  });

  it('defaults DATA_DIR to <repo>/data whatever the working directory', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      ...VAPID,
      DATABASE_URL: 'postgres://localhost/db',
    });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '..', '..', '..', 'data'));
    expect(config.demoSeed).toBe(false);
  });

  it('parses without writing anything: the secret file is made by loading, at start', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'koinonia-config-'));
    expect(parseConfig({ DATA_DIR: fresh }).jwtSecret).toBeUndefined();
    await expect(stat(path.join(fresh, 'jwt-secret'))).rejects.toThrow();
    expect(loadConfig({ DATA_DIR: fresh }).jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect((await stat(path.join(fresh, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    await rm(fresh, { recursive: true, force: true });
    expect(parseConfig({ ...base(), JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('generates the JWT secret once, with mode 0600, and reuses it', async () => {
    const first = loadConfig(base()).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(loadConfig(base()).jwtSecret).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('generates the VAPID keys once, with mode 0600, and reuses them; given ones are used as given', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'koinonia-config-'));
    expect(parseConfig({ DATA_DIR: fresh }).push.keys).toBeUndefined();
    await expect(stat(path.join(fresh, 'vapid-keys.json'))).rejects.toThrow();
    const first = loadConfig({ DATA_DIR: fresh }).push;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:no-reply@koinonia.local');
    expect(first.allowLocalEndpoints).toBe(false);
    const file = path.join(fresh, 'vapid-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: fresh }).push).toEqual(first);
    await rm(fresh, { recursive: true, force: true });

    const given = loadConfig({
      ...base(),
      ...VAPID,
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://localhost/db',
      VAPID_SUBJECT: 'https://paroisse.example.org/contact',
    }).push;
    expect(given).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: 'https://paroisse.example.org/contact',
      allowLocalEndpoints: false,
    });
  });

  it.each([
    [
      { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://localhost/db' },
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when DATABASE_URL is set',
    ],
    [
      { VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY },
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.',
    ],
    [
      { ...VAPID, VAPID_PUBLIC_KEY: 'abc' },
      'Invalid configuration: VAPID_PUBLIC_KEY must be a P-256 public key in base64url (65 bytes) (got "abc").',
    ],
    [
      { ...VAPID, VAPID_PRIVATE_KEY: 'not+a+key' },
      'Invalid configuration: VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes) (got "9 characters").',
    ],
    [
      { ...VAPID, VAPID_PRIVATE_KEY: OTHER_PRIVATE_KEY },
      'Invalid configuration: VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY.',
    ],
    [
      { VAPID_SUBJECT: 'http://paroisse.example.org' },
      'Invalid configuration: VAPID_SUBJECT must be a mailto: or https:// address (got "http://paroisse.example.org").',
    ],
  ])('refuses the VAPID settings %o, never echoing a private key', (env, message) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(message);
  });

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc").',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000").',
    ],
    [
      { DEMO_SEED: 'oui' },
      'Invalid configuration: DEMO_SEED must be true, false, 1 or 0 (got "oui").',
    ],
    [
      { PUBLIC_URL: 'koinonia.fr' },
      'Invalid configuration: PUBLIC_URL must be a URL starting with http:// or https:// (got "koinonia.fr").',
    ],
    [
      { DATABASE_URL: 'mysql://u:hunter2@h/db' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://u:***@h/db").',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [
      { JWT_SECRET: 'short' },
      'Invalid configuration: JWT_SECRET must be at least 32 characters long (got "5 characters").',
    ],
    [
      { DATABASE_URL: 'postgres://localhost/db' },
      'Invalid configuration: JWT_SECRET is required when DATABASE_URL is set (at least 32 characters).',
    ],
    [
      { RATE_LIMIT_SIGNIN_ACCOUNT_MAX: '0' },
      'Invalid configuration: RATE_LIMIT_SIGNIN_ACCOUNT_MAX must be an integer between 1 and 1000000 (got "0").',
    ],
    [
      { TRUST_PROXY: 'maybe' },
      'Invalid configuration: TRUST_PROXY must be true, false, a hop count or a list of addresses (got "maybe").',
    ],
    [
      { MEDIA_MAX_BYTES: '10MB' },
      'Invalid configuration: MEDIA_MAX_BYTES must be a size in bytes between 1024 and 1073741824 (10485760 is 10 MB) (got "10MB").',
    ],
    [
      { MEDIA_MAX_DIMENSION: '0' },
      'Invalid configuration: MEDIA_MAX_DIMENSION must be an integer between 16 and 16384 (got "0").',
    ],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set.',
    ],
    [
      { S3_BUCKET: 'Mon Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
      'Invalid configuration: S3_BUCKET must be a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens (got "Mon Bucket").',
    ],
    [
      {
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_ENDPOINT: 'minio:9000',
      },
      'Invalid configuration: S3_ENDPOINT must be a URL starting with http:// or https:// (got "minio:9000").',
    ],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_PREFIX: '/media' },
      'Invalid configuration: S3_PREFIX must be letters, digits, dots, hyphens, underscores or slashes, not starting with a slash (got "/media").',
    ],
  ])('refuses %o with a sentence naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(message);
  });

  it("takes SUPPORT_URL as given (https: or mailto:), else a mailto: of MAIL_FROM's address", () => {
    expect(
      loadConfig({ ...base(), SUPPORT_URL: 'https://paroisse.example.org/aide' }).supportUrl,
    ).toBe('https://paroisse.example.org/aide');
    expect(loadConfig({ ...base(), SUPPORT_URL: 'mailto:aide@paroisse.fr' }).supportUrl).toBe(
      'mailto:aide@paroisse.fr',
    );
    expect(
      loadConfig({ ...base(), MAIL_FROM: 'Paroisse Saint-Jean <secretariat@paroisse.fr>' })
        .supportUrl,
    ).toBe('mailto:secretariat@paroisse.fr');
    for (const bad of ['http://paroisse.example.org/aide', 'javascript:alert(1)', 'mailto:aide']) {
      expect(() => loadConfig({ ...base(), SUPPORT_URL: bad })).toThrow(
        `Invalid configuration: SUPPORT_URL must start with https:// or mailto: (mailto:aide@paroisse.fr) (got "${bad}").`,
      );
    }
  });

  it('lists every variable it reads, each with a description', async () => {
    const source = await readFile(path.join(import.meta.dirname, 'config.ts'), 'utf8');
    const read = new Set([...source.matchAll(/\(env, '([A-Z0-9_]+)'/g)].map((match) => match[1]));
    const listed = new Set(CONFIG_VARIABLES.map((variable) => variable.name));
    expect([...read].filter((name) => !listed.has(name as never))).toEqual([]);
    for (const variable of CONFIG_VARIABLES)
      expect(variable.description.length).toBeGreaterThan(10);
  });
});
