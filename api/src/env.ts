import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustedProxyProblem } from './http/trusted-proxies.ts';
import { parseRateLimitSettings, type RateLimitSettings } from './rate-limit/rate-limit-settings.ts';

/** The repository root: default paths are resolved against it, not against the working directory. */
export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const PortSchema = z.coerce.number().int().min(1).max(65_535);
const BooleanSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LARDER_DB_PATH: z.string().min(1).default('.data/larder.sqlite'),
    LARDER_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/./i, 'a PostgreSQL address, postgres://user@host:port/database')
      .optional(),
    LARDER_FILES_DIR: z.string().min(1).default('.data/files'),
    LARDER_OUTPUT_DIR: z.string().min(1).default('.data/sites'),
    LARDER_DEPLOY_TO: z.string().min(1).optional(),
    LARDER_API_HOST: z.string().min(1).default('127.0.0.1'),
    LARDER_API_PORT: PortSchema.default(8787),
    LARDER_API_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    LARDER_SITES_PORT: PortSchema.default(4321),
    LARDER_PLATFORM_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    LARDER_CORS_ORIGINS: z.string().default(''),
    LARDER_BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    LARDER_ALLOW_TOKEN_COMMAND: BooleanSchema.optional(),
    LARDER_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LARDER_RATE_LIMITS: z
      .string()
      .default('on')
      .transform((value, ctx) => {
        const settings = parseRateLimitSettings(value);
        if (!('problems' in settings)) return settings;
        for (const problem of settings.problems) ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }),
    LARDER_EMAIL_TRANSPORT: z.enum(['outbox', 'postmark']).default('outbox'),
    LARDER_EMAIL_FROM: z.email().optional(),
    LARDER_POSTMARK_SERVER_TOKEN: z.string().trim().min(1).optional(),
    LARDER_POSTMARK_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.postmarkapp.com'),
    LARDER_POSTMARK_BROADCAST_STREAM: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,100}$/, 'must be a Postmark message stream id (lower-case letters, digits, -)')
      .default('broadcast'),
    LARDER_STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    LARDER_STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    LARDER_STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    LARDER_BUILD_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
    LARDER_BUILD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
    LARDER_BUILD_RETRY_SECONDS: z.coerce.number().min(0.01).max(3600).default(5),
    LARDER_BUILD_TIMEOUT_SECONDS: z.coerce.number().min(10).max(86_400).default(1800),
    LARDER_TRUST_PROXY: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const entries = value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean);
        for (const entry of entries) {
          const problem = trustedProxyProblem(entry);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }
        return entries;
      }),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      // The outbox keeps every sign-in link in the database and shows it at /dev: in production
      // readers would get no e-mail, and a mistaken mount would hand out everyone's links.
      if (env.LARDER_EMAIL_TRANSPORT !== 'postmark')
        ctx.addIssue({
          code: 'custom',
          path: ['LARDER_EMAIL_TRANSPORT'],
          message: 'must be postmark in production (the dev outbox sends nothing)',
        });
      if (!env.LARDER_PLATFORM_ORIGIN)
        ctx.addIssue({
          code: 'custom',
          path: ['LARDER_PLATFORM_ORIGIN'],
          message:
            'required in production: the public origin of the account area (sign-in links point there)',
        });
      // Outside production the emulator's well-known test key and secret are the defaults; in
      // production they would either fail every call or accept webhooks anyone can sign.
      if (!env.LARDER_STRIPE_SECRET_KEY)
        ctx.addIssue({
          code: 'custom',
          path: ['LARDER_STRIPE_SECRET_KEY'],
          message: 'required in production: the secret key of your Stripe account (sk_live_… or sk_test_…)',
        });
      if (!env.LARDER_STRIPE_WEBHOOK_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['LARDER_STRIPE_WEBHOOK_SECRET'],
          message:
            "required in production: the signing secret (whsec_…) of the API's Stripe webhook endpoint",
        });
      if (env.LARDER_STRIPE_API_URL && !env.LARDER_STRIPE_API_URL.startsWith('https://'))
        ctx.addIssue({
          code: 'custom',
          path: ['LARDER_STRIPE_API_URL'],
          message: 'must be https in production (Stripe itself; leave it unset for https://api.stripe.com)',
        });
    }
    // A live key moves real money: it never travels in cleartext, in production or not.
    if (
      env.LARDER_STRIPE_SECRET_KEY?.startsWith('sk_live_') &&
      env.LARDER_STRIPE_API_URL &&
      !env.LARDER_STRIPE_API_URL.startsWith('https://')
    )
      ctx.addIssue({
        code: 'custom',
        path: ['LARDER_STRIPE_API_URL'],
        message:
          'must be https with a live key (sk_live_…): leave it unset for https://api.stripe.com, or use the emulator with its test key',
      });
    if (env.LARDER_EMAIL_TRANSPORT !== 'postmark') return;
    if (!env.LARDER_POSTMARK_SERVER_TOKEN)
      ctx.addIssue({
        code: 'custom',
        path: ['LARDER_POSTMARK_SERVER_TOKEN'],
        message:
          'required when LARDER_EMAIL_TRANSPORT is postmark (the server token of your Postmark server)',
      });
    if (env.NODE_ENV === 'production' && !env.LARDER_EMAIL_FROM)
      ctx.addIssue({
        code: 'custom',
        path: ['LARDER_EMAIL_FROM'],
        message: 'required in production with Postmark: an address of a confirmed Postmark sender signature',
      });
  });

