import { Clock, Effect, Option } from "effect"
import { InvalidRequest, notFound, SignInRefused, ValidationFailed } from "../../errors.ts"
import type { StaffActor, StaffLanguage, StaffRole } from "../../staff/roles.ts"
import { validateEmail } from "../../validation/text.ts"
import { normalizeEmail } from "../auth/accounts.ts"
import { PasswordHasher } from "../auth/ports.ts"
import { addressKey, clearRateLimit, consumeRateLimits } from "../limits/rateLimit.ts"
import { SecretTokens } from "../ports/SecretTokens.ts"
import { requirePermission } from "./access.ts"
import { audit } from "./audit.ts"
import { type StaffRecord, StaffRepository, StaffSessionRepository } from "./ports.ts"

/**
 * Staff accounts and sessions (issue 18, docs/decisions-staff.md). A staff member signs in with an
 * email and a password at /staff/; the console's cookie carries a random token whose digest is the
 * session row (as shoppers' sessions: revocable, a copy of the database signs nobody in).
 */

/** A working day: a staff session ends 12 hours after its sign-in, however busy (no sliding renewal). */
export const staffSessionLifetime = 12 * 60 * 60 * 1000

/** Staff passwords are longer than shoppers': they reach every customer's data. */
export const staffPasswordMinLength = 12
export const staffPasswordMaxLength = 128

const maxTokenLength = 128

export const actorOf = (staff: StaffRecord): StaffActor => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  language: staff.language
})

const refused = new SignInRefused({ message: "wrong email or password" })

const usable = (token: string | undefined): token is string =>
  token !== undefined && token.length > 0 && token.length <= maxTokenLength

/** Checks a new staff member's email and password; InvalidRequest names what is wrong. */
const checkCredentials = (email: string, password: string) =>
  Effect.gen(function*() {
    if (Option.isSome(validateEmail(email))) return yield* Effect.fail(new InvalidRequest({ message: "a valid email is required" }))
    const length = [...password].length
    if (length < staffPasswordMinLength || length > staffPasswordMaxLength) {
      return yield* Effect.fail(new InvalidRequest({
        message: `a staff password has ${staffPasswordMinLength} to ${staffPasswordMaxLength} characters`
      }))
    }
  })

/** Ends the session of a token (an unknown or malformed token is no error). */
export const staffSignOut = Effect.fn("Staff.signOut")(function*(token: string | undefined) {
  if (!usable(token)) return
  const digest = yield* SecretTokens.use((secrets) => secrets.digest(token))
  yield* (yield* StaffSessionRepository).revoke(digest)
})

/**
 * Password sign-in under the staff login limit (the account and the client address, counted BEFORE
 * the password is checked); an unknown email is checked against a hash of nobody's password so it costs
 * what a wrong password costs; a disabled member is refused the same way. The session the browser
 * presented ends first (no session fixation). Answers the member and the new session's token.
 */
export const staffSignIn = Effect.fn("Staff.signIn")(function*(
  credentials: { readonly email: string; readonly password: string },
  clientAddress: string,
  previousToken: string | undefined
) {
  const email = normalizeEmail(credentials.email)
  yield* consumeRateLimits([
    { name: "staff-login-account", key: email },
    { name: "staff-login-address", key: addressKey(clientAddress) }
  ])
  const hasher = yield* PasswordHasher
  const found = yield* (yield* StaffRepository).findByEmail(email)
  const hash = Option.isSome(found) ? found.value.passwordHash : yield* hasher.unusedHash
  const matches = yield* hasher.verify(hash, credentials.password)
  if (Option.isNone(found) || !matches || found.value.disabledAt !== null) return yield* Effect.fail(refused)
  yield* clearRateLimit({ name: "staff-login-account", key: email }).pipe(
    Effect.ignore({ log: "Warn", message: "Clearing the staff login count after a sign-in failed" })
  )
  yield* staffSignOut(previousToken)
  const minted = yield* (yield* SecretTokens).mint
  const now = yield* Clock.currentTimeMillis
  const expiresAt = now + staffSessionLifetime
  yield* (yield* StaffSessionRepository).create({ digest: minted.digest, staffId: found.value.id, createdAt: now, expiresAt })
  return { staff: actorOf(found.value), token: minted.token, expiresAt }
})

/** The live session of a cookie's token with its staff member; none when ended, expired or the member is disabled. */
export const staffSessionOf = Effect.fn("Staff.session")(function*(token: string | undefined) {
  if (!usable(token)) return Option.none<{ readonly staff: StaffActor; readonly expiresAt: number }>()
  const digest = yield* SecretTokens.use((secrets) => secrets.digest(token))
  const now = yield* Clock.currentTimeMillis
  const found = yield* (yield* StaffSessionRepository).find(digest, now)
  if (Option.isNone(found) || found.value.staff.disabledAt !== null) return Option.none()
  return Option.some({ staff: actorOf(found.value.staff), expiresAt: found.value.expiresAt })
})

export interface NewStaffInput {
  readonly email: string
  readonly name: string
  readonly role: StaffRole
  readonly language: StaffLanguage
  readonly password: string
}

