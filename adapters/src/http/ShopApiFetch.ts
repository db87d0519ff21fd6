import { Effect, Layer, Schema } from "effect"
import { Accessory } from "@shop/core/cart/accessory"
import type { CartRefreshBody } from "@shop/core/cart/refresh/body"
import { CartRefreshResponse } from "@shop/core/cart/refresh/response"
import type { Locale, MarketCode } from "@shop/core/markets/market"
import { ShopApi, ShopApiError } from "@shop/core/ports/ShopApi"
import { type Fetch, type FetchFailure, fetchJson, urlOf } from "./fetchJson.ts"

/** SPEC 7 answers as the shell reads them: only the fields it maps. */
const RelatedAnswer = Schema.Struct({ success: Schema.Boolean, data: Schema.Array(Accessory) })
const ShapesAnswer = Schema.Struct({
  success: Schema.Boolean,
  data: Schema.Struct({ relatedSpecs: Schema.Array(Schema.Struct({ name: Schema.String, items: Schema.Array(Schema.String) })) })
})

/** What the port answers for a SPEC 7 related-accessories answer: its accessories, none when it failed. */
export const relatedOf = (answer: typeof RelatedAnswer.Type): ReadonlyArray<Accessory> => (answer.success ? answer.data : [])

/** What the port answers for a SPEC 7 shapes answer: the `shape` spec's items joined with ",", "" when it failed. */
export const shapesOf = (answer: typeof ShapesAnswer.Type): string =>
  answer.success ? (answer.data.relatedSpecs.find((spec) => spec.name === "shape")?.items ?? []).join(",") : ""

/** A failure envelope (`success: false`) may come with a 4xx status; it is an answer, not an error. */
export const clientError = (status: number) => status >= 400 && status < 500

const toError = (operation: ShopApiError["operation"]) => (failure: FetchFailure) =>
  new ShopApiError({
    operation,
    reason: failure.reason,
    message: failure.message,
    ...(failure.reason === "Network" ? {} : { status: failure.status })
  })

export interface ShopApiFetchOptions {
  /** Origin of the backend, "" for the page's own origin. */
  readonly baseUrl: string
  readonly fetch?: Fetch
}

/** ShopApi over HTTP: the three SPEC 7 calls, their answers decoded with core's schemas. */
export const makeShopApiFetch = (options: ShopApiFetchOptions) => {
  const fetcher: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return ShopApi.of({
    cartRefresh: (body: CartRefreshBody) =>
      fetchJson(fetcher, urlOf(options.baseUrl, "/api/cart-refresh/"), CartRefreshResponse, { method: "POST", body }).pipe(
        Effect.mapError(toError("cartRefresh"))
      ),
    relatedAccessories: (countryCode: MarketCode, productIds: ReadonlyArray<number>) =>
      fetchJson(
        fetcher,
        urlOf(options.baseUrl, "/api/get-related-accessories/", { countryCode: countryCode.toUpperCase(), productIds: productIds.join(",") }),
        RelatedAnswer,
        { acceptStatus: clientError }
      ).pipe(
        Effect.map(relatedOf),
        Effect.mapError(toError("relatedAccessories"))
      ),
    availableShapes: (locale: Locale, productId: number) =>
      fetchJson(
        fetcher,
        urlOf(options.baseUrl, "/api/available-shapes/", { locale: locale.toUpperCase(), productId: String(productId) }),
        ShapesAnswer,
        { acceptStatus: clientError }
      ).pipe(
        Effect.map(shapesOf),
        Effect.mapError(toError("availableShapes"))
      )
  })
}

export const ShopApiFetch = {
  layer: (options: ShopApiFetchOptions) => Layer.succeed(ShopApi, makeShopApiFetch(options))
}
