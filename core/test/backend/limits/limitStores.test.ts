import { RateLimitStoreMemory } from "../../support/backend/memory/RateLimitStoreMemory.ts"
import { SpentHumanChecksMemory } from "../../support/backend/memory/SpentHumanChecksMemory.ts"
import { rateLimitStoreSuite } from "../../support/backend/rateLimitStoreSuite.ts"
import { spentHumanChecksSuite } from "../../support/backend/spentHumanChecksSuite.ts"

rateLimitStoreSuite("RateLimitStore in memory", () => RateLimitStoreMemory.layer)
spentHumanChecksSuite("SpentHumanChecks in memory", () => SpentHumanChecksMemory.layer)
