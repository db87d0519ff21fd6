import { defineConfig } from "vitest/config"

// The root Vitest config: one project per package (vitest 4 `test.projects`).
// Run with `vitest --config vitest.workspace.ts`.
const project = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    include: ["test/**/*.test.ts"],
    exclude: ["test/firebase/**", "**/node_modules/**"],
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
    projects: [project("core"), project("adapters"), project("web"), firebase]
  }
})
