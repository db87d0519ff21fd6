import { describe, expect, it } from "@effect/vitest"
import { StaffLanguages } from "@shop/core/staff/roles"
import { staffAreas, staffCatalogues } from "../../messages/staff/index.ts"

describe("the staff console's catalogue", () => {
  it("has every key in all five languages, no empty text, and no key in two areas", () => {
    const keys = Object.keys(staffCatalogues.en).sort()
    expect(keys.length).toBeGreaterThan(40)
    for (const language of StaffLanguages) {
      expect(Object.keys(staffCatalogues[language]).sort(), language).toEqual(keys)
      for (const [key, text] of Object.entries(staffCatalogues[language])) expect(text.trim(), `${language} ${key}`).not.toBe("")
      const seen = new Set<string>()
      for (const area of staffAreas[language]) {
        for (const key of Object.keys(area)) {
          expect(seen.has(key), `${language}: ${key} is in two areas`).toBe(false)
          seen.add(key)
        }
      }
    }
  })

  it("keeps the placeholders of each English text in every translation", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const [key, text] of Object.entries(staffCatalogues.en)) {
      for (const language of StaffLanguages) expect(placeholders(staffCatalogues[language][key] ?? ""), `${language} ${key}`).toEqual(placeholders(text))
    }
  })
})
