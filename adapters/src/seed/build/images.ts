import { accessoryImagePath, accessoryImageSvg } from "../accessoryImage.ts"
import { deviceImageSvg } from "../deviceImage.ts"
import { SeedAccessoryTypes, type SeedImage } from "../types.ts"
import { type FamilyEntry, imagePathOf } from "./models.ts"

/** Labels of the accessory icons (English, like the catalogue's names). */
const accessoryLabels = {
  CASE: "Case",
  CHARGER: "Charger",
  SCREEN_PROTECTOR: "Screen protector",
  CABLE: "Cable",
  HEADPHONES: "Headphones",
  STRAP: "Strap",
  CONTROLLER: "Controller",
  BATTERY: "New battery",
  PROFESSIONAL_INSTALLATION: "Professional installation",
  WRAPPING_TAX: "Gift wrapping"
} as const

/** One picture per family and colour, and one per accessory type. */
export const buildImages = (entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<SeedImage> => [
  ...entries.flatMap(({ brandName, def }) =>
    def.colours.map((colour) => {
      const label = `${brandName} ${def.name}`
      return {
        path: imagePathOf(def, colour),
        kind: def.category,
        colour,
        label,
        svg: deviceImageSvg(def.category, colour, label)
      }
    })
  ),
  ...SeedAccessoryTypes.map((type) => ({
    path: accessoryImagePath(type),
    kind: "accessory" as const,
    colour: "",
    label: accessoryLabels[type],
    svg: accessoryImageSvg(type, accessoryLabels[type])
  }))
]
