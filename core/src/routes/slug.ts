/**
 * URL slugs: lower-case ASCII words joined by single hyphens. Names from the catalogue
 * (brand, model, colour, storage) are slugified here, in core, so every caller gets the
 * same URL for the same device. Diacritics are stripped. Bulgarian Cyrillic follows the
 * official streamlined transliteration except й -> i, as the shop's own slugs do (продай ->
 * `prodai`). Greek follows ELOT 743 for ου and αυ/ευ/ηυ and reads other letters one by one
 * (γγ -> gg, as in `eggrafi`). `+` becomes the word `plus` so "Galaxy S21+" and "Galaxy S21"
 * get different slugs.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isSlug = (text: string): boolean => slugPattern.test(text)

const cyrillic: Readonly<Record<string, string>> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ж: "zh", з: "z", и: "i", й: "i",
  к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u",
  ф: "f", х: "h", ц: "ts", ч: "ch", ш: "sh", щ: "sht", ъ: "a", ь: "y", ю: "yu", я: "ya",
  // Not Bulgarian, but brand and colour names borrowed from Russian or Ukrainian appear.
  ё: "yo", ы: "y", э: "e", є: "ye", і: "i", ї: "yi", ґ: "g"
}

const greek: Readonly<Record<string, string>> = {
  α: "a", β: "v", γ: "g", δ: "d", ε: "e", ζ: "z", η: "i", θ: "th", ι: "i", κ: "k",
  λ: "l", μ: "m", ν: "n", ξ: "x", ο: "o", π: "p", ρ: "r", σ: "s", ς: "s", τ: "t",
  υ: "y", φ: "f", χ: "ch", ψ: "ps", ω: "o",
  // A dialytika splits a would-be diphthong: listed so their marks are not stripped early.
  ϊ: "i", ΐ: "i", ϋ: "y", ΰ: "y"
}

// ELOT 743: αυ, ευ, ηυ read av/ev/iv, but af/ef/if before a voiceless consonant or at the end.
const upsilonDiphthong: Readonly<Record<string, string>> = { α: "a", ε: "e", η: "i" }
const voiceless = new Set(["θ", "κ", "ξ", "π", "σ", "ς", "τ", "φ", "χ", "ψ"])
const isGreekLetter = (ch: string | undefined): boolean => ch !== undefined && Object.hasOwn(greek, ch)

// Letters that Unicode does not decompose into a base letter plus a mark.
const undecomposable: Readonly<Record<string, string>> = {
  ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th", ð: "d", ı: "i"
}

const combiningMarks = /[\u0300-\u036f]/g

const letters: Readonly<Record<string, string>> = { ...cyrillic, ...greek, ...undecomposable }

// Letters with their own entry (й, ё, ϋ) are read before decomposition strips their marks.
const baseLetter = (ch: string): string =>
  Object.hasOwn(letters, ch) ? ch : ch.normalize("NFD").replace(combiningMarks, "")

const transliterate = (lower: string): string => {
  const bases = Array.from(lower, baseLetter)
  let out = ""
  for (let i = 0; i < bases.length; i++) {
    const ch = bases[i] ?? ""
    const vowel = upsilonDiphthong[ch]
    if (ch === "ο" && bases[i + 1] === "υ") {
      out += "ou"
      i++
    } else if (vowel !== undefined && bases[i + 1] === "υ") {
      const after = bases[i + 2]
      out += vowel + (!isGreekLetter(after) || voiceless.has(after ?? "") ? "f" : "v")
      i++
    } else {
      out += letters[ch] ?? ch
    }
  }
  return out
}

/**
 * The slug of a display name; `""` when nothing slug-worthy is left (callers treat an empty
 * slug as an invalid name). Idempotent: `slugify(slugify(x)) === slugify(x)`.
 */
export const slugify = (name: string): string =>
  transliterate(name.normalize("NFC").toLowerCase())
    .replace(/['’`]/g, "")
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
