import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import { createSiteHandler } from "./scripts/start.mjs";
const [client, out, ...paths] = process.argv.slice(2);
const server = createServer(createSiteHandler(client));
await new Promise((r) => server.listen(4699, "127.0.0.1", r));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const path of paths) for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 900 }]]) for (const scheme of ["light", "dark"]) {
  const page = await browser.newPage({ viewport, colorScheme: scheme });
  await page.goto(`http://127.0.0.1:4699${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}/${path.replaceAll("/", "_")}-${name}-${scheme}.png` });
  await page.close();
}
await browser.close(); server.close();
