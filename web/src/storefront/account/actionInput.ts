import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import { Effect, Option, Result, Schema } from "effect"
import { headers } from "next/headers"
import { notFound } from "next/navigation"
import { loadMarketHostConfig } from "../../server/marketConfig.ts"
import { loadForPage } from "../../server/page.ts"
import type { AppServices } from "../../server/runtime.ts"
import { marketOfHeaders } from "../../market/hosts.ts"

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

/**
 * Runs a form's program for a server action: a refusal of one of `shown` comes back as the failure
 * the form displays; any other failure (a database outage, a not-found) goes to loadForPage, which
 * logs it and renders the error or not-found page, instead of being shown as a wrong field.
 */
export const formOutcome = <A, E extends { readonly _tag: string }, R extends AppServices, T extends E["_tag"]>(
  program: Effect.Effect<A, E, R>,
  ...shown: ReadonlyArray<T>
): Promise<Result.Result<A, Extract<E, { readonly _tag: T }>>> =>
  loadForPage(Effect.result(program).pipe(Effect.flatMap((result) =>
    Result.isFailure(result) && !(shown as ReadonlyArray<string>).includes(result.failure._tag)
      ? Effect.fail(result.failure)
      : Effect.succeed(result as Result.Result<A, Extract<E, { readonly _tag: T }>>)
  )))
