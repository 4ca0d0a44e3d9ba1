import { chmodSync, existsSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect as http2Connect } from "node:http2";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import { connect as tlsConnect, type ConnectionOptions } from "node:tls";

import { CACHE_CONTROL, SECURITY_HEADERS } from "../../deploy/security-headers.mjs";
import { freePorts, startNginx, TEST_HOSTS } from "../../scripts/nginx-test-server.mjs";
import { expect, test } from "../fixtures";

// The recipe as shipped, only its ports moved (decision 0008): 127.0.0.1 is the site's address, localhost the other.
let nginx: Awaited<ReturnType<typeof startNginx>>;
let tlsPort = 0;
let redirectPort = 0;

test.beforeAll(async () => {
  const [port, tls, redirect] = await freePorts(3);
  tlsPort = tls ?? 0;
  redirectPort = redirect ?? 0;
  nginx = await startNginx({ port, tlsPort, redirectPort, stdio: ["ignore", "ignore", "inherit"] });
});

test.afterAll(async () => {
  await nginx?.stop();
});

function handshake(options: ConnectionOptions = {}) {
  return new Promise<{ protocol: string | null; alpn: string | false | null; cipher: string }>(
    (resolve, reject) => {
      const socket = tlsConnect(
        { host: "127.0.0.1", port: tlsPort, servername: "localhost", ca: nginx.caCert, ...options },
        () => {
          resolve({
            protocol: socket.getProtocol(),
            alpn: socket.alpnProtocol,
            cipher: socket.getCipher().standardName,
          });
          socket.end();
        },
      );
      socket.on("error", reject);
    },
  );
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function plainRequest(method: string, path: string, host = TEST_HOSTS.other, port = redirectPort) {
  return new Promise<Answer | "dropped">((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve("dropped") : reject(error),
    );
    req.end();
  });
}

async function answered(request: Promise<Answer | "dropped">) {
  const answer = await request;
  if (answer === "dropped") throw new Error("nginx dropped the connection");
  return answer;
}

