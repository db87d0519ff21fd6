import { brandedModelName } from "@shop/core/catalog/naming"
import type { Locale } from "@shop/core/markets/market"
import { MarketCodes, markets } from "@shop/core/markets/market"
import { accessoryKinds, accessoryName, type AccessoryKindId } from "../data/accessoryKinds.ts"
import { fromEur, shelfPrice } from "../money.ts"
import { seedRandom } from "../random.ts"
import type { SeedAccessory } from "../types.ts"
import { accessoryImagePath } from "../accessoryImage.ts"
import { familyName } from "./catalogueWords.ts"
import type { FamilyEntry } from "./models.ts"

/**
 * An accessory before it is priced and named for a market: its kind, EUR price, the models it goes
 * with and the device it is made for (null: one product of its own, or fits anything).
 */
interface AccessoryDef {
  readonly kind: AccessoryKindId
  readonly eur: number
  readonly models: ReadonlyArray<number>
  readonly device: FamilyEntry | null
}

/** The device an accessory is made for, as the language names it: "Apple iPad (9. generáció)". */
const deviceName = (entry: FamilyEntry | null, locale: Locale): string =>
  entry === null ? "" : brandedModelName(entry.brandName, familyName(entry.def.name, locale))

/** The shop models (lines) of the families: an accessory fits every line of its family. */
const ids = (entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<number> =>
  entries.flatMap((e) => e.lines.map((l) => l.model.id))

/** Cases, protectors and batteries are made per model; Apple parts cost more. */
const perModel = (entry: FamilyEntry): ReadonlyArray<AccessoryDef> => {
  const { def } = entry
  const premium = def.brand === "apple" || def.launchEur >= 1000 ? 1.4 : 1
  const own = (kind: AccessoryKindId, eur: number): AccessoryDef => ({ kind, eur, models: ids([entry]), device: entry })
  switch (def.category) {
    case "smartphone":
      return [own("silicone-case", 15 * premium), own("glass-screen-protector", 9 * premium), own("new-battery", 39 * premium)]
    case "tablet":
      return [own("folio-case", 29 * premium), own("glass-screen-protector", 14 * premium)]
    case "laptop":
      return [own("laptop-sleeve", 25), own("laptop-charger-65w", 39 * premium)]
    case "smartwatch":
      return [own("sport-band", 19 * premium), own("watch-screen-protector", 8)]
    case "console":
      return []
  }
}

/** Accessories shared by a family of models, plus loose ones (no models: they fit anything). */
const shared = (entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<AccessoryDef> => {
  const where = (test: (e: FamilyEntry) => boolean) => ids(entries.filter(test))
  const phonesOf = (brand: string) => where((e) => e.def.brand === brand && (e.def.category === "smartphone" || e.def.category === "tablet"))
  const consolesWhere = (test: (name: string) => boolean) => where((e) => e.def.category === "console" && test(e.def.name))
  const item = (kind: AccessoryKindId, eur: number, models: ReadonlyArray<number>): AccessoryDef => ({ kind, eur, models, device: null })
  return [
    item("apple-20w-adapter", 25, phonesOf("apple")),
    item("samsung-25w-charger", 22, phonesOf("samsung")),
    item("google-30w-charger", 29, phonesOf("google")),
    item("xiaomi-33w-charger", 19, phonesOf("xiaomi")),
    item("oneplus-80w-adapter", 35, phonesOf("oneplus")),
    item(
      "usb-c-lightning-cable",
      19,
      where((e) => e.def.brand === "apple" && e.def.category === "smartphone" && !/iPhone 1[56]/.test(e.def.name))
    ),
    item("dualshock-4", 59, consolesWhere((n) => n.startsWith("PlayStation 4"))),
    item("dualsense", 69, consolesWhere((n) => n.startsWith("PlayStation 5"))),
    item("xbox-controller", 59, consolesWhere((n) => n.startsWith("Xbox"))),
    item("joy-con-pair", 79, consolesWhere((n) => n.startsWith("Switch"))),
    item("universal-charger-30w", 19, []),
    item("usb-c-cable", 12, []),
    item("wireless-earbuds", 39, []),
    item("screen-protector-installation", 5, where((e) => e.def.category !== "laptop" && e.def.category !== "console")),
    // The cart drops wrapping when a tablet or laptop joins it (SPEC 4), so only small devices get it.
    item(
      "gift-wrapping",
      3,
      where((e) => e.def.category === "smartphone" || e.def.category === "smartwatch" || e.def.category === "console")
    )
  ]
}

/** Every accessory in every market; a few are switched off (withdrawn from sale). */
export const buildAccessories = (seedNumber: number, entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<SeedAccessory> => {
  const rnd = seedRandom(seedNumber, "accessories")
  const defs = [...entries.flatMap(perModel), ...shared(entries)]
  let nextId = 1
  return defs.flatMap((def) => {
    const { type } = accessoryKinds[def.kind]
    return MarketCodes.map((market) => ({
      id: nextId++,
      market,
      kind: def.kind,
      name: accessoryName(def.kind, markets[market].locale, deviceName(def.device, markets[market].locale)),
      price: shelfPrice(market, fromEur(market, def.eur * rnd.float(0.95, 1.05))),
      type,
      // Core types (battery, installation, wrapping) stay active: the cart rules depend on them.
      isActive: type === "CASE" || type === "STRAP" ? !rnd.chance(0.05) : true,
      isWrappingTax: type === "WRAPPING_TAX",
      imagePath: accessoryImagePath(type),
      compatibleModelIds: def.models
    }))
  })
}
