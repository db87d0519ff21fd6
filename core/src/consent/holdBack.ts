import type { AnalyticsEvent } from "../ports/Analytics.ts"
import { type ConsentChoice, consentUpdateOf } from "./consentChoice.ts"

/**
 * Analytics events wait for consent. Before a choice they are queued; a choice that allows analytics
 * releases them in order (after the consent update, so tags see the consent first); a choice that
 * refuses analytics drops them. After the choice, events pass or are dropped at once. The consent
 * update itself is never held: it is how the choice reaches the data layer.
 */
export type HoldBack =
  | { readonly status: "undecided"; readonly queue: ReadonlyArray<AnalyticsEvent> }
  | { readonly status: "granted" }
  | { readonly status: "denied" }

/** At most this many events wait; past it the oldest go (a visitor who never answers must not grow memory). */
export const maxHeldEvents = 100

export interface Step {
  readonly state: HoldBack
  /** What goes to the data layer now, in order. */
  readonly release: ReadonlyArray<AnalyticsEvent>
}

/**
 * Where a page starts: the stored choice, or undecided with nothing queued. (`null` rather than an
 * Option: this module stays free of `effect` at run time, see consentChoice.ts.)
 */
export const initialHoldBack = (stored: ConsentChoice | null): HoldBack =>
  stored === null ? { status: "undecided", queue: [] } : stored.analytics ? { status: "granted" } : { status: "denied" }

/** An analytics event offered to the data layer. */
export const offerEvent = (state: HoldBack, event: AnalyticsEvent): Step => {
  if (event.event === "consent_update") return { state, release: [event] }
  switch (state.status) {
    case "granted":
      return { state, release: [event] }
    case "denied":
      return { state, release: [] }
    case "undecided":
      return { state: { status: "undecided", queue: [...state.queue, event].slice(-maxHeldEvents) }, release: [] }
  }
}

/** The visitor chose (or changed their mind): the consent update, then whatever the choice releases. */
export const decideConsent = (state: HoldBack, choice: ConsentChoice): Step => {
  const held = state.status === "undecided" && choice.analytics ? state.queue : []
  return {
    state: choice.analytics ? { status: "granted" } : { status: "denied" },
    release: [consentUpdateOf(choice), ...held]
  }
}
