import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
console.log("perf", r.lhr.categories.performance.score * 100, "LCP", Math.round(r.lhr.audits["largest-contentful-paint"].numericValue));
const log = r.artifacts.DevtoolsLog ?? r.artifacts.devtoolsLogs?.defaultPass;
const conns = {};
for (const e of log) if (e.method === "Network.responseReceived") { const u = e.params.response.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 50); const c = e.params.response.connectionId; conns[c] = (conns[c] ?? 0) + 1; console.log(u.padEnd(52), c, e.params.response.connectionReused, e.params.response.protocol); }
console.log(conns);
await chrome.kill();
