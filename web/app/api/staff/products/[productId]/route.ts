import { staffProductDetail, StaffProductDetail, StaffProductPatch, updateStaffProduct } from "@shop/core/backend/staff/products"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { Id } from "../../../../../src/server/params.ts"
import { staffMember } from "../../../../../src/server/staff/staffSession.ts"

const Params = Schema.Struct({ productId: Id })

/** GET /api/staff/products/{id}/: the product with its price history, newest first (products.read). */
export const GET = route({
  signedIn: staffMember,
  params: Params,
  response: StaffProductDetail,
  handler: ({ user, params }) => staffProductDetail(user, params.productId)
})

/**
 * PATCH /api/staff/products/{id}/ { price?, previousPrice?, stock? } (products.edit: catalog, admin):
 * a new price is kept in the history and announced against the lowest price of the 30 days before it
 * when that is above it (EU Omnibus rule); `previousPrice: null` announces no reduction, a number must
 * be that reference (else 422 `validation-failed`). 200 the product as the GET answers it; the
 * storefront's pages show the change within seconds (the database announces it to every catalog cache).
 */
export const PATCH = route({
  signedIn: staffMember,
  params: Params,
  body: StaffProductPatch,
  response: StaffProductDetail,
  handler: ({ user, params, body }) => updateStaffProduct(user, params.productId, body)
})

export const { POST, PUT, DELETE, OPTIONS } = notAllowedExcept("GET", "PATCH")
