import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { UserRepository } from "@shop/core/backend/auth/ports"
import { Effect, Exit } from "effect"
import { runExit } from "../../src/server/runtime.ts"

let userCounter = 0

/**
 * A user made through the backend, and the Cookie header of a session for them: what a browser
 * signed in as that user sends. (One place to follow the identity's session internals.)
 */
export const signedInUser = async (): Promise<{ readonly id: string; readonly cookie: string }> => {
  userCounter += 1
  const exit = await runExit(Effect.gen(function*() {
    const users = yield* UserRepository
    const user = yield* users.insert({
      email: `reader-${process.pid}-${userCounter}-${Date.now().toString(36)}@example.com`,
      name: "Ana Pop",
      passwordHash: "unused",
      createdAt: Date.now()
    })
    const token = yield* issueSessionToken(user.id)
    return { id: user.id, cookie: `shop_session=${encodeURIComponent(token)}` }
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}
