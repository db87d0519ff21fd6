"use client"
import type { PayoutForm } from "@shop/core/sell/payoutForm"
import type { PickupForm } from "@shop/core/sell/pickupForm"
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

const emptyDetails: SellDetails = {
  email: "",
  payment: {
    paymentType: "iban",
    corporate: false,
    sellerName: "",
    iban: "",
    county: "",
    city: "",
    companyName: "",
    fiscalCode: "",
    registrationNumber: "",
    companyEmail: "",
    phoneNumber: ""
  },
  delivery: {
    method: "courier",
    countyId: "",
    county: "",
    localityId: "",
    locality: "",
    postalCode: "",
    street: "",
    number: "",
    details: "",
    pickupDate: "",
    lockerId: "",
    lockerName: ""
  }
}

const storageKey = "sell-details-v1"

const read = (): SellDetails => {
  try {
    const text = window.sessionStorage.getItem(storageKey)
    if (text === null) return emptyDetails
    const parsed = JSON.parse(text) as Partial<SellDetails>
    return {
      email: typeof parsed.email === "string" ? parsed.email : "",
      payment: { ...emptyDetails.payment, ...parsed.payment },
      delivery: { ...emptyDetails.delivery, ...parsed.delivery }
    }
  } catch {
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
  return { details, loaded, update }
}

export type SellDetailsStore = ReturnType<typeof useSellDetails>