/** Creates a staff member (the CLI, the first admin, an admin's call). InvalidRequest for a bad email or password. */
export const createStaff = Effect.fn("Staff.create")(function*(input: NewStaffInput) {
  const email = normalizeEmail(input.email)
  yield* checkCredentials(email, input.password)
  const name = input.name.trim()
  if (name.length === 0 || name.length > 120) return yield* Effect.fail(new InvalidRequest({ message: "a name of 1 to 120 characters is required" }))
  const passwordHash = yield* PasswordHasher.use((hasher) => hasher.hash(input.password))
  const createdAt = yield* Clock.currentTimeMillis
  return yield* (yield* StaffRepository).insert({ email, name, role: input.role, language: input.language, passwordHash, createdAt })
})

/** An admin adds a staff member (staff.manage), audited without the password. */
export const addStaffMember = Effect.fn("Staff.add")(function*(actor: StaffActor, input: NewStaffInput) {
  yield* requirePermission(actor, "staff.manage")
  const created = yield* createStaff(input).pipe(Effect.catchTag("StaffEmailTaken", (taken) =>
    Effect.fail(new ValidationFailed({ fields: { email: "email-already-in-use" }, message: `${taken.email} is a staff member already` }))))
  yield* audit(actor, "staff.add", `staff:${created.id}`, null, publicStaff(created))
  return publicStaff(created)
})

/** A staff member as the console shows them: never the hash. */
export const publicStaff = (staff: StaffRecord) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  language: staff.language,
  disabledAt: staff.disabledAt,
  createdAt: staff.createdAt
})

export const listStaffMembers = Effect.fn("Staff.list")(function*(actor: StaffActor) {
  yield* requirePermission(actor, "staff.manage")
  return (yield* (yield* StaffRepository).list).map(publicStaff)
})

/**
 * An admin changes a member's role or language, or disables or enables them; disabling ends every
 * session of theirs at once. An admin cannot change their own role or disable themselves (the shop
 * would be left without an admin by one click).
 */
export const updateStaffMember = Effect.fn("Staff.update")(function*(
  actor: StaffActor,
  id: string,
  change: { readonly role?: StaffRole; readonly language?: StaffLanguage; readonly disabled?: boolean }
) {
  yield* requirePermission(actor, "staff.manage")
  const staff = yield* StaffRepository
  const before = yield* staff.findById(id)
  if (Option.isNone(before)) return yield* Effect.fail(notFound("staff member", id))
  if (id === actor.id && (change.role !== undefined && change.role !== before.value.role || change.disabled === true)) {
    return yield* Effect.fail(new InvalidRequest({ message: "you cannot change your own role or disable yourself" }))
  }
  const now = yield* Clock.currentTimeMillis
  const disabledAt = change.disabled === undefined ? undefined : change.disabled ? (before.value.disabledAt ?? now) : null
  const after = yield* staff.update(id, {
    ...(change.role === undefined ? {} : { role: change.role }),
    ...(change.language === undefined ? {} : { language: change.language }),
    ...(disabledAt === undefined ? {} : { disabledAt })
  })
  if (Option.isNone(after)) return yield* Effect.fail(notFound("staff member", id))
  if (after.value.disabledAt !== null) yield* (yield* StaffSessionRepository).revokeAll(id)
  yield* audit(actor, "staff.update", `staff:${id}`, publicStaff(before.value), publicStaff(after.value))
  return publicStaff(after.value)
})

/**
 * The first admin on start (issue 18): with STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD, that member is
 * created, or updated (admin role, that password, enabled); without them, a shop with no staff at all
 * gets an admin `admin@shop.invalid` with a random password, answered once for the server log to print
 * (nothing of it is in the source). A shop that has staff is left as it is.
 */
export const ensureFirstAdmin = Effect.fn("Staff.ensureFirstAdmin")(function*(configured: Option.Option<{ readonly email: string; readonly password: string }>) {
  const staff = yield* StaffRepository
  if (Option.isSome(configured)) {
    const email = normalizeEmail(configured.value.email)
    yield* checkCredentials(email, configured.value.password)
    const existing = yield* staff.findByEmail(email)
    if (Option.isNone(existing)) {
      yield* createStaff({ email, name: "Admin", role: "admin", language: "en", password: configured.value.password })
      return { outcome: "created" as const, email, oneTimePassword: Option.none<string>() }
    }
    const passwordHash = yield* PasswordHasher.use((hasher) => hasher.hash(configured.value.password))
    yield* staff.update(existing.value.id, { role: "admin", passwordHash, disabledAt: null })
    return { outcome: "updated" as const, email, oneTimePassword: Option.none<string>() }
  }
  if ((yield* staff.count) > 0) return { outcome: "kept" as const, email: "", oneTimePassword: Option.none<string>() }
  const password = (yield* (yield* SecretTokens).mint).token
  const email = "admin@shop.invalid"
  yield* createStaff({ email, name: "Admin", role: "admin", language: "en", password })
  return { outcome: "created" as const, email, oneTimePassword: Option.some(password) }
})
