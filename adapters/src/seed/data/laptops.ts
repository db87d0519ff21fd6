import { laptop, type LaptopSpecs, type ModelDef } from "./modelDef.ts"

const m1: LaptopSpecs = { cpu: ["Apple M1"], ram: ["8GB", "16GB"], gpu: ["7-core GPU", "8-core GPU"] }
const m2: LaptopSpecs = { cpu: ["Apple M2"], ram: ["8GB", "16GB", "24GB"], gpu: ["8-core GPU", "10-core GPU"] }
const m3: LaptopSpecs = { cpu: ["Apple M3"], ram: ["8GB", "16GB", "24GB"], gpu: ["8-core GPU", "10-core GPU"] }
const m1pro: LaptopSpecs = { cpu: ["Apple M1 Pro", "Apple M1 Max"], ram: ["16GB", "32GB", "64GB"], gpu: ["14-core GPU", "16-core GPU", "32-core GPU"] }
const intel11: LaptopSpecs = { cpu: ["Intel Core i5-1135G7", "Intel Core i7-1165G7"], ram: ["8GB", "16GB", "32GB"], gpu: ["Intel Iris Xe"] }
const intel12: LaptopSpecs = { cpu: ["Intel Core i5-1245U", "Intel Core i7-1265U"], ram: ["16GB", "32GB"], gpu: ["Intel Iris Xe"] }
const amd: LaptopSpecs = { cpu: ["AMD Ryzen 5 PRO 5650U", "AMD Ryzen 7 PRO 5850U"], ram: ["16GB", "32GB"], gpu: ["AMD Radeon Graphics"] }
const ssd = ["256GB", "512GB", "1TB"]

