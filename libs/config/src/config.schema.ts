import { z } from 'zod';
import { trustProxySchema } from './trust-proxy';

/**
 * Every environment variable the back end reads, in one schema. Both apps parse it at start-up;
 * a wrong or missing value stops the process with a message that names the variable. The README's
 * configuration table is checked against `CONFIG_VARIABLES` by a test, so the two stay in step.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const intWithDefault = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/**
 * Monthly model-token budgets per plan, `tier=tokens` pairs separated by commas (e.g.
 * `starter=200000,pro=2000000`); a tier not named has no budget. Tiers are the subscription
 * status's (`demo` is the free trial).
 */
const BUDGET_TIERS = ['demo', 'starter', 'pro', 'consultant', 'day_pass'] as const;
const tokenBudgetsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().transform((text, ctx) => {
    const budgets: Partial<Record<(typeof BUDGET_TIERS)[number], number>> = {};
    for (const pair of text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const match = /^([a-z_]+)=(\d+)$/.exec(pair);
      const tier = BUDGET_TIERS.find((t) => t === match?.[1]);
      const tokens = Number(match?.[2]);
      if (!tier || !Number.isSafeInteger(tokens) || tokens <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `not a tier=tokens pair (tiers: ${BUDGET_TIERS.join(', ')}; tokens a positive integer): ${pair}`,
        });
        continue;
      }
      budgets[tier] = tokens;
    }
    return budgets;
  }),
);

export const configSchema = z
  .object({
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
    EVENT_STORE: z.preprocess(
      emptyToUndefined,
      z.enum(['sqlite', 'eventstoredb', 'postgres']).default('sqlite'),
    ),
    EVENTSTORE_URL: optionalString,
    READ_STORE: z.preprocess(emptyToUndefined, z.enum(['sqlite', 'mongodb', 'postgres']).default('sqlite')),
    BLOB_STORE: z.preprocess(emptyToUndefined, z.enum(['fs', 'gridfs', 'postgres']).optional()),
    MONGODB_URL: optionalString,
    MONGODB_DATABASE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,38}$/)
        .default('buildmentor'),
    ),
    POSTGRES_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    POSTGRES_POOL_SIZE: intWithDefault(10, 1, 200),
    PROJECTOR_BATCH_SIZE: intWithDefault(500, 1, 10_000),
    PROJECTOR_METRICS_PORT: intWithDefault(0, 0, 65_535),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error']).default('info')),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    PORT: intWithDefault(3000, 0, 65_535),
    API_WORKERS: z.preprocess(
      emptyToUndefined,
      z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
    ),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    STATIC_DIR: optionalString,
    TRUST_PROXY: trustProxySchema,
    RATE_LIMIT_SCALE: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(1000).default(1)),
    PRODUCT_NAME: z.preprocess(emptyToUndefined, z.string().min(1).max(60).default('BuildMentor')),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@buildmentor.example')),
    AUTH_MODE: z.preprocess(emptyToUndefined, z.enum(['demo', 'password']).default('demo')),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER_URL: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
    ADMIN_EMAILS: z.preprocess(
      // No built-in admin addresses: a default list in a public README is an address anyone can claim first.
      (value) => (typeof value === 'string' ? value : ''),
      z.string().transform((text, ctx) => {
        const emails = text
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean);
        for (const email of emails)
          if (!z.email().safeParse(email).success)
            ctx.addIssue({ code: 'custom', message: `not an email: ${email}` });
        return emails;
      }),
    ),
    AUTH_TOKEN_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    AUTH_TOKEN_TTL_HOURS: intWithDefault(24 * 30, 1, 24 * 365),
    LLM_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['offline', 'openai']).default('offline')),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default('gpt-4o-mini')),
    OPENAI_TIMEOUT_MS: intWithDefault(60_000, 1000, 600_000),
    OPENAI_MAX_COMPLETION_TOKENS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().positive().optional(),
    ),
    TOKEN_BUDGETS: tokenBudgetsSchema,
    ANSWER_RECOVERY_GRACE_MS: intWithDefault(30_000, 0, 600_000),
    MIN_POSITION_WAIT_MS: intWithDefault(2000, 0, 30_000),
    PAYMENTS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['demo', 'stripe']).default('demo')),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  })
  .superRefine((config, ctx) => {
    if (config.GOOGLE_CLIENT_ID && !config.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'is required when GOOGLE_CLIENT_ID is set',
      });
    }
    if (config.EVENT_STORE === 'eventstoredb' && !config.EVENTSTORE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EVENTSTORE_URL'],
        message: 'is required when EVENT_STORE=eventstoredb',
      });
    }
    if (config.READ_STORE === 'mongodb' && !config.MONGODB_URL) {
      ctx.addIssue({ code: 'custom', path: ['MONGODB_URL'], message: 'is required when READ_STORE=mongodb' });
    }
    const onPostgres = [config.EVENT_STORE, config.READ_STORE, config.BLOB_STORE].includes('postgres');
    if (onPostgres && !config.POSTGRES_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['POSTGRES_URL'],
        message: 'is required when EVENT_STORE, READ_STORE or BLOB_STORE is postgres',
      });
    }
    if (config.BLOB_STORE === 'gridfs' && !config.MONGODB_URL) {
      ctx.addIssue({ code: 'custom', path: ['MONGODB_URL'], message: 'is required when BLOB_STORE=gridfs' });
    }
    if (config.LLM_PROVIDER === 'openai' && !config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when LLM_PROVIDER=openai (or set OPENAI_BASE_URL for a keyless local server)',
      });
    }
    if (config.PAYMENTS_PROVIDER === 'stripe' && !config.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENTS_PROVIDER=stripe',
      });
    }
    if (config.PAYMENTS_PROVIDER === 'stripe' && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when PAYMENTS_PROVIDER=stripe (the signing secret of the webhook endpoint)',
      });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

