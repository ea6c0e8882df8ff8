// Fonts from npm packages through next/font/local: nothing is fetched at build time. Both are
// preloaded and shown with `display: optional`: a font that has not arrived by the first paint (a
// slow network, a busy phone) is not swapped in later, so text never changes width under the reader
// (with `swap`, the header's links moved a few pixels when Inter replaced its fallback). The next page
// finds it in the cache.
import localFont from "next/font/local";

export const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "optional",
});

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
});
