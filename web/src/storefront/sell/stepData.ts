import type { Progress } from "@shop/core/sell/progress"
import type { SellBrandRow, SellModelRow } from "@shop/core/sell/sellTypes"
import type { OfferQuote } from "@shop/core/ports/SellApi"
import type { ConfigAttribute } from "@shop/core/sell/config"

/** One value the config step offers (ids are the FunnelItem config values). */
export interface ConfigOption {
  readonly id: number
  readonly attribute: ConfigAttribute
  readonly label: string
}

/** What the congrats step shows of the stored sell order. */
export interface CongratsData {
  readonly sellOrderId: string
  readonly total: number
  readonly devices: ReadonlyArray<string>
  readonly email: string
  readonly courier: string | null
  readonly locker: string | null
  /** SPEC 2.5: congrats shows the final step of the path the sale took. */
  readonly progress: Progress | null
}

/** The server's data for the step being shown. */
export type StepData =
  | { readonly _tag: "None" }
  | { readonly _tag: "Brands"; readonly brands: ReadonlyArray<SellBrandRow> }
  | { readonly _tag: "Models"; readonly models: ReadonlyArray<SellModelRow> }
  | { readonly _tag: "Config"; readonly options: ReadonlyArray<ConfigOption> }
  | {
    readonly _tag: "Quote"
    readonly quote: OfferQuote | null
    /** Until when (epoch ms) an offer quoted now holds (core offerValidUntil): the offer step says it. */
    readonly validUntil: number
  }
  | { readonly _tag: "NotAccepted"; readonly reasonKey: string }
  | { readonly _tag: "Congrats"; readonly congrats: CongratsData }
