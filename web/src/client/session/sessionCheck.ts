import { makeIdentityHttp, type SessionAnswer } from "@shop/adapters/http/IdentityHttp"
import { identityErrorText } from "@shop/core/auth/applySession"
import { IdentityError } from "@shop/core/auth/identityError"
import { Effect, Option } from "effect"

/**
 * The page-load session check (GET /api/auth/session/, SPEC 4): core's decision for this browser's
 * cookies, or none when the shop could not be asked (offline, a timeout, the server unavailable: the
 * identity's network-request-failed). None is not "signed out": the caller changes nothing of the
 * session (the signed-in marker and the local cart stay as they are) and the next page asks again.
 */
export const checkSession = (
  session: Effect.Effect<SessionAnswer, IdentityError> = makeIdentityHttp({ baseUrl: "" }).session
): Effect.Effect<Option.Option<SessionAnswer>> =>
  session.pipe(
    Effect.timeoutOrElse({ duration: "8 seconds", orElse: () => Effect.fail(new IdentityError({ code: "network-request-failed" })) }),
    Effect.map(Option.some),
    Effect.catch((error) =>
      Effect.as(Effect.logWarning(`Session check failed: ${identityErrorText(error)}; the session is left as it was`), Option.none())
    )
  )
