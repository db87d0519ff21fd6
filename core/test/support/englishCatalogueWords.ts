/**
 * English catalogue words that must not reach a shopper of the ro, bg, hu or el storefronts (issue 17):
 * the colour words of makers' colour names, the accessory words of accessory names, the spec words of
 * materials, connectivities and editions, and the delivery word the Greek cart once said. The seed's
 * tests check the catalogue's words with it, the e2e suite the visible text of the pages it visits.
 *
 * Colour words are matched as written in names (capitalised, whole words), so a brand's own name
 * that merely contains one ("Redmi", "(PRODUCT)RED", "Whitestone") is no leak; the other words in
 * any case. Left out on purpose: words the languages use themselves ("Violet", "Coral" in Romanian,
 * "wireless", "controller", "Laptop", "Tablet"), carrier names ("Orange"), standards (Wi-Fi, GPS).
 */
const colourWords = [
  "Black", "White", "Silver", "Gray", "Grey", "Gold", "Blue", "Green", "Purple", "Pink", "Red", "Yellow",
  "Brown", "Beige", "Midnight", "Starlight", "Graphite", "Titanium", "Navy", "Lavender", "Cream"
]

const otherWords = [
  "tempered glass", "silicone", "screen protector", "charger", "power adapter", "protective sleeve", "sleeve",
  "sport band", "new battery", "battery", "gift wrapping", "cable", "earbuds", "stainless steel", "aluminium",
  "polymer", "generation", "cellular", "courier", "unlocked", "locked to a carrier"
]

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const patterns: ReadonlyArray<readonly [string, RegExp]> = [
  ...colourWords.map((word) => [word, new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, "u")] as const),
  ...otherWords.map((word) => [word, new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, "iu")] as const)
]

/** The listed English words `text` contains, each once, in list order. */
export const englishCatalogueWords = (text: string): ReadonlyArray<string> =>
  patterns.flatMap(([word, pattern]) => (pattern.test(text) ? [word] : []))

/** The words this check looks for (for reports). */
export const checkedEnglishWords: ReadonlyArray<string> = [...colourWords, ...otherWords]
