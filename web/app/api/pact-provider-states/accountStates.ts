import "server-only"
import { serverCartRefresh } from "@shop/core/backend/index"
import { requestPasswordReset } from "@shop/core/backend/auth/accounts"
import { deactivateUser } from "@shop/core/backend/auth/sessions"
import { addLooseAccessory, attachAccessory } from "@shop/core/cart/accessories"
import { isBattery } from "@shop/core/cart/accessory"
import { addBattery } from "@shop/core/cart/batteries"
import { type CartState, initialCart } from "@shop/core/cart/cartState"
import { cartLineFromProduct, newLineId } from "@shop/core/cart/devices"
import { selectExtraService } from "@shop/core/cart/lineServices"
import { toRemoteDocument } from "@shop/core/cart/remoteDocument"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { Clock, Effect, Result } from "effect"
import { register } from "../../../src/server/auth/flows.ts"
import { authCookieName, type CookieSetting, sessionCookieName } from "../../../src/server/auth/cookies.ts"
import { deviceWithExtras } from "./catalogDevices.ts"
import { fail, marketOf, type Params, type ProviderStates } from "./stateSupport.ts"

/**
 * Provider states of the identity and remote-cart pacts (contracts/consumer/identityHttp and
 * remoteCartHttp): users registered through the app's own registration flow (flows.ts `register`,
 * the one POST /api/auth/register/ runs after its human check), their carts written through the
 * RemoteCartStore, built with core's cart rules from a device of the catalogue. Each state answers
 * the values the requests take (`fromProviderState`): the uid, and the browser's `Cookie` header
 * made of the cookies the flow answered (so the cookies are the server's own, never forged).
 */

/** Each cookie's value as a Set-Cookie header sends it (URI-encoded), by name. */
const cookieValues = (settings: ReadonlyArray<CookieSetting>): ReadonlyMap<string, string> =>
  new Map(settings.map((setting) => [setting.name, encodeURIComponent(setting.value)] as const))

/** A new user, signed in by the registration flow: its uid, credentials and both session cookies. */
const signedInUser = (label: string) =>
  Effect.gen(function*() {
    const email = `pact-${label}-${crypto.randomUUID()}@example.com`
    const password = `Pact-${crypto.randomUUID()}`
    const url = new URL("http://127.0.0.1/api/auth/register/")
    const answer = yield* register(new Request(url, { method: "POST" }), url, { email, password, name: "Ana Popescu" })
    const { user } = answer.value
    const cookies = cookieValues(answer.cookies)
    const session = cookies.get(sessionCookieName)
    const auth = cookies.get(authCookieName)
    if (session === undefined || session === "" || auth === undefined || auth === "") {
      return yield* fail("the registration flow answered no session cookies")
    }
    return { uid: user.uid, email, password, session, auth }
  })

const cookieHeader = (session: string, auth: string) => `${sessionCookieName}=${session}; ${authCookieName}=${auth}`

const step = <E>(next: Result.Result<CartState, E>) =>
  Result.isSuccess(next) ? Effect.succeed(next.success) : fail(`a cart rule refused the provider state's cart: ${String(next.failure)}`)

/**
 * A cart the shell could have saved: a phone of the market with a chosen extra service, an attached
 * accessory and, when the device offers one, a new battery; plus a loose accessory. Core's rules
 * build it (cartLineFromProduct, selectExtraService, attachAccessory, addBattery, addLooseAccessory).
 */
