import type { StaffSellOrderDevice } from "@shop/core/backend/staff/sellOrderViews"
import { needsImei } from "@shop/core/sell/inspectionPlan"
import type { SellOption } from "@shop/core/sell/sellTypes"
import { funnelItemOf } from "./inspectionQuestions.ts"

/**
 * How the technician identifies a device: the IMEI where core's inspection asks for one (phones and
 * cellular tablets, `needsImei` on the declared device), else the serial number.
 */
export const identifierKindOf = (device: StaffSellOrderDevice, options: ReadonlyArray<SellOption>): "imei" | "serial" =>
  needsImei(funnelItemOf(device), options) ? "imei" : "serial"
