import type { LocalizedNames } from "@shop/core/catalog/catalogueNames"

/**
 * Spec values in the shop's languages: case materials, connectivities, model editions ("(9th
 * generation)") and the buyback funnel's graphics values. A value not listed reads the same in every
 * language: sizes ("41 mm", 13.3"), storage and memory ("256GB"), standards (Wi-Fi, LTE, 5G, GPS,
 * Bluetooth) and makers' chip names (Apple M2, Intel Iris Xe).
 */
export interface SpecNameDef {
  readonly value: string
  readonly names: Required<Omit<LocalizedNames, "en">>
}

const s = (value: string, ro: string, bg: string, hu: string, el: string): SpecNameDef => ({ value, names: { ro, bg, hu, el } })

/** "(9th generation)" in each language, from the edition's number. */
const edition = (value: string, n: number): SpecNameDef => {
  const bgSuffix = n % 10 === 1 && n !== 11 ? "во" : n % 10 === 2 && n !== 12 ? "ро" : [7, 8].includes(n % 10) && n !== 17 && n !== 18 ? "мо" : n % 10 === 3 || n % 10 === 4 ? "то" : "о"
  return s(value, `(generația a ${n}-a)`, `(${n}-${bgSuffix} поколение)`, `(${n}. generáció)`, `(${n}ης γενιάς)`)
}

const cores = (n: number): SpecNameDef =>
  s(`${n}-core GPU`, `GPU cu ${n} nuclee`, `${n}-ядрен GPU`, `${n} magos GPU`, `GPU ${n} πυρήνων`)

export const specNames: ReadonlyArray<SpecNameDef> = [
  s("Aluminium", "Aluminiu", "Алуминий", "Alumínium", "Αλουμίνιο"),
  s("Stainless Steel", "Oțel inoxidabil", "Неръждаема стомана", "Rozsdamentes acél", "Ανοξείδωτο ατσάλι"),
  s("Titanium", "Titan", "Титан", "Titán", "Τιτάνιο"),
  s("Fibre-reinforced Polymer", "Polimer armat cu fibră", "Полимер, подсилен с влакна", "Szálerősítésű polimer", "Πολυμερές ενισχυμένο με ίνες"),
  s("Wi-Fi + Cellular", "Wi-Fi + date mobile", "Wi-Fi + мобилна мрежа", "Wi-Fi + mobilhálózat", "Wi-Fi + δίκτυο κινητής"),
  s("GPS + Cellular", "GPS + date mobile", "GPS + мобилна мрежа", "GPS + mobilhálózat", "GPS + δίκτυο κινητής"),
  edition("(2nd generation)", 2),
  edition("(3rd Gen)", 3),
  edition("(4th generation)", 4),
  edition("(5th generation)", 5),
  edition("(6th generation)", 6),
  edition("(9th generation)", 9),
  edition("(10th generation)", 10),
  ...[7, 8, 10, 14, 16, 32].map(cores)
]
