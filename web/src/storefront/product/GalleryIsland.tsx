"use client"
import dynamic from "next/dynamic"

/**
 * The product page's gallery in a chunk of its own (client/islands.tsx says why): only the product
 * page loads its code. It still renders on the server, pictures and thumbnails included, so the
 * first picture is in the page's HTML and the thumbnails work as links before the code arrives.
 */
export const GalleryIsland = dynamic(() => import("./GalleryView.tsx").then((m) => m.GalleryView))
