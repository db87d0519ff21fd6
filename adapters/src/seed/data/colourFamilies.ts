import type { LocalizedNames } from "@shop/core/catalog/catalogueNames"

/**
 * The colour families the listings filter by, in catalogue (filter) order: a shopper looks for a
 * black or a blue phone, not for "Phantom Black" or "Sierra Blue". Each has its name in the shop's
 * languages (`en` is the default language's) and a swatch.
 */
export interface ColourFamilyDef {
  readonly id: string
  readonly hex: string
  readonly names: Required<LocalizedNames>
}

const family = (id: string, hex: string, en: string, ro: string, bg: string, hu: string, el: string): ColourFamilyDef => ({
  id,
  hex,
  names: { en, ro, bg, hu, el }
})

export const colourFamilies = [
  family("black", "#1e1e20", "Black", "Negru", "Черен", "Fekete", "Μαύρο"),
  family("white", "#f5f5f3", "White", "Alb", "Бял", "Fehér", "Λευκό"),
  family("silver", "#d4d6d8", "Silver", "Argintiu", "Сребрист", "Ezüst", "Ασημί"),
  family("grey", "#8a8d91", "Grey", "Gri", "Сив", "Szürke", "Γκρι"),
  family("beige", "#d8cbb6", "Beige", "Bej", "Бежов", "Bézs", "Μπεζ"),
  family("gold", "#e3c9a1", "Gold", "Auriu", "Златист", "Arany", "Χρυσό"),
  family("brown", "#7b5a45", "Brown", "Maro", "Кафяв", "Barna", "Καφέ"),
  family("blue", "#3d6fb5", "Blue", "Albastru", "Син", "Kék", "Μπλε"),
  family("green", "#4f7d5c", "Green", "Verde", "Зелен", "Zöld", "Πράσινο"),
  family("purple", "#8e73b5", "Purple", "Mov", "Лилав", "Lila", "Μωβ"),
  family("pink", "#f2bcc8", "Pink", "Roz", "Розов", "Rózsaszín", "Ροζ"),
  family("red", "#c62f2f", "Red", "Roșu", "Червен", "Piros", "Κόκκινο"),
  family("orange", "#f08a5d", "Orange", "Portocaliu", "Оранжев", "Narancssárga", "Πορτοκαλί"),
  family("yellow", "#f3d65a", "Yellow", "Galben", "Жълт", "Sárga", "Κίτρινο"),
  family("multicolour", "#9aa0a6", "Multicolour", "Multicolor", "Многоцветен", "Többszínű", "Πολύχρωμο")
] as const satisfies ReadonlyArray<ColourFamilyDef>

export type ColourFamilyId = (typeof colourFamilies)[number]["id"]
