import type { ConditionGrade } from "./grades.ts"
import type { AnswerStepId } from "./steps.ts"

/**
 * One answer of an evaluation step. Ids are global (an id names its step), so the query string only
 * carries ids. `gradeCap` is the best condition grade a device with this answer can still get;
 * `rulesOut` ends the funnel at not-accepted; `exclusive` marks the "none of these" answers of the
 * multi-choice steps (SPEC 4 ids 22, 28, 44, 110, 104, 73, 121).
 */
export interface Choice {
  readonly id: number
  readonly step: AnswerStepId
  readonly key: string
  readonly gradeCap: ConditionGrade
  readonly rulesOut: boolean
  readonly exclusive: boolean
}

type Options = { readonly cap?: ConditionGrade; readonly rulesOut?: true; readonly exclusive?: true }

const choice = (id: number, step: AnswerStepId, slug: string, options: Options = {}): Choice => ({
  id,
  step,
  key: `sell.choice.${step}.${slug}`,
  gradeCap: options.cap ?? "FOARTE_BUN",
  rulesOut: options.rulesOut ?? false,
  exclusive: options.exclusive ?? false
})

const none = { exclusive: true } as const
const out = { rulesOut: true, cap: "DETERIORAT" } as const

/** The answers catalogue (our decision where the spec is silent: everything but the exclusive ids). */
export const choices: ReadonlyArray<Choice> = [
  choice(1, "liquid-contact", "no"),
  choice(2, "liquid-contact", "yes", out),

  choice(3, "burn-in", "none"),
  choice(4, "burn-in", "faint", { cap: "ACCEPTABIL" }),
  choice(5, "burn-in", "severe", out),

  choice(6, "grading-display", "flawless"),
  choice(7, "grading-display", "light-scratches", { cap: "BUN" }),
  choice(8, "grading-display", "visible-scratches", { cap: "ACCEPTABIL" }),
  choice(9, "grading-display", "cracked", { cap: "DETERIORAT" }),

  choice(10, "grading-case", "flawless"),
  choice(11, "grading-case", "light-wear", { cap: "BUN" }),
  choice(12, "grading-case", "visible-scratches-or-dents", { cap: "ACCEPTABIL" }),
  choice(13, "grading-case", "cracked-or-bent", { cap: "DETERIORAT" }),

  choice(14, "battery", "85-and-above"),
  choice(15, "battery", "80-to-84", { cap: "BUN" }),
  choice(16, "battery", "below-80", { cap: "ACCEPTABIL" }),
  choice(17, "battery", "service-message", { cap: "DETERIORAT" }),

  // Missing controllers lower the price, not the condition of the console itself.
  choice(18, "console-controllers", "none"),
  choice(19, "console-controllers", "one"),
  choice(20, "console-controllers", "two-or-more"),

  choice(22, "phone-defects", "none", none),
  choice(21, "phone-defects", "does-not-power-on", out),
  choice(23, "phone-defects", "camera", { cap: "DETERIORAT" }),
  choice(24, "phone-defects", "speaker-or-microphone", { cap: "DETERIORAT" }),
  choice(25, "phone-defects", "face-id-or-fingerprint", { cap: "DETERIORAT" }),
  choice(26, "phone-defects", "buttons", { cap: "ACCEPTABIL" }),
  choice(27, "phone-defects", "account-locked", out),
  choice(29, "phone-defects", "charging-port", { cap: "ACCEPTABIL" }),
  choice(30, "phone-defects", "network-wifi-bluetooth", { cap: "DETERIORAT" }),

  choice(28, "tablet-defects", "none", none),
  choice(31, "tablet-defects", "does-not-power-on", out),
  choice(32, "tablet-defects", "camera", { cap: "DETERIORAT" }),
  choice(33, "tablet-defects", "speaker-or-microphone", { cap: "DETERIORAT" }),
  choice(34, "tablet-defects", "buttons", { cap: "ACCEPTABIL" }),
  choice(35, "tablet-defects", "account-locked", out),
  choice(36, "tablet-defects", "charging-port", { cap: "ACCEPTABIL" }),

  choice(44, "display-defects", "none", none),
  choice(37, "display-defects", "dead-pixels-or-spots", { cap: "DETERIORAT" }),
  choice(38, "display-defects", "lines", { cap: "DETERIORAT" }),
  choice(39, "display-defects", "touch", { cap: "DETERIORAT" }),
  choice(40, "display-defects", "non-original-display", { cap: "ACCEPTABIL" }),
  choice(41, "display-defects", "backlight-bleed", { cap: "ACCEPTABIL" }),

  choice(121, "laptop-keyboard", "none", none),
  choice(42, "laptop-keyboard", "missing-keys", { cap: "ACCEPTABIL" }),
  choice(43, "laptop-keyboard", "keys-not-responding", { cap: "DETERIORAT" }),
  choice(45, "laptop-keyboard", "worn-keys", { cap: "BUN" }),
  choice(46, "laptop-keyboard", "trackpad", { cap: "DETERIORAT" }),

  choice(104, "laptop-defects", "none", none),
  choice(47, "laptop-defects", "does-not-power-on", out),
  choice(48, "laptop-defects", "hinge", { cap: "DETERIORAT" }),
  choice(49, "laptop-defects", "ports", { cap: "ACCEPTABIL" }),
  choice(50, "laptop-defects", "webcam", { cap: "ACCEPTABIL" }),
  choice(51, "laptop-defects", "speakers", { cap: "ACCEPTABIL" }),
  choice(52, "laptop-defects", "firmware-locked", out),
  choice(53, "laptop-defects", "battery-does-not-hold-charge", { cap: "ACCEPTABIL" }),

  choice(110, "smartwatch-defects", "none", none),
  choice(54, "smartwatch-defects", "does-not-power-on", out),
  choice(55, "smartwatch-defects", "sensors", { cap: "DETERIORAT" }),
  choice(56, "smartwatch-defects", "strap-missing", { cap: "BUN" }),
  choice(57, "smartwatch-defects", "buttons-or-crown", { cap: "ACCEPTABIL" }),
  choice(58, "smartwatch-defects", "activation-locked", out),
  choice(59, "smartwatch-defects", "charging", { cap: "ACCEPTABIL" }),

  choice(73, "console-defects", "none", none),
  choice(60, "console-defects", "does-not-power-on", out),
  choice(61, "console-defects", "disc-drive", { cap: "ACCEPTABIL" }),
  choice(62, "console-defects", "overheating-or-fan-noise", { cap: "ACCEPTABIL" }),
  choice(63, "console-defects", "hdmi-or-ports", { cap: "DETERIORAT" }),
  choice(64, "console-defects", "controller-drift", { cap: "BUN" }),
  choice(65, "console-defects", "console-banned", out)
]

const byId = new Map(choices.map((c) => [c.id, c] as const))

export const choiceById = (id: number): Choice | undefined => byId.get(id)

export const choicesFor = (step: AnswerStepId): ReadonlyArray<Choice> => choices.filter((c) => c.step === step)

/** SPEC 4: 22, 28, 44, 110, 104, 73, 121 (derived from the catalogue so the rule lives once). */
export const exclusiveChoiceIds: ReadonlySet<number> = new Set(choices.filter((c) => c.exclusive).map((c) => c.id))

export const isExclusiveChoice = (id: number): boolean => exclusiveChoiceIds.has(id)

export const rulesOutDevice = (id: number): boolean => byId.get(id)?.rulesOut ?? false
