import { Effect, Layer, Option } from "effect"
import { CustomerDirectory, type CustomerRecord } from "@shop/core/backend/staff/customerDirectory"
import { phoneMatches, textMatches, type CustomerQuery } from "@shop/core/staff/customerSearch"
import type { StaffSlice } from "@shop/core/staff/staffPaging"
import { type ListedUser, MemoryUserList } from "./AccountsMemory.ts"
import { byText, type MemoryState } from "./memoryState.ts"

const recordOf = ({ user, createdAt }: ListedUser): CustomerRecord => ({
  id: user.id,
  email: user.email,
  name: user.name,
  createdAt,
  deactivatedAt: user.deactivatedAt
})

/** CustomerDirectory over the memory account stores (MemoryUserList) and a memory backend's orders, core's match rules. */
export const makeCustomerDirectoryMemory = (state: MemoryState) =>
  Effect.map(MemoryUserList, (list) => {
    const phonesOf = (userId: string): ReadonlyArray<string> =>
      [...state.orderOwners.entries()].flatMap(([orderId, owner]) => {
        const order = state.orders.get(orderId)
        return owner === userId && order !== undefined ? [order.contact.phone] : []
      })
    const matches = (search: CustomerQuery) => (record: CustomerRecord): boolean =>
      textMatches(record.email, search.text) || textMatches(record.name, search.text) ||
      (search.phoneDigits !== null && phonesOf(record.id).some((phone) => phoneMatches(phone, search.phoneDigits!)))
    const all = Effect.map(list.all, (users) => users.map(recordOf).sort((a, b) => b.createdAt - a.createdAt || byText(b.id, a.id)))
    return CustomerDirectory.of({
      search: (search: CustomerQuery, slice: StaffSlice) =>
        Effect.map(all, (records) => {
          const found = records.filter(matches(search))
          return { customers: found.slice(Math.max(0, slice.offset), Math.max(0, slice.offset) + Math.max(0, slice.limit)), total: found.length }
        }),
      byId: (id: string) => Effect.map(all, (records) => Option.fromUndefinedOr(records.find((record) => record.id === id)))
    })
  })

export const customerDirectoryMemoryLayer = (state: MemoryState) => Layer.effect(CustomerDirectory, makeCustomerDirectoryMemory(state))
