import { createStaff, staffSignIn } from "@shop/core/backend/staff/staffAccounts"
import type { StaffActor, StaffRole } from "@shop/core/staff/roles"
import { Effect, Exit } from "effect"
import { runExit } from "../../src/server/runtime.ts"

let staffCounter = 0

export interface TestStaff {
  readonly staff: StaffActor
  readonly password: string
  /** The Cookie header of a browser signed in to the staff console as this member. */
  readonly cookie: string
}

/**
 * A staff member of `role` made through core (createStaff), signed in through core's staffSignIn (each
 * from its own address, so tests never spend one another's login limit): what a browser signed in to
 * the console sends.
 */
export const signedInStaff = async (role: StaffRole): Promise<TestStaff> => {
  staffCounter += 1
  const email = `staff-${role}-${process.pid}-${staffCounter}-${Date.now().toString(36)}@shop.example`
  const password = `long enough password ${staffCounter}`
  const exit = await runExit(Effect.gen(function*() {
    yield* createStaff({ email, name: `Test ${role}`, role, language: "en", password })
    const signed = yield* staffSignIn({ email, password }, `test-staff-${staffCounter}`, undefined)
    return { staff: signed.staff, password, cookie: `shop_staff=${encodeURIComponent(signed.token)}` }
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}
