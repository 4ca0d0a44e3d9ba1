// Share images drawn at build time without a browser: satori lays out SVG, resvg draws PNG (decision 0018).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";

import { BLOG_CATEGORY_LABELS } from "../model/blog-options.ts";
import { nameCategory, nameLevel } from "../model/course-format.ts";
import type { Content } from "../model/schemas/content.ts";
import {
  articleShareImagePath,
  courseShareImagePath,
  SHARE_IMAGE_SIZE,
  siteShareImagePath,
} from "../model/share-images.ts";
import { type Texts, translator } from "../model/ui-texts.ts";

export type ShareCard = {
  brand: string;
  eyebrow: string;
  title: string;
  facts: ReadonlyArray<string>;
  /** The site's card: its title is the brand, so the corner shows the mark alone. */
  illustrated?: boolean;
  colors?: ShareColors;
  logoSvg?: string;
  cover?: string;
};

/** satori reads no WebP or AVIF: such a card goes without its cover. */
const COVER_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};
const COVER_BOX = { width: 400, height: 225 };

type ShareColors = { ground: string; accent: string; muted: string; markLight: string };

const TEMPLATE_COLORS: ShareColors = {
  ground: "#0f4f47",
  accent: "#afe4d8",
  muted: "#7fcfbf",
  markLight: "#4cb3a1",
};

export function shareColors(palette: Readonly<Record<string, string>>): ShareColors {
  return {
    ground: palette["brand-800"] ?? TEMPLATE_COLORS.ground,
    accent: palette["brand-200"] ?? TEMPLATE_COLORS.accent,
    muted: palette["brand-300"] ?? TEMPLATE_COLORS.muted,
    markLight: palette["brand-400"] ?? TEMPLATE_COLORS.markLight,
  };
}

const require = createRequire(import.meta.url);
const FONT_FILES = [
  { family: "Inter", file: "inter/files/inter-latin-400-normal.woff", weight: 400 },
  { family: "Inter", file: "inter/files/inter-latin-700-normal.woff", weight: 700 },
  { family: "Inter", file: "inter/files/inter-latin-ext-400-normal.woff", weight: 400 },
  { family: "Inter", file: "inter/files/inter-latin-ext-700-normal.woff", weight: 700 },
  // Glyphs Inter lacks come from the next font; emoji in one colour, as resvg draws no colour fonts.
  {
    family: "Noto Sans Arabic",
    file: "noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff",
    weight: 700,
  },
  {
    family: "Noto Sans Hebrew",
    file: "noto-sans-hebrew/files/noto-sans-hebrew-hebrew-700-normal.woff",
    weight: 700,
  },
  { family: "Noto Emoji", file: "noto-emoji/files/noto-emoji-emoji-700-normal.woff", weight: 700 },
] as const;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
let fonts: Font[] | undefined;
export function loadFonts(): Font[] {
  fonts ??= FONT_FILES.map(({ family, file, weight }) => ({
    name: family,
    data: readFileSync(require.resolve(`@fontsource/${file}`)),
    weight,
    style: "normal" as const,
  }));
  return fonts;
}

