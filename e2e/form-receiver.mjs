// The third parties of the endpoint build, for the browser tests: a real HTTP server on 127.0.0.1 that stands in
// for each service a site owner can configure (they cannot be reached from here):
// - a form service (SITE_FORM_ENDPOINT): accepts multipart posts at /f/meridian, records every field and file it
//   received, and answers as a test told it to for that submission's email address: 200 (default), 500, hang
//   (never answers), close (drops the connection), nocors (200 JSON without CORS headers: the page cannot read
//   it), captcha (200 with an HTML page asking to solve a captcha) or redirect (302 to /thanks on this origin,
//   which answers 200 JSON);
// - a newsletter provider's sign-up form (SITE_NEWSLETTER_ENDPOINT, Buttondown's format): /newsletter/meridian,
//   recorded and answered the same way, by the address in `email` or `email_address`;
// - an analytics provider (SITE_ANALYTICS_SCRIPT): /js/script.js is a stand-in for Plausible's script, with its
//   API (`plausible(name, { props })`) and its request (a text/plain JSON post to /api/event: n, u, d, r, p);
//   every event is recorded with the request's cookie header.
// Started by the test run (playwright.config.ts), stopped with it.
//
//   POST /__behaviour {"email": "...", "mode": "500" | "hang" | "close" | "nocors" | "captcha" | "redirect" | "ok",
//                      "times": 1}
//   GET  /__records?email=...   → [{ fields, files: [{ field, name, type, size, sha256 }], origin }]
//   GET  /__events?run=...       → [{ body, raw, cookie, origin }] whose page address carries ?run=...
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { Readable } from "node:stream";

const port = Number(process.argv[2] ?? 6173);
/** email → list of modes still to answer with, first first. */
const behaviours = new Map();
/** email → records, oldest first. */
const records = new Map();
const hanging = new Set();
/** Every analytics event received, oldest first. */
const events = [];

// Plausible's script in small: the site id from its tag, a pageview on load, custom events through `plausible`.
const ANALYTICS_SCRIPT = `(() => {
  const script = document.currentScript;
  const api = new URL("/api/event", script.src).href;
  const send = (n, props) => fetch(api, {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "text/plain" },
    body: JSON.stringify({ n, u: location.href, d: script.dataset.domain, r: document.referrer || null, p: props }),
  });
  window.plausible = (n, options) => send(n, options && options.props);
  send("pageview");
})();
`;

const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Accept, Content-Type" };

function json(response, status, body) {
  response.writeHead(status, { ...CORS, "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readForm(request) {
  const body = Readable.toWeb(request);
  const url = `http://127.0.0.1:${port}${request.url}`;
  return new Request(url, { method: "POST", headers: request.headers, body, duplex: "half" }).formData();
}

async function receive(request, response) {
  const form = await readForm(request);
  const fields = {};
  const files = [];
  for (const [field, value] of form) {
    if (typeof value === "string") fields[field] = value;
    else {
      const bytes = Buffer.from(await value.arrayBuffer());
      files.push({
        field,
        name: value.name,
        type: value.type,
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    }
  }
  const email = fields.email ?? fields.email_address ?? "";
  const mode = behaviours.get(email)?.shift() ?? "ok";
  records.set(email, [
    ...(records.get(email) ?? []),
    { fields, files, origin: request.headers.origin, mode },
  ]);
  if (mode === "hang") {
    hanging.add(response);
    return;
  }
  if (mode === "close") {
    request.socket.destroy();
    return;
  }
  if (mode === "500") return json(response, 500, { error: "Something went wrong on our side." });
  if (mode === "nocors") {
    response.writeHead(200, { "Content-Type": "application/json" });
    return response.end(JSON.stringify({ ok: true }));
  }
  if (mode === "captcha") {
    response.writeHead(200, { ...CORS, "Content-Type": "text/html; charset=utf-8" });
    return response.end(
      "<!doctype html><title>Almost there</title><p>Please solve the captcha to continue.</p>",
    );
  }
  if (mode === "redirect") {
    response.writeHead(302, { ...CORS, Location: "/thanks" });
    return response.end();
  }
  return json(response, 200, { ok: true });
}

const server = createServer((request, response) => {
  // Every answer closes its connection: Chromium sends a request again by itself when a kept-alive connection it
  // reused is dropped, so "close" would reach the receiver twice and pass as "ok" (the analytics events open one).
  response.shouldKeepAlive = false;
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  if (request.method === "OPTIONS") {
    response.writeHead(204, CORS);
    return response.end();
  }
  if (request.method === "GET" && url.pathname === "/__health") return json(response, 200, { ok: true });
  // Where "redirect" sends the browser: a 2xx JSON answer that a post following redirects would count as sent.
  if (url.pathname === "/thanks") return json(response, 200, { ok: true });
  if (request.method === "GET" && url.pathname === "/__records")
    return json(response, 200, records.get(url.searchParams.get("email") ?? "") ?? []);
  if (request.method === "POST" && url.pathname === "/__behaviour") {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const { email, mode, times = 1 } = JSON.parse(text);
      behaviours.set(
        email,
        Array.from({ length: times }, () => mode),
      );
      json(response, 200, { ok: true });
    });
    return;
  }
  if (request.method === "GET" && url.pathname === "/js/script.js") {
    response.writeHead(200, { "Content-Type": "text/javascript" });
    return response.end(ANALYTICS_SCRIPT);
  }
  if (request.method === "GET" && url.pathname === "/__events") {
    const run = url.searchParams.get("run") ?? "";
    return json(
      response,
      200,
      events.filter((event) => new URL(event.body.u).searchParams.get("run") === run),
    );
  }
  if (request.method === "POST" && url.pathname === "/api/event") {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const { cookie = null, origin } = request.headers;
      events.push({ body: JSON.parse(raw), raw, cookie, origin });
      response.writeHead(202, CORS);
      response.end();
    });
    return;
  }
  if (request.method === "POST" && ["/f/meridian", "/newsletter/meridian"].includes(url.pathname)) {
    receive(request, response).catch((error) => json(response, 400, { error: String(error) }));
    return;
  }
  json(response, 404, { error: "Not found" });
});

server.listen(port, "127.0.0.1");

function stop() {
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
