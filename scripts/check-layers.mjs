// Runs dependency-cruiser with the repository's rules (.dependency-cruiser.mjs) over the code and
// exits 1 on any violation. It goes through the library's API because its command line refuses
// Node 20, which this project supports; the API it wraps runs on it.
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const SOURCES = [
  "app",
  "components",
  "lib",
  "emails",
  "prisma",
  "scripts",
  "auth.ts",
  "proxy.ts",
  "next.config.ts",
  "cache-handlers",
  "instrumentation.ts",
  "instrumentation-client.ts",
];

const options = await extractDepcruiseOptions("./.dependency-cruiser.mjs");
const result = await cruise(SOURCES, options, undefined, { tsConfig: extractTSConfig("tsconfig.json") });
const report = await format(result.output, { outputType: "err" });
process.stdout.write(report.output);
if (report.exitCode > 0) process.exitCode = 1;
