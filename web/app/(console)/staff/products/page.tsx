import { listStaffProducts, StaffProductListQuery, type StaffProductListQuery as ListQuery } from "@shop/core/backend/staff/products"
import { MarketCodes } from "@shop/core/markets/market"
import { Option, Schema } from "effect"
import type { Metadata } from "next"
import Link from "next/link"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { staffPage } from "../../../../src/staff/session.ts"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffPager } from "../../../../src/staff/ui/StaffPager.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"

export const metadata: Metadata = { title: "Products" }

const decodeQuery = Schema.decodeUnknownOption(StaffProductListQuery)

/** The page's query as the list call takes it; a malformed one is the unfiltered first page. */
const queryOf = (params: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>): ListQuery => {
  const one = (name: string) => (typeof params[name] === "string" && params[name] !== "" ? { [name]: params[name] } : {})
  return Option.getOrElse(decodeQuery({ ...one("market"), ...one("q"), ...one("page") }), () => ({}))
}

/**
 * Every role: the catalogue of every market, 25 a page by id, filtered by market and found by id,
 * title, model, brand or SKU (core listStaffProducts); each row opens the product's page to edit it.
 */
export default async function StaffProductsPage(props: { readonly searchParams: Promise<Record<string, string | ReadonlyArray<string> | undefined>> }) {
  const { staff, allowed } = await staffPage("/staff/products/", "products.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const query = queryOf(await props.searchParams)
  const page = await loadStaffData(listStaffProducts(staff, query))
  const { t } = tr
  const kept: Record<string, string> = {
    ...(query.market === undefined ? {} : { market: query.market }),
    ...(query.q === undefined ? {} : { q: query.q })
  }
  return (
    <section className="staff-panel" data-testid="staff-products">
      <h1>{t("staff-products-title")}</h1>
      <form method="get" action="/staff/products/" className="staff-filters" role="search">
        <label><span>{t("staff-products-market")}</span>
          <select name="market" defaultValue={query.market ?? ""}>
            <option value="">{t("staff-filter-any")}</option>
            {MarketCodes.map((market) => <option key={market} value={market}>{market}</option>)}
          </select>
        </label>
        <label><span>{t("staff-products-query")}</span>
          <input name="q" type="search" maxLength={100} defaultValue={query.q ?? ""} />
        </label>
        <button type="submit" className="staff-button">{t("staff-search")}</button>
        <Link href="/staff/products/">{t("staff-filter-clear")}</Link>
      </form>
      <StaffTable
        caption={t("staff-products-title")}
        rows={page.items}
        idOf={(p) => String(p.id)}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-products-id"), cell: (p) => <Link href={`/staff/products/${p.id}/`}>{p.id}</Link>, numeric: true },
          { header: t("staff-products-market"), cell: (p) => p.market },
          { header: t("staff-products-product"), cell: (p) => <Link href={`/staff/products/${p.id}/`}>{p.title}</Link> },
          { header: t("staff-products-sku"), cell: (p) => p.sku },
          { header: t("staff-products-price"), cell: (p) => tr.money(p.price, p.market), numeric: true },
          { header: t("staff-products-previous"), cell: (p) => (p.previousPrice === null ? "–" : tr.money(p.previousPrice, p.market)), numeric: true },
          { header: t("staff-products-discount"), cell: (p) => (p.discountPercent === null ? "–" : `−${p.discountPercent} %`), numeric: true },
          { header: t("staff-products-stock"), cell: (p) => p.stock, numeric: true }
        ]}
      />
      <StaffPager tr={tr} basePath="/staff/products/" query={kept} page={page.page} pageSize={page.pageSize} total={page.total} />
    </section>
  )
}
