import { listStaffMembers } from "@shop/core/backend/staff/staffAccounts"
import { StaffLanguages, StaffRoles } from "@shop/core/staff/roles"
import type { Metadata } from "next"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { staffPage } from "../../../../src/staff/session.ts"
import { addStaffAction, changeRoleAction, setDisabledAction } from "../../../../src/staff/team/teamActions.ts"
import { StaffActionForm } from "../../../../src/staff/ui/StaffActionForm.tsx"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"

export const metadata: Metadata = { title: "Staff" }

/** Admins: every staff member, their role and status; add one, change a role, disable or enable. */
export default async function StaffTeamPage() {
  const { staff, allowed } = await staffPage("/staff/team/", "staff.manage")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const members = await loadStaffData(listStaffMembers(staff))
  const { t } = tr
  return (
    <section className="staff-panel" data-testid="staff-team">
      <h1>{t("staff-team-title")}</h1>
      <StaffTable
        caption={t("staff-team-title")}
        rows={members}
        idOf={(m) => m.id}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-team-name"), cell: (m) => <>{m.name}{m.id === staff.id ? ` (${t("staff-team-you")})` : ""}</> },
          { header: t("staff-team-email"), cell: (m) => m.email },
          {
            header: t("staff-team-role"),
            cell: (m) => m.id === staff.id ? tr.role(m.role) : (
              <StaffActionForm action={changeRoleAction.bind(null, m.id)} name="role" verb="change-role" label={t("staff-team-save-role")} className="staff-inline">
                <label className="visually-hidden" htmlFor={`role-${m.id}`}>{t("staff-team-role")}</label>
                <select id={`role-${m.id}`} name="role" defaultValue={m.role}>
                  {StaffRoles.map((role) => <option key={role} value={role}>{tr.role(role)}</option>)}
                </select>
              </StaffActionForm>
            )
          },
          { header: t("staff-team-language"), cell: (m) => t(`staff-language-${m.language}`) },
          {
            header: t("staff-team-status"),
            cell: (m) => (
              <span className="staff-inline">
                <span data-testid="staff-status">{m.disabledAt === null ? t("staff-team-active") : t("staff-team-disabled")}</span>
                {m.id === staff.id ? null : m.disabledAt === null ? (
                  <StaffActionForm action={setDisabledAction.bind(null, m.id, true)} name="disable" verb="disable" label={t("staff-team-disable")} danger
                    confirm={{ question: t("staff-confirm-question"), yes: t("staff-confirm-yes", { action: t("staff-team-disable") }), cancel: t("staff-confirm-cancel") }} />
                ) : (
                  <StaffActionForm action={setDisabledAction.bind(null, m.id, false)} name="enable" verb="enable" label={t("staff-team-enable")} />
                )}
              </span>
            )
          }
        ]}
      />
      <h2>{t("staff-team-add")}</h2>
      <StaffActionForm action={addStaffAction} name="add" verb="add-staff" label={t("staff-team-add")} className="staff-form-grid">
        <label><span>{t("staff-team-name")}</span><input name="name" required maxLength={120} autoComplete="off" /></label>
        <label><span>{t("staff-team-email")}</span><input name="email" type="email" required maxLength={254} autoComplete="off" /></label>
        <label><span>{t("staff-team-role")}</span>
          <select name="role" defaultValue="support">{StaffRoles.map((role) => <option key={role} value={role}>{tr.role(role)}</option>)}</select>
        </label>
        <label><span>{t("staff-team-language")}</span>
          <select name="language" defaultValue={staff.language}>{StaffLanguages.map((l) => <option key={l} value={l}>{t(`staff-language-${l}`)}</option>)}</select>
        </label>
        <label><span>{t("staff-team-password")}</span><input name="password" type="password" required minLength={12} maxLength={128} autoComplete="new-password" /></label>
      </StaffActionForm>
    </section>
  )
}
