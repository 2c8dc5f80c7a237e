import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

import { z } from 'zod';

import { parseTrustedProxies } from './lib/trusted-proxy.ts';

/** The repository root, three levels above this file's folder (apps/api/src, or apps/api/dist once built). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ZOptionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/**
 * The site's public origin (scheme, host and port): every absolute link the server writes starts
 * with it, and nothing a client sends (Host, X-Forwarded-Host, X-Forwarded-Proto) replaces it, so a
 * shared cache never keeps another host's links (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
 * The site is served from its host's root, so a path, query or credentials are refused, not half used.
 */
const ZPublicUrl = z
  .url({ protocol: /^https?$/ })
  // zod runs this check even after the format check failed: a value that is no URL is left to that one.
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return (
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    );
  }, "must be the site's origin only, e.g. https://tredjedel.dk (no path, query or credentials)")
  .transform((value) => new URL(value).origin);

/** PUBLIC_URL normalised (see ZPublicUrl); unset, the address `npm start` prints for this port. */
function publicOriginOf(publicUrl: string | undefined, port: number): string {
  return publicUrl === undefined ? `http://localhost:${port}` : ZPublicUrl.parse(publicUrl);
}

const ZConfig = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
    DATABASE_URL: ZOptionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    NOW: ZOptionalString.pipe(z.iso.datetime({ offset: true }).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_FEE_ORE: z.coerce.number().int().min(0).default(2500),
    PUBLIC_URL: ZOptionalString.pipe(ZPublicUrl.optional()),
    WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
    /** 1: render the pages from apps/web's sources through Vite, with hot reload (`npm run dev`). */
    WEB_DEV: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * Signs and verifies payment callbacks. Unset, each process draws a random one: enough for a
     * single server (npm start), whose hosted payment page and callback live in the same process.
     * Several processes behind a load balancer must share one.
     */
    PAYMENT_SECRET: ZOptionalString.pipe(z.string().min(16).optional()),
    /**
     * Signs the links to each place's daily list of bookings (ADR 0204). Unset, a key derived from
     * PAYMENT_SECRET is used; set either, or links in sent e-mails stop opening after a restart.
     */
    RESTAURANT_LINK_SECRET: ZOptionalString.pipe(z.string().min(16).optional()),
    /**
     * Where partner applications from /partnere go (docs/decisions/0500-restaurants-console.md):
     * the company's own mailbox; operators also read them in the console.
     */
    OPERATOR_EMAIL: ZOptionalString.pipe(z.email().optional()).transform(
      (value) => value?.toLowerCase() ?? 'partnere@tredjedel.dk',
    ),
    /**
     * The proxies whose X-Forwarded-For (the client's address, for rate limits) and
     * X-Forwarded-Proto (Secure cookies and HSTS over plain http) are believed; links never follow
     * either, they start with PUBLIC_URL: `0` none, `1` a proxy on this machine (loopback, as
     * deploy/nginx.conf), or a comma-separated list of the proxies' addresses or CIDR ranges.
     * Without a trusted proxy, any client could claim any address (lib/trusted-proxy.ts).
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((value, context) => {
        try {
          return parseTrustedProxies(value);
        } catch {
          context.addIssue({
            code: 'custom',
            message: 'must be 0, 1 or a comma-separated list of proxy addresses or CIDR ranges',
          });
          return z.NEVER;
        }
      }),
    /** SMTP for e-mail (smtp://user:pass@host:587); unset, e-mails stay in the outbox. */
    SMTP_URL: ZOptionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    /** Rate-limit counters in Redis instead of the database. */
    REDIS_URL: ZOptionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /**
     * 1: the pages push e-commerce events to `window.dataLayer` (for a tag manager), after the
     * visitor's statistics consent (ADR 0400).
     */
    DATA_LAYER: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
    /** The ad pixel's id: the pages send its events after the visitor's marketing consent (ADR 0400). */
    AD_PIXEL_ID: ZOptionalString.pipe(
      z
        .string()
        .regex(/^[\w-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
        .optional(),
    ),
    /** Lists the e-mail outbox at /dev/outbox even in production (never expose it publicly). */
    DEV_OUTBOX: z.enum(['0', '1']).default('0'),
    /** Per client and minute: gift-code checks, and payment starts (booking and gift cards). */
    RATE_LIMIT_GIFTCODE_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_PAYMENT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Per client address and minute: hold requests (new holds and moves), ADR 0205. */
    RATE_LIMIT_HOLD_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /**
     * Per client address and minute: pages rendered because nothing rendered for their address was
     * at hand (a fresh or stale shared page or page of one order, a render under way); pages answered
     * from those are not counted (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
     */
    RATE_LIMIT_RENDER_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /**
     * Per client address and minute: API answers computed because the short-lived cache had none
     * for their address (listings, place details, stock, content); cached answers are not counted,
     * nor a page render's own calls (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
     */
    RATE_LIMIT_ANSWER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Per client address and hour: waitlist sign-ups (docs/decisions/0415-waitlist-for-a-sold-out-time.md). */
    RATE_LIMIT_WAITLIST_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** How often every process checks whether covers came back for people on a waitlist (ADR 0415). */
    WAITLIST_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(15_000),
    /** Covers offered to someone on a waitlist count as taken this long, so the next in line waits (ADR 0415). */
    WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
    /** Active holds and held covers at once per visitor session and per client address (ADR 0205). */
    HOLD_MAX_PER_VISITOR: z.coerce.number().int().min(1).default(2),
    HOLD_MAX_COVERS_PER_VISITOR: z.coerce.number().int().min(1).default(16),
    HOLD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    HOLD_MAX_COVERS_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
    /** New holds one process sends in one statement at most (ADR 0201); 1: each alone, none waits. */
    HOLD_BATCH_MAX: z.coerce.number().int().min(1).max(500).default(64),
    /** The outbox worker: how often it looks for e-mail, how many attempts, the first retry's delay. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
    /**
     * Refunds the gateway did not make at once (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md):
     * how often every process looks for due ones, and the first retry's delay (then doubled, at
     * most an hour; never given up).
     */
    REFUND_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
    REFUND_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** On SIGTERM/SIGINT: how long requests in flight may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Days after which lapsed holds, unused past time slots and delivered e-mails are deleted. */
    RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Which gateway takes the money: the built-in hosted page, or Stripe Checkout (ADR 0202). */
    PAYMENT_PROVIDER: z.enum(['builtin', 'stripe']).default('builtin'),
    /** Stripe's secret API key (sk_live_…, sk_test_… or a restricted rk_…). */
    STRIPE_SECRET_KEY: ZOptionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
        .optional(),
    ),
    /** The signing secret of the Stripe webhook endpoint (whsec_…). */
    STRIPE_WEBHOOK_SECRET: ZOptionalString.pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
        .optional(),
    ),
    /** Send Stripe API calls here instead of api.stripe.com: stripe-mock or the tests' stand-in only. */
    STRIPE_API_BASE: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  // Variables that only matter together: Stripe sends the visitor back to absolute addresses.
  .superRefine((config, context) => {
    if (config.PAYMENT_PROVIDER !== 'stripe') return;
    for (const variable of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL'] as const) {
      if (!config[variable])
        context.addIssue({
          code: 'custom',
          path: [variable],
          message: 'required when PAYMENT_PROVIDER=stripe',
        });
    }
  })
  .transform(({ PAYMENT_SECRET, PUBLIC_URL, ...config }) => ({
    ...config,
    /** Always an origin without a trailing slash: the one form every absolute link is built from. */
    PUBLIC_URL: publicOriginOf(PUBLIC_URL, config.PORT),
    PAYMENT_SECRET: PAYMENT_SECRET ?? randomBytes(32).toString('base64url'),
    /** No PAYMENT_SECRET was set: this process drew its own (fine alone, refused beside others). */
    PAYMENT_SECRET_IS_RANDOM: PAYMENT_SECRET === undefined,
  }));

export type TConfig = z.infer<typeof ZConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment once. The message names every bad variable so a typo in a deploy
 * stops the process with a reason instead of a half-working server.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const result = ZConfig.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? '?');
    return `  ${variable}=${JSON.stringify(env[variable] ?? '')}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The configuration once PORT=0 ("any free port") has become the port the server will listen on:
 * the default PUBLIC_URL names that port, so no link is written on `:0`. A PUBLIC_URL that was set
 * stays as it is.
 */
export function withListeningPort(config: TConfig, port: number): TConfig {
  const isDefaultOrigin = config.PUBLIC_URL === publicOriginOf(undefined, config.PORT);
  return {
    ...config,
    PORT: port,
    PUBLIC_URL: isDefaultOrigin ? publicOriginOf(undefined, port) : config.PUBLIC_URL,
  };
}

/**
 * For tests: a complete configuration without reading the environment (PUBLIC_URL normalised as in loadConfig).
 *
 * @internal Exported for the tests that use it directly (test/helper.ts, test/lib/config-and-clock.test.ts).
 */
export function testConfig(overrides: Partial<TConfig> = {}): TConfig {
  const config = { ...ZConfig.parse({}), ...overrides };
  return { ...config, PUBLIC_URL: publicOriginOf(overrides.PUBLIC_URL, config.PORT) };
}
