import "server-only"
import type { CartFeatureFlags } from "@shop/core/cart/context"
import { firebase, type FirebaseSettings } from "@shop/adapters/settings"
import { Cause, Config, ConfigProvider, Context, Effect, Exit, Layer, Option, type Redacted, Result, Schema } from "effect"
import { parseMarketHosts, parseSingleMarket, type MarketHostConfig } from "../market/hosts.ts"
import { parseCartFeatures } from "./cartFlags.ts"

/**
 * The application's settings (DESIGN.md "Read configuration only in one settings layer"), read with
 * Effect Config in one place, once per server runtime (runtime.ts provides them to its layers and
 * Effects); pages, guards and handlers read the same values with `serverSettings`, never the
 * environment. The adapters' own settings (database, payments, human check, secrets) are described
 * in adapters/src/settings.ts, whose Firebase ones this reuses.
 *
 * A value that does not parse fails the whole read with the variable's name and what is wrong with
 * it: the server does not start (its start check answers 503 and says why on stderr).
 */
export interface SettingsShape {
  /** MARKET (one market on every host) and MARKET_HOSTS (`shop.ro=RO,...`): src/market/hosts.ts. */
  readonly markets: MarketHostConfig
  /** CART_FEATURES: the SPEC 3 cart flags (cartFlags.ts). */
  readonly cartFeatures: CartFeatureFlags
  /** SELL_PAYMENT_TEST=1, SELL_PARTNER=1: the sell funnel's variant when the visit names none. */
  readonly sellVariants: { readonly paymentTest: boolean; readonly partner: boolean }
  /** ADMIN_TOKEN: the moderators' bearer token (storefront/reviews/adminToken.ts). */
  readonly adminToken: Option.Option<Redacted.Redacted<string>>
  /**
   * STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD (both or neither): the first admin of the staff console,
   * created or restored on start (staff/staffLayer.ts). Without them a shop with no staff gets one
   * admin with a one-time password printed to the server log.
   */
  readonly staffAdmin: {
    readonly email: Option.Option<string>
    readonly password: Option.Option<Redacted.Redacted<string>>
  }
  /** CONTENT_DIR: where the blog's files are, when not beside the app (storefront/content/blogStore.ts). */
  readonly contentDir: Option.Option<string>
  /** PACT_PROVIDER_STATES=1: the Pact state-change call exists (only on the provider verification's server). */
  readonly pactProviderStates: boolean
  /** RATE_LIMIT_SCALE: a positive number multiplying every per-address rate limit (limits.ts). */
  readonly rateLimitScale: number
  /** HUMAN_CHECK_SELL_ORDERS: anything but `off` checks sell orders (humanCheck.ts). */
  readonly sellOrdersHumanCheck: boolean
  /** MAIL_OUTBOX=on, and nothing else, keeps the mails in the local outbox (auth/authLayer.ts). */
  readonly mailOutbox: boolean
  /** The Firebase settings (adapters/src/settings.ts); Firebase mode when `apiKey` and `projectId` are both set. */
  readonly firebase: FirebaseSettings
  /** NODE_ENV=production, as `next start` and the shop's server set it (requestContext.ts). */
  readonly production: boolean
}

/** A text setting that `parse` reads; what it refuses fails the settings with its message. */
const parsed = <A>(name: string, parse: (text: string) => Result.Result<A, string>): Config.Config<A> =>
  Config.schema(
    Schema.String.check(Schema.makeFilter((text: string) => Result.match(parse(text), { onFailure: (message) => message, onSuccess: () => undefined }))),
    name
  ).pipe(Config.withDefault(""), Config.map((text) => Result.getOrThrow(parse(text))))

/** A switch that is on only when it says `word` (any case, spaces around ignored). */
const says = (name: string, word: string) =>
  Config.String(name).pipe(Config.withDefault(""), Config.map((value) => value.trim().toLowerCase() === word))

/** A switch that is on only when it is exactly `1`. */
const isOne = (name: string) => Config.String(name).pipe(Config.withDefault(""), Config.map((value) => value === "1"))

/**
 * Both or neither. Only one of them is kept as "half-set" here; the staff layer refuses to start with
 * it (staff/staffLayer.ts), naming both variables, rather than start a console nobody can enter.
 */
