import { defineConfig } from "vitest/config"

// The root Vitest config: one project per package (vitest 4 `test.projects`).
// Run with `vitest --config vitest.workspace.ts`.
// Integration tests run whole requests against a database: on a busy two-core machine one can take
// longer than Vitest's default 5 s without anything being wrong, so they get a wider limit (never a
// speed check: benchmarks print figures).
const project = (name: string, setupFiles: ReadonlyArray<string> = []) => ({
  test: {
    name,
    root: `./${name}`,
    include: ["test/**/*.test.ts"],
    setupFiles: [...setupFiles],
    exclude: ["test/firebase/**", "**/node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    benchmark: { include: ["bench/**/*.bench.ts"] }
  }
})

// The Firebase adapters' tests need the Auth and Firestore emulators, which scripts/test-all.sh starts
// (and fails when they cannot start) before it runs this project on its own: `--project firebase`.
const firebase = {
  test: {
    name: "firebase",
    root: "./adapters",
    include: ["test/firebase/**/*.test.ts"],
    fileParallelism: false
  }
}

export default defineConfig({
  test: {
    projects: [project("core"), project("adapters"), project("web", ["./test/setup.ts"]), firebase]
  }
})
