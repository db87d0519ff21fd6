import { brandIds } from "@shop/core/sell/brands"

/** Brand keys are core's `brandIds` keys, so a brand's id is never typed twice. */
export type BrandKey = keyof typeof brandIds

/** Display names of the brands core gives ids to (SPEC 4 fixes Apple = 3 through core). */
export const brandNames: { readonly [K in BrandKey]: string } = {
  samsung: "Samsung",
  huawei: "Huawei",
  apple: "Apple",
  xiaomi: "Xiaomi",
  google: "Google",
  oneplus: "OnePlus",
  motorola: "Motorola",
  sony: "Sony",
  nintendo: "Nintendo",
  microsoft: "Microsoft",
  lenovo: "Lenovo",
  asus: "Asus",
  dell: "Dell",
  hp: "HP",
  garmin: "Garmin"
}

/** Catalogue order of the brands: core's id order. */
export const brandKeys: ReadonlyArray<BrandKey> = (Object.keys(brandIds) as Array<BrandKey>).sort(
  (a, b) => brandIds[a] - brandIds[b]
)
