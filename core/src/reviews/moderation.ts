import { Result, Schema } from "effect"
import type { ReviewStatus } from "./review.ts"

/**
 * Review moderation as a state machine (issue 8, issue 18): a new review is pending; a moderator
 * approves it (listed and counted from then on) or rejects it (never shown). Only a pending review is
 * decided, once: a second decision (two moderators at once, a stale page) is refused, so the log of
 * who decided what is never overwritten by a later click.
 */
export const ReviewDecision = Schema.Literals(["approve", "reject"])
export type ReviewDecision = typeof ReviewDecision.Type

/** Where a decision takes a review. */
export const decidedStatus = (decision: ReviewDecision): "approved" | "rejected" => (decision === "approve" ? "approved" : "rejected")

/** The status a decision leaves a review in, or the status that refuses it (anything but pending). */
export const decideReview = (status: ReviewStatus, decision: ReviewDecision): Result.Result<"approved" | "rejected", ReviewStatus> =>
  status === "pending" ? Result.succeed(decidedStatus(decision)) : Result.fail(status)