const staffAdminConfig = Config.all({
  email: Config.option(Config.String("STAFF_ADMIN_EMAIL")),
  password: Config.option(Config.Redacted("STAFF_ADMIN_PASSWORD"))
})

const settingsConfig: Config.Config<SettingsShape> = Config.all({
  markets: Config.all({ single: parsed("MARKET", parseSingleMarket), hosts: parsed("MARKET_HOSTS", parseMarketHosts) }),
  cartFeatures: parsed("CART_FEATURES", parseCartFeatures),
  sellVariants: Config.all({ paymentTest: isOne("SELL_PAYMENT_TEST"), partner: isOne("SELL_PARTNER") }),
  adminToken: Config.option(Config.Redacted("ADMIN_TOKEN")),
  staffAdmin: staffAdminConfig,
  contentDir: Config.option(Config.String("CONTENT_DIR")),
  pactProviderStates: isOne("PACT_PROVIDER_STATES"),
  rateLimitScale: Config.schema(Schema.Finite.check(Schema.isGreaterThan(0)), "RATE_LIMIT_SCALE").pipe(Config.withDefault(1)),
  sellOrdersHumanCheck: Config.map(says("HUMAN_CHECK_SELL_ORDERS", "off"), (off) => !off),
  mailOutbox: says("MAIL_OUTBOX", "on"),
  firebase,
  production: Config.String("NODE_ENV").pipe(Config.withDefault(""), Config.map((mode) => mode === "production"))
})

/** The settings, as a service for Effects and layers (the runtime provides it once, at the top). */
export class Settings extends Context.Service<Settings, SettingsShape>()("@shop/web/Settings") {
  /** Read from the ConfigProvider of the context. */
  static readonly layer: Layer.Layer<Settings, Config.ConfigError> = Layer.effect(Settings, settingsConfig)

  /** For tests: the settings a server started with `env` would have (unset variables take their defaults). */
  static readonly layerTest = (env: Readonly<Record<string, string>> = {}): Layer.Layer<Settings, Config.ConfigError> =>
    Settings.layer.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env))))
}

/** The settings of `env`, for tests (`serveWithSettings`, or a view's own); throws on a bad value. */
export const settingsOf = (env: Readonly<Record<string, string>> = {}): SettingsShape =>
  Effect.runSync(settingsConfig.parse(ConfigProvider.fromUnknown(env)))

// On globalThis, as the runtime is (runtime.ts): Next's dev reloads evaluate this module again.
const held = globalThis as typeof globalThis & {
  __shopServerSettings?: Exit.Exit<SettingsShape, Config.ConfigError>
  __shopTestSettings?: SettingsShape
}

/**
 * The settings the server runtime serves with: read from the environment as it is the first time
 * they are asked for after the runtime started (a fresh ConfigProvider: Effect's default one keeps
 * the first snapshot it took), or a test's.
 */
export const serverSettingsExit = (): Exit.Exit<SettingsShape, Config.ConfigError> =>
  held.__shopTestSettings === undefined
    ? (held.__shopServerSettings ??= Effect.runSyncExit(settingsConfig.parse(ConfigProvider.fromEnv())))
    : Exit.succeed(held.__shopTestSettings)

/**
 * The settings, for what is not an Effect (pages, guards, the market of a request): the values the
 * runtime's layers were given. A value that does not parse throws here, naming the setting.
 */
export const serverSettings = (): SettingsShape => {
  const exit = serverSettingsExit()
  if (Exit.isSuccess(exit)) return exit.value
  const error = Cause.squash(exit.cause)
  throw new Error(`The shop's settings are not valid: ${error instanceof Error ? error.message : String(error)}`)
}

/** The runtime is disposed (or failed to start): the next one reads the environment again. */
export const forgetServerSettings = (): void => {
  delete held.__shopServerSettings
}

/**
 * For tests: serve with these settings (`settingsOf`) instead of the environment's, the database and
 * the other services staying as they are; `undefined` goes back to the environment's.
 */
export const serveWithSettings = (settings: SettingsShape | undefined): void => {
  if (settings === undefined) delete held.__shopTestSettings
  else held.__shopTestSettings = settings
}

/** The settings a test serves with, if any (runtime.ts gives them to the Effects it runs). */
export const testSettings = (): SettingsShape | undefined => held.__shopTestSettings
