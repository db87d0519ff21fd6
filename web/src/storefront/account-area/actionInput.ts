import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import { Option, Schema } from "effect"
import { headers } from "next/headers"
import { notFound } from "next/navigation"
import { loadMarketHostConfig } from "../../server/marketConfig.ts"
import { marketOfHeaders } from "../market.ts"

/**
 * The storefront a form was posted to, from the request's host. Never an argument bound to the
 * action: bound arguments travel to the browser and come back as plain, editable request data.
 */
export const actionMarket = async (): Promise<MarketCode> => marketOfHeaders(await headers(), loadMarketHostConfig())

const BoundId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))
const BoundLine = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(999))

const decodedOrNotFound = <A>(schema: Schema.Decoder<A>, value: unknown): A =>
  Option.getOrElse(Schema.decodeUnknownOption(schema)(value), () => notFound())

/** A record id bound to an action, as it came back from the browser: decoded, else the not-found page. */
export const boundId = (value: unknown): string => decodedOrNotFound(BoundId, value)

/** A device line index bound to an action, decoded like boundId. */
export const boundLine = (value: unknown): number => decodedOrNotFound(BoundLine, value)
