import { SaxesParser, type SaxesTagNS } from "saxes";

// Every SVG the site publishes is this module's copy: parsed by a conforming XML parser and written again from an
// allow-list, so that what reaches a browser holds nothing that runs, loads or styles from elsewhere
// (docs/decisions/0042-inert-drawings.md).

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** The drawing's elements: shapes, text, structure, paint servers, clipping, masking, markers and filters. */
const ELEMENTS = words(`
  svg g defs symbol use title desc switch view
  path rect circle ellipse line polyline polygon text tspan textPath image
  linearGradient radialGradient stop pattern clipPath mask marker
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur
  feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence
`);
/** Elements whose content stays while they go: a link's drawing is drawn, without the link. */
const UNWRAPPED = words("a");
/** What runs script, shows a page, styles or animates the drawing: left out with its content, and reported. */
const ACTIVE = words(`
  script style foreignObject iframe embed object handler listener set animate animateMotion animateTransform
  animateColor discard feImage cursor font-face-uri
`);
/** Namespaces whose elements would run in a browser: HTML inside the drawing, an XSLT program. */
const ACTIVE_NAMESPACES = new Set(["http://www.w3.org/1999/xhtml", "http://www.w3.org/1999/XSL/Transform"]);

/** Geometry, presentation and the few structural attributes; no event handler, no address but `href`. */
const ATTRIBUTES = words(`
  id class style lang tabindex role aria-label aria-labelledby aria-describedby aria-hidden focusable
  version baseProfile x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points pathLength viewBox
  preserveAspectRatio transform gradientUnits gradientTransform spreadMethod offset patternUnits
  patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerUnits markerWidth
  markerHeight refX refY orient filterUnits primitiveUnits in in2 result mode type values operator k1 k2 k3 k4
  order kernelMatrix divisor bias targetX targetY edgeMode kernelUnitLength preserveAlpha surfaceScale
  diffuseConstant specularConstant specularExponent limitingConeAngle pointsAtX pointsAtY pointsAtZ azimuth
  elevation z scale xChannelSelector yChannelSelector stdDeviation dx dy radius tableValues slope intercept
  amplitude exponent baseFrequency numOctaves seed stitchTiles textLength lengthAdjust rotate startOffset
  method spacing side systemLanguage
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering direction display dominant-baseline fill fill-opacity fill-rule
  filter flood-color flood-opacity font font-family font-size font-size-adjust font-stretch font-style
  font-variant font-weight image-rendering letter-spacing lighting-color marker marker-end marker-mid
  marker-start mask mask-type opacity overflow paint-order pointer-events shape-rendering stop-color
  stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit
  stroke-opacity stroke-width text-anchor text-decoration text-rendering transform-origin unicode-bidi
  vector-effect visibility word-spacing writing-mode
`);
/** An address that stays inside the file. */
const FRAGMENT = /^#[\w.:-]*$/;
/** A picture embedded in the file itself (`<image>` only): raster formats, which run nothing. */
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
/** A value that names something outside the file (`url(https://…)`). */
const OUTSIDE_REFERENCE = /url\(\s*(?!['"]?#)|javascript:/i;
/** CSS in a `style` attribute that could reach outside: `@import`, escapes that spell `url(`. */
const UNSAFE_STYLE = /@|\\|expression\s*\(|<|\/\*/;

/** Something the copy leaves out, in words, where the owner finds it. */
export type SvgRemoval = { line: number; what: string };
export type InertSvg = { svg: string; removed: SvgRemoval[] };
/** A file that is no drawing at all (not XML, not an `<svg>`): nothing is published. */
export type SvgRefusal = { line: number; problem: string };

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) =>
  escapeText(text).replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");

/** What an attribute becomes in the copy: its name and value, `removed` (reported) or `dropped` (editor litter). */
function readAttribute(
  element: string,
  { uri, local, value }: { uri: string; local: string; value: string },
): { name: string; value: string } | { removed: string } | "dropped" {
  if (/^on/i.test(local)) return { removed: `the event handler ${local}` };
  const href = local === "href" && (uri === "" || uri === XLINK_NS);
  if (href) {
    const address = value.trim();
    if (FRAGMENT.test(address) || (element === "image" && EMBEDDED_RASTER.test(address)))
      return { name: uri ? "xlink:href" : "href", value: address };
    return { removed: `the address ${local}="${address.slice(0, 40)}" (only #names inside the file, and embedded PNG, JPEG, GIF, WebP or AVIF pictures)` };
  }
  if (uri === XML_NS && (local === "space" || local === "lang")) return { name: `xml:${local}`, value };
  if (uri !== "" || !ATTRIBUTES.has(local)) return "dropped";
  if (OUTSIDE_REFERENCE.test(value) || (local === "style" && UNSAFE_STYLE.test(value)))
    return { removed: `the value of ${local}, which refers outside the file` };
  return { name: local, value };
}

/**
 * The inert copy of an SVG file: every element and attribute on the allow-lists, nothing else. Script, event
 * handlers, stylesheets (`<style>`, `<?xml-stylesheet?>`), animation, `foreignObject`, HTML or XSLT inside, and
 * addresses outside the file are left out and listed with their line; editors' own data (Inkscape's, comments, a
 * DOCTYPE) is left out silently. A file that is not well-formed XML with an `<svg>` root is refused.
 */
export function makeSvgInert(text: string): InertSvg | SvgRefusal {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const out: string[] = [];
  const removed: SvgRemoval[] = [];
  /** Per open element: where its start tag is in `out` (-1: not written), and whether its content is left out. */
  const open: Array<{ at: number; skip: boolean }> = [];
  let xlink = false;
  let refusal: SvgRefusal | undefined;
  let root = false;
  const skipping = () => open.at(-1)?.skip ?? false;
  const remove = (what: string) => removed.push({ line: parser.line, what });

  parser.on("error", (error) => {
    refusal ??= { line: parser.line, problem: `is not a well-formed SVG file (${error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "")})` };
    throw error;
  });
  parser.on("processinginstruction", ({ target }) => remove(`the processing instruction <?${target}?>`));
  parser.on("opentag", (tag: SaxesTagNS) => {
    const { uri, local } = tag;
    if (!root) {
      root = true;
      if (uri !== SVG_NS || local !== "svg") {
        refusal = { line: parser.line, problem: `is not an SVG drawing: its first element is <${tag.name}>, not <svg> in the SVG namespace` };
        throw new Error(refusal.problem);
      }
    }
    if (skipping()) return void open.push({ at: -1, skip: true });
    const svg = uri === SVG_NS;
    if ((svg && ACTIVE.has(local)) || ACTIVE_NAMESPACES.has(uri)) {
      remove(`the <${tag.name}> element`);
      return void open.push({ at: -1, skip: true });
    }
    if (!svg || !(ELEMENTS.has(local) || UNWRAPPED.has(local)))
      return void open.push({ at: -1, skip: true });
    const attributes = Object.values(tag.attributes).flatMap((attribute) => {
      const kept = readAttribute(local, attribute);
      if (kept === "dropped") return [];
      if ("removed" in kept) {
        remove(`${kept.removed} on <${tag.name}>`);
        return [];
      }
      if (kept.name === "xlink:href") xlink = true;
      return [` ${kept.name}="${escapeAttribute(kept.value)}"`];
    });
    if (UNWRAPPED.has(local)) return void open.push({ at: -1, skip: false });
    out.push(`<${local}${open.length === 0 ? ` xmlns="${SVG_NS}"` : ""}${attributes.join("")}>`);
    open.push({ at: out.length - 1, skip: false });
  });
  parser.on("closetag", (tag: SaxesTagNS) => {
    const { at = -1 } = open.pop() ?? {};
    if (at === out.length - 1) out[at] = `${out[at]?.slice(0, -1)}/>`;
    else if (at >= 0) out.push(`</${tag.local}>`);
  });
  parser.on("text", (value) => {
    if (open.length > 0 && !skipping()) out.push(escapeText(value));
  });
  parser.on("cdata", (value) => {
    if (open.length > 0 && !skipping()) out.push(escapeText(value));
  });

  try {
    parser.write(text).close();
  } catch {
    return refusal ?? { line: parser.line, problem: "is not a well-formed SVG file" };
  }
  if (xlink) out[0] = out[0]?.replace(/^<svg xmlns="[^"]*"/, `$& xmlns:xlink="${XLINK_NS}"`) ?? "";
  return { svg: `${out.join("")}\n`, removed };
}

/** The inert copy's text, for a file already checked (the content check refuses the others): throws otherwise. */
export function readInertSvg(text: string, file: string): InertSvg {
  const result = makeSvgInert(text);
  if ("problem" in result) throw new Error(`${file}, line ${result.line}: ${result.problem}`);
  return result;
}
