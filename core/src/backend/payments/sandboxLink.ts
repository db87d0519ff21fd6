/**
 * Where the app serves the sandbox gateway's payment page (the web shell owns the page). The link
 * carries the payment's secret token: whoever holds it is the payer, as with a real gateway's
 * hosted page. Every sandbox gateway (the database one, the memory fakes) writes it here, and
 * whoever follows it (the page, the pact provider states, tests) reads it here.
 */
export const sandboxPaymentPath = (paymentId: string, token: string): string =>
  `/sandbox-pay/${encodeURIComponent(paymentId)}/?token=${encodeURIComponent(token)}`

export interface SandboxLink {
  readonly paymentId: string
  readonly token: string
}

/** The payment id and token of a sandbox redirect path; undefined for any other path. */
export const parseSandboxLink = (redirectPath: string): SandboxLink | undefined => {
  const match = /^\/sandbox-pay\/([^/?#]+)\/\?token=([^&#]+)$/.exec(redirectPath)
  if (match === null) return undefined
  try {
    return { paymentId: decodeURIComponent(match[1] ?? ""), token: decodeURIComponent(match[2] ?? "") }
  } catch {
    return undefined
  }
}
