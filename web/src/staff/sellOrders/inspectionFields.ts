/**
 * The inspection form's field names, one set per device (`itemIndex` as in the order's payload): a
 * hidden `device` per device, `config-<i>-<attribute>` (radio), `answer-<i>-<step>` (radio, or
 * checkboxes on the defect steps), `imei-<i>` or `serial-<i>`, `note-<i>`; and the order's `note`.
 */
export const inspectionField = {
  device: "device",
  config: (itemIndex: number, attribute: string) => `config-${itemIndex}-${attribute}`,
  answer: (itemIndex: number, step: string) => `answer-${itemIndex}-${step}`,
  imei: (itemIndex: number) => `imei-${itemIndex}`,
  serial: (itemIndex: number) => `serial-${itemIndex}`,
  note: (itemIndex: number) => `note-${itemIndex}`,
  orderNote: "note"
} as const
