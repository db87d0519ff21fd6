import { describe, expect, it } from "@effect/vitest"
import type { MessageKey } from "../../../src/i18n/catalogues.ts"
import { UiLocales } from "../../../src/i18n/catalogues.ts"
import { translatorFor } from "../../../src/i18n/translator.ts"

/**
 * WCAG 2.5.3 (axe `label-content-name-mismatch`): a button whose accessible name is its aria-label
 * must have its visible words in that name, whole and in order, so "Eltávolítás" is what a speech
 * user says to press it. Checked as axe does: lower case, words only, parentheticals left out.
 */
const words = (text: string): ReadonlyArray<string> =>
  text
    .normalize("NFKD")
    .replace(/\([^()]*\)/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w !== "")

const containsInOrder = (name: ReadonlyArray<string>, visible: ReadonlyArray<string>): boolean =>
  name.some((_, start) => visible.every((word, i) => name[start + i] === word))

/** The cart's buttons named by an aria-label: the visible text and the name, with sample values. */
const buttons: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ["cart-remove", "cart-line-remove"],
  ["cart-remove", "cart-accessory-remove"],
  ["cart-remove", "cart-accessory-remove-loose"],
  ["cart-carousel-add", "cart-carousel-add-label"]
]
const values = { product: "Apple iPhone 13 128GB Miezul nopții", accessory: "Husă din silicon Apple iPhone 13" }

describe("the cart's accessible names", () => {
  for (const locale of UiLocales) {
    it(`${locale}: hold the button's visible words`, () => {
      const { t } = translatorFor(locale)
      for (const [visible, label] of buttons) {
        expect(containsInOrder(words(t(label, values)), words(t(visible))), `${label}: "${t(label, values)}" / "${t(visible)}"`).toBe(true)
      }
    })
  }

  it("catches a name that only inflects the visible word", () => {
    expect(containsInOrder(words("Husă eltávolítása a kosárból"), words("Eltávolítás"))).toBe(false)
  })
})
