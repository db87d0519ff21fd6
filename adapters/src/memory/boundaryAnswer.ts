import { httpErrorOf } from "@shop/core/backend/httpError"
import type { BackendError } from "@shop/core/errors"
import type { FetchFailure } from "../http/fetchJson.ts"

/**
 * A core service's failure as a fetch adapter receives it from the web app's one boundary: core's
 * status and error body (httpErrorOf). A memory fake of a client port hands it to the fetch adapter's
 * own mapping, so the two adapters tell a refusal to their caller the same way.
 */
export const boundaryAnswer = (failure: BackendError): Extract<FetchFailure, { readonly reason: "Status" }> => {
  const { status, body } = httpErrorOf(failure)
  return { reason: "Status", status, message: body.message, body }
}
