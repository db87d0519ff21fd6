/**
 * The staff's customer search (issue 18): one box for an email, a name or a phone number. Text
 * matches a customer's sign-in email or name anywhere, case-insensitively. A query that looks like a
 * phone number also matches the customers whose orders carry that phone: by its last 8 digits, so
 * "0722 123 456", "+40 722 123 456" and "0040722123456" find the same customer (trunk and country
 * prefixes differ, the subscriber's digits do not).
 */
export const customersPageSize = 25

/** Queries longer than this are refused at the door (a 400), never searched. */
export const customerQueryMaxLength = 200

/** Digits of the phone that must match, at most; a shorter phone query matches its digits anywhere. */
export const phoneTailDigits = 8

/** Fewer digits than this is no phone query (a house number in a name search, a year). */
export const phoneMinDigits = 6

export interface CustomerQuery {
  /** Trimmed, lower-cased, inner whitespace collapsed; "" lists every customer. */
  readonly text: string
  /** The digits an order's phone must contain, or null when the query is no phone number. */
  readonly phoneDigits: string | null
}

const phoneShape = /^[+\d\s().\/-]+$/

/** What the repository searches for, from what the staff member typed. */
export const customerQueryOf = (raw: string): CustomerQuery => {
  const text = raw.trim().replace(/\s+/g, " ").toLowerCase()
  const digits = text.replace(/\D/g, "")
  const phoneDigits = phoneShape.test(text) && digits.length >= phoneMinDigits ? digits.slice(-phoneTailDigits) : null
  return { text, phoneDigits }
}

/** Whether a stored phone matches the query's digits (the memory adapter's rule; SQL says the same). */
export const phoneMatches = (phone: string, phoneDigits: string): boolean => phone.replace(/\D/g, "").includes(phoneDigits)

/** Whether a stored email or name matches the query's text. */
export const textMatches = (value: string | null, text: string): boolean => value !== null && value.toLowerCase().includes(text)
