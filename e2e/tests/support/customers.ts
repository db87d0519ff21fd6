import type { MarketCode } from "@shop/core/markets/market"

/** A shopper of each market whose details pass that market's validators (core/src/validation). */
export interface Customer {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly street: string
  readonly number: string
  readonly postalCode: string
}

export const customers: { readonly [M in MarketCode]: Customer } = {
  RO: { name: "Ana Popescu", email: "ana.popescu@example.ro", phone: "0722 123 456", street: "Strada Lipscani", number: "12", postalCode: "030031" },
  BG: { name: "Иван Петров", email: "ivan.petrov@example.bg", phone: "0888 123 456", street: "ул. Витоша", number: "15", postalCode: "1000" },
  HU: { name: "Kovács Anna", email: "kovacs.anna@example.hu", phone: "06 30 123 4567", street: "Váci utca", number: "8", postalCode: "1052" },
  GR: { name: "Μαρία Παπαδοπούλου", email: "maria.papadopoulou@example.gr", phone: "691 234 5678", street: "Οδός Ερμού", number: "20", postalCode: "105 57" }
}
