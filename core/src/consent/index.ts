export * from "./consentChoice.ts"
export * from "./consentCodec.ts"
export * from "./holdBack.ts"
