// Google in the end-to-end tests: oauth2-mock-server, an OpenID Connect provider made for tests,
// served over https on loopback. The app's real Auth.js Google provider is pointed at it
// (AUTH_GOOGLE_ISSUER) and runs its whole flow against it: discovery, the authorization redirect,
// the code exchange with the client secret and PKCE, and an RS256 id_token with the nonce.
//
// It is served over https, as Google is: oauth4webapi trusts an id_token from the token endpoint
// because of the TLS connection, and Auth.js's tolerance of plain-http issuers is marked by its
// authors as something to remove. The certificate is a throw-away self-signed one made by openssl
// at start-up; the app's server trusts it through NODE_EXTRA_CA_CERTS, and browsers in the tests
// ignore certificate errors.
//
// Which Google account answers is the test's choice, as it is a person's in a real browser: the
// `oidc_identity` cookie on the provider's origin holds the identity (base64url JSON with sub,
// email, email_verified, name, given_name), and the id_token carries those claims. Without it the
// person is sent back with `error=access_denied`, as Google does when they decline. The hooks
// below also hold the code exchange to what Google holds it to: the client's own id and secret,
// each code once, for the address it was issued to.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Events, OAuth2Server } from "oauth2-mock-server";

export const IDENTITY_COOKIE = "oidc_identity";

/** @typedef {{ sub: string; email: string; email_verified: boolean; name?: string; given_name?: string; family_name?: string }} Identity */

/** The cookie value that makes the provider answer as this Google account. */
export function encodeIdentity(/** @type {Identity} */ identity) {
  return Buffer.from(JSON.stringify(identity)).toString("base64url");
}

/** @returns {Identity | null} */
function identityOf(/** @type {import("node:http").IncomingMessage} */ request) {
  const value = /(?:^|;\s*)oidc_identity=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (typeof parsed?.sub !== "string" || !parsed.sub || typeof parsed.email !== "string" || typeof parsed.email_verified !== "boolean") return null;
    return parsed;
  } catch {
    return null;
  }
}

/** @typedef {import("oauth2-mock-server").TokenRequestIncomingMessage} TokenRequest */

/** A field of a token request's form. */
const field = (/** @type {TokenRequest} */ request, /** @type {string} */ name) => {
  const value = /** @type {Record<string, unknown>} */ (request.body)[name];
  return typeof value === "string" ? value : "";
};

/** The client id and secret of a token request (client_secret_basic, as Auth.js sends them, or client_secret_post). */
function clientOf(/** @type {TokenRequest} */ request) {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!basic) return { id: field(request, "client_id"), secret: field(request, "client_secret") };
  const [id = "", secret = ""] = Buffer.from(basic, "base64")
    .toString("utf8")
    .split(":")
    .map((part) => decodeURIComponent(part.replace(/\+/g, " ")));
  return { id, secret };
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function makeCertificate(/** @type {string} */ dir) {
  mkdirSync(dir, { recursive: true });
  const keyFile = path.join(dir, "oidc-key.pem");
  const certFile = path.join(dir, "oidc-cert.pem");
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=Google stand-in"];
  try {
    execFileSync("openssl", [...args, "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const missing = /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT";
    throw new Error(
      missing ? "The Google sign-in stand-in needs openssl for its test certificate (apt-get install openssl)." : `openssl failed: ${String(error)}`,
      { cause: error },
    );
  }
  return { keyFile, certFile };
}

/**
 * Starts the provider on an ephemeral loopback port.
 * @param {{ dir: string; clientId: string; clientSecret: string }} options  dir: where the certificate is written
 */
export async function startGoogleIssuer({ dir, clientId, clientSecret }) {
  const { keyFile, certFile } = makeCertificate(dir);
  const server = new OAuth2Server(keyFile, certFile);
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  // The address the certificate and AUTH_GOOGLE_ISSUER name (the package would say "localhost").
  server.issuer.url = `https://127.0.0.1:${server.address().port}`;

  /** @type {Map<string, { identity: Identity; redirectUri: string }>} code -> who signed in, and where the code was sent */
  const grants = new Map();

  server.service.on(
    Events.BeforeAuthorizeRedirect,
    (/** @type {import("oauth2-mock-server").MutableRedirectUri} */ redirect, /** @type {import("node:http").IncomingMessage} */ request) => {
      const code = redirect.url.searchParams.get("code");
      const identity = identityOf(request);
      const query = new URL(request.url ?? "/", server.issuer.url).searchParams;
      if (!code) return;
      if (!identity || query.get("client_id") !== clientId) {
        redirect.url.searchParams.delete("code");
        redirect.url.searchParams.set("error", "access_denied");
        return;
      }
      grants.set(code, { identity, redirectUri: query.get("redirect_uri") ?? "" });
    },
  );

  // Both tokens of the exchange (the access token and the id_token) name the chosen account.
  server.service.on(Events.BeforeTokenSigning, (/** @type {import("oauth2-mock-server").MutableToken} */ token, /** @type {TokenRequest} */ request) => {
    const grant = grants.get(field(request, "code"));
    if (grant) Object.assign(token.payload, grant.identity);
  });

  server.service.on(Events.BeforeResponse, (/** @type {import("oauth2-mock-server").MutableResponse} */ response, /** @type {TokenRequest} */ request) => {
    const code = field(request, "code");
    const grant = grants.get(code);
    grants.delete(code);
    const client = clientOf(request);
    if (client.id !== clientId || client.secret !== clientSecret) {
      response.statusCode = 401;
      response.body = { error: "invalid_client" };
    } else if (field(request, "grant_type") !== "authorization_code" || !grant || grant.redirectUri !== field(request, "redirect_uri")) {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    }
  });

  return {
    issuer: server.issuer.url,
    /** The certificate to trust (NODE_EXTRA_CA_CERTS). */
    caFile: certFile,
    stop: () => server.stop(),
  };
}
