import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_DIR: z.string().default('./dist/app'),
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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Built app (vite build output); absent folder means API only. */
  appDir: string;
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
    logLevel: values.LOG_LEVEL,
    appDir: path.resolve(values.APP_DIR),
  };
}
