import { spawn, spawnSync } from "node:child_process"
import { existsSync, symlinkSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { firstLoadJs, type PageScripts } from "./firstLoadJs.ts"

const app = fileURLToPath(new URL("./empty-app/", import.meta.url))

/**
 * The first-load JavaScript of an empty App Router page built with the shop's own Next and React
 * (budgets/empty-app: a layout and a heading): the floor under every page's figure, printed beside
 * them so a goal below it reads as what it is (issue 15).
 */
export const emptyAppFloor = async (port: number): Promise<PageScripts> => {
  // The web package's installed Next and React, not a second copy.
  if (!existsSync(`${app}node_modules`)) symlinkSync("../../../web/node_modules", `${app}node_modules`)
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }
  const built = spawnSync("npx", ["next", "build"], { cwd: app, env, stdio: "ignore" })
  if (built.status !== 0) throw new Error(`the empty app did not build (exit ${built.status})`)
  const server = spawn("npx", ["next", "start", "--port", String(port)], { cwd: app, env, stdio: "ignore", detached: true })
  try {
    const until = Date.now() + 60_000
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/`).then((answer) => answer.ok, () => false)
      if (up) break
      if (Date.now() > until) throw new Error("the empty app did not start")
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const [measured] = await firstLoadJs([`http://127.0.0.1:${port}/`])
    if (measured === undefined) throw new Error("the empty app was not measured")
    return measured
  } finally {
    if (server.pid !== undefined) {
      try {
        process.kill(-server.pid, "SIGTERM")
      } catch {
        // already gone
      }
    }
  }
}
