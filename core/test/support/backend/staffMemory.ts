import { accountAreaRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountAreaRepositoryMemory"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { customerDirectoryMemoryLayer } from "@shop/adapters/memory/backend/CustomerDirectoryMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { orderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/OrderRepositoryMemory"
import { sellOrderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/SellRepositoriesMemory"
import { IdentityMemory } from "@shop/adapters/memory/IdentityMemory"
import { Effect, Layer } from "effect"
import { AuditLog } from "../../../src/backend/staff/audit.ts"
import type { StaffActor, StaffRole } from "../../../src/staff/roles.ts"
import { suiteDataset } from "./dataset.ts"

/** A staff member of `role` (the use cases take the actor from the staff session). */
export const staffOf = (role: StaffRole): StaffActor => ({ id: `staff-${role}`, email: `${role}@shop.example`, name: `The ${role}`, role, language: "en" })

/**
 * The stores the staff's customer use cases run over, in memory and fresh at each build: accounts
 * and the provider (IdentityMemory), orders, sell orders, the account area, the customer directory and
 * the audit log.
 */
export const staffCustomersMemoryLayer = () =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(suiteDataset)
    return Layer.mergeAll(
      customerDirectoryMemoryLayer(state),
      accountAreaRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      sellOrderRepositoryMemoryLayer(state),
      AuditLogMemory.layer
    ).pipe(Layer.provideMerge(IdentityMemory.layer))
  }))

/** The audit log's entries, newest first. */
export const auditEntries = AuditLog.use((log) => Effect.map(log.list(0, 1_000), (page) => page.entries))