const svgData = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const TEMPLATE_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#fff"/><path d="M9 22.5 16 8l7 14.5-7-3.6-7 3.6Z" fill="#0f6358"/><path d="M16 8v10.9l-7 3.6L16 8Z" fill="#4cb3a1"/></svg>`;
const pathDrawing = (colors: ShareColors) =>
  svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="340" viewBox="-10 -10 370 370" fill="none"><path d="M30 300C90 300 90 220 150 210s70-60 110-80 40-80 60-100" stroke="${colors.muted}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 20"/><circle cx="30" cy="300" r="26" fill="${colors.accent}"/><circle cx="150" cy="210" r="26" fill="${colors.muted}"/><circle cx="260" cy="130" r="26" fill="${colors.markLight}"/><circle cx="320" cy="30" r="26" fill="#fff"/></svg>`,
  );

type Element = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, props = {}): Element => ({
  type,
  props: { style, children, ...props },
});

function titleSize(title: string, width: number) {
  const perLine = (size: number) => width / (size * 0.55);
  return [68, 60, 52, 46].find((size) => title.length <= perLine(size) * 3 - 4) ?? 46;
}

export function buildCard(
  {
    brand,
    eyebrow,
    title,
    facts,
    illustrated = false,
    colors: COLORS = TEMPLATE_COLORS,
    logoSvg = TEMPLATE_MARK,
  }: ShareCard,
  coverData?: string,
): Element {
  const titleWidth = illustrated ? 700 : coverData ? 580 : 1040;
  // Beside a cover, sized for a narrower line than it has: bold capitals run wider than titleSize's average.
  const size = titleSize(title, coverData ? 500 : titleWidth);
  return h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      boxSizing: "border-box",
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      padding: 80,
      backgroundColor: COLORS.ground,
      color: "#fff",
      fontFamily: "Inter",
      position: "relative",
    },
    [
      illustrated
        ? h("img", { position: "absolute", right: 90, top: 140 }, undefined, {
            src: pathDrawing(COLORS),
            width: 340,
            height: 340,
          })
        : null,
      coverData
        ? h(
            "img",
            { position: "absolute", right: 80, top: 170, borderRadius: 24, objectFit: "cover" },
            undefined,
            { src: coverData, ...COVER_BOX },
          )
        : null,
      h("div", { display: "flex", alignItems: "center", gap: 18, fontSize: 32, fontWeight: 700 }, [
        h("img", {}, undefined, { src: svgData(logoSvg), width: 56, height: 56 }),
        illustrated ? null : h("div", { display: "flex", maxWidth: 960 }, brand),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 18, maxWidth: titleWidth }, [
        h(
          "div",
          { display: "flex", fontSize: 26, fontWeight: 700, color: COLORS.accent, letterSpacing: 2 },
          eyebrow.toUpperCase(),
        ),
        h(
          "div",
          {
            display: "block",
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -1,
            lineClamp: 3,
          },
          title,
        ),
      ]),
      h(
        "div",
        { display: "flex", gap: 14, fontSize: 24, fontWeight: 700 },
        facts.map((fact) =>
          h(
            "div",
            {
              display: "flex",
              padding: "10px 20px",
              borderRadius: 999,
              border: `2px solid ${COLORS.muted}`,
              color: "#fff",
            },
            fact,
          ),
        ),
      ),
    ],
  );
}

export async function renderShareImage(card: ShareCard, coverData?: string): Promise<Buffer> {
  const svg = await satori(buildCard(card, coverData) as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE_SIZE,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}

/**
 * The cards of one language: `content` as that language reads it, `texts` its dictionary (with its path prefix for
 * a further language, whose cards go under /images/share/de/).
 */
export function listShareCards(
  content: {
    site: Content["site"];
    courses: ReadonlyArray<Content["courses"][number]>;
    blog: Content["blog"];
    brand?: Content["brand"];
  },
  texts: Texts,
): Array<{ path: string; card: ShareCard }> {
  const t = translator(texts);
  const brand = content.site.name;
  const look = content.brand
    ? { colors: shareColors(content.brand.light), logoSvg: content.brand.logoSvg }
    : {};
  const count = content.courses.length;
  const categories = [...new Set(content.courses.map((course) => course.category))];
  return [
    {
      path: siteShareImagePath(texts.prefix),
      card: {
        brand,
        eyebrow: t("share.siteEyebrow", { count }),
        title: brand,
        facts: categories.slice(0, 3).map((category) => nameCategory(category, texts)),
        illustrated: true,
        ...look,
      },
    },
    ...content.courses.map((course) => ({
      path: courseShareImagePath(course, texts.prefix),
      card: {
        brand,
        eyebrow: t("share.courseEyebrow", { category: nameCategory(course.category, texts) }),
        title: course.title,
        facts: [course.price, course.duration, nameLevel(course.level, texts)],
        ...look,
        cover: course.cover.src,
      },
    })),
    ...content.blog.map((article) => ({
      path: articleShareImagePath(article, texts.prefix),
      card: {
        brand,
        eyebrow: t("share.articleEyebrow", { category: t(BLOG_CATEGORY_LABELS[article.category]) }),
        title: article.title,
        facts: [t("blog.readTime", { count: article.readMinutes })],
        ...look,
      },
    })),
  ];
}

// A change to these renders every card anew.
const RENDERER_FILES = [
  fileURLToPath(import.meta.url),
  require.resolve("satori/package.json"),
  require.resolve("@resvg/resvg-js/package.json"),
  ...FONT_FILES.map(({ file }) => require.resolve(`@fontsource/${file}`)),
];

/** An unchanged card comes from `cacheDir` rather than drawn again (about 0.25 s each). */
export async function drawShareImage(card: ShareCard, folders: ReadonlyArray<string>, cacheDir?: string) {
  const renderer = createHash("sha256");
  for (const file of RENDERER_FILES) renderer.update(readFileSync(file));
  const coverType = card.cover ? COVER_TYPES[path.extname(card.cover).toLowerCase()] : undefined;
  const cover =
    card.cover && coverType
      ? readFileSync(
          folders.map((folder) => path.join(folder, card.cover ?? "")).find((file) => existsSync(file)) ??
            path.join(folders[0] ?? "", card.cover),
        )
      : undefined;
  const key = renderer
    .update(JSON.stringify(card))
    .update(cover ?? "")
    .digest("hex");
  const cached = cacheDir ? path.join(cacheDir, `${key}.png`) : undefined;
  if (cached && existsSync(cached)) return readFileSync(cached);
  // An owner's photo is the original file (its copies are written after the pages): drawn from a copy at the box's 2×.
  const coverData =
    cover && coverType
      ? coverType === "image/svg+xml"
        ? `data:${coverType};base64,${cover.toString("base64")}`
        : `data:image/jpeg;base64,${(
            await sharp(cover)
              .rotate()
              .resize({ width: COVER_BOX.width * 2, withoutEnlargement: true })
              .jpeg({ quality: 80 })
              .toBuffer()
          ).toString("base64")}`
      : undefined;
  const png = await renderShareImage(card, coverData);
  if (cached) {
    // Written whole, then named: builds side by side (the browser tests' copies) share the cache.
    mkdirSync(path.dirname(cached), { recursive: true });
    writeFileSync(`${cached}.${process.pid}`, png);
    renameSync(`${cached}.${process.pid}`, cached);
  }
  return png;
}

/** The logo's side as a raster: search engines ask for at least 112 px, square. */
export const LOGO_PNG_SIZE = 512;

/** The brand's logo (its inert SVG text, square by the brand's rule) as a PNG with a transparent ground. */
export function drawLogoPng(logoSvg: string) {
  return new Resvg(logoSvg, { fitTo: { mode: "width", value: LOGO_PNG_SIZE } }).render().asPng();
}
