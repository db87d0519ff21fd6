import { asc, eq, inArray } from "drizzle-orm"
import { Effect, Option } from "effect"
import type { Order, OrderDelivery, PricedAccessory, PricedLine, PricedOrder } from "@shop/core/orders/orderTypes"
import { query, type Db, type DatabaseError } from "../Database.ts"
import { orderAccessories, orderLineServices, orderLines, orders } from "../schema/orders.ts"

/** Reading and writing an order's rows (header, lines, services, accessories); used inside transactions. */

type OrderRow = typeof orders.$inferSelect

export const orderHeaderOf = (order: PricedOrder, idempotencyKey: string): typeof orders.$inferInsert => {
  const { delivery } = order
  const address = delivery.method === "courier" ? delivery.address : undefined
  return {
    market: order.market,
    idempotencyKey,
    fingerprint: order.fingerprint,
    paymentState: "created",
    paymentMethod: order.paymentMethod,
    contactName: order.contact.name,
    contactEmail: order.contact.email,
    contactPhone: order.contact.phone,
    deliveryMethod: delivery.method,
    county: address?.county ?? null,
    locality: address?.locality ?? null,
    street: address?.street ?? null,
    number: address?.number ?? null,
    postalCode: address?.postalCode ?? null,
    details: address?.details ?? null,
    lockerId: delivery.method === "locker" ? delivery.lockerId : null,
    totalDevices: order.totals.devices,
    totalExtraServices: order.totals.extraServices,
    totalAccessories: order.totals.accessories,
    shipping: order.totals.shipping,
    cashOnDeliveryFee: order.totals.cashOnDeliveryFee,
    total: order.totals.total,
    placedAt: new Date(order.placedAt),
    updatedAt: new Date(order.placedAt)
  }
}

/** Writes the lines of a new order with their services and accessories, and the loose accessories. */
export const insertOrderContent = (tx: Db, orderId: string, order: PricedOrder): Effect.Effect<void, DatabaseError> =>
  Effect.gen(function* () {
    const lineIds = new Map<number, number>()
    if (order.lines.length > 0) {
      const inserted = yield* query("insert order lines", () =>
        tx
          .insert(orderLines)
          .values(order.lines.map((line, position) => ({
            orderId,
            position,
            productId: line.productId,
            title: line.title,
            unitPrice: line.unitPrice
          })))
          .returning({ id: orderLines.id, position: orderLines.position }))
      for (const row of inserted) lineIds.set(row.position, row.id)
    }
    const lineId = (position: number) => lineIds.get(position) ?? 0
    const services = order.lines.flatMap((line, linePosition) =>
      line.extraServices.map((service, position) => ({
        orderLineId: lineId(linePosition),
        position,
        serviceId: service.id,
        type: service.type,
        key: service.key,
        price: service.price
      })))
    if (services.length > 0) yield* query("insert order services", () => tx.insert(orderLineServices).values(services))
    const accessoryRow = (accessory: PricedAccessory, orderLineId: number | null, position: number) => ({
      orderId,
      orderLineId,
      position,
      accessoryId: accessory.id,
      name: accessory.name,
      type: accessory.type,
      price: accessory.price
    })
    const attached = order.lines.flatMap((line, linePosition) =>
      line.accessories.map((accessory, position) => accessoryRow(accessory, lineId(linePosition), position)))
    const loose = order.looseAccessories.map((accessory, position) => accessoryRow(accessory, null, position))
    if (attached.length + loose.length > 0) {
      yield* query("insert order accessories", () => tx.insert(orderAccessories).values([...attached, ...loose]))
    }
  })

const deliveryOf = (row: OrderRow): OrderDelivery =>
  row.deliveryMethod === "locker"
    ? { method: "locker", lockerId: row.lockerId ?? "" }
    : {
      method: "courier",
      address: {
        county: row.county ?? "",
        locality: row.locality ?? "",
        street: row.street ?? "",
        number: row.number ?? "",
        postalCode: row.postalCode,
        details: row.details
      }
    }

/** The stored order with every field as it was placed, or none. */
export const readOrder = (db: Db, id: string): Effect.Effect<Option.Option<Order>, DatabaseError> =>
  Effect.gen(function* () {
    const [row] = yield* query("order", () => db.select().from(orders).where(eq(orders.id, id)))
    if (row === undefined) return Option.none()
    const lines = yield* query("order lines", () =>
      db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position)))
    const lineIds = lines.map((line) => line.id)
    const services = lineIds.length === 0
      ? []
      : yield* query("order services", () =>
        db
          .select()
          .from(orderLineServices)
          .where(inArray(orderLineServices.orderLineId, lineIds))
          .orderBy(asc(orderLineServices.orderLineId), asc(orderLineServices.position)))
    const accessories = yield* query("order accessories", () =>
      db.select().from(orderAccessories).where(eq(orderAccessories.orderId, id)).orderBy(asc(orderAccessories.position)))
    const accessoryOf = (a: (typeof accessories)[number]): PricedAccessory => ({
      id: a.accessoryId,
      name: a.name,
      type: a.type,
      price: a.price
    })
    const pricedLines = lines.map((line): PricedLine => ({
      productId: line.productId,
      title: line.title,
      unitPrice: line.unitPrice,
      extraServices: services
        .filter((s) => s.orderLineId === line.id)
        .map((s) => ({ id: s.serviceId, type: s.type, key: s.key, price: s.price })),
      accessories: accessories.filter((a) => a.orderLineId === line.id).map(accessoryOf)
    }))
    return Option.some<Order>({
      id: row.id,
      idempotencyKey: row.idempotencyKey,
      paymentState: row.paymentState,
      currentPaymentId: row.currentPaymentId,
      market: row.market,
      lines: pricedLines,
      looseAccessories: accessories.filter((a) => a.orderLineId === null).map(accessoryOf),
      contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
      delivery: deliveryOf(row),
      paymentMethod: row.paymentMethod,
      totals: {
        devices: row.totalDevices,
        extraServices: row.totalExtraServices,
        accessories: row.totalAccessories,
        shipping: row.shipping,
        cashOnDeliveryFee: row.cashOnDeliveryFee,
        total: row.total
      },
      fingerprint: row.fingerprint,
      placedAt: row.placedAt.getTime()
    })
  })
