import { checkoutRequest } from "../../core/test/support/checkoutRequest.ts"
import { expectThat, type Check, type Outcome } from "./check.ts"
import { send, type Target } from "./http.ts"

/**
 * Order lookups (issue 14 "Order and payment lookups"): an order id alone opens nothing. The check
 * places one unpaid guest card order in RO (it expires after 30 minutes and gives its unit back),
 * then asks for it as a stranger holding the id would, and as its buyer holding the token.
 */

interface Receipt {
  readonly id: string
  readonly orderToken: string
}

const randomKey = () => `attack-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** The key goes in the Idempotency-Key header, as the browser sends it. */
const withoutKey = ({ idempotencyKey: _key, ...body }: ReturnType<typeof checkoutRequest>) => body

/** A guest's card order for the dearest smartphone in stock (RO). */
const placeGuestOrder = async (target: Target): Promise<Receipt> => {
  const listing = await send(target, "/api/catalog/products/?category=smartphone&sort=price-desc&pageSize=10")
  const product = (listing.json().items as ReadonlyArray<{ id: number; stock: number }>).find((p) => p.stock > 0)
  if (product === undefined) throw new Error(`no smartphone in stock (${listing.status})`)
  const answer = await send(target, "/api/orders/", {
    headers: { "idempotency-key": randomKey() },
    body: withoutKey(checkoutRequest({
      lines: [{ productId: product.id, extraServiceIds: [], accessoryIds: [] }],
      accessoryIds: [],
      contact: { name: "Attack Check", email: "attack.check@example.com", phone: "0722 123 456" }
    }))
  })
  if (answer.status !== 201) throw new Error(`the order was not placed: ${answer.status} ${answer.text.slice(0, 120)}`)
  return answer.json() as Receipt
}

/** The four order calls for `id`, with the headers given: their statuses. */
const orderCalls = async (target: Target, id: string, headers: Readonly<Record<string, string>>) => [
  (await send(target, `/api/orders/${id}/`, { headers })).status,
  (await send(target, `/api/payments/${id}/`, { headers })).status,
  (await send(target, `/api/payments/${id}/start/`, { method: "POST", headers })).status,
  (await send(target, `/api/payments/${id}/retry/`, { method: "POST", headers })).status
]

let placed: Promise<Receipt> | undefined
const guestOrder = (target: Target) => (placed ??= placeGuestOrder(target))

export const orderChecks: ReadonlyArray<Check> = [
  {
    area: "orders",
    tried: "a stranger with a guest order's id (no token, a forged one): GET /api/orders/{id}/, GET /api/payments/{id}/, POST …/start/ and …/retry/",
    run: async (target): Promise<Outcome> => {
      const { id } = await guestOrder(target)
      const contact = "attack.check@example.com"
      const bare = await orderCalls(target, id, {})
      const forged = await orderCalls(target, id, { "order-token": "A".repeat(43) })
      const leaked = (await send(target, `/api/orders/${id}/`)).text.includes(contact)
      return expectThat(
        [...bare, ...forged].every((status) => status === 404) && !leaked,
        `${bare.join(", ")} without a token; ${forged.join(", ")} with a forged one; contact in an answer: ${leaked}`
      )
    }
  },
  {
    area: "orders",
    tried: "the thank-you page of that order with its id alone (?order=<id>)",
    run: async (target) => {
      const { id } = await guestOrder(target)
      const page = await send(target, `/magazin/multumim/?order=${id}`)
      const shown = page.text.includes("attack.check@example.com")
      return expectThat(!shown && page.text.includes("order-missing"), `${page.status}, buyer's e-mail shown: ${shown}`)
    }
  },
  {
    area: "orders",
    tried: "its buyer, with the token the placement answered (Order-Token header)",
    run: async (target) => {
      const { id, orderToken } = await guestOrder(target)
      const order = await send(target, `/api/orders/${id}/`, { headers: { "order-token": orderToken } })
      const status = await send(target, `/api/payments/${id}/`, { headers: { "order-token": orderToken } })
      return expectThat(order.status === 200 && status.status === 200, `${order.status}, ${status.status}`)
    }
  }
]
