import {
  type ContactMessageSubmission,
  FormRateLimited,
  FormReceipt,
  FormRefused,
  FormsApi,
  FormsApiUnavailable,
  type ReviewSubmission
} from "@shop/core/ports/FormsApi"
import { HumanCheckSetup } from "@shop/core/ports/HumanVerification"
import { Effect, Layer, Schema } from "effect"
import { type Fetch, type FetchFailure, fetchJson, urlOf } from "./fetchJson.ts"

/** The parts of the backend's error body (core errorBody.ts) a refusal is told by. */
const Fields = Schema.Struct({ fields: Schema.Record(Schema.String, Schema.String) })
const RetryAfter = Schema.Struct({ retryAfterSeconds: Schema.Number })

const pick = <A>(schema: Schema.Decoder<A>, body: unknown): A | undefined => {
  const decoded = Schema.decodeUnknownOption(schema)(body)
  return decoded._tag === "Some" ? decoded.value : undefined
}

/**
 * 429 is a wait (its body repeats Retry-After as `retryAfterSeconds`); any other 4xx is a verdict on
 * what was sent (422 names the fields, 400 an undecodable body names none); a 5xx, no answer or an
 * undecodable one says the backend could not be used.
 */
const submitError = (failure: FetchFailure) => {
  if (failure.reason !== "Status" || failure.status >= 500) return new FormsApiUnavailable({ message: failure.message })
  if (failure.status === 429) {
    const seconds = pick(RetryAfter, failure.body)?.retryAfterSeconds
    return new FormRateLimited({ message: failure.message, ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }) })
  }
  return new FormRefused({ fields: pick(Fields, failure.body)?.fields ?? {}, message: failure.message })
}

export interface FormsApiFetchOptions {
  /** Origin of the backend, "" for the page's own origin. */
  readonly baseUrl: string
  readonly fetch?: Fetch
}

/** FormsApi over HTTP: GET /api/human-check/, POST /api/contact/ and POST /api/reviews/ of the web app. */
export const makeFormsApiFetch = (options: FormsApiFetchOptions) => {
  const fetcher: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const post = (path: string, body: unknown) =>
    fetchJson(fetcher, urlOf(options.baseUrl, path), FormReceipt, { method: "POST", body }).pipe(
      Effect.map((receipt): FormReceipt => ({ id: receipt.id })),
      Effect.mapError(submitError)
    )
  return FormsApi.of({
    // A challenge is good once: the setup is never read from a cache.
    humanCheckSetup: fetchJson(fetcher, urlOf(options.baseUrl, "/api/human-check/"), HumanCheckSetup, { cache: "no-store" }).pipe(
      Effect.mapError((failure) => new FormsApiUnavailable({ message: failure.message })),
      Effect.withSpan("FormsApi.humanCheckSetup")
    ),
    sendContactMessage: Effect.fn("FormsApi.sendContactMessage")(function*(message: ContactMessageSubmission, humanCheck: string | null) {
      return yield* post("/api/contact/", { ...message, humanCheck })
    }),
    submitReview: Effect.fn("FormsApi.submitReview")(function*(review: ReviewSubmission, humanCheck: string | null) {
      return yield* post("/api/reviews/", { ...review, humanCheck })
    })
  })
}

export const FormsApiFetch = {
  layer: (options: FormsApiFetchOptions) => Layer.succeed(FormsApi, makeFormsApiFetch(options))
}
