/**
 * How the account pages name an order or a sale to the shopper: the first eight characters of its
 * id, upper-case (a full UUID in a page title wraps over several lines on a phone).
 */
export const shortReference = (id: string): string => id.slice(0, 8).toUpperCase()
