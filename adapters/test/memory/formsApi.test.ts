import { formsApiSuite } from "@shop/core/test-support/formsApiSuite"
import { FormsApiMemory } from "../../src/memory/FormsApiMemory.ts"
import { memoryPassingToken } from "../../src/memory/HumanVerificationMemory.ts"

formsApiSuite("FormsApiMemory", () => FormsApiMemory.layer(), memoryPassingToken)
