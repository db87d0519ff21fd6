// @ts-check
import { randomBytes } from "node:crypto"

/**
 * The security headers of every response (issue 14 "Web hardening", DESIGN "Security model").
 *
 * The Content-Security-Policy carries a fresh nonce per request. Next reads the nonce from the
 * request's own `Content-Security-Policy` header while it renders and puts it on its scripts and
 * inline styles; the layout reads `x-nonce` for the one inline script of ours (the Firebase public
 * config). `'strict-dynamic'` lets the nonce'd bundles load their own chunks (the Firebase SDK, the
 * Turnstile script) without a host list; inline event handlers and injected scripts stay blocked.
 * Style attributes (React `style` props) are allowed by `style-src-attr`; `<style>` needs the nonce.
 *
 * Nonces need per-request rendering (Next's docs: a prerendered page has no request to take a nonce
 * from); the storefront renders per request today. A cached shell (issue 15) would move to hashes.
 */

/**
 * @typedef {object} CspSources
 * @property {ReadonlyArray<string>} connect  extra connect-src sources (Firebase, its emulators)
 * @property {ReadonlyArray<string>} frame    extra frame-src sources (Turnstile)
 */

/**
 * What the configuration adds to the policy: Firebase Auth and Firestore endpoints (and emulator hosts)
 * in Firebase mode, Cloudflare's frame with Turnstile.
 * @param {NodeJS.ProcessEnv} env
 * @returns {CspSources}
 */
export const cspSourcesFromEnv = (env) => {
  const connect = []
  const frame = []
  const set = (/** @type {string | undefined} */ value) => value !== undefined && value.trim() !== ""
  if (set(env["FIREBASE_API_KEY"]) && set(env["FIREBASE_PROJECT_ID"])) {
    connect.push("https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://firestore.googleapis.com")
    if (set(env["FIREBASE_AUTH_DOMAIN"])) frame.push(`https://${env["FIREBASE_AUTH_DOMAIN"]?.trim()}`)
    for (const host of [env["FIREBASE_AUTH_EMULATOR_HOST"], env["FIRESTORE_EMULATOR_HOST"]]) {
      const value = host?.trim()
      if (value !== undefined && /^[A-Za-z0-9.:[\]-]+$/.test(value)) connect.push(`http://${value}`, `ws://${value}`)
    }
  }
  if ((env["HUMAN_VERIFICATION"] ?? "").trim() === "turnstile") frame.push("https://challenges.cloudflare.com")
  return { connect, frame }
}

/** A fresh nonce: 128 random bits, base64. */
export const newNonce = () => randomBytes(16).toString("base64")

/**
 * @param {string} nonce
 * @param {CspSources} sources
 * @param {{ readonly dev: boolean, readonly https: boolean }} mode
 * @returns {string}
 */
export const contentSecurityPolicy = (nonce, sources, mode) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${mode.dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${sources.connect.map((s) => ` ${s}`).join("")}`,
    `frame-src 'self'${sources.frame.map((s) => ` ${s}`).join("")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(mode.https ? ["upgrade-insecure-requests"] : [])
  ].join("; ")

/** Two years, the preload list's minimum; only ever sent over HTTPS. */
const hstsMaxAgeSeconds = 63_072_000

/**
 * The headers besides the CSP. `payment=(self)`: a real gateway may use the Payment Request API on
 * our own pages; nothing else of the browser's powerful features is ours to use.
 * @param {boolean} https
 * @returns {ReadonlyArray<readonly [string, string]>}
 */
export const staticSecurityHeaders = (https) => [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["permissions-policy", "camera=(), microphone=(), geolocation=(), usb=(), serial=(), payment=(self)"],
  ["x-frame-options", "DENY"],
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-site"],
  ...(https ? [/** @type {const} */ (["strict-transport-security", `max-age=${hstsMaxAgeSeconds}; includeSubDomains`])] : [])
]
