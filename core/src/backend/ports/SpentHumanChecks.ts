import type { Effect } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../../errors.ts"

/**
 * The answers of the embedded human check already used (issue 14: a solved check passes once in
 * total, whichever server process sees it). Keyed by a digest of the signed challenge, kept until the
 * challenge would have expired anyway, shared by every process through the database.
 */
export class SpentHumanChecks extends Context.Service<
  SpentHumanChecks,
  {
    /**
     * Records `digest` as used until `expiresAt` (epoch ms). True for the first call with a digest,
     * false for every later one, concurrent ones included: exactly one caller wins.
     */
    readonly spend: (digest: string, expiresAt: number) => Effect.Effect<boolean, RepositoryError>
    /** Removes every record that expired at or before `now`; answers how many. */
    readonly sweep: (now: number) => Effect.Effect<number, RepositoryError>
  }
>()("@shop/core/backend/SpentHumanChecks") {}
