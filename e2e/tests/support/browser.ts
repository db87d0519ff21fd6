/** Debian's Chromium and the flags this machine needs (STACK.md): no sandbox as root, no background traffic. */
export const chromiumPath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic"
]

export const e2ePort = Number(process.env["E2E_PORT"] ?? 3300)