/** Every variable the API's environment schema reads (the README documents each: readme.test.ts). */
export const ENV_SCHEMA_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export interface EmailSettings {
  transport: 'outbox' | 'postmark';
  /** The sender's address; each e-mail names the kitchen (or Larder) as the sender. */
  fromAddress: string;
  /** Set when the transport is Postmark. */
  postmark: { serverToken: string; apiUrl: string } | null;
  /** The Postmark message stream newsletters go through; transactional mail uses `outbound`. */
  broadcastStream: string;
}

export interface StripeSettings {
  secretKey: string;
  /** Verifies the `Stripe-Signature` of webhook deliveries. */
  webhookSecret: string;
  /** Stripe's API: https://api.stripe.com in production or with a key other than the emulator's, else the local emulator. */
  apiUrl: string;
}

/** The emulator's (`stripe-emulator/`) default address and test credentials, for development and tests. */
export const EMULATOR_STRIPE_SETTINGS: StripeSettings = {
  secretKey: 'sk_test_larder_emulator',
  webhookSecret: 'whsec_larder_emulator',
  apiUrl: 'http://127.0.0.1:12111',
};

/**
 * Stripe's API when `LARDER_STRIPE_API_URL` is unset: Stripe itself in production or with a key
 * of one's own (a real key must never reach the emulator's plain-http port); else the emulator.
 */
function defaultStripeApiUrl(env: {
  NODE_ENV: string;
  LARDER_STRIPE_SECRET_KEY?: string | undefined;
}): string {
  const ownKey =
    env.LARDER_STRIPE_SECRET_KEY !== undefined &&
    env.LARDER_STRIPE_SECRET_KEY !== EMULATOR_STRIPE_SETTINGS.secretKey;
  return env.NODE_ENV === 'production' || ownKey ? 'https://api.stripe.com' : EMULATOR_STRIPE_SETTINGS.apiUrl;
}

export interface Env {
  nodeEnv: 'development' | 'test' | 'production';
  /** The SQLite file, used when no PostgreSQL address is set. */
  dbPath: string;
  /** The PostgreSQL server's address (`LARDER_DATABASE_URL`), or null for the SQLite file. */
  databaseUrl: string | null;
  /** What `openDatabase` opens: the PostgreSQL address when set, else the SQLite file. */
  database: string;
  filesDir: string;
  outputDir: string;
  /** Where the worker publishes each kitchen that went live (`larder deploy`), or null. */
  deployTo: string | null;
  apiHost: string;
  apiPort: number;
  /** Public origin of the API, baked into every kitchen at build time. */
  apiOrigin: string;
  sitesPort: number;
  /**
   * Public origin of the platform app (account area, creator dashboard): the bare host of the
   * demo's static server unless set.
   */
  platformOrigin: string;
  /** Origins allowed by CORS besides the kitchens' own origins. */
  extraCorsOrigins: string[];
  bodyLimitBytes: number;
  allowTokenCommand: boolean;
  sessionDays: number;
  /** Scales or switches off the rate-limit budgets (`api/src/rate-limit/budgets.ts`). */
  rateLimits: RateLimitSettings;
  /** Proxies whose X-Forwarded-For is believed: addresses, ranges or `loopback`. */
  trustProxy: string[];
  /** How e-mail leaves: stored in the dev outbox (the default) or sent through Postmark. */
  email: EmailSettings;
  /** Payments: the official SDK's key and endpoint, and the webhook signing secret. */
  stripe: StripeSettings;
  /** Kitchen builds: lease length, attempts, first retry delay (doubling) and time limit. */
  builds: { leaseMs: number; maxAttempts: number; retryBaseMs: number; timeoutMs: number };
}

