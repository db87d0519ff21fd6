import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, Exit } from "effect"
import { Database } from "@shop/adapters/postgres/index"
import { runExit } from "../../src/server/runtime.ts"
import { databaseDigest, useAppDatabase } from "../support/app.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

const sql = async (text: string) => {
  const exit = await runExit(Effect.gen(function*() {
    const database = yield* Database
    yield* database.query("digest self-test", (db) => db.execute(text))
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
}

// The "a refusal writes nothing" checks of the API tests are only as strong as this digest.
describe("databaseDigest", () => {
  it("is stable without writes, and changes with an update to the same values and with a delete", async () => {
    const first = await databaseDigest()
    expect(await databaseDigest()).toBe(first)
    await sql("update product_accessories set product_id = product_id where ctid = (select min(ctid) from product_accessories)")
    const afterSameValueUpdate = await databaseDigest()
    expect(afterSameValueUpdate).not.toBe(first)
    expect(await databaseDigest()).toBe(afterSameValueUpdate)
    await sql("delete from product_extra_services where ctid = (select min(ctid) from product_extra_services)")
    expect(await databaseDigest()).not.toBe(afterSameValueUpdate)
  })
})
