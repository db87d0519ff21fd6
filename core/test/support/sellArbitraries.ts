import * as fc from "fast-check"
import { Categories, type CategoryId } from "../../src/catalog/category.ts"
import { MarketCodes } from "../../src/markets/market.ts"
import { brandIds } from "../../src/sell/brands.ts"
import { choicesFor } from "../../src/sell/choices.ts"
import { configAttributesFor, type ConfigValues } from "../../src/sell/config.ts"
import type { DeliveryDetails } from "../../src/sell/delivery.ts"
import type { Answers, FunnelItem, FunnelState, OfferChoice, SellModel } from "../../src/sell/funnelState.ts"
import type { Offer, OfferOption } from "../../src/sell/offer.ts"
import type { PaymentDetails } from "../../src/sell/payment.ts"
import type { SellOrderInput } from "../../src/sell/sellOrder.ts"
import { answerStepsFor, deviceContext, type FunnelSession, type StepContext } from "../../src/sell/stepGraph.ts"
import { FunnelStepIds, isMultiChoiceStep, type AnswerStepId } from "../../src/sell/steps.ts"

/** Arbitraries of the sell funnel, shared by the property tests and the benchmarks. */

export const arbId = fc.integer({ min: 1, max: 999_999_999 })
export const arbCategoryId: fc.Arbitrary<CategoryId> = fc.constantFrom(1, 2, 3, 4, 5)
export const arbCategory = fc.constantFrom(...Categories)

/** Brands with rules (Apple, the OLED brands) plus any other catalogue id. */
export const arbBrandId = fc.oneof(fc.constantFrom(...Object.values(brandIds)), arbId)

export const modelNames = ["iPhone 12", "iPhone 15 Pro Max", "Apple iPhone 13", "iphone case", "Galaxy S23", "Pixel 8", "iPad Air", "MacBook Air M1", "Switch OLED"]
export const arbModelName = fc.oneof(
  fc.constantFrom(...modelNames),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).filter((name) => name.length <= 120)
)
export const arbSellModel: fc.Arbitrary<SellModel> = fc.record({ id: arbId, name: arbModelName })

export const arbOfferChoice: fc.Arbitrary<OfferChoice> = fc.constantFrom(1, 2)

export const arbConfig: fc.Arbitrary<ConfigValues> = fc.record(
  { colour: arbId, storage: arbId, provider: arbId, material: arbId, size: arbId, connectivity: arbId, cpu: arbId, ram: arbId, gpu: arbId },
  { requiredKeys: [] }
)

/** A committed answer of one step; `accepted` keeps to answers that do not rule the device out. */
export const arbAnswer = (step: AnswerStepId, accepted = false): fc.Arbitrary<ReadonlyArray<number>> => {
  const all = choicesFor(step).filter((c) => !accepted || !c.rulesOut)
  if (!isMultiChoiceStep(step)) return fc.constantFrom(...all.map((c) => [c.id]))
  const exclusive = all.filter((c) => c.exclusive).map((c) => [c.id])
  const others = all.filter((c) => !c.exclusive).map((c) => c.id)
  return fc.oneof(fc.constantFrom(...exclusive), fc.shuffledSubarray(others, { minLength: 1 }))
}

export const arbAnswers: fc.Arbitrary<Answers> = fc.record(
  {
    "liquid-contact": arbAnswer("liquid-contact"),
    "burn-in": arbAnswer("burn-in"),
    "grading-display": arbAnswer("grading-display"),
    "grading-case": arbAnswer("grading-case"),
    battery: arbAnswer("battery"),
    "console-controllers": arbAnswer("console-controllers"),
    "laptop-keyboard": arbAnswer("laptop-keyboard"),
    "display-defects": arbAnswer("display-defects"),
    "phone-defects": arbAnswer("phone-defects"),
    "tablet-defects": arbAnswer("tablet-defects"),
    "smartwatch-defects": arbAnswer("smartwatch-defects"),
    "laptop-defects": arbAnswer("laptop-defects"),
    "console-defects": arbAnswer("console-defects")
  },
  { requiredKeys: [] }
)

/** Any structurally valid item (fields past the category set independently, as a tampered URL could). */
export const arbFunnelItem: fc.Arbitrary<FunnelItem> = fc.record(
  { category: arbCategoryId, brand: arbBrandId, model: arbSellModel, config: arbConfig, answers: arbAnswers, offer: arbOfferChoice },
  { requiredKeys: ["category", "config", "answers"] }
)

