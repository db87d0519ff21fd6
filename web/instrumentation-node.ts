/**
 * The Node half of instrumentation.ts (kept apart so the edge build never sees Node's process
 * API): closes the server runtime (PGlite above all: an open PGlite must be closed to leave its
 * data folder clean) on SIGTERM and SIGINT, before Next's own shutdown runs and exits. The runtime
 * is reached through the hook src/server/runtime.ts puts on globalThis, so this file imports
 * nothing of the server (no `server-only`, no PGlite).
 */

type Signal = "SIGTERM" | "SIGINT"
type Listener = (...args: Array<unknown>) => void

/** Exit codes of a process ended by a signal (128 + its number), as Next uses. */
const exitCode: Record<Signal, number> = { SIGINT: 130, SIGTERM: 143 }

/** A runtime that does not close within this time does not hold the shutdown up. */
const disposeTimeoutMs = 10_000

const disposeServerRuntime = async (): Promise<void> => {
  const dispose = (globalThis as { __shopDisposeRuntime?: () => Promise<void> }).__shopDisposeRuntime
  if (dispose === undefined) return
  console.info("Shutting down: closing the server runtime and its database")
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, disposeTimeoutMs)
    timer.unref()
  })
  try {
    await Promise.race([dispose(), timeout])
  } catch (error) {
    console.error("Closing the server runtime failed", error)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Puts the runtime's disposal before the signal's other listeners (Next's cleanup, which exits):
 * they are taken off and called once the runtime is closed. Without them, this exits itself.
 */
const closeRuntimeFirst = (signal: Signal): void => {
  const others = process.listeners(signal) as Array<Listener>
  for (const listener of others) process.removeListener(signal, listener)
  process.once(signal, () => {
    void disposeServerRuntime().finally(() => {
      if (others.length === 0) process.exit(exitCode[signal])
      for (const listener of others) listener(signal)
    })
  })
}

/** Registers the shutdown hook once per process (a dev server may evaluate this again). */
export const registerShutdown = (): void => {
  const registered = globalThis as { __shopShutdownHook?: boolean }
  if (registered.__shopShutdownHook === true) return
  registered.__shopShutdownHook = true
  closeRuntimeFirst("SIGTERM")
  closeRuntimeFirst("SIGINT")
}
