import type { StaffSellOrderDevice } from "@shop/core/backend/staff/sellOrderViews"
import type { SellOption } from "@shop/core/sell/sellTypes"

/**
 * How the technician identifies a device: phones and cellular tablets by their IMEI, everything else
 * by its serial number. A tablet is cellular when its declared connectivity is anything but Wi-Fi alone.
 */
export const identifierKindOf = (device: StaffSellOrderDevice, options: ReadonlyArray<SellOption>): "imei" | "serial" => {
  if (device.category === 1) return "imei"
  if (device.category !== 2) return "serial"
  const declared = device.config.find((c) => c.attribute === "connectivity")
  const label = options.find((o) => o.attribute === "connectivity" && o.id === declared?.id)?.label ?? declared?.label ?? ""
  return label === "" || /^wi-?fi$/i.test(label.trim()) ? "serial" : "imei"
}
