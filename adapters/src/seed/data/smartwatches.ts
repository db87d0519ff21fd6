import { type ModelDef, watch } from "./modelDef.ts"

const gps = ["GPS", "GPS + Cellular"]
const lte = ["Bluetooth", "LTE"]

/** Real watches; lines are every size x case material x connectivity sold. */
export const smartwatches: ReadonlyArray<ModelDef> = [
  watch({ brand: "apple", name: "Watch Series 6", year: 2020, launchEur: 429, sizes: ["40 mm", "44 mm"], materials: ["Aluminium"], connectivities: gps, colours: ["Space Gray", "Silver", "Gold", "Blue", "(PRODUCT)RED"] }),
  watch({ brand: "apple", name: "Watch Series 7", year: 2021, launchEur: 429, sizes: ["41 mm", "45 mm"], materials: ["Aluminium", "Stainless Steel"], connectivities: gps, colours: ["Midnight", "Starlight", "Green", "Blue", "(PRODUCT)RED"] }),
  watch({ brand: "apple", name: "Watch Series 8", year: 2022, launchEur: 499, sizes: ["41 mm", "45 mm"], materials: ["Aluminium", "Stainless Steel"], connectivities: gps, colours: ["Midnight", "Starlight", "Silver", "(PRODUCT)RED"] }),
  watch({ brand: "apple", name: "Watch Series 9", year: 2023, launchEur: 449, sizes: ["41 mm", "45 mm"], materials: ["Aluminium", "Stainless Steel"], connectivities: gps, colours: ["Midnight", "Starlight", "Silver", "Pink", "(PRODUCT)RED"] }),
  watch({ brand: "apple", name: "Watch SE (2nd generation)", year: 2022, launchEur: 299, sizes: ["40 mm", "44 mm"], materials: ["Aluminium"], connectivities: gps, colours: ["Midnight", "Starlight", "Silver"] }),
  watch({ brand: "apple", name: "Watch Ultra", year: 2022, launchEur: 999, sizes: ["49 mm"], materials: ["Titanium"], connectivities: ["GPS + Cellular"], colours: ["Natural Titanium"] }),
  watch({ brand: "apple", name: "Watch Ultra 2", year: 2023, launchEur: 899, sizes: ["49 mm"], materials: ["Titanium"], connectivities: ["GPS + Cellular"], colours: ["Natural Titanium", "Black Titanium"] }),
  watch({ brand: "samsung", name: "Galaxy Watch4", year: 2021, launchEur: 269, sizes: ["40 mm", "44 mm"], materials: ["Aluminium"], connectivities: lte, colours: ["Black", "Silver", "Pink Gold", "Green"] }),
  watch({ brand: "samsung", name: "Galaxy Watch4 Classic", year: 2021, launchEur: 369, sizes: ["42 mm", "46 mm"], materials: ["Stainless Steel"], connectivities: lte, colours: ["Black", "Silver"] }),
  watch({ brand: "samsung", name: "Galaxy Watch5", year: 2022, launchEur: 299, sizes: ["40 mm", "44 mm"], materials: ["Aluminium"], connectivities: lte, colours: ["Graphite", "Silver", "Pink Gold", "Sapphire"] }),
  watch({ brand: "samsung", name: "Galaxy Watch5 Pro", year: 2022, launchEur: 469, sizes: ["45 mm"], materials: ["Titanium"], connectivities: lte, colours: ["Black Titanium", "Gray Titanium"] }),
  watch({ brand: "samsung", name: "Galaxy Watch6", year: 2023, launchEur: 319, sizes: ["40 mm", "44 mm"], materials: ["Aluminium"], connectivities: lte, colours: ["Graphite", "Gold", "Silver"] }),
  watch({ brand: "samsung", name: "Galaxy Watch6 Classic", year: 2023, launchEur: 419, sizes: ["43 mm", "47 mm"], materials: ["Stainless Steel"], connectivities: lte, colours: ["Black", "Silver"] }),
  watch({ brand: "google", name: "Pixel Watch", year: 2022, launchEur: 379, sizes: ["41 mm"], materials: ["Stainless Steel"], connectivities: ["Wi-Fi", "LTE"], colours: ["Matte Black", "Polished Silver", "Champagne Gold"] }),
  watch({ brand: "google", name: "Pixel Watch 2", year: 2023, launchEur: 399, sizes: ["41 mm"], materials: ["Aluminium"], connectivities: ["Wi-Fi", "LTE"], colours: ["Matte Black", "Polished Silver", "Champagne Gold"] }),
  watch({ brand: "huawei", name: "Watch GT 3", year: 2021, launchEur: 249, sizes: ["42 mm", "46 mm"], materials: ["Stainless Steel"], connectivities: ["Bluetooth"], colours: ["Black", "Silver", "Gold"] }),
  watch({ brand: "huawei", name: "Watch GT 4", year: 2023, launchEur: 249, sizes: ["41 mm", "46 mm"], materials: ["Stainless Steel"], connectivities: ["Bluetooth"], colours: ["Black", "Silver", "Brown"] }),
  watch({ brand: "garmin", name: "fenix 7", year: 2022, launchEur: 699, sizes: ["47 mm"], materials: ["Stainless Steel", "Titanium"], connectivities: ["GPS"], colours: ["Slate Gray", "Silver"] }),
  watch({ brand: "garmin", name: "Forerunner 255", year: 2022, launchEur: 349, sizes: ["41 mm", "46 mm"], materials: ["Fibre-reinforced Polymer"], connectivities: ["GPS"], colours: ["Slate Gray", "Tidal Blue", "Whitestone"] }),
  watch({ brand: "garmin", name: "Venu 2", year: 2021, launchEur: 399, sizes: ["40 mm", "45 mm"], materials: ["Stainless Steel"], connectivities: ["GPS"], colours: ["Slate", "Silver", "Rose Gold"] }),
  watch({ brand: "xiaomi", name: "Watch S1", year: 2022, launchEur: 269, sizes: ["46 mm"], materials: ["Stainless Steel"], connectivities: ["Bluetooth"], colours: ["Black", "Silver"] })
]
