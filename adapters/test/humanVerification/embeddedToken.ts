/** The widget's answer as a token, as the browser's check sends it (there with btoa). */
export const encodeEmbeddedToken = (challenge: unknown, solution: unknown): string =>
  Buffer.from(JSON.stringify({ challenge, solution }), "utf8").toString("base64")
