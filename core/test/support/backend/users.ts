import { Effect } from "effect"
import { PasswordHasher, UserRepository } from "../../../src/backend/auth/ports.ts"

const insertUser = (email: string, passwordHash: string) =>
  UserRepository.use((users) => users.insert({ email, name: "Ana Pop", passwordHash, createdAt: 1 }))

/** A stored user with `email`, for a test that never signs in as them (the hash matches no password). */
export const newUser = (email: string) => insertUser(email, "hash")

/** A stored user with `email` who signs in with `password`, hashed by the layer's PasswordHasher. */
export const newUserWithPassword = (email: string, password: string) =>
  Effect.flatMap(PasswordHasher.use((hasher) => hasher.hash(password)), (hash) => insertUser(email, hash))
