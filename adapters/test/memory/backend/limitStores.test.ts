import { RateLimitStoreMemory } from "../../../src/memory/backend/RateLimitStoreMemory.ts"
import { SpentHumanChecksMemory } from "../../../src/memory/backend/SpentHumanChecksMemory.ts"
import { rateLimitStoreSuite } from "@shop/core/test-support/backend/rateLimitStoreSuite"
import { spentHumanChecksSuite } from "@shop/core/test-support/backend/spentHumanChecksSuite"

rateLimitStoreSuite("RateLimitStore in memory", () => RateLimitStoreMemory.layer)
spentHumanChecksSuite("SpentHumanChecks in memory", () => SpentHumanChecksMemory.layer)
