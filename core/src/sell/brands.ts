/**
 * Brand and provider ids the funnel rules depend on. Brand ids are the backend catalogue's numeric
 * ids; the spec only shows that brand 3 is special with provider 531, so we take brand 3 to be Apple
 * (an iPhone locked to one carrier is the classic buyback review case) and record the other ids here,
 * once, for the backend catalogue seed to follow.
 */
export const brandIds = {
  samsung: 1,
  huawei: 2,
  apple: 3,
  xiaomi: 4,
  google: 5,
  oneplus: 6,
  motorola: 7,
  sony: 8,
  nintendo: 9,
  microsoft: 10,
  lenovo: 11,
  asus: 12,
  dell: 13,
  hp: 14,
  garmin: 15
} as const

/** Battery health is readable in the OS settings only on Apple devices, so only they get the step. */
export const batteryHealthBrands: ReadonlyArray<number> = [brandIds.apple]

/**
 * Brands whose phones and watches ship OLED panels (the ones that burn in). A brand-level rule keeps
 * the step graph independent of the model catalogue; a few older LCD models get a question too many.
 */
export const oledBrands: ReadonlyArray<number> = [brandIds.apple, brandIds.samsung, brandIds.google, brandIds.oneplus]

/**
 * SPEC 4: "a provider value 531 with brand 3 is flagged specially (meaning not shown)". We treat 531 as
 * a carrier that sells iPhones network-locked: such a device needs a manual lock review before payout.
 */
export const lockReviewProviderId = 531
/** The generic provider every market lists beside its carriers: the device is not locked to any. */
export const unlockedProviderId = 530
export const lockReviewBrandId = brandIds.apple

/**
 * "iPhone" (SPEC 4) is an Apple model with the word iPhone in its name: "iPhone 12" and
 * "Apple iPhone 12" are, a Samsung listed as "iphone case" is not. The brand check keeps a
 * mislabelled or third-party model from losing its display-defects step or getting the special offer.
 */
export const isIphone = (brandId: number | null | undefined, modelName: string | null | undefined): boolean =>
  brandId === brandIds.apple && modelName != null && /\biphone\b/i.test(modelName)
