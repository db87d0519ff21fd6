import { Effect, Option } from "effect"
import { IllegalTransition, notFound } from "../../errors.ts"
import { MarketCodes } from "../../markets/market.ts"
import type { Order } from "../../orders/orderTypes.ts"
import type { StoredSellOrder } from "../../sell/sellTypes.ts"
import { customerQueryOf, customersPageSize } from "../../staff/customerSearch.ts"
import type { CustomerDetail, CustomerList, CustomerOrderRow, CustomerSaleRow, CustomerSummary } from "../../staff/customerViews.ts"
import type { StaffActor } from "../../staff/roles.ts"
import { staffPageInfo, staffSlice } from "../../staff/staffPaging.ts"
import { myPurchases, mySales } from "../account/accountArea.ts"
import { AccountAreaRepository, type StoredReturn } from "../account/ports.ts"
import { deactivateUser, reactivateUser } from "../auth/sessions.ts"
import { requirePermission } from "./access.ts"
import { audit } from "./audit.ts"
import { CustomerDirectory, type CustomerRecord } from "./customerDirectory.ts"

/**
 * The staff's customers (issue 18): search, a customer's record with their orders, sales and returns
 * in every market, and SPEC 4/6 deactivation and reactivation (core auth/sessions.ts: every session
 * ends at once, the provider refuses the user, in embedded and Firebase mode alike).
 */

const summaryOf = (record: CustomerRecord): CustomerSummary => ({ ...record })

const orderRow = (order: Order): CustomerOrderRow => ({
  id: order.id,
  market: order.market,
  placedAt: order.placedAt,
  paymentState: order.paymentState,
  paymentMethod: order.paymentMethod,
  total: order.totals.total,
  devices: order.lines.length
})

const saleRow = (sale: StoredSellOrder): CustomerSaleRow => ({
  id: sale.sellOrderId,
  market: sale.payload.countryCode,
  createdAt: sale.createdAt,
  status: sale.status,
  totalEstimatedOffer: sale.payload.totalEstimatedOffer,
  devices: sale.payload.products.length
})

const returnRow = (request: StoredReturn) => ({
  id: request.id,
  orderId: request.orderId,
  createdAt: request.createdAt,
  devices: request.lines.length,
  reason: request.reason,
  pickupDate: request.pickupDate
})

const customerOrFail = (uid: string) =>
  Effect.flatMap(CustomerDirectory.use((directory) => directory.byId(uid)), Option.match({
    onNone: () => Effect.fail(notFound("customer", uid)),
    onSome: Effect.succeed
  }))

/** A page of the customers matching `q` (email, name or an order's phone; "" lists all), newest first. */
export const listCustomers = Effect.fn("Staff.listCustomers")(function*(actor: StaffActor, q: string, page: number) {
  yield* requirePermission(actor, "customers.read")
  const found = yield* (yield* CustomerDirectory).search(customerQueryOf(q), staffSlice(page, customersPageSize))
  return { ...staffPageInfo(page, customersPageSize, found.total), customers: found.customers.map(summaryOf) } satisfies CustomerList
})

/** A customer's record, orders and sales in every market (newest first per market, markets in order) and returns. */
export const customerDetail = Effect.fn("Staff.customerDetail")(function*(actor: StaffActor, uid: string) {
  yield* requirePermission(actor, "customers.read")
  const customer = yield* customerOrFail(uid)
  const orders = yield* Effect.forEach(MarketCodes, (market) => myPurchases(uid, market))
  const sales = yield* Effect.forEach(MarketCodes, (market) => mySales(uid, market))
  const returns = yield* (yield* AccountAreaRepository).returnsOf(uid)
  return {
    customer: summaryOf(customer),
    orders: orders.flat().map(orderRow),
    sales: sales.flat().map(saleRow),
    returns: returns.map(returnRow)
  } satisfies CustomerDetail
})

const alreadyThere = (uid: string, state: "active" | "deactivated") =>
  new IllegalTransition({ orderId: `customer:${uid}`, from: state, to: state, message: `the customer is already ${state}` })

/**
 * SPEC 4/6: the customer is signed out everywhere at once and cannot sign in (deactivateUser). An
 * already deactivated customer is a 409, after deactivateUser ran again: a deactivation whose provider
 * step failed is completed by the retry that answers it.
 */
export const deactivateCustomer = Effect.fn("Staff.deactivateCustomer")(function*(actor: StaffActor, uid: string) {
  yield* requirePermission(actor, "customers.deactivate")
  const before = yield* customerOrFail(uid)
  yield* deactivateUser(uid)
  if (before.deactivatedAt !== null) return yield* Effect.fail(alreadyThere(uid, "deactivated"))
  const after = yield* customerOrFail(uid)
  yield* audit(actor, "customer.deactivate", `customer:${uid}`, summaryOf(before), summaryOf(after))
  return summaryOf(after)
})

/** The customer may sign in again (reactivateUser; the sessions deactivation ended stay ended). 409 when active. */
export const reactivateCustomer = Effect.fn("Staff.reactivateCustomer")(function*(actor: StaffActor, uid: string) {
  yield* requirePermission(actor, "customers.deactivate")
  const before = yield* customerOrFail(uid)
  if (before.deactivatedAt === null) return yield* Effect.fail(alreadyThere(uid, "active"))
  yield* reactivateUser(uid)
  const after = yield* customerOrFail(uid)
  yield* audit(actor, "customer.reactivate", `customer:${uid}`, summaryOf(before), summaryOf(after))
  return summaryOf(after)
})
