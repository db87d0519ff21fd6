export { applySessionDecision, identityErrorText } from "./applySession.ts"
export type { AppliedSession } from "./applySession.ts"
export { AuthUser } from "./authUser.ts"
export { CurrentUser, isDeactivated, UserPayment } from "./currentUser.ts"
export {
  IdentityError,
  IdentityErrorCode,
  identityCodeFromProviderCode,
  identityErrorCodes,
  identityErrorFromProviderCode,
  identityErrorMessageKey,
  identityMessageKeys
} from "./identityError.ts"
export type { IdentityMessageKey } from "./identityError.ts"
export { sessionDecision } from "./session.ts"
export type { SessionDecision, SessionFacts } from "./session.ts"
