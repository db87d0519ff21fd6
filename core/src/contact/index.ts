export * from "./contactMessage.ts"
