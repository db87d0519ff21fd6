import { afterEach, describe, expect, it, vi } from "vitest"
import { Database } from "@shop/adapters/postgres/Database"
import { Effect, Exit } from "effect"
import * as Forgot from "../../app/api/auth/forgot/route.ts"
import * as Outbox from "../../app/api/auth/outbox/route.ts"
import * as Register from "../../app/api/auth/register/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, useAppDatabase } from "../support/app.ts"
import { eventually } from "../support/authCalls.ts"
import { solvedToken } from "../support/humanCheck.ts"

vi.mock("server-only", () => ({}))
// The default of every setup, the embedded one included: no MAIL_OUTBOX.
vi.stubEnv("MAIL_OUTBOX", "")
useAppDatabase()

/** Everything the process writes to its console while `run` runs (`run` may read what was written so far). */
const consoleOf = async (run: (written: () => string) => Promise<unknown>): Promise<string> => {
  const lines: Array<string> = []
  const record = (...args: ReadonlyArray<unknown>) => {
    lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a) ?? String(a))).join(" "))
  }
  const spies = (["log", "info", "warn", "error", "debug", "trace"] as const).map((method) => vi.spyOn(console, method).mockImplementation(record))
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (record(String(chunk)), true))
  const writeErr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (record(String(chunk)), true))
  try {
    await run(() => lines.join("\n"))
  } finally {
    for (const spy of [...spies, write, writeErr]) spy.mockRestore()
  }
  return lines.join("\n")
}

afterEach(() => vi.restoreAllMocks())

describe("the reset-mail outbox without MAIL_OUTBOX=on", () => {
  it("does not exist, not even for this machine", async () => {
    for (const client of ["127.0.0.1", "::1", "203.0.113.7"]) {
      const reply = await call(Outbox.GET, { path: "/api/auth/outbox/", headers: { "x-shop-client-address": client } })
      expect([reply.status, reply.json.error]).toEqual([404, "not-found"])
    }
  })

  it("keeps no mail and logs no reset link: the log says a mail was not delivered", async () => {
    const email = `outbox.off.${process.pid}@example.com`
    expect((await call(Register.POST, { path: "/api/auth/register/", body: { email, password: "secret-42", name: "Ana Pop", humanCheck: await solvedToken() } })).status).toBe(201)
    const log = await consoleOf(async (written) => {
      expect((await call(Forgot.POST, { path: "/api/auth/forgot/", body: { email } })).status).toBe(202)
      // The mail is prepared after the answer (core startPasswordReset).
      await eventually(async () => written(), (text) => text.includes("not delivered"), "the undelivered mail's log line")
    })
    expect(log).toContain("not delivered")
    expect(log).not.toContain("token=")
    expect(log).not.toContain("/forgot/")
    expect(log).not.toContain(email)
    const rows = await runExit(Effect.flatMap(Database, (database) =>
      database.query("count outbox", (db) => db.execute("select count(*)::int as n from mail_outbox"))))
    expect(Exit.isSuccess(rows) && (rows.value as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0)
    // The reset itself was prepared: the token's digest is stored, only the mail went nowhere.
    const tokens = await runExit(Effect.flatMap(Database, (database) =>
      database.query("count reset tokens", (db) => db.execute("select count(*)::int as n from reset_tokens"))))
    expect(Exit.isSuccess(tokens) && (tokens.value as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1)
  })
})
