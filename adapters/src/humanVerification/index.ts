export * from "./config.ts"
export * from "./HumanVerificationEmbedded.ts"
export * from "./HumanVerificationTurnstile.ts"
