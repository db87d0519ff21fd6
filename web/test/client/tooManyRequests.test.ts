import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { formMessages } from "../../src/client/humanCheck/formMessages.ts"
import { UiLocales } from "../../src/i18n/catalogues.ts"
import { translatorFor } from "../../src/i18n/translator.ts"
import { waitMessage } from "../../src/client/tooManyRequests.ts"

describe("what a form says to a 429", () => {
  it("minutes rounded up (at least one) up to an hour and a half, whole hours after; never less than the wait", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 7 * 24 * 3600 }), (seconds) => {
      const { key, values } = waitMessage(seconds)
      if (key === "too-many-requests-minutes") return values["minutes"]! >= 1 && values["minutes"]! <= 90 && values["minutes"]! * 60 >= seconds
      return key === "too-many-requests-hours" && values["hours"]! >= 2 && values["hours"]! * 3600 >= seconds
    }))
    expect(waitMessage(1)).toEqual({ key: "too-many-requests-minutes", values: { minutes: 1 } })
    expect(waitMessage(900)).toEqual({ key: "too-many-requests-minutes", values: { minutes: 15 } })
    expect(waitMessage(86_400)).toEqual({ key: "too-many-requests-hours", values: { hours: 24 } })
    expect(waitMessage(undefined)).toEqual({ key: "too-many-requests-minutes", values: { minutes: 1 } })
  })

  it("every language says it with the number", () => {
    for (const locale of UiLocales) {
      const tr = translatorFor(locale)
      for (const minutes of [1, 2, 5, 21, 60]) expect(tr.t("too-many-requests-minutes", { minutes }), locale).toContain(String(minutes))
      for (const hours of [2, 24]) expect(tr.t("too-many-requests-hours", { hours }), locale).toContain(String(hours))
    }
    expect(translatorFor("ro").t("too-many-requests-minutes", { minutes: 20 })).toBe("Prea multe încercări. Încearcă din nou peste 20 de minute.")
    expect(translatorFor("en").t("too-many-requests-minutes", { minutes: 1 })).toBe("Too many attempts. Try again in 1 minute.")
  })

  it("the contact and review islands, which ship only their part of the catalogue, carry the wait's messages", () => {
    for (const locale of UiLocales) {
      expect(Object.keys(formMessages(locale))).toEqual(expect.arrayContaining(["too-many-requests-minutes", "too-many-requests-hours"]))
    }
  })
})
