// nginx as the reverse proxy in front of the tight-limits server of the end-to-end run, configured
// as a deployment's would be: it forwards each request to the app and appends the address the
// request came from to X-Forwarded-For (`proxy_add_x_forwarded_for`), after whatever the client
// wrote there. The app trusts it (TRUST_PROXY=1), so the tests meet per-IP limits as a deployment
// does. It runs in the foreground (no daemon) from a generated configuration in a temporary folder,
// which also holds its pid file and buffers; its errors go to standard error.
//   node tests/support/nginx-proxy.mjs --listen <port> --target <port>   (listening on 127.0.0.1, forwarding to localhost)
import { spawn } from "node:child_process";
import { lookup } from "node:dns/promises";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function option(/** @type {string} */ flag) {
  const index = process.argv.indexOf(flag);
  const value = Number(index > 0 ? process.argv[index + 1] : NaN);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`nginx-proxy: ${flag} <port> is required`);
  return value;
}

const listen = option("--listen");
const target = option("--target");
// The app listens on "localhost" (`next start -H localhost`): the address Node picks for it.
const { address, family } = await lookup("localhost");
const upstream = family === 6 ? `[${address}]:${target}` : `${address}:${target}`;

const dir = mkdtempSync(path.join(tmpdir(), "e2e-nginx-"));
// nginx's workers run as an unprivileged user when it is started as root: they may enter the folder.
chmodSync(dir, 0o755);
const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${listen};
    # The app judges request sizes itself.
    client_max_body_size 0;
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Streamed pages and action responses reach the client as the app sends them.
      proxy_buffering off;
    }
  }
}
`;
writeFileSync(path.join(dir, "nginx.conf"), config);

const binary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((file) => existsSync(file)) ?? "nginx";
const nginx = spawn(binary, ["-e", "stderr", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
nginx.on("error", (error) => {
  cleanUp();
  console.error(
    /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT"
      ? "nginx-proxy: nginx is not installed (apt-get install nginx)"
      : `nginx-proxy: ${String(error)}`,
  );
  process.exit(1);
});
nginx.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => nginx.kill("SIGTERM"));
console.log(`nginx on 127.0.0.1:${listen} -> ${upstream}`);
