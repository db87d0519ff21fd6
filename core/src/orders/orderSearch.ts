/**
 * What a staff member's search words `q` look for in orders (our decision): the start of the order's
 * reference (its id, as the buyer's thank-you page and mails show it), a part of the buyer's email
 * (case-insensitive), and the buyer's phone number by its digits: spaces, dots, brackets, a leading
 * `+`/`00` country code of the four markets or a trunk `0` do not matter, so `0722 123 456`,
 * `+40 722 123 456` and `722123456` all find `0722123456`. An order matches when any part does.
 */
export interface OrderTextSearch {
  readonly idPrefix: string | null
  readonly email: string | null
  readonly phoneDigits: string | null
}

export const orderSearchMaxLength = 100

const countryCodes = ["359", "40", "36", "30"]

/** The national part of a typed phone number's digits: no international prefix of our markets, no trunk 0. */
export const nationalDigits = (digits: string): string => {
  let rest = digits.replace(/^00/, "")
  const code = digits.startsWith("00") || digits.length > 10 ? countryCodes.find((c) => rest.startsWith(c)) : undefined
  if (code !== undefined) rest = rest.slice(code.length)
  return rest.replace(/^0+/, "")
}

/** The search for `q`, or null when `q` is empty once trimmed (every order). */
export const orderTextSearch = (q: string): OrderTextSearch | null => {
  const text = q.trim().toLowerCase()
  if (text.length === 0) return null
  const idPrefix = /^[0-9a-f-]{4,36}$/.test(text) ? text : null
  const email = text.length >= 3 ? text : null
  const digits = /^[+\d\s().\/-]+$/.test(text) ? nationalDigits(text.replace(/\D/g, "")) : ""
  return { idPrefix, email, phoneDigits: digits.length >= 4 ? digits : null }
}
