import { commonPatterns } from "./patterns/common.ts"
import { invalid, requiredThen, valid } from "./check.ts"
import type { FieldCheck, FieldInput } from "./check.ts"
import { compactCode } from "./normalize.ts"

/** Any value at all (after trimming). */
export const validateRequired = (value: FieldInput): FieldCheck => requiredThen(value, () => valid)

/** SPEC 5: the usual address pattern. */
export const validateEmail = (value: FieldInput): FieldCheck =>
  requiredThen(value, (email) =>
    email.length <= commonPatterns.emailMaxLength && commonPatterns.email.test(email) ? valid : invalid("invalid-email")
  )

const letterCount = (word: string): number => word.match(commonPatterns.letter)?.length ?? 0

/**
 * SPEC 5: at least two words of 2 or more letters each. Initials and particles may sit between them
 * ("Ion I. Popescu"), but every word must be a name word: no digits or stray symbols.
 */
export const validateName = (value: FieldInput): FieldCheck =>
  requiredThen(value, (name) => {
    const words = name.split(/\s+/u)
    const allNameWords = words.every((word) => commonPatterns.nameWord.test(word))
    const fullWords = words.filter((word) => letterCount(word) >= commonPatterns.nameMinLetters).length
    return allNameWords && fullWords >= commonPatterns.nameMinWords ? valid : invalid("invalid-name")
  })

/** SPEC 5: the Hungarian-style name pattern, letters only (words joined by a space or a hyphen). */
export const validateLettersOnly = (value: FieldInput): FieldCheck =>
  requiredThen(value, (text) => (commonPatterns.lettersOnly.test(text) ? valid : invalid("only-letters-allowed")))

/** SPEC 5: letters, digits, spaces, dot and hyphen. */
export const validateAlphanumeric = (value: FieldInput): FieldCheck =>
  requiredThen(value, (text) => (commonPatterns.alphanumeric.test(text) ? valid : invalid("invalid-characters")))

/** SPEC 5: Romanian ID-like values, RO prefix with 1-9 digits, or 6-12 digits. */
export const validateRomanianId = (value: FieldInput): FieldCheck =>
  requiredThen(value, (text) => (commonPatterns.romanianId.test(compactCode(text)) ? valid : invalid("invalid-id-number")))

/** At most `max` characters once trimmed (blank passes: pair it with validateRequired when needed). */
export const validateMaxLength = (value: FieldInput, max: number): FieldCheck =>
  (value ?? "").trim().length <= max ? valid : invalid("text-too-long")
