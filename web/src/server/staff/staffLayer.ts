import "server-only"
import { StaffRepositoryPg } from "@shop/adapters/postgres/repositories/StaffRepositoryPg"
import { ensureFirstAdmin } from "@shop/core/backend/staff/staffAccounts"
import { Effect, Layer, Option, Redacted } from "effect"
import { Settings } from "../settings.ts"

/**
 * The staff console's stores (staff members, their sessions, the audit log) and, on start, the first
 * admin (core ensureFirstAdmin): STAFF_ADMIN_EMAIL + STAFF_ADMIN_PASSWORD create or restore it; without
 * them a shop with no staff gets an admin whose one-time password is printed here, once, to the
 * server log (never sent to a browser, nothing of it in the source).
 */
const firstAdmin = Layer.effectDiscard(Effect.gen(function*() {
  const { staffAdmin } = yield* Settings
  if (Option.isSome(staffAdmin.email) !== Option.isSome(staffAdmin.password)) {
    return yield* Effect.die(new Error("STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD must be set together, or not at all"))
  }
  const configured = Option.isSome(staffAdmin.email) && Option.isSome(staffAdmin.password)
    ? Option.some({ email: staffAdmin.email.value, password: Redacted.value(staffAdmin.password.value) })
    : Option.none()
  const result = yield* ensureFirstAdmin(configured).pipe(
    Effect.catchTag("InvalidRequest", (invalid) =>
      Effect.die(new Error(`STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD: ${invalid.message}`)))
  )
  if (Option.isSome(result.oneTimePassword)) {
    // Printed on purpose: the only way into a fresh shop's console without settings.
    console.log(
      `> Staff console: the first admin is ${result.email} with the one-time password ${result.oneTimePassword.value}\n` +
      "  (sign in at /staff/ and add your own admin; set STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD to choose them instead)"
    )
  } else if (result.outcome !== "kept") {
    yield* Effect.logInfo(`Staff console: the admin ${result.email} was ${result.outcome} from STAFF_ADMIN_EMAIL`)
  }
}))

export const StaffLayer = Layer.provideMerge(firstAdmin, StaffRepositoryPg.layer)
