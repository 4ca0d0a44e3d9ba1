import { connect } from "node:net";

/** Status 0: closed without one; a repeated header keeps its last value, as nginx repeats some on errors. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Byte for byte, as a hostile client would: no URL parsing, any method, any length. */
export function sendRawRequest(
  origin: string,
  method: string,
  target: string,
  extraHeaders: Record<string, string> = {},
) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawAnswer>((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    let settled = false;
    const parse = () => {
      const end = received.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = (end < 0 ? received : received.slice(0, end)).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      return { status, headers, body: end < 0 ? "" : received.slice(end + 4), complete: end >= 0 };
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const { status, headers, body } = parse();
      resolve({ status, headers, body });
    };
    socket.setTimeout(10_000, finish);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const answer = parse();
      if (!answer.complete) return;
      const length = Number(answer.headers["content-length"] ?? Number.NaN);
      const bodiless = method === "HEAD" || answer.status === 304 || answer.status < 200;
      if (bodiless || answer.body.length >= length) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    const lines = Object.entries(extraHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\n${lines.join("")}Connection: close\r\n\r\n`,
      "latin1",
    );
  });
}
