import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './services/storage/s3FileStorage.ts';
import { readTemplatePreviews, type TemplatePreviewChoice } from './services/templates/templatePreviewChoice.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

/** A text whose absence may also be written as empty (or blank). */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Where Google publishes the keys that sign its ID tokens (GOOGLE_JWKS_URL's default). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Environment variables the server reads; all optional (spec: DESIGN.md "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl.optional(),
  PUBLIC_URL: optionalUrl.optional(),
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default('Avatar Studio <no-reply@avatar-studio.local>'),
  SUPPORT_EMAIL: z.email().default('support@avatar-studio.local'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  WORKERS: z.coerce.number().int().min(0).default(1),
  RENDER_HEARTBEAT_SECONDS: z.coerce.number().int().min(3).default(30),
  RENDER_CACHE_MAX_AGE_DAYS: z.coerce.number().positive().default(7),
  RENDER_CACHE_MAX_GB: z.coerce.number().positive().default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_DIR: z.string().default('./dist/app'),
  STOCK_API_URL: optionalUrl.optional(),
  STOCK_API_KEY: z.string().trim().optional(),
  TTS_CLOUD_URL: optionalUrl.optional(),
  TTS_CLOUD_API_KEY: z.string().trim().optional(),
  TTS_CLOUD_MODEL: z.string().trim().min(1).default('tts-1'),
  VOICE_SAMPLES: z.enum(['prepare', 'on-request']).default('prepare'),
  MERGE_IMAGE_ALLOW_PRIVATE_HOSTS: z.enum(['0', '1']).default('0'),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_JWKS_URL: optionalUrl.optional(),
  S3_ENDPOINT: optionalUrl.refine((value) => value === undefined || /^https?:\/\//i.test(value), 'an http:// or https:// address').optional(),
  S3_BUCKET: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9._-]+$/.test(value), 'a bucket name: letters, digits, dots, dashes and underscores'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  TEMPLATE_PREVIEWS: z
    .string()
    .trim()
    .default('prepare')
    .transform((value, context) => {
      try {
        return readTemplatePreviews(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where Contact Us messages go; shown on the Contact Us page as a mail link. */
  supportEmail: string;
  chromiumPath: string;
  workers: number;
  /** A render job whose worker has not beaten for this long (its process died) is failed and tried again by another worker (RENDER_HEARTBEAT_SECONDS, 30). */
  renderHeartbeatSeconds: number;
  /** Rendered segments and sound tracks unused for `maxAgeMs`, and the least lately used beyond `maxBytes`, are removed (RENDER_CACHE_MAX_AGE_DAYS, 7; RENDER_CACHE_MAX_GB, 20). */
  renderCache: { maxAgeMs: number; maxBytes: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Built app (vite build output); absent folder means API only. */
  appDir: string;
  /** A stock provider speaking Pexels' API (STOCK_API_URL, default https://api.pexels.com, and STOCK_API_KEY); absent means our own library only. */
  stockApi: { url: string; key: string } | undefined;
  /** OpenAI-compatible speech endpoint for the cloud voices; absent means offline voices only. */
  ttsCloud: { url: string; apiKey: string; model: string } | undefined;
  /** `prepare` (VOICE_SAMPLES, the default): the offline voices' samples are made in the background after start; `on-request`: each on its first request only. */
  voiceSamples: 'prepare' | 'on-request';
  /**
   * Tests only (MERGE_IMAGE_ALLOW_PRIVATE_HOSTS=1): a contact's picture may be fetched from a
   * loopback or private host. Off (0, the default), such addresses are refused (issue 17, image tags).
   */
  mergeImageAllowPrivateHosts: boolean;
  /**
   * Google sign-in (GOOGLE_CLIENT_ID, the OAuth web client whose ID tokens are taken; GOOGLE_JWKS_URL,
   * default https://www.googleapis.com/oauth2/v3/certs, where Google's signing keys are published);
   * absent means no Google sign-in.
   */
  google: { clientId: string; jwksUrl: string } | undefined;
  /**
   * Which template previews (pictures, then videos) are rendered in the background after start
   * (TEMPLATE_PREVIEWS): `prepare` (the default) every template in every size; `off` none; or a
   * list of templates, each in every size or in one (`sales-intro,quote-card@1:1`).
   */
  templatePreviews: TemplatePreviewChoice;
  /**
   * S3-compatible storage for the files (S3_BUCKET, with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
   * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE); absent means the local folder `filesDir`.
   */
  s3: S3Settings | undefined;
};

/** Error thrown when the environment does not describe a valid configuration. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (Boolean(values.TTS_CLOUD_URL) !== Boolean(values.TTS_CLOUD_API_KEY)) {
    throw new ConfigError('Invalid configuration:\n  TTS_CLOUD_URL and TTS_CLOUD_API_KEY: set both to use cloud voices, or neither');
  }
  const s3 = readS3Settings(values);
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    chromiumPath: values.CHROMIUM_PATH,
    workers: values.WORKERS,
    renderHeartbeatSeconds: values.RENDER_HEARTBEAT_SECONDS,
    renderCache: { maxAgeMs: values.RENDER_CACHE_MAX_AGE_DAYS * 24 * 3600 * 1000, maxBytes: Math.round(values.RENDER_CACHE_MAX_GB * 2 ** 30) },
    logLevel: values.LOG_LEVEL,
    appDir: path.resolve(values.APP_DIR),
    stockApi: values.STOCK_API_KEY ? { url: values.STOCK_API_URL ?? 'https://api.pexels.com', key: values.STOCK_API_KEY } : undefined,
    ttsCloud: values.TTS_CLOUD_URL && values.TTS_CLOUD_API_KEY ? { url: values.TTS_CLOUD_URL, apiKey: values.TTS_CLOUD_API_KEY, model: values.TTS_CLOUD_MODEL } : undefined,
    voiceSamples: values.VOICE_SAMPLES,
    mergeImageAllowPrivateHosts: values.MERGE_IMAGE_ALLOW_PRIVATE_HOSTS === '1',
    google: values.GOOGLE_CLIENT_ID ? { clientId: values.GOOGLE_CLIENT_ID, jwksUrl: values.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL } : undefined,
    templatePreviews: values.TEMPLATE_PREVIEWS,
    s3,
  };
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * S3 mode, all or nothing: S3_BUCKET turns it on; any other S3_* variable without it is an error.
 * S3_REGION is needed for Amazon S3 itself (no S3_ENDPOINT), else it is `us-east-1` (which most
 * other stores ignore); the access key and its secret come together, or neither (the SDK's own
 * chain: AWS_* variables, shared config, the machine's role); path-style addresses are the default
 * with an S3_ENDPOINT (what MinIO, Ceph and most self-hosted stores need), virtual-hosted without.
 */
function readS3Settings(values: z.infer<typeof envSchema>): S3Settings | undefined {
  const problem = (message: string) => new ConfigError(`Invalid configuration:\n  ${message}`);
  if (!values.S3_BUCKET) {
    const set = S3_VARIABLES.filter((name) => values[name] !== undefined);
    if (set.length > 0) throw problem(`S3_BUCKET: set it to keep files in S3-compatible storage (${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set), or unset those`);
    return undefined;
  }
  if (!values.S3_ENDPOINT && !values.S3_REGION) throw problem("S3_REGION: set it to the bucket's region for Amazon S3 (no S3_ENDPOINT)");
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw problem(`${values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither`);
  }
  return {
    bucket: values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION ?? 'us-east-1',
    credentials: values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: (values.S3_FORCE_PATH_STYLE ?? (values.S3_ENDPOINT ? '1' : '0')) === '1',
  };
}