function tlsRequest(path: string, host: string, port = tlsPort, ca = nginx.caCert) {
  return new Promise<{ status: number; location?: string } | "dropped">((resolve, reject) => {
    const req = httpsRequest(
      { host: "127.0.0.1", port, path, ca, servername: "localhost", headers: { Host: host } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve("dropped") : reject(error),
    );
    req.end();
  });
}

test.describe("HTTPS (deploy/nginx.conf, local CA)", () => {
  test("one address: the other host name redirects to it, any other name is dropped", async () => {
    expect(await tlsRequest("/", TEST_HOSTS.site)).toEqual({ status: 200 });
    expect(await tlsRequest("/courses?q=cash", TEST_HOSTS.other)).toEqual({
      status: 301,
      location: `https://${TEST_HOSTS.site}/courses?q=cash`,
    });
    expect(await tlsRequest("/courses", "evil.example")).toBe("dropped");
  });

  test("the certificate verifies against the CA and HTTP/2 is offered by ALPN", async () => {
    const result = await handshake({ ALPNProtocols: ["h2", "http/1.1"] });
    expect(result.alpn).toBe("h2");
    expect(result.protocol).toBe("TLSv1.3");
  });

  test("pages come over HTTP/2 with the security headers, HSTS included", async () => {
    const session = http2Connect(`https://${TEST_HOSTS.site}:${tlsPort}`, { ca: nginx.caCert });
    try {
      for (const path of ["/", "/courses", "/no-such-page"]) {
        const headers = await new Promise<Record<string, string | string[] | undefined>>(
          (resolve, reject) => {
            const stream = session.request({ ":path": path });
            stream.on("response", (responseHeaders) => {
              stream.resume();
              stream.on("end", () => resolve(responseHeaders));
            });
            stream.on("error", reject);
          },
        );
        expect(headers[":status"], path).toBe(path === "/no-such-page" ? 404 : 200);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
        expect(headers["cache-control"], path).toBe(CACHE_CONTROL.revalidate);
      }
    } finally {
      session.close();
    }
  });

  test("TLS follows Mozilla's intermediate profile: 1.2 with ECDHE and AEAD only, nothing older", async () => {
    const tls12 = await handshake({ minVersion: "TLSv1.2", maxVersion: "TLSv1.2" });
    expect(tls12.protocol).toBe("TLSv1.2");
    expect(tls12.cipher).toMatch(/^TLS_ECDHE_(ECDSA|RSA)_WITH_(AES_(128|256)_GCM|CHACHA20_POLY1305)/);
    // A client offering only what the profile leaves out is refused, though it could use it.
    const legacy = "DEFAULT:@SECLEVEL=0";
    await expect(
      handshake({ minVersion: "TLSv1", maxVersion: "TLSv1.1", ciphers: legacy }),
    ).rejects.toThrow();
    for (const cipher of ["ECDHE-ECDSA-AES128-SHA", "ECDHE-ECDSA-AES256-SHA384", "AES128-GCM-SHA256"]) {
      await expect(
        handshake({ maxVersion: "TLSv1.2", ciphers: `${cipher}:@SECLEVEL=0` }),
        cipher,
      ).rejects.toThrow();
    }
  });
});

test.describe("the port-80 server", () => {
  test("redirects every request to the same URL over HTTPS", async () => {
    const requests: Array<[string, string]> = [
      ["GET", "/"],
      ["GET", "/courses?q=cash&view=list"],
      ["HEAD", "/legal/privacy"],
      ["POST", "/contact"],
      ["GET", "/no-such-page"],
      ["GET", "/.well-known/security.txt"],
    ];
    for (const host of [TEST_HOSTS.site, TEST_HOSTS.other]) {
      for (const [method, path] of requests) {
        const response = await answered(plainRequest(method, path, host));
        expect(response.status, `${host} ${method} ${path}`).toBe(301);
        expect(response.headers.location, `${method} ${path}`).toBe(`https://${TEST_HOSTS.site}${path}`);
      }
    }
  });

  test("drops a request for any other host name, reflecting nothing", async () => {
    for (const host of ["evil.example", "www.localhost", "127.0.0.2"]) {
      expect(await plainRequest("GET", "/courses", host), host).toBe("dropped");
    }
  });

  test("serves ACME HTTP-01 challenges for certificate renewal, without a redirect", async () => {
    const token = `token-${Date.now()}`;
    const file = join(nginx.prefix, "acme/.well-known/acme-challenge", token);
    writeFileSync(file, `${token}.key-authorization`);
    chmodSync(file, 0o644);
    const found = await answered(plainRequest("GET", `/.well-known/acme-challenge/${token}`));
    expect(found.status).toBe(200);
    expect(found.body).toBe(`${token}.key-authorization`);
    expect((await answered(plainRequest("GET", "/.well-known/acme-challenge/unknown"))).status).toBe(404);
  });
});

test.describe("an owner's first start (docs/deploy.md)", () => {
  test("stage 1 starts with no certificate and serves the ACME challenge; stage 2 adds HTTPS by a reload", async () => {
    const [port, tls, redirect] = await freePorts(3);
    const first = await startNginx({
      port: port ?? 0,
      tlsPort: tls ?? 0,
      redirectPort: redirect ?? 0,
      stage: "http",
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      expect(existsSync(join(first.prefix, "tls"))).toBe(false);
      const token = `token-${Date.now()}`;
      const file = join(first.prefix, "acme/.well-known/acme-challenge", token);
      writeFileSync(file, `${token}.key-authorization`);
      chmodSync(file, 0o644);
      const challenge = await answered(
        plainRequest("GET", `/.well-known/acme-challenge/${token}`, TEST_HOSTS.site, redirect),
      );
      expect(challenge.status).toBe(200);
      expect(challenge.body).toBe(`${token}.key-authorization`);
      const page = await answered(plainRequest("GET", "/courses", TEST_HOSTS.other, redirect));
      expect(page.headers.location).toBe(`https://${TEST_HOSTS.site}/courses`);
      expect(await plainRequest("GET", "/courses", "evil.example", redirect)).toBe("dropped");

      await first.addStage2();
      expect(await tlsRequest("/courses", TEST_HOSTS.site, tls, first.caCert)).toEqual({ status: 200 });
      const renewal = await answered(
        plainRequest("GET", `/.well-known/acme-challenge/${token}`, TEST_HOSTS.site, redirect),
      );
      expect(renewal.status).toBe(200);
    } finally {
      await first.stop();
    }
  });
});
