import type { NextConfig } from "next"

// The thin Next.js shell (DESIGN.md "Web"). The workspace packages ship TypeScript sources with `.ts`
// import extensions; Next compiles them as part of the app.
const config: NextConfig = {
  // SPEC 7 writes every call with a trailing slash (/api/cart-refresh/); pages follow the route tables.
  trailingSlash: true,
  transpilePackages: ["@shop/core", "@shop/adapters"],
  // PGlite loads its WASM and data files from its own package folder at run time: keep it a real
  // Node module instead of bundling it. `pg` is on Next's built-in list already.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // The shop's server compresses every answer itself (server/boundary.mjs), after its page cache has
  // kept the page as written.
  compress: false,
  // Several dev servers (or a dev server beside a production build) need their own build folders.
  ...(process.env["NEXT_DIST_DIR"] === undefined ? {} : { distDir: process.env["NEXT_DIST_DIR"] }),
  reactStrictMode: true
}

export default config
