import "server-only"
import { can, type StaffActor, type StaffPermission } from "@shop/core/staff/roles"
import { Exit, Option } from "effect"
import { redirect } from "next/navigation"
import { pageCookies } from "../server/auth/pageCookies.ts"
import { runExit } from "../server/runtime.ts"
import { staffOfCookies } from "../server/staff/staffSession.ts"

/** Where the console's sign-in is. */
export const staffLoginPath = "/staff/login/"

/**
 * The staff member of this page request's console cookie (the same lookup as the calls), or none:
 * signed out, ended, expired, disabled, or the database not answering (the page then asks to sign in,
 * and the sign-in says the console is unavailable).
 */
export const currentStaff = async (): Promise<Option.Option<StaffActor>> => {
  const exit = await runExit(staffOfCookies(await pageCookies()))
  return Exit.isSuccess(exit) ? exit.value : Option.none()
}

/** The signed-in member, or a redirect to the sign-in (which comes back to `returnTo`). */
export const requireStaff = async (returnTo: string): Promise<StaffActor> => {
  const staff = await currentStaff()
  if (Option.isNone(staff)) redirect(`${staffLoginPath}?next=${encodeURIComponent(returnTo)}`)
  return staff.value
}

/**
 * What a console page does first: the member, and whether their role may open it (`allowed` false:
 * the page renders StaffForbidden instead of its data, without reading anything).
 */
export const staffPage = async (returnTo: string, permission: StaffPermission): Promise<{ readonly staff: StaffActor; readonly allowed: boolean }> => {
  const staff = await requireStaff(returnTo)
  return { staff, allowed: can(staff.role, permission) }
}

/** Only a console path may be a sign-in's `next` (no open redirect to another site). */
export const safeReturnPath = (next: unknown): string =>
  typeof next === "string" && /^\/staff\/[A-Za-z0-9/_?=&%.-]*$/.test(next) && !next.includes("//") ? next : "/staff/"
