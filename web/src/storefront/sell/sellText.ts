import type { MessageKey } from "../../i18n/catalogues.ts"

/**
 * Core names its sell texts with dotted keys (`sell.choice.phone-defects.none`,
 * `sell.steps.offer.title`, `sell.not-accepted.condition`); the catalogues hold them dashed
 * (`sell-choice-phone-defects-none`), as every key of the sell area starts with `sell-`.
 */
export const sellKey = (coreKey: string): MessageKey => coreKey.replaceAll(".", "-") as MessageKey
