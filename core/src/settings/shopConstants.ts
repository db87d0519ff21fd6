/** Business constants of SPEC 9 that are not cart, funnel or route rules. */
export const shopConstants = {
  /** Shown on the about page and the sell landing; a fact of the company, not computed. */
  companyStatsText: "over 23 million euro paid",
  /** Cookie consent is stored until the end of 2038 (SPEC 9). */
  cookieConsentExpiresAt: "2038-12-31T23:59:59Z",
  /** Below this width the sell funnel splits its config step into sub-steps. */
  narrowScreenBreakpointPx: 768,
  /**
   * SPEC 9 lists "length limits 220 and 26, and a factor 0.4" without a purpose. Our decision: 220 is the
   * longest review/contact excerpt shown in a card before truncation, 26 the longest product short title
   * shown in a cart line, 0.4 the share of a listing card's height given to the image.
   */
  excerptMaxLength: 220,
  shortTitleMaxLength: 26,
  cardImageHeightFactor: 0.4
} as const

/** Backend client tuning values the spec records (SPEC 9); adapters read them, core only names them. */
export const remoteStoreClientSettings = {
  cacheSizeBytesDefault: 41_943_040,
  cacheSizeBytesMin: 1_048_576,
  longPollTimeoutSeconds: { min: 5, max: 30 },
  maxConcurrentLimboResolutions: 100,
  realtime: { requestTimeoutMs: 45_000, forwardChannelMs: 20_000, retries: 2, pingTestMs: 10_000 }
} as const
