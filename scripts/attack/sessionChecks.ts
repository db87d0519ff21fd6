import { allowanceSpent, expectThat, type Check, untried } from "./check.ts"
import { solvedHumanCheck } from "./humanCheck.ts"
import { send, type Target } from "./http.ts"

/**
 * Sessions end on the server (issue 14): a throw-away account is registered (its human check solved
 * as the browser widget solves it), signed in on a second "browser", and each way a session ends is
 * tried with a copy of the cookies taken before.
 */
const password = "attack-check-7"

/** A new account, or why none could be made (the outcome to report instead). */
const register = async (target: Target) => {
  const email = `attack.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`
  const humanCheck = await solvedHumanCheck(target)
  if (humanCheck === undefined) return untried("the shop runs Turnstile: this script cannot register an account")
  const answer = await send(target, "/api/auth/register/", { body: { email, password, name: "Ana Pop", humanCheck } })
  if (answer.status === 429) return allowanceSpent("registration")
  if (answer.status !== 201) throw new Error(`registration answered ${answer.status}: ${answer.text.slice(0, 120)}`)
  return { email, cookies: cookiesOf(answer.cookies) }
}

const cookiesOf = (cookies: ReadonlyMap<string, string>) =>
  ({ shop_session: cookies.get("shop_session") ?? "", shop_auth: cookies.get("shop_auth") ?? "" })

/** The uid the session call names for these cookies, or null; any answer but 200 is an error, not a sign-in. */
const signedInUser = async (target: Target, cookies: Readonly<Record<string, string>>): Promise<string | null> => {
  const answer = await send(target, "/api/auth/session/", { cookies })
  if (answer.status !== 200) throw new Error(`the session call answered ${answer.status}: ${answer.text.slice(0, 120)}`)
  return (answer.json().user?.uid as string | undefined) ?? null
}

export const sessionChecks: ReadonlyArray<Check> = [
  {
    area: "account takeover",
    tried: "a copy of a session cookie, used after its browser logged out",
    run: async (target) => {
      const account = await register(target)
      if (!("email" in account)) return account
      const { cookies } = account
      const before = await signedInUser(target, cookies)
      const logout = await send(target, "/api/auth/logout/", { method: "POST", cookies })
      const after = await signedInUser(target, cookies)
      return expectThat(typeof before === "string" && logout.status === 200 && after === null, `before logout: ${before === null ? "nobody" : "signed in"}; after: ${after === null ? "nobody" : after}`)
    }
  },
  {
    area: "account takeover",
    tried: "a second browser's session, and a copy of the first's old cookie, after the password was changed in the first",
    run: async (target) => {
      const account = await register(target)
      if (!("email" in account)) return account
      const { email, cookies: first } = account
      const login = await send(target, "/api/auth/login/", { body: { email, password } })
      const second = cookiesOf(login.cookies)
      const change = await send(target, "/api/account/settings/password/", {
        cookies: first,
        body: { currentPassword: password, newPassword: `${password}-new` }
      })
      // The changing browser gets a new session (Set-Cookie); a copy of its old cookie ends with the others.
      const renewed = cookiesOf(change.cookies)
      const [kept, oldCopy, ended] = await Promise.all([signedInUser(target, renewed), signedInUser(target, first), signedInUser(target, second)])
      return expectThat(
        change.status === 200 && typeof kept === "string" && oldCopy === null && ended === null,
        `change ${change.status}; the changing browser: ${kept === null ? "signed out" : "signed in"}; its old cookie: ${oldCopy === null ? "signed out" : "still signed in"}; the other: ${ended === null ? "signed out" : "still signed in"}`
      )
    }
  }
]
