import { clampChroma, formatHex, type Oklch, oklch, wcagContrast } from "culori";

// The owner's two colours become the tokens' values in both themes (decision 0032).

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

/** The template's teal scale in OKLCH (lightness, chroma): the shape every brand colour's scale follows. */
const SHAPE: Record<(typeof STEPS)[number], { l: number; c: number }> = {
  50: { l: 0.976, c: 0.012 },
  100: { l: 0.939, c: 0.031 },
  200: { l: 0.879, c: 0.057 },
  300: { l: 0.798, c: 0.082 },
  400: { l: 0.701, c: 0.099 },
  500: { l: 0.611, c: 0.1 },
  600: { l: 0.522, c: 0.09 },
  700: { l: 0.45, c: 0.077 },
  800: { l: 0.387, c: 0.063 },
  900: { l: 0.341, c: 0.053 },
  950: { l: 0.243, c: 0.039 },
};

/** Neutrals with a faint blue-grey cast; in the dark theme the scale turns over (text light, grounds dark). */
const INK_LIGHT = {
  "ink-50": "#f7f8fa",
  "ink-100": "#eef0f4",
  "ink-200": "#dde1e8",
  "ink-300": "#c3c9d4",
  "ink-400": "#8f98a8",
  "ink-500": "#646e80",
  "ink-600": "#4a5466",
  "ink-700": "#363e4d",
  "ink-800": "#232935",
  "ink-900": "#151a23",
  "ink-950": "#0b0e14",
  white: "#ffffff",
  surface: "#fbfaf7",
  "surface-muted": "#f3f1eb",
  "red-50": "#fef2f2",
  "red-300": "#fca5a5",
  "red-700": "#b91c1c",
  "red-800": "#991b1b",
  "amber-50": "#fffbeb",
  "amber-300": "#fcd34d",
};

const INK_DARK = {
  "ink-50": "#161b24",
  "ink-100": "#1c222d",
  "ink-200": "#2b3240",
  "ink-300": "#3b4352",
  "ink-400": "#6f7889",
  "ink-500": "#a0a8b6",
  "ink-600": "#b6bdc9",
  "ink-700": "#c9ced8",
  "ink-800": "#dadee6",
  "ink-900": "#eceef2",
  "ink-950": "#f6f7f9",
  white: "#131821",
  surface: "#0d1117",
  "surface-muted": "#121720",
  "red-50": "#2a1214",
  "red-300": "#7f2a2a",
  "red-700": "#fca5a5",
  "red-800": "#fecaca",
  "amber-50": "#2a2010",
  "amber-300": "#7c5a12",
};

function hex(colour: Oklch) {
  return formatHex(clampChroma(colour, "oklch"));
}

/** `brand-700` is the owner's colour; the other steps keep the template's lightness spread and relative chroma. */
function brandScale(brand: string) {
  const base = oklch(brand) ?? { mode: "oklch" as const, l: 0.45, c: 0.077, h: 180 };
  const hue = base.h ?? 0;
  const chromaScale = base.c / SHAPE[700].c;
  const scale: Record<string, string> = {};
  for (const step of STEPS) {
    const shape = SHAPE[step];
    const l =
      shape.l >= SHAPE[700].l
        ? base.l + ((shape.l - SHAPE[700].l) / (SHAPE[50].l - SHAPE[700].l)) * (SHAPE[50].l - base.l)
        : base.l * (shape.l / SHAPE[700].l);
    scale[`brand-${step}`] = step === 700 ? brand : hex({ mode: "oklch", l, c: shape.c * chromaScale, h: hue });
  }
  return scale;
}

/** The light scale turned over for dark grounds, the accent lightened until it reads on them. */
function darkBrandScale(light: Record<string, string>) {
  const turned: Record<string, string> = {};
  const pairs: Array<[number, number]> = [
    [50, 950],
    [100, 900],
    [200, 800],
    [300, 700],
    [400, 600],
    [500, 500],
    [600, 400],
    [700, 300],
    [800, 200],
    [900, 100],
    [950, 50],
  ];
  for (const [step, from] of pairs) turned[`brand-${step}`] = light[`brand-${from}`] ?? "";
  // Tinted grounds (badges, callouts) stay dark and faintly coloured rather than the light scale's darkest steps.
  const base = oklch(light["brand-700"] ?? "#000") ?? { mode: "oklch" as const, l: 0.45, c: 0.07, h: 180 };
  turned["brand-50"] = hex({ mode: "oklch", l: 0.25, c: Math.min(base.c, 0.05) * 0.6, h: base.h ?? 0 });
  turned["brand-100"] = hex({ mode: "oklch", l: 0.3, c: Math.min(base.c, 0.06) * 0.7, h: base.h ?? 0 });
  return turned;
}

