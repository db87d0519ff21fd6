import type { FunnelItem } from "../../../src/sell/funnelState.ts"

/**
 * A fully described iPhone 12 (model 12, storage attribute 1 of the suite dataset) in the best
 * condition, on the Apple smartphone path; tests change its answers.
 */
export const iphone12: FunnelItem = {
  category: 1,
  brand: 3,
  model: { id: 12, name: "iPhone 12" },
  config: { colour: 4, storage: 1, provider: 7 },
  answers: {
    "liquid-contact": [1],
    "burn-in": [3],
    "grading-display": [6],
    "grading-case": [10],
    battery: [14],
    "phone-defects": [22]
  },
  offer: 1
}

export const withAnswers = (item: FunnelItem, answers: Partial<FunnelItem["answers"]>): FunnelItem => ({
  ...item,
  answers: { ...item.answers, ...answers }
})

/** A Galaxy S20 (model 13) in the best condition on the Samsung smartphone path. */
export const galaxyS20: FunnelItem = {
  category: 1,
  brand: 1,
  model: { id: 13, name: "Galaxy S20" },
  config: { colour: 2, storage: 1, provider: 7 },
  answers: {
    "liquid-contact": [1],
    "burn-in": [3],
    "grading-display": [6],
    "grading-case": [10],
    "display-defects": [44],
    "phone-defects": [22]
  },
  offer: 2
}
