"use server"
import { addStaffMember, updateStaffMember } from "@shop/core/backend/staff/staffAccounts"
import { InvalidRequest, ValidationFailed } from "@shop/core/errors"
import { StaffLanguage, StaffRole } from "@shop/core/staff/roles"
import { Effect, Option, Schema } from "effect"
import { formText, runStaffAction, type StaffActionState } from "../actionResult.ts"

const roleOf = Schema.decodeUnknownOption(StaffRole)
const languageOf = Schema.decodeUnknownOption(StaffLanguage)
const boundId = (id: unknown): string => (typeof id === "string" ? id.slice(0, 64) : "")

/** The team page's "add a staff member" (core addStaffMember: admins only, audited). */
export async function addStaffAction(_previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  return runStaffAction("add", (staff) => {
    const role = roleOf(formText(form, "role"))
    const language = languageOf(formText(form, "language"))
    if (Option.isNone(role) || Option.isNone(language)) return Effect.fail(new InvalidRequest({ message: "choose a role and a language" }))
    return addStaffMember(staff, {
      email: formText(form, "email", 254),
      name: formText(form, "name", 120),
      role: role.value,
      language: language.value,
      password: formText(form, "password", 256)
    }).pipe(Effect.catchTag("ValidationFailed", (failed: ValidationFailed) => Effect.fail(new InvalidRequest({ message: failed.message }))))
  }, "staff-team-added")
}

/** A member's new role (core updateStaffMember). */
export async function changeRoleAction(staffId: unknown, _previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  return runStaffAction("role", (staff) => {
    const role = roleOf(formText(form, "role"))
    if (Option.isNone(role)) return Effect.fail(new InvalidRequest({ message: "choose a role" }))
    return updateStaffMember(staff, boundId(staffId), { role: role.value })
  })
}

/** Disables a member (their sessions end at once) or enables them again. */
export async function setDisabledAction(staffId: unknown, disabled: unknown, _previous: StaffActionState, _form: FormData): Promise<StaffActionState> {
  return runStaffAction("disable", (staff) => updateStaffMember(staff, boundId(staffId), { disabled: disabled === true }))
}
