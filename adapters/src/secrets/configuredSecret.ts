/// <reference types="node" />
import { randomBytes } from "node:crypto"
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { Effect, Option, Redacted, Schema } from "effect"
import { databaseUrl, optionalSecret, pgliteDataDir } from "../settings.ts"

/**
 * The shop's signing secrets never come from the source (issue 14, DESIGN "Security model"):
 *
 * - set in the environment (`AUTH_TOKEN_SECRET`, `HUMAN_VERIFICATION_SECRET`): used, when it has at
 *   least 32 bytes (a shorter one is refused: it could be guessed offline from one signed token);
 * - else with `DATABASE_URL` (production: several servers, one PostgreSQL): the server refuses to
 *   start and says which variable to set; every server must share the value;
 * - else on the embedded default: generated once (48 random bytes) into the data folder, beside the
 *   PGlite folder (`<dirname of PGLITE_DATA_DIR>/secrets/<name>`, so `.data/secrets/` by default),
 *   written with mode 0600 in a folder of mode 0700, and read from there on every later start;
 * - with `PGLITE_DATA_DIR=memory://` (tests): random per process, like its database.
 */

/** HS256 and HMAC-SHA-256 keys of fewer bytes than the hash are weaker than the hash. */
export const minimumSecretBytes = 32

export class SecretUnavailable extends Schema.TaggedError<SecretUnavailable>()("SecretUnavailable", {
  name: Schema.String,
  message: Schema.String
}) {}

export interface SecretSpec {
  /** The environment variable, e.g. AUTH_TOKEN_SECRET. */
  readonly variable: string
  /** The file of the embedded default, under the data folder's `secrets/`. */
  readonly fileName: string
}

const byteLength = (value: string) => new TextEncoder().encode(value).byteLength

const refuse = (spec: SecretSpec, message: string) => Effect.fail(new SecretUnavailable({ name: spec.variable, message }))

/**
 * Reads the secret file, or creates it. Processes starting together (the end-to-end suite starts
 * three servers on one fresh `.data`) agree on one: the secret is written whole to a file of this
 * process's own, then hard-linked to its name, which happens at once and only once. (Creating the
 * named file exclusively and then writing it let another process read it empty in between.)
 */
const fromDataFolder = (spec: SecretSpec, folder: string) =>
  Effect.tryPromise({
    try: async (): Promise<{ readonly secret: string; readonly created: boolean }> => {
      const path = join(folder, spec.fileName)
      await mkdir(folder, { recursive: true, mode: 0o700 })
      const draft = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.new`
      await writeFile(draft, `${randomBytes(48).toString("base64url")}\n`, { flag: "wx", mode: 0o600 })
      try {
        await link(draft, path)
        return { secret: (await readFile(path, "utf8")).trim(), created: true }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      } finally {
        await unlink(draft).catch(() => undefined)
      }
      // Someone widened it (a copy, an archive): narrow it again before using it.
      if (((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o600)
      return { secret: (await readFile(path, "utf8")).trim(), created: false }
    },
    catch: (error) => new SecretUnavailable({
      name: spec.variable,
      message: `${spec.variable} is not set and ${join(folder, spec.fileName)} could not be read or written: ${error instanceof Error ? error.message : String(error)}`
    })
  })

/** Where the embedded default keeps its secrets: beside the PGlite folder. Undefined in memory. */
export const secretsFolderOf = (pgliteDataDir: string): string | undefined =>
  pgliteDataDir === "memory://" ? undefined : join(dirname(resolve(pgliteDataDir)), "secrets")

/** The secret `spec` names, by the rules above. */
export const configuredSecret = (spec: SecretSpec) =>
  Effect.gen(function* () {
    const configured = yield* optionalSecret(spec.variable)
    if (Option.isSome(configured)) {
      const bytes = byteLength(Redacted.value(configured.value))
      if (bytes < minimumSecretBytes) {
        return yield* refuse(spec, `${spec.variable} has ${bytes} bytes; it needs at least ${minimumSecretBytes} (e.g. \`openssl rand -base64 48\`)`)
      }
      return configured.value
    }
    if (Option.isSome(yield* databaseUrl)) {
      return yield* refuse(
        spec,
        `${spec.variable} must be set when DATABASE_URL is: ${minimumSecretBytes}+ random bytes (e.g. \`openssl rand -base64 48\`), the same on every server`
      )
    }
    const folder = secretsFolderOf(yield* pgliteDataDir)
    if (folder === undefined) return Redacted.make(randomBytes(48).toString("base64url"))
    const { created, secret } = yield* fromDataFolder(spec, folder)
    if (created) yield* Effect.logInfo(`${spec.variable} is not set: generated one in ${join(folder, spec.fileName)} (mode 0600)`)
    if (byteLength(secret) < minimumSecretBytes) {
      return yield* refuse(spec, `${join(folder, spec.fileName)} holds fewer than ${minimumSecretBytes} bytes; remove it to have a new one generated`)
    }
    return Redacted.make(secret)
  })

export const authTokenSecret: SecretSpec = { variable: "AUTH_TOKEN_SECRET", fileName: "auth-token-secret" }
export const humanVerificationSecret: SecretSpec = { variable: "HUMAN_VERIFICATION_SECRET", fileName: "human-verification-secret" }
