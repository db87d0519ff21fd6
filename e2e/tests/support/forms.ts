import { markets as marketTable, type MarketCode } from "@shop/core/markets/market"
import type { Locator, Page } from "@playwright/test"
import { expect } from "@playwright/test"
import helpBg from "../../../web/messages/help/bg.json" with { type: "json" }
import helpEl from "../../../web/messages/help/el.json" with { type: "json" }
import helpHu from "../../../web/messages/help/hu.json" with { type: "json" }
import helpRo from "../../../web/messages/help/ro.json" with { type: "json" }
import reviewsBg from "../../../web/messages/reviews/bg.json" with { type: "json" }
import reviewsEl from "../../../web/messages/reviews/el.json" with { type: "json" }
import reviewsHu from "../../../web/messages/reviews/hu.json" with { type: "json" }
import reviewsRo from "../../../web/messages/reviews/ro.json" with { type: "json" }
import { e2ePort } from "./browser.ts"

/** The second server, whose human check refuses every token (HUMAN_VERIFICATION=always-fail). */
export const failingCheckPort = Number(process.env["E2E_FAIL_PORT"] ?? e2ePort + 1)

/** The ADMIN_TOKEN serve.sh gives the e2e servers (the staff deliveries call). */
export const adminToken = process.env["ADMIN_TOKEN"] ?? "e2e-moderator-token-0001"

const help = { ro: helpRo, bg: helpBg, hu: helpHu, el: helpEl } as const
const reviews = { ro: reviewsRo, bg: reviewsBg, hu: reviewsHu, el: reviewsEl } as const

/** A help-area message in the market's language. */
export const helpText = (market: MarketCode, key: keyof typeof helpRo): string => help[marketTable[market].locale][key]
/** A reviews-area message in the market's language. */
export const reviewsText = (market: MarketCode, key: keyof typeof reviewsRo): string => reviews[marketTable[market].locale][key]

/** Ticks the human check and waits until the browser has solved the server's challenge. */
export const passHumanCheck = async (page: Page): Promise<void> => {
  const check = page.getByTestId("human-check")
  await expect(check).toHaveAttribute("data-phase", "ready")
  await check.getByRole("checkbox").check()
  await expect(check).toHaveAttribute("data-phase", "verified")
}

/**
 * A client-rendered form is interactive (its island hydrated: `data-ready`). Typing into the
 * server-rendered inputs before that is reset by React, so every spec waits for it before filling.
 */
export const formReady = async (form: Locator) => expect(form).toHaveAttribute("data-ready", "true")
