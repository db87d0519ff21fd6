export * from "./consentChoice.ts"
export * from "./holdBack.ts"
