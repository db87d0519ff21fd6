import { Effect, Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * GET /api/health/: 200 `{ status: "ok" }` once the application has started (database open and
 * migrated, secrets read); 503 with Retry-After while it cannot (the reason is logged, never sent).
 * The server asks it once after it listens (web/server/main.mjs) and exits when the shop cannot start;
 * a load balancer may ask it too.
 */
export const GET = route({
  response: Schema.Struct({ status: Schema.Literal("ok") }),
  handler: () => Effect.succeed({ status: "ok" as const })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
