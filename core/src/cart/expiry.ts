/** SPEC 9: cart state version; stored carts of any other version are dropped. */
export const STATE_VERSION = "1.04"

/** Every version's local key starts with this; the version follows it. */
export const CART_STORAGE_KEY_PREFIX = "cart-state-"

/** SPEC 9: the local key includes the version, so a version bump never reads an old shape. */
export const CART_STORAGE_KEY = `${CART_STORAGE_KEY_PREFIX}${STATE_VERSION}`

/** SPEC 9 default; the real value comes from an environment setting read by the adapters. */
export const DEFAULT_EXPIRY_MONTHS = 1

const daysInUtcMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/**
 * Adds calendar months in UTC, clamping the day to the target month's length (31 Jan + 1 month
 * = 28/29 Feb), so a cart saved at month end does not expire early in the next month but one.
 */
export const addCalendarMonths = (epochMs: number, months: number): number => {
  const date = new Date(epochMs)
  const monthIndex = date.getUTCMonth() + months
  const year = date.getUTCFullYear() + Math.floor(monthIndex / 12)
  const month = ((monthIndex % 12) + 12) % 12
  const day = Math.min(date.getUTCDate(), daysInUtcMonth(year, month))
  return Date.UTC(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds()
  )
}

export const cartExpiry = (now: number, expiryMonths: number = DEFAULT_EXPIRY_MONTHS): number =>
  addCalendarMonths(now, expiryMonths)

export const isExpired = (expireAt: number, now: number): boolean => expireAt <= now
