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
  reactStrictMode: true,
  // The catalogue's pictures (docs/decisions-images.md). Only the shop's own /images/ paths, without a
  // query, go through the optimizer: photos (PNG, JPEG, WebP uploads) come out as AVIF or WebP in the
  // width a page asks for; drawings (SVG) are sent as they are (next/image never optimizes SVG).
  images: {
    localPatterns: [{ pathname: "/images/**", search: "" }],
    formats: ["image/avif", "image/webp"],
    // Phones at 2-3x (a gallery picture is ~360 css px there), the product page's 480 px column at 2x.
    deviceSizes: [640, 828, 1080, 1200],
    // Thumbnails (64 px) and listing cards (160-220 px) at 1x and 2x.
    imageSizes: [64, 128, 256, 384],
    qualities: [75],
    // An image path names one picture forever (a new picture gets a new path).
    minimumCacheTTL: 31_536_000,
    // Uploads are at most 10 MB (core addProductImage); the optimizer reads no more.
    maximumResponseBody: 11_000_000,
    maximumDiskCacheSize: 500_000_000,
    dangerouslyAllowSVG: false
  }
}

export default config
