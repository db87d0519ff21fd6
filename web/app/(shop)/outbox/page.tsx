import { markets } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/router"
import { outboxMails } from "../../../src/server/auth/outbox.ts"
import { pageRequest } from "../../../src/server/auth/pageCookies.ts"
import { loadForPage } from "../../../src/server/page.ts"
import { requestContext } from "../../../src/storefront/requestMarket.ts"

/**
 * The local outbox (docs/decisions-sync.md): the mails the shop "sent" (password reset links), newest
 * first, each with its link to open. Only with MAIL_OUTBOX=on and for a request from this machine,
 * like GET /api/auth/outbox/ (src/server/auth/outbox.ts); elsewhere this is the not-found page,
 * because the outbox holds live reset links.
 */

export const dynamic = "force-dynamic"

/** The links of a mail's body (the reset link is the only one the shop writes). */
const linksOf = (body: string): ReadonlyArray<string> => body.match(/https?:\/\/\S+/g) ?? []

export default async function OutboxPage() {
  const { market, tr } = await requestContext()
  // The request's own headers: its Host decides with the client address (src/server/auth/outbox.ts).
  const request = await pageRequest()
  const mails = await loadForPage(outboxMails(request, "/outbox/"))
  const when = new Intl.DateTimeFormat(tr.locale, { dateStyle: "medium", timeStyle: "short", timeZone: markets[market].timeZone })
  return (
    <section className="container outbox" data-testid="outbox">
      <h1>{tr.t("outbox-title")}</h1>
      <p className="outbox-intro">{tr.t("outbox-intro")}</p>
      {mails.length === 0
        ? <p className="outbox-empty" data-testid="outbox-empty">{tr.t("outbox-empty")} <a href={pathOf(market, "forgot")}>{tr.t("outbox-forgot-link")}</a></p>
        : (
          <ol className="outbox-list">
            {mails.map((mail, index) => (
              <li key={`${mail.createdAt}-${index}`} className="outbox-mail" data-testid="outbox-mail">
                <p className="outbox-meta">
                  <span data-testid="outbox-to">{tr.t("outbox-to", { email: mail.to })}</span>
                  <span>{tr.t("outbox-sent", { time: when.format(new Date(mail.createdAt)) })}</span>
                </p>
                <h2>{mail.subject}</h2>
                <pre className="outbox-body">{mail.body}</pre>
                {linksOf(mail.body).map((link) => (
                  <a key={link} className="button button-primary" href={link} data-testid="outbox-link">{tr.t("outbox-open-link")}</a>
                ))}
              </li>
            ))}
          </ol>
        )}
    </section>
  )
}
