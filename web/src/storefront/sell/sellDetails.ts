"use client"
import { emptyPayoutForm, type PayoutForm } from "@shop/core/sell/payoutForm"
import { emptyPickupForm, type PickupForm } from "@shop/core/sell/pickupForm"
import { Option, Schema } from "effect"
import { useCallback, useEffect, useState } from "react"

/** The payout and delivery forms as typed; core turns them into the sell order's details. */
export type PaymentForm = PayoutForm
export type DeliveryForm = PickupForm

/** What the funnel asks beside the devices; it is not in the URL (an IBAN does not belong there). */
export interface SellDetails {
  readonly email: string
  readonly payment: PaymentForm
  readonly delivery: DeliveryForm
}

export const emptyDetails: SellDetails = { email: "", payment: emptyPayoutForm, delivery: emptyPickupForm }

const storageKey = "sell-details-v1"

const Text = Schema.optionalKey(Schema.String)

/** What the tab stored earlier, checked: a value of another shape (an older version, a hand edit) is dropped. */
const StoredDetails = Schema.Struct({
  email: Text,
  payment: Schema.optionalKey(Schema.Struct({
    paymentType: Schema.optionalKey(Schema.Literals(["card", "iban"])),
    corporate: Schema.optionalKey(Schema.Boolean),
    sellerName: Text,
    iban: Text,
    county: Text,
    city: Text,
    companyName: Text,
    fiscalCode: Text,
    registrationNumber: Text,
    companyEmail: Text,
    phoneNumber: Text
  })),
  delivery: Schema.optionalKey(Schema.Struct({
    method: Schema.optionalKey(Schema.Literals(["courier", "easybox"])),
    countyId: Text,
    county: Text,
    localityId: Text,
    locality: Text,
    postalCode: Text,
    street: Text,
    number: Text,
    details: Text,
    pickupDate: Text,
    lockerId: Text,
    lockerName: Text
  }))
})

/** The stored text as details; nothing stored, or anything else than details, is the empty forms. */
export const detailsOfStored = (text: string | null): SellDetails => {
  if (text === null) return emptyDetails
  const stored = Schema.decodeUnknownOption(Schema.fromJsonString(StoredDetails))(text)
  if (Option.isNone(stored)) return emptyDetails
  return {
    email: stored.value.email ?? "",
    payment: { ...emptyDetails.payment, ...stored.value.payment },
    delivery: { ...emptyDetails.delivery, ...stored.value.delivery }
  }
}

const read = (): SellDetails => {
  try {
    return detailsOfStored(window.sessionStorage.getItem(storageKey))
  } catch {
    // Storage refused (private mode): nothing kept.
    return emptyDetails
  }
}

/**
 * The details kept for the tab's session (sessionStorage): a reload, going back, or a failed
 * submission keeps every answer; closing the tab forgets the seller's IBAN.
 */
export const useSellDetails = () => {
  const [details, setDetails] = useState<SellDetails>(emptyDetails)
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    setDetails(read())
    setLoaded(true)
  }, [])
  const update = useCallback((f: (d: SellDetails) => SellDetails) => {
    setDetails((current) => {
      const next = f(current)
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(next))
      } catch {
        // Private mode without storage: the answers stay for this page only.
      }
      return next
    })
  }, [])
  /** After a submitted sale: the payout details (an IBAN) are not kept; the email is, for a next device. */
  const forgetPayout = useCallback(() => update((d) => ({ ...emptyDetails, email: d.email })), [update])
  return { details, loaded, update, forgetPayout }
}

export type SellDetailsStore = ReturnType<typeof useSellDetails>