/** Real laptops; one screen size each (the size is their config line). */
export const laptops: ReadonlyArray<ModelDef> = [
  laptop({ brand: "apple", name: "MacBook Air 13 (M1, 2020)", year: 2020, launchEur: 1129, storages: ["256GB", "512GB"], colours: ["Space Gray", "Silver", "Gold"], size: "13.3\"", specs: m1 }),
  laptop({ brand: "apple", name: "MacBook Air 13 (M2, 2022)", year: 2022, launchEur: 1499, storages: ssd, colours: ["Midnight", "Starlight", "Space Gray", "Silver"], size: "13.6\"", specs: m2 }),
  laptop({ brand: "apple", name: "MacBook Air 15 (M2, 2023)", year: 2023, launchEur: 1599, storages: ssd, colours: ["Midnight", "Starlight", "Space Gray", "Silver"], size: "15.3\"", specs: m2 }),
  laptop({ brand: "apple", name: "MacBook Air 13 (M3, 2024)", year: 2024, launchEur: 1299, storages: ssd, colours: ["Midnight", "Starlight", "Space Gray", "Silver"], size: "13.6\"", specs: m3 }),
  laptop({ brand: "apple", name: "MacBook Pro 13 (M1, 2020)", year: 2020, launchEur: 1449, storages: ["256GB", "512GB", "1TB"], colours: ["Space Gray", "Silver"], size: "13.3\"", specs: m1 }),
  laptop({ brand: "apple", name: "MacBook Pro 13 (M2, 2022)", year: 2022, launchEur: 1599, storages: ssd, colours: ["Space Gray", "Silver"], size: "13.3\"", specs: m2 }),
  laptop({ brand: "apple", name: "MacBook Pro 14 (M1 Pro, 2021)", year: 2021, launchEur: 2249, storages: ["512GB", "1TB", "2TB"], colours: ["Space Gray", "Silver"], size: "14.2\"", specs: m1pro }),
  laptop({ brand: "apple", name: "MacBook Pro 16 (M1 Pro, 2021)", year: 2021, launchEur: 2749, storages: ["512GB", "1TB", "2TB"], colours: ["Space Gray", "Silver"], size: "16.2\"", specs: m1pro }),
  laptop({ brand: "apple", name: "MacBook Pro 14 (M3, 2023)", year: 2023, launchEur: 1999, storages: ["512GB", "1TB"], colours: ["Space Gray", "Silver"], size: "14.2\"", specs: m3 }),
  laptop({ brand: "lenovo", name: "ThinkPad T14 Gen 2", year: 2021, launchEur: 1349, storages: ssd, colours: ["Black"], size: "14\"", specs: intel11 }),
  laptop({ brand: "lenovo", name: "ThinkPad T14s Gen 3", year: 2022, launchEur: 1649, storages: ssd, colours: ["Thunder Black"], size: "14\"", specs: intel12 }),
  laptop({ brand: "lenovo", name: "ThinkPad X1 Carbon Gen 9", year: 2021, launchEur: 1899, storages: ssd, colours: ["Black"], size: "14\"", specs: intel11 }),
  laptop({ brand: "lenovo", name: "ThinkPad X1 Carbon Gen 10", year: 2022, launchEur: 2099, storages: ssd, colours: ["Black"], size: "14\"", specs: intel12 }),
  laptop({ brand: "lenovo", name: "ThinkPad X13 Gen 2", year: 2021, launchEur: 1299, storages: ["256GB", "512GB"], colours: ["Black"], size: "13.3\"", specs: amd }),
  laptop({ brand: "lenovo", name: "ThinkPad E14 Gen 4", year: 2022, launchEur: 849, storages: ["256GB", "512GB"], colours: ["Black"], size: "14\"", specs: intel12 }),
  laptop({ brand: "lenovo", name: "ThinkPad L14 Gen 2", year: 2021, launchEur: 999, storages: ["256GB", "512GB"], colours: ["Black"], size: "14\"", specs: intel11 }),
  laptop({ brand: "lenovo", name: "IdeaPad 5 Pro 14", year: 2021, launchEur: 999, storages: ["512GB", "1TB"], colours: ["Storm Grey"], size: "14\"", specs: amd }),
  laptop({ brand: "dell", name: "XPS 13 9310", year: 2020, launchEur: 1399, storages: ssd, colours: ["Platinum Silver", "Frost White"], size: "13.4\"", specs: intel11 }),
  laptop({ brand: "dell", name: "XPS 13 Plus 9320", year: 2022, launchEur: 1649, storages: ssd, colours: ["Platinum", "Graphite"], size: "13.4\"", specs: intel12 }),
  laptop({ brand: "dell", name: "XPS 15 9510", year: 2021, launchEur: 1899, storages: ssd, colours: ["Platinum Silver"], size: "15.6\"", specs: intel11 }),
  laptop({ brand: "dell", name: "Latitude 5420", year: 2021, launchEur: 1099, storages: ["256GB", "512GB"], colours: ["Black"], size: "14\"", specs: intel11 }),
  laptop({ brand: "dell", name: "Latitude 5520", year: 2021, launchEur: 1149, storages: ["256GB", "512GB"], colours: ["Black"], size: "15.6\"", specs: intel11 }),
  laptop({ brand: "dell", name: "Latitude 7420", year: 2021, launchEur: 1549, storages: ["256GB", "512GB"], colours: ["Carbon Fiber"], size: "14\"", specs: intel11 }),
  laptop({ brand: "hp", name: "EliteBook 840 G8", year: 2021, launchEur: 1399, storages: ["256GB", "512GB"], colours: ["Silver"], size: "14\"", specs: intel11 }),
  laptop({ brand: "hp", name: "EliteBook 840 G9", year: 2022, launchEur: 1599, storages: ["256GB", "512GB"], colours: ["Silver"], size: "14\"", specs: intel12 }),
  laptop({ brand: "hp", name: "EliteBook 850 G8", year: 2021, launchEur: 1499, storages: ["256GB", "512GB"], colours: ["Silver"], size: "15.6\"", specs: intel11 }),
  laptop({ brand: "hp", name: "Elite x360 1040 G8", year: 2021, launchEur: 1899, storages: ["256GB", "512GB"], colours: ["Silver"], size: "14\"", specs: intel11 }),
  laptop({ brand: "hp", name: "ProBook 450 G8", year: 2021, launchEur: 849, storages: ["256GB", "512GB"], colours: ["Pike Silver"], size: "15.6\"", specs: intel11 }),
  laptop({ brand: "asus", name: "ZenBook 14 UX425", year: 2020, launchEur: 999, storages: ["512GB", "1TB"], colours: ["Pine Grey", "Lilac Mist"], size: "14\"", specs: intel11 }),
  laptop({ brand: "asus", name: "VivoBook 15 X1502", year: 2022, launchEur: 699, storages: ["512GB"], colours: ["Quiet Blue", "Icelight Silver"], size: "15.6\"", specs: intel12 }),
  laptop({ brand: "asus", name: "ROG Zephyrus G14", year: 2021, launchEur: 1599, storages: ["512GB", "1TB"], colours: ["Eclipse Gray", "Moonlight White"], size: "14\"", specs: { cpu: ["AMD Ryzen 9 5900HS"], ram: ["16GB", "32GB"], gpu: ["NVIDIA GeForce RTX 3060"] } }),
  laptop({ brand: "microsoft", name: "Surface Laptop 4", year: 2021, launchEur: 1149, storages: ["256GB", "512GB"], colours: ["Platinum", "Matte Black", "Ice Blue"], size: "13.5\"", specs: intel11 }),
  laptop({ brand: "microsoft", name: "Surface Laptop 5", year: 2022, launchEur: 1299, storages: ["256GB", "512GB"], colours: ["Platinum", "Matte Black", "Sage"], size: "13.5\"", specs: intel12 })
]
