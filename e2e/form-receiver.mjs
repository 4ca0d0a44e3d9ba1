// The third parties of the endpoint build, for the browser tests: a real HTTP server on 127.0.0.1 that stands in
// for each service a site owner can configure (they cannot be reached from here):
// - a form service (SITE_FORM_ENDPOINT): accepts multipart posts at /f/meridian, records every field and file it
//   received, and answers as a test told it to for that submission's email address: 200 (default), 500, hang
//   (never answers), close (drops the connection), nocors (200 JSON without CORS headers: the page cannot read
//   it), captcha (200 with an HTML page asking to solve a captcha) or redirect (302 to /thanks on this origin,
//   which answers 200 JSON);
// - a newsletter provider's sign-up form (SITE_NEWSLETTER_ENDPOINT, Buttondown's format): /newsletter/meridian,
//   recorded and answered the same way, by the address in `email` or `email_address`;
// - an analytics provider's events API, as a self-hosted instance at this address (SITE_ANALYTICS_HOST): Plausible's
//   POST /api/event (text/plain JSON: n, u, d, r, p), Umami's POST /api/send (JSON: type, payload) and
//   GoatCounter's /count (query: p, t, r, e, s, q, b); the site's own analytics module sends them (no provider's
//   script is served). Every event is recorded with the request's cookie header, in Plausible's terms (n, u, d, p)
//   whatever the provider, so that one test reads all three.
// Started by the test run (playwright.config.ts), stopped with it.
//
//   POST /__behaviour {"email": "...", "mode": "500" | "hang" | "close" | "nocors" | "captcha" | "redirect" | "ok",
//                      "times": 1}
//   GET  /__records?email=...   → [{ fields, files: [{ field, name, type, size, sha256 }], origin }]
//   GET  /__events?run=...       → [{ provider, body, raw, cookie, origin }] whose page address carries ?run=...
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

/** An event as each provider's API receives it, in Plausible's terms: name, page address, site and properties. */
function readEvent(url, raw) {
  if (url.pathname === "/api/event") return { provider: "plausible", body: JSON.parse(raw), raw };
  if (url.pathname === "/api/send") {
    const { type, payload } = JSON.parse(raw);
    if (type !== "event") throw new Error(`Umami's /api/send takes type "event", got ${type}`);
    const page = new URL(payload.url, `http://${payload.hostname}`).href;
    return {
      provider: "umami",
      body: { n: payload.name ?? "pageview", u: page, d: payload.website, p: payload.data },
      raw,
    };
  }
  // GoatCounter: the query is the event; its path carries an event's properties.
  const query = url.searchParams;
  const event = query.get("e") === "true";
  const page = new URL(`${event ? "/" : query.get("p")}${query.get("q") ?? ""}`, "http://site.invalid").href;
  return {
    provider: "goatcounter",
    body: {
      n: event ? query.get("t") : "pageview",
      u: page,
      d: url.host,
      p: event ? query.get("p") : undefined,
    },
    raw: url.search,
  };
}

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
  if (request.method === "GET" && url.pathname === "/__events") {
    const run = url.searchParams.get("run") ?? "";
    return json(
      response,
      200,
      events.filter((event) => new URL(event.body.u).searchParams.get("run") === run),
    );
  }
  if (request.method === "POST" && ["/api/event", "/api/send", "/count"].includes(url.pathname)) {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const { cookie = null, origin } = request.headers;
      try {
        events.push({ ...readEvent(url, raw), cookie, origin });
      } catch (error) {
        return json(response, 400, { error: String(error) });
      }
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
