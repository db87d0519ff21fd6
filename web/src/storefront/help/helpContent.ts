import type { MarketCode } from "@shop/core/markets/index"
import type { MessageKey } from "../../i18n/catalogues.ts"

/**
 * The help page's questions, by section (SPEC 2.1 FAQ; the content is ours, docs/decisions-forms.md).
 * Each entry names its question and answer keys in web/messages/help; warranty and return answers
 * take their figures from core's warranty settings defaults.
 */
export const faqSections = [
  { id: "ordering", questions: 2 },
  { id: "delivery", questions: 2 },
  { id: "payment", questions: 2 },
  { id: "grades", questions: 2 },
  { id: "battery", questions: 1 },
  { id: "warranty", questions: 2 },
  { id: "selling", questions: 2 },
  { id: "payout", questions: 2 }
] as const

export type FaqSectionId = (typeof faqSections)[number]["id"]

export const sectionTitleKey = (section: FaqSectionId) => `help-faq-${section}-title` as MessageKey
export const questionKey = (section: FaqSectionId, n: number) => `help-faq-${section}-q${n}` as MessageKey
export const answerKey = (section: FaqSectionId, n: number) => `help-faq-${section}-a${n}` as MessageKey

/** How to reach support in each market (our decision: one address and line per storefront). */
export const contactDetails: { readonly [M in MarketCode]: { readonly email: string; readonly phone: string; readonly phoneHref: string } } = {
  RO: { email: "suport@refurbo.ro", phone: "031 630 4210", phoneHref: "+40316304210" },
  BG: { email: "podkrepa@refurbo.bg", phone: "02 491 7720", phoneHref: "+35924917720" },
  HU: { email: "ugyfelszolgalat@refurbo.hu", phone: "+36 1 445 9120", phoneHref: "+3614459120" },
  GR: { email: "support@refurbo.gr", phone: "210 300 4150", phoneHref: "+302103004150" }
}
