import { Effect, Layer, Option } from "effect"
import { IdempotencyConflict, IllegalTransition, type NotFound, notFound } from "@shop/core/errors"
import type { SellOrderListFilter } from "@shop/core/backend/ports/SellOrderRepository"
import {
  isLegalSellOrderMove,
  progressAfter,
  recordsInspection,
  submittedProgress,
  type SellOrderMove,
  type SellOrderProgress
} from "@shop/core/sell/sellOrderStatus"
import type { SellOrderIdempotency } from "@shop/core/backend/sell/sellOrderIdempotency"
import { nameIn } from "@shop/core/catalog/catalogueNames"
import { markets, type MarketCode } from "@shop/core/markets/market"
import type { DatasetSellModel, DatasetSellOption } from "@shop/core/backend/dataset"
import type {
  NewSellOrder,
  StoredSellOrder,
  SellBrandFilter,
  SellBrandRow,
  SellModelFilter,
  SellModelRow,
  SellOption
} from "@shop/core/sell/sellTypes"
import { SellCatalogRepository } from "@shop/core/backend/ports/SellCatalogRepository"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { PaymentDetails } from "@shop/core/sell/payment"
import { byText, type MemoryState } from "./memoryState.ts"

export const makeSellCatalogRepositoryMemory = (state: MemoryState) => {
  const { dataset } = state
  /** A config value in the market's words: a colour from the colour names, anything else from the spec values. */
  const labelOf = (market: MarketCode, option: DatasetSellOption): string => {
    const names = option.attribute === "colour"
      ? dataset.colours.find((c) => c.name === option.label)?.names
      : dataset.specValues.find((v) => v.value === option.label)?.names
    return nameIn(names, markets[market].locale, option.label)
  }
  const rowOf = (market: MarketCode, model: DatasetSellModel): SellModelRow | undefined => {
    const prices = dataset.sellPrices.filter((p) => p.market === market && p.modelId === model.id)
    return prices.length === 0 ? undefined : { ...model, maxPrice: Math.max(...prices.map((p) => p.base)) }
  }
  return SellCatalogRepository.of({
    sellPriceFor: (market: MarketCode, modelId: number, storage: number | null) =>
      Effect.sync(() => {
        const row = dataset.sellPrices.find((p) => p.market === market && p.modelId === modelId && p.storage === storage)
        return row === undefined ? Option.none() : Option.some({ base: row.base, previous: row.previous })
      }),
    deductions: (market: MarketCode) =>
      Effect.sync(() =>
        dataset.deductions.filter((d) => d.market === market).map((d) => d.deduction).sort((a, b) => a.choiceId - b.choiceId)
      ),
    sellModels: (market: MarketCode, filter: SellModelFilter) =>
      Effect.sync(() => {
        const search = filter.search?.trim().toLowerCase() ?? ""
        return dataset.sellModels
          .filter((m) =>
            (filter.category === undefined || m.category === filter.category) &&
            (filter.brandId === undefined || m.brandId === filter.brandId) &&
            m.name.toLowerCase().includes(search)
          )
          .flatMap((m) => rowOf(market, m) ?? [])
          .sort((a, b) => byText(a.name, b.name) || a.id - b.id)
      }),
    sellBrands: (market: MarketCode, filter: SellBrandFilter) =>
      Effect.sync(() =>
        dataset.brands
          .flatMap((brand): ReadonlyArray<SellBrandRow> => {
            const modelCount = dataset.sellModels.filter((m) =>
              m.brandId === brand.id &&
              (filter.category === undefined || m.category === filter.category) &&
              rowOf(market, m) !== undefined
            ).length
            return modelCount === 0 ? [] : [{ id: brand.id, slug: brand.slug, name: brand.name, modelCount }]
          })
          .sort((a, b) => byText(a.name, b.name) || a.id - b.id)
      ),
    sellModel: (market: MarketCode, modelId: number) =>
      Effect.sync(() => {
        const model = dataset.sellModels.find((m) => m.id === modelId)
        return Option.fromNullishOr(model === undefined ? undefined : rowOf(market, model))
      }),
    sellOptions: (market: MarketCode, modelId: number) =>
      Effect.sync((): ReadonlyArray<SellOption> => [
        ...dataset.sellOptions
          .filter((o) => o.modelId === modelId)
          .sort((a, b) => a.id - b.id)
          .map((o) => ({ id: o.id, attribute: o.attribute, label: labelOf(market, o) })),
        ...dataset.sellProviders
          .filter((p) => p.markets.includes(market))
          .sort((a, b) => a.id - b.id)
          .map((p) => ({ id: p.id, attribute: "provider" as const, label: p.name }))
      ])
  })
}

