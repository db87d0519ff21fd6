/**
 * Next's instrumentation hook: `register()` runs once when a server process starts. On Node it
 * installs the shutdown hook that closes the server runtime (and with it PGlite or the pg pool) on
 * SIGTERM and SIGINT (instrumentation-node.ts). The edge runtime has no process signals; Next
 * replaces `process.env.NEXT_RUNTIME` when it compiles, so the edge build drops the import, and
 * `next build` is not affected.
 */
export async function register(): Promise<void> {
  // Written `process.env.NEXT_RUNTIME` (not with brackets): the member expression Next replaces.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { registerShutdown } = await import("./instrumentation-node.ts")
    registerShutdown()
  }
}
