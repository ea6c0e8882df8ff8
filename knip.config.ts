import type { KnipConfig } from "knip";

// `npm run lint` runs knip: no unused file, export, dependency or binary. Next's plugin knows the
// App Router's entry files (pages, layouts, routes, proxy, instrumentation, next.config); the
// others are listed here.
const config: KnipConfig = {
  entry: ["scripts/*.{mjs,ts}", "tests/**/*.{ts,mjs}", "emails/*.tsx"],
  project: ["**/*.{ts,tsx,mjs,css,prisma}"],
  // The font packages are read as files (app/fonts.ts for the pages, lib/pdf/fonts.ts for the PDF
  // stamps), not imported.
  ignoreDependencies: ["@fontsource-variable/fraunces", "@fontsource-variable/inter", "@fontsource/fraunces", "@fontsource/inter"],
  // System commands: CI installs Chromium with apt-get, the OpenID Connect stand-in makes its
  // certificate with openssl, and the shared-cache tests start their own redis-server.
  ignoreBinaries: ["apt-get", "openssl", "redis-server"],
  // Stylesheets import Tailwind with `@import`.
  compilers: {
    css: (text: string) => [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, specifier]) => `import "${specifier}";`).join("\n"),
  },
};

export default config;
