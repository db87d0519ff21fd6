import { pathOf } from "@shop/core/routes/router"
import { headers } from "next/headers"
import { AuthForm, LogoutNow } from "../../client/islands.tsx"
import { localeOfMarket } from "../../i18n/catalogues.ts"
import { authPageMessages } from "../pageMessages.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { RouteViews, SearchParams, ViewProps } from "../views.ts"
import type { AuthFormKind } from "./AuthForm.tsx"
import { safeReturnPath } from "./authText.ts"
import { signsOutOnArrival } from "./logoutArrival.ts"

/** The query parameter of the page to go back to after signing in (as the cart login page sends it). */
const RETURN_PARAM = "returnTo"

const one = (params: SearchParams, name: string): string | null => {
  const value = params[name]
  return typeof value === "string" ? value : null
}

type AuthKey = "login" | "register" | "forgot"

function AuthPage<K extends AuthKey>(props: ViewProps<K>, kind: AuthFormKind) {
  const { market, names, route, tr, searchParams } = props
  const locale = localeOfMarket(market)
  const token = one(searchParams, "token") ?? undefined
  return (
    // From a reset link the page chooses the new password: the forgot page's title and lead ("we will
    // send you a link") would describe the step before.
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-page" links={false}
      {...(kind === "reset" ? { heading: tr.t("account-reset-title"), lead: false } : {})}>
      <AuthForm
        kind={kind}
        locale={locale}
        messages={authPageMessages(locale)}
        next={safeReturnPath(one(searchParams, RETURN_PARAM), pathOf(market, "account"))}
        {...(token === undefined ? {} : { token })}
        links={{ login: pathOf(market, "login"), register: pathOf(market, "register"), forgot: pathOf(market, "forgot") }}
      />
    </PageFrame>
  )
}

export const LoginView = (props: ViewProps<"login">) => AuthPage(props, "login")
export const RegisterView = (props: ViewProps<"register">) => AuthPage(props, "register")
/** /forgot/ asks for the email; the reset link brings the shopper back with `?token=` to choose the new password. */
export const ForgotView = (props: ViewProps<"forgot">) => AuthPage(props, one(props.searchParams, "token") === null ? "forgot" : "reset")

/** /logout/: signs out on arrival only after a same-origin navigation (logoutArrival.ts), else asks first. */
export async function LogoutView(props: ViewProps<"logout">) {
  const { market, names, route, tr } = props
  const locale = localeOfMarket(market)
  const onArrival = signsOutOnArrival(await headers())
  return (
    // Until the shopper confirms, "You've signed out" (the route's title and lead) would not be true.
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-page" links={false}
      {...(onArrival ? {} : { heading: tr.t("account-logout-button"), lead: false })}>
      <LogoutNow locale={locale} messages={authPageMessages(locale)} home={pathOf(market, "index")} signOutOnArrival={onArrival} />
    </PageFrame>
  )
}

/** The sign-in pages of the account area by route key. */
export const accountViews: RouteViews = { login: LoginView, register: RegisterView, forgot: ForgotView, logout: LogoutView }
