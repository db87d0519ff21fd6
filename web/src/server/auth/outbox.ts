import "server-only"
import { listOutbox } from "@shop/core/backend/accounts/accounts"
import { notFound } from "@shop/core/backend/errors"
import { Effect } from "effect"
import { clientAddress, isLoopbackAddress } from "../clientAddress.ts"
import { AuthProvider } from "./authLayer.ts"

/**
 * The local mail outbox (GET /api/auth/outbox/ and the /outbox/ page) lists live reset links, so it
 * exists only where both hold (issue 14): MAIL_OUTBOX=on was set explicitly (off by default on every
 * setup), and the request comes from this machine, as the socket boundary saw its peer
 * (clientAddress). Anywhere else it is not found, exactly like a path that names nothing.
 */
export const outboxMails = (request: Request, what: string) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    if (!provider.outboxEnabled || !isLoopbackAddress(clientAddress(request))) return yield* Effect.fail(notFound("page", what))
    return yield* listOutbox(50)
  })
