import { defineConfig } from "vitest/config"

// The root Vitest config: one project per package (vitest 4 `test.projects`).
// Run with `vitest --config vitest.workspace.ts`.
const project = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    include: ["test/**/*.test.ts"],
    benchmark: { include: ["bench/**/*.bench.ts"] }
  }
})

export default defineConfig({
  test: {
    projects: [project("core"), project("adapters"), project("web")]
  }
})
