import { defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { pathOf } from "@shop/core/routes/index"
import { ContactFormIsland } from "../../client/islands.tsx"
import { formMessages } from "../../client/humanCheck/formMessages.ts"
import { localeOfMarket } from "../../i18n/catalogues.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { answerKey, contactDetails, faqSections, questionKey, sectionTitleKey } from "./helpContent.ts"

/**
 * The help page (route `faq`; `contact` is the same page at `#contact`): questions and answers in
 * native disclosure widgets (<details>: keyboard and screen readers know them, they work without
 * JavaScript, and the browser's find-in-page opens them), a section index, and the contact section
 * with the form.
 */
export function HelpView(props: ViewProps<"faq">) {
  const { market, tr } = props
  const settings = defaultWarrantyReturnsSettings
  const values = {
    years: settings.defaultWarrantyPeriodYears,
    days: settings.defaultReturnPeriodDays,
    sell: pathOf(market, "sellLanding"),
    guide: pathOf(market, "sellerGuide")
  }
  const contact = contactDetails[market]
  const locale = localeOfMarket(market)
  return (
    <PageFrame {...props} className="help-page" links={false}>
      <nav className="help-index" aria-labelledby="help-index-title">
        <h2 id="help-index-title" className="visually-hidden">{tr.t("help-index-title")}</h2>
        <ul>
          {faqSections.map((section) => (
            <li key={section.id}><a href={`#faq-${section.id}`}>{tr.t(sectionTitleKey(section.id))}</a></li>
          ))}
          <li><a href="#contact">{tr.t("help-contact-title")}</a></li>
        </ul>
      </nav>
      <div className="help-sections" data-testid="faq">
        {faqSections.map((section) => (
          <section key={section.id} id={`faq-${section.id}`} className="help-section" aria-labelledby={`faq-${section.id}-title`}>
            <h2 id={`faq-${section.id}-title`}>{tr.t(sectionTitleKey(section.id))}</h2>
            {Array.from({ length: section.questions }, (_, i) => i + 1).map((n) => (
              <details key={n} className="faq-item" data-testid="faq-item">
                <summary>{tr.t(questionKey(section.id, n), values)}</summary>
                <p>{tr.t(answerKey(section.id, n), values)}</p>
              </details>
            ))}
          </section>
        ))}
      </div>
      <section id="contact" className="help-contact" aria-labelledby="contact-title" data-testid="contact">
        <h2 id="contact-title">{tr.t("help-contact-title")}</h2>
        <div className="help-contact-grid">
          <div className="help-contact-details">
            <p>{tr.t("help-contact-lead")}</p>
            <dl>
              <dt>{tr.t("help-contact-email-label")}</dt>
              <dd><a href={`mailto:${contact.email}`}>{contact.email}</a></dd>
              <dt>{tr.t("help-contact-phone-label")}</dt>
              <dd><a href={`tel:${contact.phoneHref}`}>{contact.phone}</a></dd>
              <dt>{tr.t("help-contact-hours-label")}</dt>
              <dd>{tr.t("help-contact-hours")}</dd>
            </dl>
          </div>
          <ContactFormIsland locale={locale} messages={formMessages(locale)} />
        </div>
      </section>
    </PageFrame>
  )
}
