import type { BackendError } from "@shop/core/errors"
import { backendErrorAnswer } from "../http/errorAnswer.ts"
import type { FetchFailure } from "../http/fetchJson.ts"

/**
 * A core service's failure as a fetch adapter receives it from the web app's one boundary: the
 * status and error body the boundary writes (backendErrorAnswer). A memory fake of a client port hands it to the fetch adapter's
 * own mapping, so the two adapters tell a refusal to their caller the same way.
 */
export const boundaryAnswer = (failure: BackendError): Extract<FetchFailure, { readonly reason: "Status" }> => {
  const { status, body } = backendErrorAnswer(failure)
  return { reason: "Status", status, message: body.message, body }
}
