import { listCustomers } from "@shop/core/backend/staff/customers"
import { customerQueryMaxLength } from "@shop/core/staff/customerSearch"
import { CustomerList } from "@shop/core/staff/customerViews"
import { StaffPageParam } from "@shop/core/staff/staffPaging"
import { SafeText } from "@shop/core/validation/safeText"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

const CustomersQuery = Schema.Struct({ q: Schema.optionalKey(SafeText(customerQueryMaxLength)), page: Schema.optionalKey(StaffPageParam) })

/** GET /api/staff/customers/?q=&page=: customers by email, name or an order's phone, 25 to a page, newest first (customers.read). */
export const GET = route({
  signedIn: staffMember,
  query: CustomersQuery,
  response: CustomerList,
  handler: ({ user, query }) => listCustomers(user, query.q ?? "", query.page ?? 1)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
