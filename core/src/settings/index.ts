export * from "./shopConstants.ts"
export * from "./toastSettings.ts"
