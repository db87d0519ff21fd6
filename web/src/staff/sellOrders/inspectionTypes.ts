import type { ConfigAttribute } from "@shop/core/sell/config"
import type { AnswerStepId } from "@shop/core/sell/steps"

/* The inspection form's data, as the page hands it to the client form: a leaf the browser may load. */

/** One answer a question offers, in the member's language; `exclusive` is SPEC 4's "none of these". */
export interface InspectionChoice {
  readonly id: number
  readonly label: string
  readonly exclusive: boolean
}

/**
 * One question of the inspection form: a config attribute or an evaluation step of the device's path,
 * worded as the sell funnel words it, with the seller's declaration (ids) to prefill.
 */
export interface InspectionQuestion {
  readonly subject: ConfigAttribute | AnswerStepId
  readonly kind: "config" | "answer"
  readonly multiple: boolean
  readonly title: string
  readonly choices: ReadonlyArray<InspectionChoice>
  readonly declared: ReadonlyArray<number>
}

/** A device's part of the form: its questions in funnel order, config first, and how it is identified. */
export interface DeviceInspectionForm {
  readonly itemIndex: number
  readonly modelName: string
  /** The IMEI (phones, cellular tablets: core's `imeiRequired`) or the serial number. */
  readonly identifier: "imei" | "serial"
  readonly questions: ReadonlyArray<InspectionQuestion>
}
