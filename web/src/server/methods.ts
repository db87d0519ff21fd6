import "server-only"
import { methodNotAllowedAnswer, notFoundAnswer } from "@shop/adapters/http/errorAnswer"
import { errorResponse } from "./responses.ts"

/**
 * JSON answers for methods a call does not take, and for paths that name no call. Next answers
 * these itself with an empty body; every API answer must be the JSON error shape, so each route
 * module exports the other methods from `notAllowedExcept`, and `app/api/[...path]` answers every
 * unknown path. HEAD stays Next's (it runs GET). OPTIONS is ours: Next's would list every export,
 * the refusing ones included, in its Allow header.
 *
 *   export const GET = route({ ... })
 *   export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
 */

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const
export type HttpMethod = (typeof httpMethods)[number]

type Handler = (request: Request) => Promise<Response>

type OtherMethods<M extends HttpMethod> = { readonly [K in Exclude<HttpMethod, M> | "OPTIONS"]: Handler }

/** 405 handlers for every method but `allowed`, with the Allow header; OPTIONS answers that header. */
export const notAllowedExcept = <const M extends HttpMethod>(...allowed: ReadonlyArray<M>): OtherMethods<M> => {
  const taken: ReadonlyArray<HttpMethod> = allowed
  const allow = [...taken, ...(taken.includes("GET") ? ["HEAD"] : [])]
  const allowHeader = { allow: allow.join(", ") }
  const refuse: Handler = async (request) => errorResponse(methodNotAllowedAnswer(request.method, allow), {}, allowHeader)
  const options: Handler = async () => new Response(null, { status: 204, headers: { allow: [...allow, "OPTIONS"].join(", ") } })
  return Object.fromEntries([
    ...httpMethods.filter((method) => !taken.includes(method)).map((method) => [method, refuse] as const),
    ["OPTIONS", options] as const
  ]) as OtherMethods<M>
}

/** 404 handlers for every method, OPTIONS included: the path names no call. */
export const unknownCall = (): { readonly [K in HttpMethod | "OPTIONS"]: Handler } => {
  const answer: Handler = async (request) => errorResponse(notFoundAnswer(`no call at ${new URL(request.url).pathname}`))
  return Object.fromEntries([...httpMethods, "OPTIONS"].map((method) => [method, answer])) as {
    readonly [K in HttpMethod | "OPTIONS"]: Handler
  }
}
