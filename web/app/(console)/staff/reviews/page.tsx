import { pendingReviewQueue } from "@shop/core/backend/staff/reviews"
import type { Metadata } from "next"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { staffPage } from "../../../../src/staff/session.ts"
import { type ListSearchParams, pageParam } from "../../../../src/staff/support/listParams.ts"
import { approveReviewAction, rejectReviewAction } from "../../../../src/staff/support/supportActions.ts"
import { StaffActionForm } from "../../../../src/staff/ui/StaffActionForm.tsx"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffPager } from "../../../../src/staff/ui/StaffPager.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"

export const metadata: Metadata = { title: "Reviews" }

/** Support and admins: every market's reviews waiting for moderation, oldest first; approve, or reject (asked first). */
export default async function StaffReviewsPage(props: { readonly searchParams: ListSearchParams }) {
  const { staff, allowed } = await staffPage("/staff/reviews/", "reviews.moderate")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const queue = await loadStaffData(pendingReviewQueue(staff, pageParam((await props.searchParams)["page"])))
  const { t } = tr
  const reject = t("staff-reviews-reject")
  return (
    <section className="staff-panel" data-testid="staff-reviews">
      <h1>{t("staff-reviews-title")}</h1>
      <StaffTable
        caption={t("staff-reviews-title")}
        rows={queue.reviews}
        idOf={(r) => r.id}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-reviews-when"), cell: (r) => tr.instant(r.createdAt) },
          { header: t("staff-customer-market"), cell: (r) => `${r.market} · ${r.kind}` },
          { header: t("staff-reviews-rating"), cell: (r) => r.rating, numeric: true },
          { header: t("staff-reviews-author"), cell: (r) => <>{r.name}<br /><small>{r.email}</small></> },
          { header: t("staff-reviews-text"), cell: (r) => <span style={{ whiteSpace: "normal" }}><strong>{r.title}</strong><br />{r.text}</span> },
          {
            header: t("staff-reviews-decision"),
            cell: (r) => (
              <span className="staff-inline">
                <StaffActionForm action={approveReviewAction.bind(null, r.id)} name={`approve-${r.id}`} verb="approve" label={t("staff-reviews-approve")} />
                <StaffActionForm action={rejectReviewAction.bind(null, r.id)} name={`reject-${r.id}`} verb="reject" label={reject} danger
                  confirm={{ question: t("staff-confirm-irreversible"), yes: t("staff-confirm-yes", { action: reject }), cancel: t("staff-confirm-cancel") }} />
              </span>
            )
          }
        ]}
      />
      <StaffPager tr={tr} basePath="/staff/reviews/" query={{}} page={queue.page} pageSize={queue.pageSize} total={queue.total} />
    </section>
  )
}
