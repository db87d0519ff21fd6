import { remoteCartStoreSuite } from "@shop/core/test-support/remoteCartStoreSuite"
import { RemoteCartStoreMemory } from "../../src/memory/RemoteCartStoreMemory.ts"

remoteCartStoreSuite("RemoteCartStoreMemory", () => RemoteCartStoreMemory.layer)
