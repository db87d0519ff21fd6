import { Effect } from "effect"
import { SecretTokens } from "../ports/SecretTokens.ts"

/**
 * Who may read a shop order or a sell order (issue 14, docs/decisions-security.md). The id of a
 * record is no secret (it is in page links, the gateway's records, the shopper's mail); what opens
 * it is one of two things:
 *
 * - a record placed while signed in belongs to that account: only a request whose session names
 *   its owner reads it (the token alone does not: a link that leaked from an account holder's
 *   browser opens nothing once they sign out, and no other account can take it over);
 * - a guest's record opens for the holder of its token: a signature of the record's id for its
 *   kind (SecretTokens.sign), handed out once, to whoever placed it. It needs no row, so a copy of
 *   the database mints none, and an order token never opens a sell order (or the reverse).
 *
 * Anyone else is told the record does not exist (NotFound), never "forbidden".
 */
export const RecordKinds = ["order", "sell-order"] as const
export type RecordKind = (typeof RecordKinds)[number]

/** Who asks: the user of the request's session (null for none) and the record token it carries (null for none). */
export interface Reader {
  readonly userId: string | null
  readonly token: string | null
}

/** The token that opens a guest's record, for the one who placed it. */
export const recordToken = (kind: RecordKind, id: string): Effect.Effect<string, never, SecretTokens> =>
  SecretTokens.use((tokens) => tokens.sign(kind, id))

/** The one rule: an owned record is its owner's session's; a guest's record is its token holder's. */
export const mayRead = (
  kind: RecordKind,
  record: { readonly id: string; readonly owner: string | null },
  reader: Reader
): Effect.Effect<boolean, never, SecretTokens> => {
  if (record.owner !== null) return Effect.succeed(reader.userId !== null && reader.userId === record.owner)
  const token = reader.token
  if (token === null || token === "") return Effect.succeed(false)
  return SecretTokens.use((tokens) => tokens.verify(kind, record.id, token))
}
