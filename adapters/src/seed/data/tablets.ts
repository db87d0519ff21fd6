import { type ModelDef, tablet } from "./modelDef.ts"

const apple = "Wi-Fi + Cellular"

/** Real tablets; each comes as a Wi-Fi and a cellular line. */
export const tablets: ReadonlyArray<ModelDef> = [
  tablet({ brand: "apple", name: "iPad (9th generation)", year: 2021, launchEur: 379, storages: ["64GB", "256GB"], colours: ["Space Gray", "Silver"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad (10th generation)", year: 2022, launchEur: 579, storages: ["64GB", "256GB"], colours: ["Blue", "Pink", "Yellow", "Silver"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad Air (4th generation)", year: 2020, launchEur: 669, storages: ["64GB", "256GB"], colours: ["Space Gray", "Silver", "Rose Gold", "Green", "Sky Blue"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad Air (5th generation)", year: 2022, launchEur: 769, storages: ["64GB", "256GB"], colours: ["Space Gray", "Starlight", "Pink", "Purple", "Blue"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad mini (6th generation)", year: 2021, launchEur: 549, storages: ["64GB", "256GB"], colours: ["Space Gray", "Pink", "Purple", "Starlight"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad Pro 11 (2021)", year: 2021, launchEur: 879, storages: ["128GB", "256GB", "512GB", "1TB"], colours: ["Space Gray", "Silver"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad Pro 12.9 (2021)", year: 2021, launchEur: 1199, storages: ["128GB", "256GB", "512GB", "1TB"], colours: ["Space Gray", "Silver"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad Pro 11 (2022)", year: 2022, launchEur: 1049, storages: ["128GB", "256GB", "512GB"], colours: ["Space Gray", "Silver"], cellular: apple }),
  tablet({ brand: "apple", name: "iPad Pro 12.9 (2022)", year: 2022, launchEur: 1449, storages: ["128GB", "256GB", "512GB"], colours: ["Space Gray", "Silver"], cellular: apple }),
  tablet({ brand: "samsung", name: "Galaxy Tab S7", year: 2020, launchEur: 699, storages: ["128GB", "256GB"], colours: ["Mystic Black", "Mystic Silver", "Mystic Bronze"], cellular: "LTE" }),
  tablet({ brand: "samsung", name: "Galaxy Tab S7 FE", year: 2021, launchEur: 579, storages: ["64GB", "128GB"], colours: ["Mystic Black", "Mystic Silver", "Mystic Green", "Mystic Pink"], cellular: "5G" }),
  tablet({ brand: "samsung", name: "Galaxy Tab S8", year: 2022, launchEur: 749, storages: ["128GB", "256GB"], colours: ["Graphite", "Silver", "Pink Gold"], cellular: "5G" }),
  tablet({ brand: "samsung", name: "Galaxy Tab S8+", year: 2022, launchEur: 949, storages: ["128GB", "256GB"], colours: ["Graphite", "Silver", "Pink Gold"], cellular: "5G" }),
  tablet({ brand: "samsung", name: "Galaxy Tab S9", year: 2023, launchEur: 899, storages: ["128GB", "256GB"], colours: ["Graphite", "Beige"], cellular: "5G" }),
  tablet({ brand: "samsung", name: "Galaxy Tab S9 FE", year: 2023, launchEur: 529, storages: ["128GB", "256GB"], colours: ["Gray", "Silver", "Mint", "Lavender"], cellular: "5G" }),
  tablet({ brand: "samsung", name: "Galaxy Tab A8", year: 2022, launchEur: 229, storages: ["32GB", "64GB", "128GB"], colours: ["Gray", "Silver", "Pink Gold"], cellular: "LTE" }),
  tablet({ brand: "samsung", name: "Galaxy Tab A9+", year: 2023, launchEur: 249, storages: ["64GB", "128GB"], colours: ["Graphite", "Silver", "Navy"], cellular: "5G" }),
  tablet({ brand: "xiaomi", name: "Pad 5", year: 2021, launchEur: 349, storages: ["128GB", "256GB"], colours: ["Cosmic Gray", "Pearl White"], cellular: "LTE" }),
  tablet({ brand: "xiaomi", name: "Pad 6", year: 2023, launchEur: 399, storages: ["128GB", "256GB"], colours: ["Gravity Gray", "Champagne Gold", "Mist Blue"], cellular: "LTE" }),
  tablet({ brand: "lenovo", name: "Tab P11", year: 2021, launchEur: 279, storages: ["64GB", "128GB"], colours: ["Slate Grey"], cellular: "LTE" }),
  tablet({ brand: "lenovo", name: "Tab M10 Plus (3rd Gen)", year: 2022, launchEur: 229, storages: ["64GB", "128GB"], colours: ["Storm Grey", "Frost Blue"], cellular: "LTE" }),
  tablet({ brand: "huawei", name: "MatePad 11", year: 2021, launchEur: 399, storages: ["64GB", "128GB"], colours: ["Matte Gray", "Olive Green"], cellular: "LTE" }),
  tablet({ brand: "microsoft", name: "Surface Pro 8", year: 2021, launchEur: 1179, storages: ["128GB", "256GB", "512GB"], colours: ["Platinum", "Graphite"], cellular: "LTE" })
]
