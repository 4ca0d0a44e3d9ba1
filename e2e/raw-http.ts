import { connect } from "node:net";

/** What a server answered a raw request: its status (0 when it closed the connection without one) and headers. */
export type RawAnswer = { status: number; headers: Record<string, string> };

/**
 * Sends `METHOD target HTTP/1.1` byte for byte over a socket, as a hostile client would (no URL parsing, any method,
 * any length), and reads the answer's status line and headers.
 */
export function sendRawRequest(origin: string, method: string, target: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawAnswer>((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    const finish = () => {
      socket.destroy();
      const [statusLine = "", ...lines] = received.split("\r\n\r\n", 1)[0]?.split("\r\n") ?? [];
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers });
    };
    socket.setTimeout(10_000, finish);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, "latin1");
  });
}
