"use server"
import { deactivateCustomer, reactivateCustomer } from "@shop/core/backend/staff/customers"
import { approveReview, rejectReview } from "@shop/core/backend/staff/reviews"
import { runStaffAction, type StaffActionState } from "../actionResult.ts"

/** A bound id as the page gave it, bounded (a server action's arguments are anyone's). */
const boundId = (id: unknown): string => (typeof id === "string" ? id.slice(0, 128) : "")

/** SPEC 4/6 from the customer's page (core deactivateCustomer: signed out everywhere at once, audited). */
export async function deactivateCustomerAction(uid: unknown, _previous: StaffActionState, _form: FormData): Promise<StaffActionState> {
  return runStaffAction("deactivate", (staff) => deactivateCustomer(staff, boundId(uid)), "staff-customer-deactivated-done")
}

export async function reactivateCustomerAction(uid: unknown, _previous: StaffActionState, _form: FormData): Promise<StaffActionState> {
  return runStaffAction("reactivate", (staff) => reactivateCustomer(staff, boundId(uid)), "staff-customer-reactivated-done")
}

/** The moderation queue's decisions (core approveReview / rejectReview: a decided review refuses a second one). */
export async function approveReviewAction(reviewId: unknown, _previous: StaffActionState, _form: FormData): Promise<StaffActionState> {
  return runStaffAction("approve", (staff) => approveReview(staff, boundId(reviewId)), "staff-reviews-approved")
}

export async function rejectReviewAction(reviewId: unknown, _previous: StaffActionState, _form: FormData): Promise<StaffActionState> {
  return runStaffAction("reject", (staff) => rejectReview(staff, boundId(reviewId)), "staff-reviews-rejected")
}