export const makeSellOrderRepositoryMemory = (state: MemoryState) => {
  /** The order of a key seen before (same fingerprint), a conflict (another one), or none. */
  const earlier = (idempotency: SellOrderIdempotency): Effect.Effect<Option.Option<StoredSellOrder>, IdempotencyConflict> => {
    const seen = state.sellOrderByKey.get(idempotency.key)
    if (seen === undefined) return Effect.succeed(Option.none())
    if (seen.idempotency.fingerprint !== idempotency.fingerprint) {
      return Effect.fail(new IdempotencyConflict({ idempotencyKey: idempotency.key, message: "the key was used for another sell order" }))
    }
    return Effect.succeed(Option.fromNullishOr(state.sellOrders.get(seen.sellOrderId)))
  }
  return SellOrderRepository.of({
    save: (order: NewSellOrder, idempotency: SellOrderIdempotency) =>
      // One synchronous block (check and insert), so two saves of one key cannot interleave.
      Effect.suspend(() => {
        const seen = Effect.runSync(Effect.result(earlier(idempotency)))
        if (seen._tag === "Failure") return Effect.fail(seen.failure)
        if (Option.isSome(seen.success)) return Effect.succeed(seen.success.value)
        const sellOrderId = state.nextId()
        const stored: StoredSellOrder = { ...order, sellOrderId, status: "submitted" }
        state.sellOrders.set(sellOrderId, stored)
        state.sellOrderByKey.set(idempotency.key, { sellOrderId, idempotency })
        return Effect.succeed(stored)
      }),
    byIdempotencyKey: earlier,
    byId: (sellOrderId: string) => Effect.sync(() => Option.fromNullishOr(state.sellOrders.get(sellOrderId))),
    setPaymentDetails: (sellOrderId: string, details: PaymentDetails) =>
      Effect.sync(() => {
        const stored = state.sellOrders.get(sellOrderId)
        if (stored === undefined || stored.payload.paymentDetails !== null) return false
        state.sellOrders.set(sellOrderId, { ...stored, payload: { ...stored.payload, paymentDetails: { ...details } } })
        return true
      }),
    progressOf: (sellOrderId: string) =>
      Effect.sync(() =>
        state.sellOrders.has(sellOrderId)
          ? Option.some(state.sellOrderProgress.get(sellOrderId) ?? submittedProgress)
          : Option.none<SellOrderProgress>()),
    move: (sellOrderId: string, move: SellOrderMove) =>
      // One synchronous block (compare and set), so of two moves from one status only one finds it.
      Effect.suspend((): Effect.Effect<SellOrderProgress, NotFound | IllegalTransition> => {
        const stored = state.sellOrders.get(sellOrderId)
        if (stored === undefined) return Effect.fail(notFound("sell order", sellOrderId))
        const current = state.sellOrderProgress.get(sellOrderId) ?? submittedProgress
        const { from, to } = move.event
        const inspectedAlready = recordsInspection(move) && current.inspection !== null
        if (current.status !== from || to !== move.to || inspectedAlready || !isLegalSellOrderMove(move)) {
          return Effect.fail(new IllegalTransition({
            orderId: sellOrderId,
            from: current.status,
            to: move.to,
            message: `cannot move sell order from ${current.status} (expected ${from}) to ${move.to}`
          }))
        }
        const next = progressAfter(current, move)
        state.sellOrderProgress.set(sellOrderId, next)
        state.sellOrders.set(sellOrderId, { ...stored, status: next.status })
        return Effect.succeed(next)
      }),
    lapsedCounterOffers: (now: number, limit: number) =>
      Effect.sync(() =>
        [...state.sellOrderProgress.entries()]
          .flatMap(([id, progress]) =>
            progress.status === "counter-offered" && progress.counterOffer !== null && progress.counterOffer.expiresAt < now
              ? [{ id, expiresAt: progress.counterOffer.expiresAt }]
              : [])
          .sort((a, b) => a.expiresAt - b.expiresAt || byText(a.id, b.id))
          .slice(0, Math.max(0, limit))
          .map((row) => row.id)),
    list: (filter: SellOrderListFilter, offset: number, limit: number) =>
      Effect.sync(() => {
        const matching = [...state.sellOrders.values()]
          .filter((order) =>
            (filter.market === undefined || order.payload.countryCode === filter.market) &&
            (filter.status === undefined || order.status === filter.status))
          .sort((a, b) => b.createdAt - a.createdAt || byText(b.sellOrderId, a.sellOrderId))
        return { orders: matching.slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, limit)), total: matching.length }
      })
  })
}

export const sellCatalogRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(SellCatalogRepository, makeSellCatalogRepositoryMemory(state))

export const sellOrderRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(SellOrderRepository, makeSellOrderRepositoryMemory(state))
