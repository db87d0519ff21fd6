/**
 * Tries the attacks of issue 14 against a running shop and prints, for each, what was tried and
 * whether the shop held. Exits 1 when one did not hold. See scripts/attack-check.sh.
 */
import { boundaryChecks } from "./attack/boundaryChecks.ts"
import type { Check } from "./attack/check.ts"
import { identityChecks } from "./attack/identityChecks.ts"
import { limitsChecks } from "./attack/limitsChecks.ts"
import { orderChecks } from "./attack/orderChecks.ts"
import { sessionChecks } from "./attack/sessionChecks.ts"
import type { Target } from "./attack/http.ts"

const base = new URL(process.argv[2] ?? process.env["ATTACK_BASE"] ?? "http://127.0.0.1:3000")
const hostTable = new Map(
  (process.env["ATTACK_HOSTS"] ?? "").split(",").map((entry) => entry.split("=")).filter((pair) => pair.length === 2)
    .map(([market, host]) => [market!.trim().toUpperCase(), host!.trim()] as const)
)
const target: Target = {
  base,
  hostOf: (market) => hostTable.get(market) ?? `${market.toLowerCase()}.localhost:${base.port || "80"}`
}

// The limits come last: they spend this client's login and form allowances.
const checks: ReadonlyArray<Check> = [...boundaryChecks, ...identityChecks, ...sessionChecks, ...orderChecks, ...limitsChecks]

let failures = 0
let skipped = 0
console.log(`Attacks of issue 14 against ${base.origin} (storefront hosts ${["RO", "BG", "HU", "GR"].map((m) => target.hostOf(m as "RO")).join(", ")})\n`)
for (const check of checks) {
  let line: string
  try {
    const outcome = await check.run(target)
    if (outcome.untried === true) skipped++
    else if (!outcome.held) failures++
    line = `${outcome.untried === true ? "SKIP  " : outcome.held ? "held  " : "BROKE "} ${check.tried}\n        -> ${outcome.saw}`
  } catch (error) {
    failures++
    line = `ERROR  ${check.tried}\n        -> ${error instanceof Error ? error.message : String(error)}`
  }
  console.log(`[${check.area}] ${line}`)
}
console.log(`\n${checks.length - failures - skipped} of ${checks.length} attacks held${skipped === 0 ? "" : `, ${skipped} could not be tried`}.`)
process.exit(failures === 0 ? 0 : 1)
