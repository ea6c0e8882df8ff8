// A loopback OpenID Connect provider standing in for Google in the end-to-end tests. The app's
// real Auth.js Google provider is pointed at it (AUTH_GOOGLE_ISSUER) and runs its whole flow
// against it: discovery, the authorization redirect, the code exchange with the client secret
// and PKCE, an RS256 id_token (iss, aud, azp, nonce, at_hash), userinfo and the signing keys.
//
// It is served over https, as Google is: oauth4webapi trusts an id_token from the token endpoint
// because of the TLS connection (it does not check its signature), and Auth.js's current
// tolerance of plain-http issuers is marked by its authors as something to remove. The
// certificate is a throw-away self-signed one made by openssl at start-up; the app's server
// trusts it through NODE_EXTRA_CA_CERTS, and browsers in the tests ignore certificate errors.
//
// Which Google account answers is the test's choice, as it is a person's in a real browser: the
// `oidc_identity` cookie on the stand-in's origin holds the identity (base64url JSON with sub,
// email, email_verified, name, given_name). Without it the authorization endpoint answers 400.
import { execFileSync } from "node:child_process";
import { createHash, generateKeyPairSync, randomBytes, sign, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";

export const IDENTITY_COOKIE = "oidc_identity";

const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_S = 3600;
const MAX_BODY_BYTES = 64 * 1024;

/** @typedef {{ sub: string; email: string; email_verified: boolean; name?: string; given_name?: string; family_name?: string }} Identity */

/** The cookie value that makes the stand-in answer as this Google account. */
export function encodeIdentity(/** @type {Identity} */ identity) {
  return Buffer.from(JSON.stringify(identity)).toString("base64url");
}

/** @returns {Identity | null} */
function decodeIdentity(/** @type {string | undefined} */ value) {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (typeof parsed?.sub !== "string" || !parsed.sub || typeof parsed.email !== "string" || typeof parsed.email_verified !== "boolean") return null;
    return parsed;
  } catch {
    return null;
  }
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function makeCertificate(/** @type {string} */ dir) {
  mkdirSync(dir, { recursive: true });
  const keyFile = path.join(dir, "oidc-key.pem");
  const certFile = path.join(dir, "oidc-cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        keyFile,
        "-out",
        certFile,
        "-days",
        "1",
        "-subj",
        "/CN=OIDC stand-in",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
  } catch (error) {
    const missing = /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT";
    throw new Error(
      missing ? "The Google sign-in stand-in needs openssl for its test certificate (apt-get install openssl)." : `openssl failed: ${String(error)}`,
      { cause: error },
    );
  }
  return { keyFile, certFile };
}

const base64url = (/** @type {Buffer | string} */ data) => Buffer.from(data).toString("base64url");

function sameSecret(/** @type {string} */ given, /** @type {string} */ expected) {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

function cookies(/** @type {string | undefined} */ header) {
  /** @type {Record<string, string>} */
  const jar = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) jar[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return jar;
}

function readBody(/** @type {import("node:http").IncomingMessage} */ request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("body too large"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * Starts the stand-in on an ephemeral loopback port.
 * @param {{ dir: string; clientId: string; clientSecret: string }} options  dir: where the certificate is written
 */
export async function startOidcProvider({ dir, clientId, clientSecret }) {
  const host = "127.0.0.1";
  const { keyFile, certFile } = makeCertificate(dir);
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  /** @type {Map<string, { identity: Identity; redirectUri: string; nonce?: string; codeChallenge?: string; scope: string; expiresAt: number }>} */
  const codes = new Map();
  /** @type {Map<string, Identity>} */
  const accessTokens = new Map();
  let issuer = "";

  const json = (/** @type {import("node:http").ServerResponse} */ response, /** @type {number} */ status, /** @type {unknown} */ body, headers = {}) => {
    response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
    response.end(JSON.stringify(body));
  };

  function idToken(/** @type {Identity} */ identity, /** @type {string} */ accessToken, /** @type {string | undefined} */ nonce) {
    const now = Math.floor(Date.now() / 1000);
    // at_hash: the left half of the SHA-256 of the access token (OpenID Connect Core 3.1.3.6).
    const atHash = base64url(createHash("sha256").update(accessToken).digest().subarray(0, 16));
    const claims = {
      iss: issuer,
      azp: clientId,
      aud: clientId,
      sub: identity.sub,
      at_hash: atHash,
      iat: now,
      exp: now + ID_TOKEN_TTL_S,
      ...(nonce ? { nonce } : {}),
      ...profileClaims(identity),
    };
    const signingInput = `${base64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
    return `${signingInput}.${base64url(sign("sha256", Buffer.from(signingInput), privateKey))}`;
  }

  function profileClaims(/** @type {Identity} */ identity) {
    const { sub: _sub, ...rest } = identity;
    return rest;
  }

  function authorize(
    /** @type {URL} */ url,
    /** @type {import("node:http").IncomingMessage} */ request,
    /** @type {import("node:http").ServerResponse} */ response,
  ) {
    const params = url.searchParams;
    const redirectUri = params.get("redirect_uri") ?? "";
    if (params.get("client_id") !== clientId || params.get("response_type") !== "code" || !/^https?:\/\//.test(redirectUri)) {
      return json(response, 400, { error: "invalid_request" });
    }
    const method = params.get("code_challenge_method");
    if (params.has("code_challenge") && method !== "S256") return json(response, 400, { error: "invalid_request", error_description: "S256 only" });
    const identity = decodeIdentity(cookies(request.headers.cookie)[IDENTITY_COOKIE]);
    if (!identity) return json(response, 400, { error: "invalid_request", error_description: `no Google account chosen: set the ${IDENTITY_COOKIE} cookie` });
    const code = randomBytes(24).toString("base64url");
    codes.set(code, {
      identity,
      redirectUri,
      nonce: params.get("nonce") ?? undefined,
      codeChallenge: params.get("code_challenge") ?? undefined,
      scope: params.get("scope") ?? "openid",
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    const state = params.get("state");
    if (state) back.searchParams.set("state", state);
    response.writeHead(302, { Location: back.toString(), "Cache-Control": "no-store" });
    response.end();
  }

  async function token(/** @type {import("node:http").IncomingMessage} */ request, /** @type {import("node:http").ServerResponse} */ response) {
    const form = new URLSearchParams(await readBody(request));
    // client_secret_basic (what Auth.js sends: form-url-encoded id and secret), or client_secret_post.
    let id = form.get("client_id") ?? "";
    let secret = form.get("client_secret") ?? "";
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? "");
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      const unescape = (/** @type {string} */ value) => decodeURIComponent(value.replace(/\+/g, " "));
      id = unescape(decoded.slice(0, colon));
      secret = unescape(decoded.slice(colon + 1));
    }
    if (id !== clientId || !sameSecret(secret, clientSecret)) return json(response, 401, { error: "invalid_client" });
    if (form.get("grant_type") !== "authorization_code") return json(response, 400, { error: "unsupported_grant_type" });
    const code = form.get("code") ?? "";
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== form.get("redirect_uri")) return json(response, 400, { error: "invalid_grant" });
    if (grant.codeChallenge) {
      const verifier = form.get("code_verifier") ?? "";
      if (base64url(createHash("sha256").update(verifier).digest()) !== grant.codeChallenge)
        return json(response, 400, { error: "invalid_grant", error_description: "PKCE" });
    }
    const accessToken = randomBytes(24).toString("base64url");
    accessTokens.set(accessToken, grant.identity);
    json(response, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3599,
      scope: grant.scope,
      id_token: idToken(grant.identity, accessToken, grant.nonce),
    });
  }

  async function handle(/** @type {import("node:http").IncomingMessage} */ request, /** @type {import("node:http").ServerResponse} */ response) {
    const url = new URL(request.url ?? "/", issuer);
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "GET /.well-known/openid-configuration":
        return json(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          scopes_supported: ["openid", "email", "profile"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          code_challenge_methods_supported: ["S256"],
          claims_supported: ["aud", "email", "email_verified", "exp", "family_name", "given_name", "iat", "iss", "name", "sub"],
        });
      case "GET /jwks":
        return json(response, 200, { keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] });
      case "GET /authorize":
        return authorize(url, request, response);
      case "POST /token":
        return token(request, response);
      case "GET /userinfo": {
        const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "");
        const identity = bearer?.[1] ? accessTokens.get(bearer[1]) : undefined;
        if (!identity) return json(response, 401, { error: "invalid_token" }, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
        return json(response, 200, identity);
      }
      default:
        return json(response, 404, { error: "not_found" });
    }
  }

  const server = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (request, response) => {
    handle(request, response).catch((error) => {
      console.error("oidc stand-in:", error);
      if (!response.headersSent) json(response, 500, { error: "server_error" });
      else response.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("oidc stand-in: no port");
  issuer = `https://${host}:${address.port}`;

  return {
    issuer,
    /** The certificate to trust (NODE_EXTRA_CA_CERTS). */
    caFile: certFile,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
