// A form service for the browser tests (SITE_FORM_ENDPOINT of the endpoint build): a real HTTP server on
// 127.0.0.1 that accepts multipart posts at /f/meridian, records every field and file it received, and answers
// as a test told it to for that submission's email address: 200 (default), 500, hang (never answers) or close
// (drops the connection). Started by the test run (playwright.config.ts), stopped with it.
//
//   POST /__behaviour {"email": "...", "mode": "500" | "hang" | "close" | "ok", "times": 1}
//   GET  /__records?email=...   → [{ fields, files: [{ field, name, type, size, sha256 }], origin }]
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { Readable } from "node:stream";

const port = Number(process.argv[2] ?? 6173);
/** email → list of modes still to answer with, first first. */
const behaviours = new Map();
/** email → records, oldest first. */
const records = new Map();
const hanging = new Set();

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
  const email = fields.email ?? "";
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
  return json(response, 200, { ok: true });
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  if (request.method === "OPTIONS") {
    response.writeHead(204, CORS);
    return response.end();
  }
  if (request.method === "GET" && url.pathname === "/__health") return json(response, 200, { ok: true });
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
  if (request.method === "POST" && url.pathname === "/f/meridian") {
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
