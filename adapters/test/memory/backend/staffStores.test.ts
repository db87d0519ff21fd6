import { Layer } from "effect"
import { staffStoreSuite } from "@shop/core/test-support/backend/staffStoreSuite"
import { AuditLogMemory } from "../../../src/memory/backend/AuditLogMemory.ts"
import { StaffMemory } from "../../../src/memory/backend/StaffMemory.ts"

staffStoreSuite("staff stores in memory", () => Layer.merge(StaffMemory.layer, AuditLogMemory.layer))
