"use client"
import { useCallback, useEffect, useState } from "react"

/** The payout form as the seller fills it in (SPEC 3 payment details, corporate seller). */
export interface PaymentForm {
  readonly paymentType: "card" | "iban"
  readonly corporate: boolean
  readonly sellerName: string
  readonly iban: string
  readonly county: string
  readonly city: string
  readonly companyName: string
  readonly fiscalCode: string
  readonly registrationNumber: string
  readonly companyEmail: string
  readonly phoneNumber: string
}

/** The delivery form (SPEC 3 delivery details); county and locality keep id and name. */
export interface DeliveryForm {
  readonly method: "courier" | "easybox"
  readonly countyId: string
  readonly county: string
  readonly localityId: string
  readonly locality: string
  readonly postalCode: string
  readonly street: string
  readonly number: string
  readonly details: string
  readonly pickupDate: string
  readonly lockerId: string
  readonly lockerName: string
}

/** What the funnel asks beside the devices; it is not in the URL (an IBAN does not belong there). */
export interface SellDetails {
  readonly email: string
  readonly payment: PaymentForm
  readonly delivery: DeliveryForm
}

export const emptyDetails: SellDetails = {
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
