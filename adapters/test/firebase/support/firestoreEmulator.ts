/// <reference types="node" />
import { expect, it } from "@effect/vitest"
import { Effect } from "effect"

/**
 * The Firestore emulator these tests run against: FIRESTORE_EMULATOR_HOST (`127.0.0.1:PORT`, printed by
 * `scripts/emulators/firestore.sh start`, which scripts/test-all.sh runs). Without it the tests FAIL:
 * a missing emulator must never pass as a skipped suite.
 */
export const firestoreEmulatorHost = (): string | undefined => {
  const host = process.env["FIRESTORE_EMULATOR_HOST"]?.trim()
  return host === undefined || host === "" ? undefined : host
}

/** Registers one failing test naming what is missing; call it when `firestoreEmulatorHost()` is undefined. */
export const failWithoutEmulator = (suite: string) =>
  it(`${suite}: needs the Firestore emulator`, () => {
    expect.fail(
      "FIRESTORE_EMULATOR_HOST is not set. Start the emulator: " +
        "export FIRESTORE_EMULATOR_HOST=$(bash scripts/emulators/firestore.sh start)"
    )
  })

/** Deletes every document of `projectId` in the emulator (its REST reset endpoint). */
export const clearFirestore = (host: string, projectId: string) =>
  Effect.promise(async () => {
    const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: "DELETE"
    })
    if (!response.ok) throw new Error(`clearing the emulator's ${projectId} answered ${response.status}`)
  })
