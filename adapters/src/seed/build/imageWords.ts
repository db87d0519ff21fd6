import type { AltLanguage } from "@shop/core/backend/images/galleryTypes"
import type { Shapes } from "@shop/core/catalog/product"
import type { Locale } from "@shop/core/markets/market"
import type { View } from "./drawings/look.ts"

type Shape = (typeof Shapes)[number]

/**
 * The words the generated pictures carry: the grade's name on a front's badge (drawn, so one
 * picture per storefront language) and what each side shows, for the gallery's alt texts. The grade
 * names are the storefront's own (web/messages `grade-*`; web/test checks they stay equal).
 */
export const gradeNames: { readonly [L in Locale]: { readonly [S in Shape]: string } } = {
  ro: { excellent: "Excelent", "very-good": "Foarte bun", good: "Bun", fair: "Acceptabil" },
  bg: { excellent: "Отлично", "very-good": "Много добро", good: "Добро", fair: "Задоволително" },
  hu: { excellent: "Kiváló", "very-good": "Nagyon jó", good: "Jó", fair: "Elfogadható" },
  el: { excellent: "Άριστη", "very-good": "Πολύ καλή", good: "Καλή", fair: "Μέτρια" }
}

/** What a side shows, as the end of an alt text ("Samsung Galaxy A13, negru, față"). */
export const viewCaptions: { readonly [V in View]: { readonly [L in AltLanguage]: string } } = {
  front: { en: "front", ro: "față", bg: "отпред", hu: "elölnézet", el: "μπροστινή όψη" },
  back: { en: "back", ro: "spate", bg: "отзад", hu: "hátulnézet", el: "πίσω όψη" }
}
