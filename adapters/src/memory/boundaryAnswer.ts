import type { IdentityError } from "@shop/core/auth/identityError"
import type { BackendError } from "@shop/core/errors"
import { backendErrorAnswer } from "../http/errorAnswer.ts"
import type { FetchFailure } from "../http/fetchJson.ts"
import { identityErrorAnswer } from "../http/identityErrorAnswer.ts"

/**
 * A core service's failure as a fetch adapter receives it from the web app's one boundary: the
 * status and error body the boundary writes (backendErrorAnswer, identityErrorAnswer). A memory fake of a client port hands it to the fetch adapter's
 * own mapping, so the two adapters tell a refusal to their caller the same way.
 */
export const boundaryAnswer = (failure: BackendError | IdentityError): Extract<FetchFailure, { readonly reason: "Status" }> => {
  const { status, body } = failure._tag === "IdentityError" ? identityErrorAnswer(failure) : backendErrorAnswer(failure)
  return { reason: "Status", status, message: body.message, body }
}
