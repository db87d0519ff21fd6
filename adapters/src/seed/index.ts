/**
 * The deterministic seed of the shop's database: catalogue, prices, accessories, services,
 * buyback prices, geography and market settings for RO, BG, HU and GR.
 */
export * from "./types.ts"
export { defaultSeedNumber, generateSeed } from "./generateSeed.ts"
export { deviceSvg, type DeviceDrawing } from "./build/drawings/device.ts"
export { accessoryImagePath, accessoryImageSvg } from "./accessoryImage.ts"
export { eurRates, fromEur, priceLevels, shelfPrice } from "./money.ts"
export { seedRandom, type SeedRandom } from "./random.ts"
