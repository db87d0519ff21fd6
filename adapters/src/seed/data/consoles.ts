import { console_, type ModelDef } from "./modelDef.ts"

/** Real game consoles with their built-in storage. */
export const consoles: ReadonlyArray<ModelDef> = [
  console_("sony", "PlayStation 4 Slim", 2016, 299, ["500GB", "1TB"], ["Jet Black", "Glacier White"]),
  console_("sony", "PlayStation 4 Pro", 2016, 399, ["1TB"], ["Jet Black", "Glacier White"]),
  console_("sony", "PlayStation 5", 2020, 499, ["825GB"], ["White"]),
  console_("sony", "PlayStation 5 Digital Edition", 2020, 399, ["825GB"], ["White"]),
  console_("sony", "PlayStation 5 Slim", 2023, 549, ["1TB"], ["White"]),
  console_("microsoft", "Xbox One S", 2016, 299, ["500GB", "1TB"], ["Robot White"]),
  console_("microsoft", "Xbox One X", 2017, 499, ["1TB"], ["Black"]),
  console_("microsoft", "Xbox Series S", 2020, 299, ["512GB", "1TB"], ["Robot White", "Carbon Black"]),
  console_("microsoft", "Xbox Series X", 2020, 499, ["1TB", "2TB"], ["Carbon Black", "Robot White"]),
  console_("nintendo", "Switch", 2019, 329, ["32GB"], ["Neon Red/Blue", "Gray"]),
  console_("nintendo", "Switch Lite", 2019, 219, ["32GB"], ["Turquoise", "Yellow", "Gray", "Coral", "Blue"]),
  console_("nintendo", "Switch OLED", 2021, 349, ["64GB"], ["White", "Neon Red/Blue"])
]
