"use client";
// The last resort when even the site's layout fails: a self-contained page (it replaces the root
// layout, so it brings its own <html> and plain styles).
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", background: "#faf6ef", color: "#1c1917" }}>
        <main role="alert" style={{ maxWidth: 560, margin: "0 auto", padding: "96px 16px", textAlign: "center" }}>
          <h1 style={{ fontFamily: "Georgia, serif", fontSize: 36 }}>Something went wrong</h1>
          <p style={{ color: "#57534e", lineHeight: 1.6 }}>The shop could not be shown just now. Please try again in a moment.</p>
          {error.digest ? <p style={{ color: "#57534e", fontSize: 12 }}>Reference: {error.digest}</p> : null}
          <p style={{ marginTop: 32 }}>
            <button
              type="button"
              onClick={reset}
              style={{ borderRadius: 999, border: 0, padding: "12px 24px", background: "#1c1917", color: "#faf6ef", fontSize: 16 }}
            >
              Try again
            </button>{" "}
            {/* A full page load on purpose: the app's own navigation is what just failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ color: "#1c1917", marginLeft: 16 }}>
              Return to Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
