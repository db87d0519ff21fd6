import { MailOutbox } from "@shop/core/backend/auth/ports"
import { shopAuthApiSuite } from "@shop/core/test-support/shopAuthApiSuite"
import { Effect } from "effect"
import { memoryPassingToken } from "../../src/memory/HumanVerificationMemory.ts"
import { ShopAuthApiMemory } from "../../src/memory/ShopAuthApiMemory.ts"

let checks = 0

shopAuthApiSuite("ShopAuthApiMemory", {
  layer: () => ShopAuthApiMemory.layer,
  passingHumanCheck: Effect.sync(() => memoryPassingToken(++checks)),
  mailsTo: (email) => Effect.map(MailOutbox.use((outbox) => outbox.list(1000)), (mails) => mails.filter((mail) => mail.to === email).map((mail) => mail.body).toReversed())
})
