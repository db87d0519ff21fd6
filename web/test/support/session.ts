import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { Effect, Exit } from "effect"
import { runExit } from "../../src/server/runtime.ts"

let userCounter = 0

export interface TestUser {
  readonly id: string
  readonly email: string
  /** The Cookie header of a browser signed in as the user. */
  readonly cookie: string
}

/**
 * A user made through the backend, and the Cookie header of a session for them: what a browser
 * signed in as that user sends. With `password` the account has it (hashed as registration hashes
 * it: for the calls that check it); without, it signs in by its session only. (One place to follow
 * the identity's session internals.)
 */
export const signedInUser = async (password?: string): Promise<TestUser> => {
  userCounter += 1
  const email = `user-${process.pid}-${userCounter}-${Date.now().toString(36)}@example.com`
  const exit = await runExit(Effect.gen(function*() {
    const passwordHash = password === undefined ? "unused" : yield* (yield* PasswordHasher).hash(password)
    const user = yield* (yield* UserRepository).insert({ email, name: "Ana Pop", passwordHash, createdAt: Date.now() })
    const token = yield* issueSessionToken(user.id)
    return { id: user.id, email, cookie: `shop_session=${encodeURIComponent(token)}` }
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}
