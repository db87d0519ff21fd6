/// <reference types="node" />
import { randomBytes } from "node:crypto"
import { Console, Effect, Layer, Schema } from "effect"
import { createStaff } from "@shop/core/backend/staff/staffAccounts"
import { StaffLanguage, StaffRole } from "@shop/core/staff/roles"
import { PasswordHasherArgon2 } from "./identity/PasswordHasherArgon2.ts"
import { StaffRepositoryPg } from "./repositories/StaffRepositoryPg.ts"

export const staffUsage =
  "usage: cli.ts staff add --email=<email> --name=<name> --role=admin|support|warehouse|catalog [--language=en|ro|bg|hu|el] [--password=<12+ characters>]"

const flag = (flags: ReadonlyArray<string>, name: string): string | undefined =>
  flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3)

/**
 * `cli.ts staff add ...`: a staff member of the console (core createStaff: the same rules as an admin's
 * call). Without --password a random one is made and printed once.
 */
export const staffCommand = (positional: ReadonlyArray<string>, flags: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    if (positional[0] !== "add") {
      yield* Console.error(staffUsage)
      return 2
    }
    const role = Schema.decodeUnknownOption(StaffRole)(flag(flags, "role"))
    const language = Schema.decodeUnknownOption(StaffLanguage)(flag(flags, "language") ?? "en")
    const email = flag(flags, "email")
    const name = flag(flags, "name") ?? email?.split("@")[0]
    if (role._tag === "None" || language._tag === "None" || email === undefined || name === undefined) {
      yield* Console.error(staffUsage)
      return 2
    }
    const given = flag(flags, "password")
    const password = given ?? randomBytes(18).toString("base64url")
    const created = yield* createStaff({ email, name, role: role.value, language: language.value, password }).pipe(
      Effect.map((staff) => ({ ok: true as const, staff })),
      Effect.catchTags({
        InvalidRequest: (invalid) => Effect.succeed({ ok: false as const, message: invalid.message }),
        StaffEmailTaken: (taken) => Effect.succeed({ ok: false as const, message: `${taken.email} is a staff member already` })
      })
    )
    if (!created.ok) {
      yield* Console.error(created.message)
      return 2
    }
    yield* Console.log(`staff member ${created.staff.email} added as ${created.staff.role}` + (given === undefined ? ` with the password ${password}` : ""))
    return 0
  }).pipe(Effect.provide(Layer.mergeAll(StaffRepositoryPg.layer, PasswordHasherArgon2.layer)))