/** Variable names with their documented default and meaning (the README table mirrors this). */
export const CONFIG_VARIABLES: ReadonlyArray<{ name: keyof AppConfig; default: string; meaning: string }> = [
  {
    name: 'DATA_DIR',
    default: '.data',
    meaning: 'Folder for the embedded SQLite stores and uploaded files.',
  },
  {
    name: 'EVENT_STORE',
    default: 'sqlite',
    meaning: '`sqlite` (embedded file), `postgres` (PostgreSQL server) or `eventstoredb`.',
  },
  {
    name: 'EVENTSTORE_URL',
    default: '(none)',
    meaning: 'EventStoreDB connection string; required with `EVENT_STORE=eventstoredb`.',
  },
  {
    name: 'READ_STORE',
    default: 'sqlite',
    meaning: '`sqlite` (embedded files), `postgres` (PostgreSQL server) or `mongodb`.',
  },
  {
    name: 'BLOB_STORE',
    default: '(follows READ_STORE)',
    meaning:
      'Where uploaded files live: `fs` (a folder under DATA_DIR; one machine), `postgres` or `gridfs` (MongoDB), shared by every API instance. Defaults to `fs` with SQLite, `postgres` with PostgreSQL, `gridfs` with MongoDB.',
  },
  {
    name: 'MONGODB_URL',
    default: '(none)',
    meaning: 'MongoDB connection string (replica set); required with `READ_STORE=mongodb`.',
  },
  { name: 'MONGODB_DATABASE', default: 'buildmentor', meaning: 'MongoDB database holding the read models.' },
  {
    name: 'POSTGRES_URL',
    default: '(none)',
    meaning:
      'PostgreSQL connection URL (`postgres://user:password@host:5432/database`); required when any store is `postgres`. Tables are created at start.',
  },
  {
    name: 'POSTGRES_POOL_SIZE',
    default: '10',
    meaning: 'Most PostgreSQL connections each store of each process holds open.',
  },
  {
    name: 'PROJECTOR_BATCH_SIZE',
    default: '500',
    meaning: 'Largest number of events the projector applies in one transaction.',
  },
  {
    name: 'PROJECTOR_METRICS_PORT',
    default: '0',
    meaning:
      'Port on HOST where the projector serves Prometheus metrics at `/metrics` (lag, batches, dead letters); `0` serves none.',
  },
  { name: 'LOG_LEVEL', default: 'info', meaning: '`debug`, `info`, `warn` or `error`.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    meaning: 'Interface the API (and the UI it serves) listens on; `0.0.0.0` in containers.',
  },
  { name: 'PORT', default: '3000', meaning: 'HTTP port of the API and UI.' },
  {
    name: 'API_WORKERS',
    default: '1',
    meaning:
      'API worker processes sharing PORT (`auto`: one per CPU core). A crashed worker is replaced; SIGTERM drains every worker.',
  },
  {
    name: 'PUBLIC_URL',
    default: '(derived from HOST and PORT)',
    meaning:
      'The URL users open; printed at start and the start of every link the server writes (verification and reset mails, the Google sign-in redirect).',
  },
  {
    name: 'STATIC_DIR',
    default: '(none; `npm start` sets it)',
    meaning:
      'Folder of the built frontend for the API to serve, with client-side routes falling back to index.html.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning:
      'Proxies whose `X-Forwarded-For` gives the client address (rate limits, sign-in throttling): `false` trusts none (the peer is the client), a hop count (`1` behind one proxy, as in docker compose), or addresses/CIDRs/`loopback`, comma-separated. `true` is refused.',
  },
  {
    name: 'RATE_LIMIT_SCALE',
    default: '1',
    meaning:
      'Multiplier on every request rate limit (docs/decisions.md), e.g. `4` for many users behind one address; it cannot switch them off.',
  },
  { name: 'PRODUCT_NAME', default: 'BuildMentor', meaning: 'Product name shown in answers and messages.' },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@buildmentor.example',
    meaning: 'Support address shown to users.',
  },
  {
    name: 'AUTH_MODE',
    default: 'demo',
    meaning:
      '`demo` (automatic demo accounts, as the spec describes) or `password` (real accounts with hashed passwords).',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(none)',
    meaning: 'OIDC client id; when set (with the secret), password mode offers Google sign-in.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(none)', meaning: 'OIDC client secret for `GOOGLE_CLIENT_ID`.' },
  {
    name: 'OIDC_ISSUER_URL',
    default: 'https://accounts.google.com',
    meaning: 'OIDC issuer whose discovery document is used for Google sign-in.',
  },
  {
    name: 'ADMIN_EMAILS',
    default: '(none)',
    meaning:
      'Comma-separated addresses that are admins once verified (in demo mode, besides emails containing `admin` or `dev`). Operators can also promote a verified user with `npm run admin -- grant <email>`.',
  },
  {
    name: 'AUTH_TOKEN_SECRET',
    default: '(generated into DATA_DIR)',
    meaning:
      'HMAC secret (32+ characters) that signs session tokens; set it when several API instances share users.',
  },
  { name: 'AUTH_TOKEN_TTL_HOURS', default: '720', meaning: 'Lifetime of a session token in hours.' },
  {
    name: 'LLM_PROVIDER',
    default: 'offline',
    meaning:
      '`offline` (deterministic answerer, no network) or `openai` (any OpenAI-compatible chat-completions server).',
  },
  { name: 'OPENAI_API_KEY', default: '(none)', meaning: 'API key for `LLM_PROVIDER=openai`.' },
  {
    name: 'OPENAI_BASE_URL',
    default: '(OpenAI)',
    meaning: 'Base URL of an OpenAI-compatible server, e.g. Ollama or vLLM (`http://127.0.0.1:11434/v1`).',
  },
  {
    name: 'OPENAI_MODEL',
    default: 'gpt-4o-mini',
    meaning: 'Model name for `LLM_PROVIDER=openai` (it must support JSON-schema structured output).',
  },
  {
    name: 'OPENAI_TIMEOUT_MS',
    default: '60000',
    meaning: 'Longest one answer may take before it is recorded as failed and the question refunded.',
  },
  {
    name: 'OPENAI_MAX_COMPLETION_TOKENS',
    default: '(none)',
    meaning:
      'Most tokens the model may write for one answer (`max_completion_tokens`, sent on every chat completion when set); a reply cut off by it fails and is refunded.',
  },
  {
    name: 'TOKEN_BUDGETS',
    default: '(none)',
    meaning:
      'Monthly model-token budget per plan, e.g. `starter=200000,pro=2000000` (tiers `demo` for the trial, `starter`, `pro`, `consultant`, `day_pass`); Australia/Sydney calendar months; admins unlimited; a tier not named has none.',
  },
  {
    name: 'ANSWER_RECOVERY_GRACE_MS',
    default: '30000',
    meaning:
      "Extra time after `OPENAI_TIMEOUT_MS` before a question left unanswered (e.g. by a crash) is failed and refunded by the API's recovery.",
  },
  {
    name: 'MIN_POSITION_WAIT_MS',
    default: '2000',
    meaning: 'Longest a query waits for the read models to reach the `X-Min-Position` it was sent.',
  },
  {
    name: 'PAYMENTS_PROVIDER',
    default: 'demo',
    meaning:
      '`demo` (a checkout page inside the app, no card) or `stripe` (Stripe Checkout with signed webhooks).',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(none)',
    meaning: 'Stripe secret API key; required with `PAYMENTS_PROVIDER=stripe`.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(none)',
    meaning:
      'Signing secret (`whsec_...`) of the Stripe webhook endpoint `/api/payment/webhook`; required with `PAYMENTS_PROVIDER=stripe`. Subscribe it to `checkout.session.*`, `customer.subscription.*`, `invoice.paid`, `invoice.payment_failed`, `charge.refunded` and `charge.dispute.*`, and enable the Billing Portal in the Stripe dashboard.',
  },
  {
    name: 'STRIPE_API_BASE',
    default: '(Stripe)',
    meaning:
      'Base URL of the Stripe API, for a local server that speaks it in tests (`http://127.0.0.1:12111`).',
  },
];
