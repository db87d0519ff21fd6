export * from "./pagination.ts"
export * from "./review.ts"
export * from "./shownRating.ts"
export * from "./summary.ts"
