import type { ConfigAttribute } from "@shop/core/sell/config"
import { lockReviewProviderId, unlockedProviderId } from "@shop/core/sell/brands"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import type { SeedSellOption, SeedSellProvider } from "../types.ts"
import type { FamilyEntry } from "./models.ts"

/** Sell option ids start far above the answer and provider ids, so no two id kinds look alike. */
const firstOptionId = 10_001

const distinct = (values: ReadonlyArray<string | null>): ReadonlyArray<string> =>
  [...new Set(values.filter((v): v is string => v !== null))]

const lineValues = (entry: FamilyEntry, key: "connectivity" | "material" | "size") =>
  distinct(entry.lines.map((l) => l.model[key]))

/** The config values the buyback funnel offers for a family, per SPEC 2.5 attribute. */
const optionValues = (entry: FamilyEntry): ReadonlyArray<readonly [ConfigAttribute, ReadonlyArray<string>]> => {
  const { def } = entry
  const common: Array<readonly [ConfigAttribute, ReadonlyArray<string>]> = [
    ["colour", def.colours],
    ["storage", def.storages]
  ]
  switch (def.category) {
    case "smartphone":
    case "console":
      return common
    case "tablet":
      return [...common, ["connectivity", lineValues(entry, "connectivity")]]
    case "smartwatch":
      return [
        ["colour", def.colours],
        ["material", lineValues(entry, "material")],
        ["size", lineValues(entry, "size")],
        ["connectivity", lineValues(entry, "connectivity")]
      ]
    case "laptop":
      return [
        ...common,
        ["size", lineValues(entry, "size")],
        ["cpu", def.laptop?.cpu ?? []],
        ["ram", def.laptop?.ram ?? []],
        ["gpu", def.laptop?.gpu ?? []]
      ]
  }
}

/** Options of the bought-back families, in static order: ids do not depend on the seed number. */
export const buildSellOptions = (entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<SeedSellOption> => {
  let nextId = firstOptionId
  return entries
    .filter((e) => e.family.buyback)
    .flatMap((entry) =>
      optionValues(entry).flatMap(([attribute, labels]) =>
        labels.map((label) => ({ id: nextId++, familyId: entry.family.id, attribute, label }))
      )
    )
}

const carriers: { readonly [M in MarketCode]: ReadonlyArray<string> } = {
  RO: ["Orange", "Vodafone", "Telekom", "Digi"],
  BG: ["A1", "Yettel", "Vivacom"],
  HU: ["Telekom", "Yettel", "One"],
  GR: ["Cosmote", "Vodafone", "Nova"]
}

/**
 * "Unlocked" (530) and "Locked to a carrier" (531, core's lock-review id: with Apple it sends
 * the device to a manual lock check) everywhere, then each market's carriers from 532 on.
 */
export const buildSellProviders = (): ReadonlyArray<SeedSellProvider> => {
  let nextId = lockReviewProviderId + 1
  return [
    { id: unlockedProviderId, markets: MarketCodes, name: "Unlocked", locked: false },
    { id: lockReviewProviderId, markets: MarketCodes, name: "Locked to a carrier", locked: true },
    ...MarketCodes.flatMap((market) =>
      carriers[market].map((name) => ({ id: nextId++, markets: [market], name: `${name} ${market}`, locked: false }))
    )
  ]
}
