import { Effect, Schema } from "effect"
import { Offer } from "./sell/offer.ts"

/**
 * Failures of the backend services and repositories: a stable `code` and the data a client needs,
 * nothing of HTTP. The web boundary answers them (adapters/src/http/errorAnswer.ts: the status per
 * code, the body `{ error: code, message, ... }`).
 */

const code = <C extends string>(value: C) =>
  Schema.Literal(value).pipe(Schema.withConstructorDefault(Effect.succeed(value)))

/** The request could not be decoded or makes no sense (unknown market, bad query value, ...). */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()("InvalidRequest", {
  code: code("invalid-request"),
  message: Schema.String
}) {}

/** An id or URL that names nothing (product, order, payment, sell order, locker, ...). */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", {
  code: code("not-found"),
  entity: Schema.String,
  id: Schema.String,
  message: Schema.String
}) {}

/**
 * Not enough units of a product left for the order; nothing was written. Build it with
 * `productOutOfStock`, which writes the message from the figures.
 */
export class ProductOutOfStock extends Schema.TaggedError<ProductOutOfStock>()("ProductOutOfStock", {
  code: code("out-of-stock"),
  /** SPEC 8 translation key, as the cart toast shows it. */
  key: Schema.Literal("sorry-no-stock").pipe(Schema.withConstructorDefault(Effect.succeed("sorry-no-stock" as const))),
  productId: Schema.Number,
  requested: Schema.Number,
  available: Schema.Number,
  message: Schema.String
}) {}

/** The cart breaks the shop's cart limitations (core validateLimits). */
export class CartLimitsExceeded extends Schema.TaggedError<CartLimitsExceeded>()("CartLimitsExceeded", {
  code: code("cart-limits"),
  rule: Schema.Literals(["TooManyItems", "TooManyLimitedItems"]),
  count: Schema.Number,
  max: Schema.Number,
  modelName: Schema.NullOr(Schema.String),
  storage: Schema.NullOr(Schema.String),
  message: Schema.String
}) {}

/** Form fields failed the core validators: field name -> translation key (namespace common). */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()("ValidationFailed", {
  code: code("validation-failed"),
  fields: Schema.Record(Schema.String, Schema.String),
  message: Schema.String
}) {}

/** The idempotency key was already used for a different request. */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()("IdempotencyConflict", {
  code: code("idempotency-conflict"),
  idempotencyKey: Schema.String,
  message: Schema.String
}) {}

/** A payment state change that the state machine does not allow (or whose `from` is stale). */
export class IllegalTransition extends Schema.TaggedError<IllegalTransition>()("IllegalTransition", {
  code: code("illegal-transition"),
  orderId: Schema.String,
  from: Schema.String,
  to: Schema.String,
  message: Schema.String
}) {}

/** The payment method is not offered in the market (instalments in GR) or not for this order. */
export class PaymentMethodUnavailable extends Schema.TaggedError<PaymentMethodUnavailable>()(
  "PaymentMethodUnavailable",
  {
    code: code("payment-method-unavailable"),
    method: Schema.String,
    message: Schema.String
  }
) {}

/**
 * The seller's figures differ from the offer the server computes now (prices changed or the client
 * was tampered with). `offers` is the fresh quote so the funnel can show it again.
 */
export class OfferChanged extends Schema.TaggedError<OfferChanged>()("OfferChanged", {
  code: code("offer-changed"),
  itemIndexes: Schema.Array(Schema.Number),
  offers: Schema.Array(Offer),
  message: Schema.String
}) {}

/** A device of the sell order is not bought (its answers rule it out, or the model has no price). */
export class DeviceNotAccepted extends Schema.TaggedError<DeviceNotAccepted>()("DeviceNotAccepted", {
  code: code("not-accepted"),
  itemIndexes: Schema.Array(Schema.Number),
  reasonKey: Schema.String,
  message: Schema.String
}) {}

/**
 * A rate limit (backend/limits/policies.ts) is spent: nothing was done. `retryAfterSeconds` is what is
 * left of the window, sent as Retry-After.
 */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  code: code("too-many-requests"),
  /** The policy that refused (its name, for logs). */
  limit: Schema.String,
  retryAfterSeconds: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)),
  message: Schema.String
}) {}

/**
 * A caller asked for something they may not do: a staff member beyond their role (staff/roles.ts;
 * `permission` names it), a signed-in user at another user's cart ("cart"). Nothing was read or
 * changed. (A shopper asking for someone else's record is answered NotFound instead, so ids are not probed.)
 */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", {
  code: code("forbidden"),
  permission: Schema.String,
  message: Schema.String
}) {}

/**
 * A staff sign-in refused: an unknown email, a wrong password or a disabled staff account all answer
 * the same (401), so the console's sign-in does not tell which emails are staff.
 */
export class SignInRefused extends Schema.TaggedError<SignInRefused>()("SignInRefused", {
  code: code("sign-in-refused"),
  message: Schema.String
}) {}

/** The storage behind a repository failed (connection lost, constraint the service did not expect). */
export class RepositoryError extends Schema.TaggedError<RepositoryError>()("RepositoryError", {
  code: code("unavailable"),
  operation: Schema.String,
  message: Schema.String
}) {}

export type BackendError =
  | InvalidRequest
  | NotFound
  | ProductOutOfStock
  | CartLimitsExceeded
  | ValidationFailed
  | IdempotencyConflict
  | IllegalTransition
  | PaymentMethodUnavailable
  | OfferChanged
  | DeviceNotAccepted
  | RateLimited
  | Forbidden
  | SignInRefused
  | RepositoryError

export type BackendErrorCode = BackendError["code"]

const BackendFailure = Schema.Union([
  InvalidRequest,
  NotFound,
  ProductOutOfStock,
  CartLimitsExceeded,
  ValidationFailed,
  IdempotencyConflict,
  IllegalTransition,
  PaymentMethodUnavailable,
  OfferChanged,
  DeviceNotAccepted,
  RateLimited,
  Forbidden,
  SignInRefused,
  RepositoryError
])

// Every member of BackendError is in the union above (a new error class must be added there too).
const coversEveryFailure: [BackendError] extends [typeof BackendFailure.Type] ? true : never = true
void coversEveryFailure

/** Whether a failure is one of the catalogue's (an instance of its classes); anything else is a bug. */
export const isBackendError: (failure: unknown) => failure is BackendError = Schema.is(BackendFailure)

export const notFound = (entity: string, id: string | number): NotFound =>
  new NotFound({ entity, id: String(id), message: `${entity} ${id} not found` })

export const productOutOfStock = (productId: number, requested: number, available: number): ProductOutOfStock =>
  new ProductOutOfStock({
    productId,
    requested,
    available,
    message: `product ${productId}: ${requested} asked, only ${available} left`
  })
