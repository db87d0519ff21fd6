import { Config, Option, Redacted, Schema } from "effect"
import { defaultFirestoreClientSettings } from "./firebase/firestoreDefaults.ts"
import type { PaymentsSetting } from "./postgres/repositories/index.ts"
import { turnstileVerifyUrl } from "./humanVerification/HumanVerificationTurnstile.ts"
import { defaultSeedNumber } from "./seed/generateSeed.ts"

/**
 * The adapters' settings: every environment variable an adapter reads, each described here once with
 * Effect Config and read from the ConfigProvider of whoever builds the layer (the web's server
 * runtime reads the environment as it is when it starts; tests give ConfigProvider.fromUnknown).
 * The `*FromConfig` and `layerConfig` layers pick their adapter from these with Layer.unwrap.
 * The web application's own settings are web/src/server/settings.ts, which reuses the Firebase ones.
 *
 * A value set but blank (an empty line of an .env file) counts as not set, as ConfigProvider.fromEnv
 * already treats an empty one.
 */

/** Drops a value that is only spaces. */
const nonBlank = (config: Config.Config<Option.Option<string>>): Config.Config<Option.Option<string>> =>
  Config.map(config, (value) => Option.filter(Option.map(value, (v) => v.trim()), (v) => v !== ""))

const optionalText = (name: string) => nonBlank(Config.option(Config.String(name)))

/** A secret that may be absent (blank counts as absent), trimmed. */
export const optionalSecret = (name: string): Config.Config<Option.Option<Redacted.Redacted<string>>> =>
  Config.map(Config.option(Config.Redacted(name)), (value) =>
    Option.flatMap(value, (secret) => {
      const text = Redacted.value(secret).trim()
      return text === "" ? Option.none() : Option.some(Redacted.make(text))
    }))

// --- the database -------------------------------------------------------------------------------

/** Where the embedded PGlite keeps its data unless PGLITE_DATA_DIR says otherwise. */
export const defaultPgliteDataDir = ".data/pglite"

/**
 * How long a database call may wait (issue 14 "No timeouts": one row lock held for 15 s stalled every
 * call of both servers). A call that runs out answers 503 with Retry-After (a RepositoryError), and
 * frees its connection for the others:
 * - `connectMs`: for a connection, new or from a full pool (pg-pool's connectionTimeoutMillis);
 * - `lockMs`: for a row or table lock (PostgreSQL lock_timeout): a shopper never waits behind a stuck
 *   transaction for longer than this;
 * - `statementMs`: for any one statement (statement_timeout), and a little more on the client side
 *   (query_timeout) in case the server itself stops answering;
 * - `idleInTransactionMs`: a transaction left open by a crashed caller is ended, and its locks freed.
 * Start-up work (migrations, the seed) sets its own, unlimited, waits: it may queue behind another
 * process doing the same.
 */
export interface PgTimeouts {
  readonly connectMs: number
  readonly lockMs: number
  readonly statementMs: number
  readonly idleInTransactionMs: number
}

export const defaultPgTimeouts: PgTimeouts = { connectMs: 5_000, lockMs: 3_000, statementMs: 15_000, idleInTransactionMs: 30_000 }

/** DATABASE_URL: PostgreSQL instead of the embedded PGlite (a secret: it may carry a password). */
export const databaseUrl = optionalSecret("DATABASE_URL")

/** PGLITE_DATA_DIR: the embedded database's folder; `memory://` for one in memory. */
export const pgliteDataDir = Config.String("PGLITE_DATA_DIR").pipe(Config.withDefault(defaultPgliteDataDir))

/** DATABASE_POOL_SIZE: connections of the pg pool. */
export const databasePoolSize = Config.Int("DATABASE_POOL_SIZE").pipe(Config.withDefault(10))

/** A duration setting in milliseconds; a negative one is taken as its default (0 means "no limit" to PostgreSQL). */
const milliseconds = (name: string, fallback: number) =>
  Config.Int(name).pipe(Config.withDefault(fallback), Config.map((ms) => (ms >= 0 ? ms : fallback)))

/** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_LOCK_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS (defaultPgTimeouts). */
export const databaseTimeouts: Config.Config<PgTimeouts> = Config.all({
  connectMs: milliseconds("DATABASE_CONNECT_TIMEOUT_MS", defaultPgTimeouts.connectMs),
  lockMs: milliseconds("DATABASE_LOCK_TIMEOUT_MS", defaultPgTimeouts.lockMs),
  statementMs: milliseconds("DATABASE_STATEMENT_TIMEOUT_MS", defaultPgTimeouts.statementMs),
  idleInTransactionMs: Config.succeed(defaultPgTimeouts.idleInTransactionMs)
})

/** MIGRATIONS_DIR: the drizzle migrations, when they are not found beside the code. */
export const migrationsDir = optionalText("MIGRATIONS_DIR")

/** SEED_ON_START: seed a database that was never seeded (false in production). */
export const seedOnStart = Config.Boolean("SEED_ON_START").pipe(Config.withDefault(true))

/** SEED_NUMBER: the seed of the generated catalogue. */
export const seedNumber = Config.Int("SEED_NUMBER").pipe(Config.withDefault(defaultSeedNumber))

/**
 * PAYMENTS: `sandbox` (the app's own test gateway: its page settles payments without taking money)
 * or `none`. Unset, it is `sandbox` for the embedded setup (no DATABASE_URL: a developer's or a
 * demo's machine) and `none` with DATABASE_URL, so a deployment serves the sandbox only when told to.
 */
export const payments: Config.Config<PaymentsSetting> = Config.all({
  configured: Config.option(Config.schema(Schema.Literals(["sandbox", "none"]), "PAYMENTS")),
  url: databaseUrl
}).pipe(Config.map(({ configured, url }) => Option.getOrElse(configured, () => (Option.isNone(url) ? "sandbox" : "none"))))

// --- human verification -------------------------------------------------------------------------

export const HumanVerificationSetting = Schema.Literals(["embedded", "always-fail", "turnstile"])
export type HumanVerificationSetting = typeof HumanVerificationSetting.Type

/** HUMAN_VERIFICATION: which check the forms use (humanVerification/config.ts). */
export const humanVerification = Config.schema(HumanVerificationSetting, "HUMAN_VERIFICATION").pipe(
  Config.withDefault("embedded" as const)
)

/** TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY (both required with HUMAN_VERIFICATION=turnstile), TURNSTILE_VERIFY_URL. */
export const turnstile = Config.all({
  siteKey: Config.String("TURNSTILE_SITE_KEY"),
  secretKey: Config.Redacted("TURNSTILE_SECRET_KEY"),
  verifyUrl: Config.String("TURNSTILE_VERIFY_URL").pipe(Config.withDefault(turnstileVerifyUrl))
})

// --- Firebase -----------------------------------------------------------------------------------

/**
 * FIREBASE_API_KEY, FIREBASE_PROJECT_ID, FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST, each absent when unset or blank. The server runs on Firebase when the key
 * and the project are both given (web/src/server/settings.ts); the Firestore cart store needs the
 * project only.
 */
export const firebase = Config.all({
  apiKey: optionalText("FIREBASE_API_KEY"),
  projectId: optionalText("FIREBASE_PROJECT_ID"),
  authDomain: optionalText("FIREBASE_AUTH_DOMAIN"),
  authEmulatorHost: optionalText("FIREBASE_AUTH_EMULATOR_HOST"),
  firestoreEmulatorHost: optionalText("FIRESTORE_EMULATOR_HOST")
})
export type FirebaseSettings = Config.Success<typeof firebase>

/** FIRESTORE_CACHE_SIZE_BYTES and FIRESTORE_LONG_POLL_TIMEOUT_SECONDS (SPEC 9; firestoreSettings.ts checks them). */
export const firestoreClient = Config.all({
  cacheSizeBytes: Config.Int("FIRESTORE_CACHE_SIZE_BYTES").pipe(Config.withDefault(defaultFirestoreClientSettings.cacheSizeBytes)),
  longPollTimeoutSeconds: Config.Int("FIRESTORE_LONG_POLL_TIMEOUT_SECONDS").pipe(
    Config.withDefault(defaultFirestoreClientSettings.longPollTimeoutSeconds)
  )
})
