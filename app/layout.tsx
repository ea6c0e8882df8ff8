import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { SiteFooter } from "@/components/shop/site-footer";
import { SiteHeader } from "@/components/shop/site-header";
import { TestModeBanner } from "@/components/shop/test-mode-banner";
import { LazyToaster, ToastsFollowPage } from "@/components/ui/lazy-toaster";
import { SessionRefresher } from "@/components/shop/session-refresher";
import { InsightBeacon } from "@/components/shop/insight-beacon";
import { siteName, siteUrl } from "@/lib/site";
import { fraunces, inter } from "./fonts";
import "./globals.css";

export function generateMetadata(): Metadata {
  const name = siteName();
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${name}: short guides for real change`, template: `%s | ${name}` },
    description:
      "Sixteen short PDF guides in four strands (Power, Feeling, Motion, Vision), $6 each, kept on your own shelf forever. Take the quiz and get your first guide free.",
    applicationName: name,
    openGraph: { siteName: name, type: "website" },
    // The shop's mark (public/icon.svg; the PNGs are rendered from it) for tabs, home screens and the web manifest.
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
  };
}

export const viewport: Viewport = { themeColor: "#faf6ef", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${fraunces.variable} ${inter.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <TestModeBanner />
        <SiteHeader />
        {/* At least a screen tall, so the footer starts below the first screen: a page arriving
            in pieces, or streaming its content, grows above the footer, which then never moves in view. */}
        <main id="main" className="min-h-lvh flex-1">
          {children}
        </main>
        <SiteFooter />
        <LazyToaster />
        <Suspense fallback={null}>
          <SessionRefresher />
          <InsightBeacon />
          <ToastsFollowPage />
        </Suspense>
      </body>
    </html>
  );
}