const cartOfMarket = (params: Params) =>
  Effect.gen(function*() {
    const market = yield* marketOf(params)
    const { product, service, accessory, loose } = yield* deviceWithExtras(market)
    const refreshed = yield* serverCartRefresh({ countryCode: market, lines: [{ productId: product.id, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] })
    const offers = refreshed.devices[0]
    if (offers === undefined) return yield* fail(`the refresh of product ${product.id} answered no device`)
    const lineId = yield* newLineId(product.id)
    const line = cartLineFromProduct(product, {
      lineId,
      productUrl: product.productUrl ?? "/",
      origin: "PDP",
      availableExtraServices: offers.availableExtraServices,
      availableAccessories: offers.availableAccessories
    })
    let cart: CartState = { ...initialCart(yield* Clock.currentTimeMillis), phoneCart: [line] }
    cart = yield* step(selectExtraService(cart, lineId, { type: service.type, id: service.id }))
    cart = yield* step(attachAccessory(cart, lineId, accessory))
    const battery = offers.availableAccessories.find(isBattery)
    if (battery !== undefined) cart = yield* step(addBattery(cart, lineId, battery))
    cart = yield* step(addLooseAccessory(cart, loose))
    return cart
  })

const saveCart = (uid: string, cart: CartState) => RemoteCartStore.use((store) => store.save(uid, toRemoteDocument(cart)))

export const accountStates: ProviderStates = {
  /** Signed in, active, no cart stored yet; `authCookie` is the auth cookie alone (a browser that lost its session cookie). */
  "a signed-in user": () =>
    Effect.map(signedInUser("user"), ({ uid, session, auth }) => ({ uid, cookie: cookieHeader(session, auth), authCookie: `${authCookieName}=${auth}` })),

  /** Signed in, with a saved cart of the market (`{ market }`). */
  "a signed-in user with a cart": (params) =>
    Effect.gen(function*() {
      const { uid, session, auth } = yield* signedInUser("cart")
      yield* saveCart(uid, yield* cartOfMarket(params))
      return { uid, cookie: cookieHeader(session, auth) }
    }),

  /**
   * Signed in, with a stored cart that cannot be read even in part (core readRemoteCart): lines
   * without the stamp a whole cart carries, as a partial write of another writer leaves it (the
   * shop's PUT /api/carts/{uid}/ decodes what it stores).
   */
  "a signed-in user whose stored cart does not decode": () =>
    Effect.gen(function*() {
      const { uid, session, auth } = yield* signedInUser("undecodable")
      const { phoneCart, accessoryCart, batteryCart } = toRemoteDocument(initialCart(yield* Clock.currentTimeMillis))
      yield* RemoteCartStore.use((store) => store.save(uid, { phoneCart, accessoryCart, batteryCart }))
      return { uid, cookie: cookieHeader(session, auth) }
    }),

  /**
   * Signed in, with a stored cart one line of which core's schema does not decode (written around
   * the shop's API): the read keeps the other lines and says how many it left out (issue 14).
   */
  "a signed-in user whose stored cart has a line that does not decode": (params) =>
    Effect.gen(function*() {
      const { uid, session, auth } = yield* signedInUser("broken-line")
      const document = toRemoteDocument(yield* cartOfMarket(params))
      const broken = [...document.phoneCart, { productId: "2369" }] as unknown as typeof document.phoneCart
      yield* RemoteCartStore.use((store) => store.save(uid, { ...document, phoneCart: broken }))
      return { uid, cookie: cookieHeader(session, auth) }
    }),

  /** A user with a saved cart; the request comes from a browser with no session (no cookies sent). */
  "a user with a cart": (params) =>
    Effect.gen(function*() {
      const { uid } = yield* signedInUser("owner")
      yield* saveCart(uid, yield* cartOfMarket(params))
      return { uid }
    }),

  /** Two users: the request is signed in as the first and names the second's cart (`uid`). */
  "a signed-in user and another user with a cart": (params) =>
    Effect.gen(function*() {
      const me = yield* signedInUser("me")
      const other = yield* signedInUser("other")
      yield* saveCart(other.uid, yield* cartOfMarket(params))
      return { uid: other.uid, cookie: cookieHeader(me.session, me.auth) }
    }),

  /**
   * SPEC 4: a signed-in user deactivated since (core deactivateUser: every session ended); the browser
   * still has both cookies.
   */
  "a signed-in user who has been deactivated": () =>
    Effect.gen(function*() {
      const { uid, session, auth } = yield* signedInUser("deactivated")
      yield* deactivateUser(uid)
      return { uid, cookie: cookieHeader(session, auth) }
    }),

  /** SPEC 4: the session cookie is there, the auth cookie is there but carries no custom token. */
  "a signed-in user whose auth cookie lost its custom token": () =>
    Effect.map(signedInUser("no-token"), ({ uid, session }) => ({ uid, cookie: `${sessionCookieName}=${session}; ${authCookieName}=` })),

  /**
   * A user who asked for a password reset: the token of the link the mail carries (core
   * requestPasswordReset, as the forgot call runs it on the embedded identity), good once for an hour.
   */
  "a password reset link": () =>
    Effect.gen(function*() {
      const { uid, email } = yield* signedInUser("reset")
      let mailed: string | undefined
      yield* requestPasswordReset(email, (token) => {
        mailed = token
        return `http://127.0.0.1/forgot/?token=${encodeURIComponent(token)}`
      })
      if (mailed === undefined) return yield* fail("no reset link was mailed")
      return { uid, email, token: mailed }
    }),

  /** A registered user with a password (the login's credentials), not signed in. */
  "a user with a password": () =>
    Effect.map(signedInUser("login"), ({ uid, email, password }) => ({ uid, email, password }))
}