export const arbFunnelState: fc.Arbitrary<FunnelState> = fc.record({
  step: fc.constantFrom(...FunnelStepIds),
  items: fc.array(arbFunnelItem, { maxLength: 10 })
})

export const arbSession: fc.Arbitrary<FunnelSession> = fc.record({
  loggedIn: fc.boolean(),
  paymentTest: fc.boolean(),
  partner: fc.boolean(),
  viewportWidth: fc.integer({ min: 280, max: 2560 })
})

export const arbStepContext: fc.Arbitrary<StepContext> = fc
  .tuple(arbSession, arbCategory, fc.option(arbBrandId, { nil: null }), fc.option(fc.constantFrom(...modelNames), { nil: null }), fc.option(arbOfferChoice, { nil: null }))
  .map(([session, category, brandId, modelName, offerChoice]) => ({ ...session, category, brandId, modelName, offerChoice }))

/** A fully described, accepted device with its answers on its own path and an offer chosen. */
export const arbAcceptedItem: fc.Arbitrary<FunnelItem> = fc
  .record({ category: arbCategoryId, brand: arbBrandId, model: arbSellModel, offer: arbOfferChoice, values: fc.array(arbId, { minLength: 9, maxLength: 9 }) })
  .chain(({ category, brand, model, offer, values }) => {
    const base: FunnelItem = { category, brand, model, offer, config: {}, answers: {} }
    const ctx = deviceContext(base)
    const config = Object.fromEntries(configAttributesFor[ctx.category].map((a, i) => [a, values[i] ?? 1])) as ConfigValues
    const steps = answerStepsFor(ctx)
    return fc
      .tuple(...steps.map((step) => arbAnswer(step, true).map((ids) => [step, ids] as const)))
      .map((entries): FunnelItem => ({ ...base, config, answers: Object.fromEntries(entries) as Answers }))
  })

const arbAmount = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100)
const arbOption = (id: OfferChoice): fc.Arbitrary<OfferOption> =>
  fc.record({
    id: fc.constant(id),
    value: arbAmount,
    voucher_value: arbAmount,
    total_value: arbAmount,
    promotion_value: arbAmount,
    previous_price: fc.option(arbAmount, { nil: null })
  })
export const arbOffer = (itemIndex: number): fc.Arbitrary<Offer> =>
  fc.record({
    item_index: fc.constant(itemIndex),
    item_name: fc.string(),
    productImage: fc.constant(`/images/sell/${itemIndex}.png`),
    offers: fc.tuple(arbOption(1), arbOption(2))
  })

const arbText = fc.string({ minLength: 1, maxLength: 20 })
export const arbPaymentDetails: fc.Arbitrary<PaymentDetails> = fc.record({
  paymentType: fc.constantFrom("card", "iban"),
  iban: arbText,
  sellerName: arbText,
  cui: fc.option(arbText, { nil: null }),
  nrc: fc.option(arbText, { nil: null }),
  address: fc.record({ county: arbText, city: arbText }),
  isCorporate: fc.boolean(),
  partner: fc.boolean()
})

export const arbDeliveryDetails: fc.Arbitrary<DeliveryDetails> = fc.oneof(
  fc.record({
    deliveryMethod: fc.constant({ name: "courier" as const }),
    address: fc.record({
      addressId: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
      county: arbText,
      locality: arbText,
      postalCode: fc.option(arbText, { nil: null }),
      street: arbText,
      number: arbText,
      details: fc.option(arbText, { nil: null }),
      pickupDate: fc.constant("2026-12-01")
    })
  }),
  fc.record({ deliveryMethod: fc.constant({ name: "easybox" as const }), locker: fc.record({ lockerId: arbText }) })
)

/** A complete input for buildSellOrderPayload: accepted devices, an offer per device, payout, delivery. */
export const arbSellOrderInput: fc.Arbitrary<SellOrderInput> = fc
  .array(arbAcceptedItem, { minLength: 1, maxLength: 5 })
  .chain((items) =>
    fc.record({
      countryCode: fc.constantFrom(...MarketCodes),
      state: fc.constant<FunnelState>({ step: "delivery", items }),
      offers: fc.tuple(...items.map((_, i) => arbOffer(i))),
      payment: fc.option(arbPaymentDetails, { nil: null }),
      delivery: arbDeliveryDetails,
      user: fc.record({ email: fc.constant("seller@example.com"), serviceDbUserId: fc.option(fc.uuid(), { nil: null }) }),
      evaluationId: fc.option(fc.uuid(), { nil: null }),
      voucherCode: fc.option(arbText, { nil: null }),
      now: fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 })
    })
  )
