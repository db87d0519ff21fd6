import "server-only"
import { listOutbox } from "@shop/core/backend/auth/accounts"
import { notFound } from "@shop/core/errors"
import { Effect } from "effect"
import { hostName, isLocalName } from "../../market/hosts.ts"
import { clientAddress, isLoopbackAddress } from "../clientAddress.ts"
import { AuthProvider } from "./authLayer.ts"

/**
 * The local mail outbox (GET /api/auth/outbox/ and the /outbox/ page) lists live reset links, so it
 * exists only where both hold (issue 14): MAIL_OUTBOX=on was set explicitly (off by default on every
 * setup), and the request comes from this machine, as the socket boundary saw its peer
 * (clientAddress), to a name only this machine answers to (localhost, `<market>.localhost`, a
 * loopback address): a page of another site that rebinds its own name to 127.0.0.1 (DNS rebinding)
 * reaches the server from loopback, but under its own Host. Anywhere else it is not found, exactly
 * like a path that names nothing.
 */
export const outboxMails = (request: Request, what: string) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    const local = isLoopbackAddress(clientAddress(request)) && isLocalName(hostName(request.headers.get("host") ?? new URL(request.url).host))
    if (!provider.outboxEnabled || !local) return yield* Effect.fail(notFound("page", what))
    return yield* listOutbox(50)
  })
