import { Effect, Schema } from "effect"

/** How a JSON call over fetch went wrong, before the port names its own error. */
export type FetchFailure =
  | { readonly reason: "Network"; readonly message: string }
  | { readonly reason: "Status"; readonly status: number; readonly message: string; readonly body: unknown }
  | { readonly reason: "InvalidResponse"; readonly status: number; readonly message: string }

export interface FetchJsonOptions {
  readonly method?: "GET" | "POST" | "PUT" | "DELETE"
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  /** The browser's HTTP cache mode (fetch's `cache`); the default lets the answer's headers decide. */
  readonly cache?: RequestCache
  /** Status codes whose body is decoded like a success (SPEC 7 failure envelopes come with 4xx). */
  readonly acceptStatus?: (status: number) => boolean
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

/**
 * One JSON call: fetch, read the body as JSON, decode it with the schema. The body of a refused
 * call is kept (parsed when it is JSON) so a port can map the backend's `{ error, message }`.
 */
export const fetchJson = <A, I>(
  fetcher: Fetch,
  url: string,
  schema: Schema.Codec<A, I>,
  options: FetchJsonOptions = {}
): Effect.Effect<A, FetchFailure> =>
  Effect.gen(function*() {
    const response = yield* Effect.tryPromise({
      try: (signal) =>
        fetcher(url, {
          method: options.method ?? "GET",
          headers: {
            accept: "application/json",
            ...(options.body === undefined ? {} : { "content-type": "application/json" }),
            ...options.headers
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          ...(options.cache === undefined ? {} : { cache: options.cache }),
          signal
        }),
      catch: (cause): FetchFailure => ({ reason: "Network", message: cause instanceof Error ? cause.message : String(cause) })
    })
    const text = yield* Effect.tryPromise({
      try: () => response.text(),
      catch: (cause): FetchFailure => ({ reason: "Network", message: cause instanceof Error ? cause.message : String(cause) })
    })
    const json = parseJson(text)
    const accepted = response.ok || (options.acceptStatus?.(response.status) ?? false)
    if (!accepted) {
      return yield* Effect.fail<FetchFailure>({
        reason: "Status",
        status: response.status,
        message: messageOf(json) ?? `${url} answered ${response.status}`,
        body: json
      })
    }
    if (json === undefined) {
      return yield* Effect.fail<FetchFailure>({ reason: "InvalidResponse", status: response.status, message: `${url} did not answer JSON` })
    }
    return yield* Schema.decodeUnknownEffect(schema)(json).pipe(
      Effect.mapError((error): FetchFailure => ({ reason: "InvalidResponse", status: response.status, message: error.message.slice(0, 600) }))
    )
  })

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const ErrorBody = Schema.Struct({ message: Schema.String })
const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody)

/** The `message` of a backend error body, when it has one. */
export const messageOf = (json: unknown): string | undefined => {
  const decoded = decodeErrorBody(json)
  return decoded._tag === "Some" ? decoded.value.message : undefined
}

/** `base` + `path` + the query, with the values encoded; a base of "" gives a same-origin path. */
export const urlOf = (base: string, path: string, query: Readonly<Record<string, string>> = {}): string => {
  const search = new URLSearchParams(query).toString()
  return `${base.replace(/\/+$/, "")}${path}${search === "" ? "" : `?${search}`}`
}
