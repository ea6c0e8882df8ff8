// The layers the code keeps (docs/layers.md): app/ → components/ → lib/<domain>/ → lib's core.
// `npm run lint` runs this; type-only imports are left out (they vanish at compile time), so the
// graph is the one that runs.
const CORE =
  "^lib/(env|admin-emails|account-name|log|health|telemetry|db|generated|money|dates|warm-up|site|startup|toast|utils|hooks|http|payments|storage|rate-limit|signed-token|action-result)(\\.ts$|/)";

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module that reaches itself again through its imports.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-domain-cycle",
      severity: "error",
      comment:
        "lib/ domains form a directed acyclic graph: a domain that needs another's behaviour at run time receives it (a callback, a registry filled by the caller) instead of importing it back.",
      scope: "folder",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "core-imports-no-domain",
      severity: "error",
      comment: "lib's core (env, db, money, site, http, payments, storage, rate limits) imports no domain.",
      from: { path: CORE },
      to: { path: "^lib/", pathNot: CORE },
    },
    {
      name: "lib-imports-no-ui",
      severity: "error",
      comment: "lib/ is below components/ and app/.",
      from: { path: "^lib/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "components-import-no-app",
      severity: "error",
      comment: "components/ is below app/.",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "cache-handlers-stand-alone",
      severity: "error",
      comment:
        "Next loads cache-handlers/ by path at run time, outside the app's bundle: they import one another, Node's modules and packages, never the app's TypeScript.",
      from: { path: "^cache-handlers/" },
      to: { pathNot: "^(cache-handlers/|node_modules/)", dependencyTypesNot: ["core"] },
    },
    {
      name: "no-seed-content-at-run-time",
      severity: "error",
      comment: "prisma/content/ is the seed's: what the app needs of it lives in lib/ or comes from the database.",
      from: { pathNot: "^(prisma/(seed\\.ts|content/)|scripts/|tests/)|\\.test\\.tsx?$" },
      to: { path: "^prisma/content/" },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^lib/generated/"] },
    // Tests reach across layers on purpose (they seed and inspect); the rules are about the shipped code.
    exclude: { path: ["^lib/generated/", "^\\.next", "^node_modules", "^tests/", "\\.(test|spec)\\.tsx?$"] },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
