import { lockReviewProviderId, unlockedProviderId } from "@shop/core/sell/brands"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { ConfigOption } from "./stepData.ts"

/** Provider names the catalogue keeps in English: the generic ones are translated. */
const providerLabelKey: Readonly<Record<number, MessageKey>> = {
  [unlockedProviderId]: "sell-provider-unlocked",
  [lockReviewProviderId]: "sell-provider-locked"
}

/**
 * A config value as the funnel names it: the catalogue's label, but the generic providers (unlocked,
 * network-locked) in the reader's language. The sell funnel and the console's inspection form share it.
 */
export const configOptionLabel = (option: ConfigOption, t: (key: MessageKey) => string): string => {
  const key = option.attribute === "provider" ? providerLabelKey[option.id] : undefined
  return key === undefined ? option.label : t(key)
}
