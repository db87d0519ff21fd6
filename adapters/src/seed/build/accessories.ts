import { MarketCodes } from "@shop/core/markets/market"
import { fromEur, shelfPrice } from "../money.ts"
import { seedRandom } from "../random.ts"
import type { SeedAccessory, SeedAccessoryType } from "../types.ts"
import { accessoryImagePath } from "../accessoryImage.ts"
import type { FamilyEntry } from "./models.ts"

/** An accessory before it is priced for a market: EUR price and the models it goes with. */
interface AccessoryDef {
  readonly name: string
  readonly type: SeedAccessoryType
  readonly eur: number
  readonly models: ReadonlyArray<number>
}

/** The shop models (lines) of the families: an accessory fits every line of its family. */
const ids = (entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<number> =>
  entries.flatMap((e) => e.lines.map((l) => l.model.id))

/** Cases, protectors and batteries are made per model; Apple parts cost more. */
const perModel = (entry: FamilyEntry): ReadonlyArray<AccessoryDef> => {
  const { brandName, def } = entry
  const name = `${brandName} ${def.name}`
  const premium = def.brand === "apple" || def.launchEur >= 1000 ? 1.4 : 1
  const own = ids([entry])
  switch (def.category) {
    case "smartphone":
      return [
        { name: `Silicone case ${name}`, type: "CASE", eur: 15 * premium, models: own },
        { name: `Tempered glass screen protector ${name}`, type: "SCREEN_PROTECTOR", eur: 9 * premium, models: own },
        { name: `New battery ${name}`, type: "BATTERY", eur: 39 * premium, models: own }
      ]
    case "tablet":
      return [
        { name: `Smart folio case ${name}`, type: "CASE", eur: 29 * premium, models: own },
        { name: `Tempered glass screen protector ${name}`, type: "SCREEN_PROTECTOR", eur: 14 * premium, models: own }
      ]
    case "laptop":
      return [
        { name: `Protective sleeve ${name}`, type: "CASE", eur: 25, models: own },
        { name: `USB-C charger 65W for ${name}`, type: "CHARGER", eur: 39 * premium, models: own }
      ]
    case "smartwatch":
      return [
        { name: `Sport band ${name}`, type: "STRAP", eur: 19 * premium, models: own },
        { name: `Screen protector ${name}`, type: "SCREEN_PROTECTOR", eur: 8, models: own }
      ]
    case "console":
      return []
  }
}

/** Accessories shared by a family of models, plus loose ones (no models: they fit anything). */
const shared = (entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<AccessoryDef> => {
  const where = (test: (e: FamilyEntry) => boolean) => ids(entries.filter(test))
  const phonesOf = (brand: string) => where((e) => e.def.brand === brand && (e.def.category === "smartphone" || e.def.category === "tablet"))
  const consolesWhere = (test: (name: string) => boolean) => where((e) => e.def.category === "console" && test(e.def.name))
  return [
    { name: "Apple 20W USB-C Power Adapter", type: "CHARGER", eur: 25, models: phonesOf("apple") },
    { name: "Samsung 25W Super Fast Charger", type: "CHARGER", eur: 22, models: phonesOf("samsung") },
    { name: "Google 30W USB-C Charger", type: "CHARGER", eur: 29, models: phonesOf("google") },
    { name: "Xiaomi 33W Charger", type: "CHARGER", eur: 19, models: phonesOf("xiaomi") },
    { name: "OnePlus SUPERVOOC 80W Power Adapter", type: "CHARGER", eur: 35, models: phonesOf("oneplus") },
    {
      name: "USB-C to Lightning Cable (1 m)",
      type: "CABLE",
      eur: 19,
      models: where((e) => e.def.brand === "apple" && e.def.category === "smartphone" && !/iPhone 1[56]/.test(e.def.name))
    },
    { name: "DualShock 4 Wireless Controller", type: "CONTROLLER", eur: 59, models: consolesWhere((n) => n.startsWith("PlayStation 4")) },
    { name: "DualSense Wireless Controller", type: "CONTROLLER", eur: 69, models: consolesWhere((n) => n.startsWith("PlayStation 5")) },
    { name: "Xbox Wireless Controller", type: "CONTROLLER", eur: 59, models: consolesWhere((n) => n.startsWith("Xbox")) },
    { name: "Joy-Con Pair", type: "CONTROLLER", eur: 79, models: consolesWhere((n) => n.startsWith("Switch")) },
    { name: "USB-C 30W Universal Charger", type: "CHARGER", eur: 19, models: [] },
    { name: "USB-C to USB-C Cable (1 m)", type: "CABLE", eur: 12, models: [] },
    { name: "True Wireless Earbuds", type: "HEADPHONES", eur: 39, models: [] },
    {
      name: "Professional screen protector installation",
      type: "PROFESSIONAL_INSTALLATION",
      eur: 5,
      models: where((e) => e.def.category !== "laptop" && e.def.category !== "console")
    },
    // The cart drops wrapping when a tablet or laptop joins it (SPEC 4), so only small devices get it.
    {
      name: "Gift wrapping",
      type: "WRAPPING_TAX",
      eur: 3,
      models: where((e) => e.def.category === "smartphone" || e.def.category === "smartwatch" || e.def.category === "console")
    }
  ]
}

/** Every accessory in every market; a few are switched off (withdrawn from sale). */
export const buildAccessories = (seedNumber: number, entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<SeedAccessory> => {
  const rnd = seedRandom(seedNumber, "accessories")
  const defs = [...entries.flatMap(perModel), ...shared(entries)]
  let nextId = 1
  return defs.flatMap((def) =>
    MarketCodes.map((market) => ({
      id: nextId++,
      market,
      name: def.name,
      price: shelfPrice(market, fromEur(market, def.eur * rnd.float(0.95, 1.05))),
      type: def.type,
      // Core types (battery, installation, wrapping) stay active: the cart rules depend on them.
      isActive: def.type === "CASE" || def.type === "STRAP" ? !rnd.chance(0.05) : true,
      isWrappingTax: def.type === "WRAPPING_TAX",
      imagePath: accessoryImagePath(def.type),
      compatibleModelIds: def.models
    }))
  )
}