/** Parses the environment once, failing loudly with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      `Invalid environment configuration:\n${problems.join('\n')}\nSee README.md, "Configuration".`,
    );
  }
  const env = result.data;
  const path = (value: string) => (value === ':memory:' ? value : resolve(repoRoot, value));
  return {
    nodeEnv: env.NODE_ENV,
    dbPath: path(env.LARDER_DB_PATH),
    databaseUrl: env.LARDER_DATABASE_URL ?? null,
    database: env.LARDER_DATABASE_URL ?? path(env.LARDER_DB_PATH),
    filesDir: path(env.LARDER_FILES_DIR),
    outputDir: path(env.LARDER_OUTPUT_DIR),
    deployTo: env.LARDER_DEPLOY_TO
      ? env.LARDER_DEPLOY_TO.startsWith('s3://')
        ? env.LARDER_DEPLOY_TO
        : path(env.LARDER_DEPLOY_TO)
      : null,
    apiHost: env.LARDER_API_HOST,
    apiPort: env.LARDER_API_PORT,
    apiOrigin: (env.LARDER_API_ORIGIN ?? `http://localhost:${env.LARDER_API_PORT}`).replace(/\/+$/, ''),
    sitesPort: env.LARDER_SITES_PORT,
    platformOrigin: (env.LARDER_PLATFORM_ORIGIN ?? `http://localhost:${env.LARDER_SITES_PORT}`).replace(
      /\/+$/,
      '',
    ),
    extraCorsOrigins: env.LARDER_CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    bodyLimitBytes: env.LARDER_BODY_LIMIT_BYTES,
    allowTokenCommand: env.LARDER_ALLOW_TOKEN_COMMAND ?? env.NODE_ENV !== 'production',
    sessionDays: env.LARDER_SESSION_DAYS,
    rateLimits: env.LARDER_RATE_LIMITS,
    trustProxy: env.LARDER_TRUST_PROXY,
    email: {
      transport: env.LARDER_EMAIL_TRANSPORT,
      fromAddress: env.LARDER_EMAIL_FROM ?? 'no-reply@larder.localhost',
      postmark:
        env.LARDER_EMAIL_TRANSPORT === 'postmark' && env.LARDER_POSTMARK_SERVER_TOKEN
          ? {
              serverToken: env.LARDER_POSTMARK_SERVER_TOKEN,
              apiUrl: env.LARDER_POSTMARK_API_URL.replace(/\/+$/, ''),
            }
          : null,
      broadcastStream: env.LARDER_POSTMARK_BROADCAST_STREAM,
    },
    stripe: {
      secretKey: env.LARDER_STRIPE_SECRET_KEY ?? EMULATOR_STRIPE_SETTINGS.secretKey,
      webhookSecret: env.LARDER_STRIPE_WEBHOOK_SECRET ?? EMULATOR_STRIPE_SETTINGS.webhookSecret,
      apiUrl: (env.LARDER_STRIPE_API_URL ?? defaultStripeApiUrl(env)).replace(/\/+$/, ''),
    },
    builds: {
      leaseMs: env.LARDER_BUILD_LEASE_SECONDS * 1000,
      maxAttempts: env.LARDER_BUILD_MAX_ATTEMPTS,
      retryBaseMs: env.LARDER_BUILD_RETRY_SECONDS * 1000,
      timeoutMs: env.LARDER_BUILD_TIMEOUT_SECONDS * 1000,
    },
  };
}