function lightenUntil(colour: string, ground: string, ratio: number) {
  const start = oklch(colour);
  if (!start) return colour;
  for (let l = start.l; l <= 1; l += 0.01) {
    const candidate = hex({ ...start, l });
    if (wcagContrast(candidate, ground) >= ratio) return candidate;
  }
  return "#ffffff";
}

export type Palette = { light: Record<string, string>; dark: Record<string, string> };

const TEMPLATE_DRAWING_COLOURS: Record<string, string> = {
  "brand-50": "#effaf7",
  "brand-100": "#d6f2eb",
  "brand-200": "#afe4d8",
  "brand-300": "#7fcfbf",
  "brand-400": "#4cb3a1",
  "brand-500": "#279786",
  "brand-600": "#137a6c",
  "brand-700": "#0f6358",
  "brand-800": "#0f4f47",
  "brand-900": "#0e413b",
  "brand-950": "#042622",
  star: "#b45309",
};

/** Each template colour of the site's own drawings to the brand's value of the same token. */
export function recolourMap(palette: Palette): Map<string, string> {
  const map = new Map<string, string>();
  for (const [token, colour] of Object.entries(TEMPLATE_DRAWING_COLOURS)) {
    const brand = palette.light[token]?.toLowerCase();
    if (brand && brand !== colour) map.set(colour, brand);
  }
  return map;
}

export function derivePalette(colors: { brand: string; accent: string }): Palette {
  // The template's own teal keeps its hand-tuned scale, so that the shipped site and its drawings are as designed.
  const brand =
    colors.brand === TEMPLATE_DRAWING_COLOURS["brand-700"]
      ? Object.fromEntries(Object.entries(TEMPLATE_DRAWING_COLOURS).filter(([token]) => token.startsWith("brand-")))
      : brandScale(colors.brand);
  const light = { ...INK_LIGHT, ...brand, star: colors.accent };
  const dark = {
    ...INK_DARK,
    ...darkBrandScale(brand),
    star: lightenUntil(colors.accent, INK_DARK.white, 4.5),
  };
  return { light, dark };
}

type Pair = { text: string; ground: string; ratio: number; where: string; setting: "brand" | "accent" };

const PAIRS: ReadonlyArray<Pair> = [
  { text: "brand-700", ground: "white", ratio: 4.5, where: "links and headings' eyebrows on white", setting: "brand" },
  { text: "brand-700", ground: "surface", ratio: 4.5, where: "links on the page's ground", setting: "brand" },
  { text: "white", ground: "brand-700", ratio: 4.5, where: "button text on the brand colour", setting: "brand" },
  { text: "brand-800", ground: "brand-50", ratio: 4.5, where: "badge text on its tint", setting: "brand" },
  { text: "brand-700", ground: "brand-50", ratio: 4.5, where: "text on a tinted panel", setting: "brand" },
  { text: "brand-600", ground: "white", ratio: 3, where: "the focus ring and control edges", setting: "brand" },
  { text: "star", ground: "white", ratio: 4.5, where: "the rating stars and their number", setting: "accent" },
];

/** The dark brand panels (palette-fixed) keep the light theme's values in both themes. */
const PANEL_PAIRS: ReadonlyArray<Pair> = [
  { text: "white", ground: "brand-800", ratio: 4.5, where: "text on the dark brand panels", setting: "brand" },
  { text: "brand-100", ground: "brand-800", ratio: 4.5, where: "muted text on the dark brand panels", setting: "brand" },
  { text: "brand-200", ground: "brand-900", ratio: 4.5, where: "eyebrows on the darkest brand panels", setting: "brand" },
];

export type ContrastProblem = { setting: "brand" | "accent"; message: string };

export function contrastProblems(palette: Palette): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const check = (theme: "light" | "dark", values: Record<string, string>, pair: Pair) => {
    const text = values[pair.text];
    const ground = values[pair.ground];
    if (!text || !ground) return;
    const ratio = wcagContrast(text, ground);
    if (ratio + 1e-9 < pair.ratio)
      problems.push({
        setting: pair.setting,
        message: `${pair.where} (${theme} theme, ${text} on ${ground}) has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs ${pair.ratio}:1 — choose a ${pair.setting === "brand" ? "darker or more saturated" : "darker"} colour`,
      });
  };
  for (const pair of PAIRS) {
    check("light", palette.light, pair);
    check("dark", palette.dark, pair);
  }
  for (const pair of PANEL_PAIRS) check("light", palette.light, pair);
  return problems;
}

function declarations(values: Record<string, string>) {
  return Object.entries(values)
    .map(([token, value]) => `--${token}:${value};`)
    .join("");
}

/** Loaded after app.css; the dark brand panels (`palette-fixed`) get the light values back. */
export function paletteStylesheet(palette: Palette) {
  const light = declarations(palette.light);
  return [
    `:root{color-scheme:light dark;${light}}`,
    `@media (prefers-color-scheme:dark){:root{${declarations(palette.dark)}}}`,
    `.palette-fixed{${light}color-scheme:light}`,
  ].join("\n");
}
