import type { MetadataRoute } from "next";
import { siteName } from "@/lib/site";

// The web manifest: a phone can keep the shop on its home screen with the shop's own icon.
export default function manifest(): MetadataRoute.Manifest {
  const name = siteName();
  return {
    name,
    short_name: name,
    description: "Short PDF guides for real change, kept on your own shelf.",
    start_url: "/",
    display: "standalone",
    background_color: "#faf6ef",
    theme_color: "#faf6ef",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
      { src: "/apple-touch-icon.png", type: "image/png", sizes: "180x180" },
    ],
  };
}
