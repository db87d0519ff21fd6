import type { Effect } from "effect"
import { Context } from "effect"
import type { ContactTopic, ValidContactMessage } from "../../contact/contactMessage.ts"
import type { MarketCode } from "../../markets/market.ts"
import type { RepositoryError } from "../../errors.ts"

export interface NewContactMessage extends ValidContactMessage {
  readonly market: MarketCode
  /** Epoch milliseconds. */
  readonly createdAt: number
}

export interface StoredContactMessage extends NewContactMessage {
  /** A random UUID (ports/PublicId.ts). */
  readonly id: string
  readonly topic: ContactTopic
}

/** Messages sent with the help page's contact form, for the support team. */
export interface ContactMessageRepositoryShape {
  readonly add: (message: NewContactMessage) => Effect.Effect<StoredContactMessage, RepositoryError>
  /** The newest messages first, at most `limit`. */
  readonly recent: (limit: number) => Effect.Effect<ReadonlyArray<StoredContactMessage>, RepositoryError>
}

export class ContactMessageRepository extends Context.Service<ContactMessageRepository, ContactMessageRepositoryShape>()(
  "@shop/core/ContactMessageRepository"
) {}
