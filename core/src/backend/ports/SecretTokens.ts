import { Context } from "effect"
import type { Effect } from "effect"

/**
 * The secrets the shop hands a browser (session cookies, reset links, order links): minted with a
 * cryptographic random source, and kept by the server only as a digest, so a copy of the database
 * signs nobody in (issue 14, docs/decisions-security.md). No crypto is written in core: the adapter
 * (adapters/src/secrets/SecretTokensNode.ts) uses node:crypto.
 */
export interface MintedToken {
  /** What the browser gets: 256 random bits, base64url (43 characters). */
  readonly token: string
  /** What the server stores: digest(token). */
  readonly digest: string
}

export class SecretTokens extends Context.Service<
  SecretTokens,
  {
    readonly mint: Effect.Effect<MintedToken>
    /** The stored form of a token a client presents (SHA-256, hex): look rows up by it. */
    readonly digest: (token: string) => Effect.Effect<string>
    /**
     * A signature of `value` for `purpose` under the shop's secret (HMAC-SHA-256, base64url): a
     * capability that needs no row, such as the link to a guest's order. Different purposes never
     * share a signature.
     */
    readonly sign: (purpose: string, value: string) => Effect.Effect<string>
    /** Whether `signature` is sign(purpose, value); compared in constant time; false for any malformed input. */
    readonly verify: (purpose: string, value: string, signature: string) => Effect.Effect<boolean>
  }
>()("@shop/core/backend/SecretTokens") {}
