import { staffProductDetail } from "@shop/core/backend/staff/products"
import { can } from "@shop/core/staff/roles"
import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { dbIdOfText } from "@shop/core/catalog/dbId"
import { staffTranslator } from "../../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../../src/staff/load.ts"
import { updateProductAction } from "../../../../../src/staff/products/productActions.ts"
import { staffPage } from "../../../../../src/staff/session.ts"
import { StaffActionForm } from "../../../../../src/staff/ui/StaffActionForm.tsx"
import { StaffForbidden } from "../../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffTable } from "../../../../../src/staff/ui/StaffTable.tsx"

export const metadata: Metadata = { title: "Product" }

/**
 * One product: its figures, its price history (newest first) and, for roles with products.edit, the
 * price and stock form (core updateStaffProduct: the EU Omnibus rule decides the struck-through price).
 */
export default async function StaffProductPage(props: { readonly params: Promise<{ readonly productId: string }> }) {
  const { productId } = await props.params
  const id = dbIdOfText(productId)
  if (id === undefined) notFound()
  const { staff, allowed } = await staffPage(`/staff/products/${id}/`, "products.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const product = await loadStaffData(staffProductDetail(staff, id))
  const { t } = tr
  const money = (amount: number | null) => (amount === null ? "–" : tr.money(amount, product.market))
  const history = product.history.map((span, index) => ({ ...span, key: String(product.history.length - index) }))
  return (
    <section className="staff-panel" data-testid="staff-product" data-id={product.id}>
      <p><Link href="/staff/products/">{t("staff-product-back")}</Link></p>
      <h1>{product.title}</h1>
      <dl className="staff-details">
        <dt>{t("staff-products-id")}</dt><dd>{product.id}</dd>
        <dt>{t("staff-products-market")}</dt><dd>{product.market}</dd>
        <dt>{t("staff-products-sku")}</dt><dd>{product.sku}</dd>
        <dt>{t("staff-products-price")}</dt><dd data-testid="staff-product-price">{money(product.price)}</dd>
        <dt>{t("staff-products-previous")}</dt><dd data-testid="staff-product-previous">{money(product.previousPrice)}</dd>
        <dt>{t("staff-products-discount")}</dt><dd>{product.discountPercent === null ? "–" : `−${product.discountPercent} %`}</dd>
        <dt>{t("staff-products-stock")}</dt><dd data-testid="staff-product-stock">{product.stock}</dd>
        <dt>{t("staff-product-lowest")}</dt><dd>{money(product.lowestPrice30Days)}</dd>
        <dt>{t("staff-product-allowed")}</dt><dd>{product.allowedPreviousPrice === null ? t("staff-product-allowed-none") : money(product.allowedPreviousPrice)}</dd>
      </dl>
      {can(staff.role, "products.edit") ? (
        <>
          <h2>{t("staff-product-edit")}</h2>
          <p>{t("staff-product-omnibus-help")}</p>
          <StaffActionForm action={updateProductAction.bind(null, product.id)} name="product" verb="update-product" label={t("staff-product-save")} className="staff-form-grid">
            <label><span>{t("staff-products-price")} ({product.market})</span>
              <input name="price" type="number" inputMode="decimal" min="0.01" step="0.01" required defaultValue={product.price} />
            </label>
            <label><span>{t("staff-products-stock")}</span>
              <input name="stock" type="number" inputMode="numeric" min="0" step="1" required defaultValue={product.stock} />
            </label>
            <label>
              <input name="announce" type="checkbox" defaultChecked={product.previousPrice !== null || product.allowedPreviousPrice === null} />
              <span>{t("staff-product-announce")}</span>
            </label>
            <input type="hidden" name="currentPrice" value={product.price} />
            <input type="hidden" name="allowedPreviousPrice" value={product.allowedPreviousPrice ?? ""} />
          </StaffActionForm>
        </>
      ) : null}
      <h2>{t("staff-product-history")}</h2>
      <StaffTable
        caption={t("staff-product-history")}
        rows={history}
        idOf={(span) => span.key}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-products-price"), cell: (span) => money(span.price), numeric: true },
          { header: t("staff-product-from"), cell: (span) => tr.instant(Date.parse(span.from)) },
          { header: t("staff-product-until"), cell: (span) => (span.until === null ? t("staff-product-now") : tr.instant(Date.parse(span.until))) }
        ]}
      />
    </section>
  )
}
