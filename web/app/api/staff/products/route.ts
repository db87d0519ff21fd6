import { listStaffProducts, StaffProductList, StaffProductListQuery } from "@shop/core/backend/staff/products"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/**
 * GET /api/staff/products/?market=&q=&page=: 25 products a page, by id, of one market (RO, BG, HU, GR)
 * or all; `q` finds an id, or text in the title, model, brand or SKU. Permission products.read.
 */
export const GET = route({
  signedIn: staffMember,
  query: StaffProductListQuery,
  response: StaffProductList,
  handler: ({ user, query }) => listStaffProducts(user, query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
