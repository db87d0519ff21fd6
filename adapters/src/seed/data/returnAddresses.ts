import type { ReturnAddress } from "@shop/core/catalog/catalogTypes"
import type { MarketCode } from "@shop/core/markets/market"

/**
 * Each market's returns warehouse (docs/decisions-l10n.md): where returns, warranty claims and
 * devices sold to us by post arrive, in the country, written as its post writes addresses.
 */
export const returnAddresses: { readonly [M in MarketCode]: ReturnAddress } = {
  RO: {
    recipient: "Refurbo România SRL – Depozit retururi",
    street: "Str. Industriilor nr. 12, Hala 3",
    postalCode: "077040",
    city: "Chiajna",
    region: "Ilfov",
    country: "România",
    phone: "+40 21 300 45 67"
  },
  BG: {
    recipient: "Рефурбо България ЕООД – склад за връщания",
    street: "бул. „Илиянци“ 18, склад 4",
    postalCode: "1220",
    city: "София",
    region: null,
    country: "България",
    phone: "+359 2 492 33 10"
  },
  HU: {
    recipient: "Refurbo Hungary Kft. – Visszáru raktár",
    street: "Gyömrői út 140.",
    postalCode: "1103",
    city: "Budapest",
    region: null,
    country: "Magyarország",
    phone: "+36 1 555 0140"
  },
  GR: {
    recipient: "Refurbo Hellas Μονοπρόσωπη Ι.Κ.Ε. – Αποθήκη επιστροφών",
    street: "Λεωφόρος ΝΑΤΟ 48",
    postalCode: "193 00",
    city: "Ασπρόπυργος",
    region: "Αττική",
    country: "Ελλάδα",
    phone: "+30 210 555 0148"
  }
}
