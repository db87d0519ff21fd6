import { Option } from "effect"
import type { MarketCode } from "../../markets/market.ts"

/**
 * Whether a signed-in user may see a record: it names that user as its owner and belongs to the
 * storefront asked (an order of another market is not shown there). A guest's record (no owner) is
 * nobody's account record. Answered as "not found" otherwise, never "forbidden": the account area
 * does not reveal that another user's id exists.
 */
export const isOwnRecord = (
  record: { readonly owner: Option.Option<string> | string | null; readonly market: MarketCode },
  userId: string,
  market: MarketCode
): boolean => {
  const owner = typeof record.owner === "string" || record.owner === null
    ? record.owner
    : Option.getOrNull(record.owner)
  return owner !== null && owner !== "" && owner === userId && record.market === market
}
