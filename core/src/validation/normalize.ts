/**
 * Normalisers shared by the validators and by whoever stores the value: a rule checks the normalised
 * form, so the submitter must store the same normalised form (route handlers call these too).
 */

/** Codes (tax codes, registration numbers, IBANs, ID numbers) are case-insensitive and often typed in groups. */
export const compactCode = (value: string): string => value.replace(/\s+/gu, "").toUpperCase()

/** Phone numbers are typed with spaces, dots, dashes, slashes or brackets between digit groups. */
export const compactPhone = (value: string): string => value.replace(/[\s.\-/()]+/gu, "")

/** Postal codes keep a single inner space (Greek "106 82") but lose the outer ones. */
export const tidyPostalCode = (value: string): string => value.trim().replace(/\s+/gu, " ")
