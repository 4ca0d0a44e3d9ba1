import spriteUrl from "virtual:icon-sprite";

/**
 * The site's icons: Lucide's drawings (names as on lucide.dev), served as one SVG sprite that the build writes
 * from the `createIcon("…")` calls below (scripts/icon-sprite.ts). The pages' JavaScript carries a name per icon,
 * not its path data. To add an icon, add one line here with Lucide's name for it.
 */
export type IconProps = Omit<React.ComponentProps<"svg">, "children">;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** An icon that points along the line of text (an arrow) is mirrored on a right-to-left page. */
const MIRRORED = "rtl:-scale-x-100";

function createIcon(name: string, { mirrored = false } = {}): IconComponent {
  // Lucide's stroke style, set on the <svg> so that it reaches the symbol's shapes and classes such as
  // `fill-star` can override it; decorative unless the caller gives it a name.
  function SpriteIcon(props: IconProps) {
    const className = mirrored ? [MIRRORED, props.className].filter(Boolean).join(" ") : props.className;
    return (
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        {...(className ? { className } : {})}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  return SpriteIcon;
}

export const Accessibility = /* @__PURE__ */ createIcon("accessibility");
export const ArrowDown = /* @__PURE__ */ createIcon("arrow-down");
export const ArrowLeft = /* @__PURE__ */ createIcon("arrow-left", { mirrored: true });
export const ArrowRight = /* @__PURE__ */ createIcon("arrow-right", { mirrored: true });
export const Award = /* @__PURE__ */ createIcon("award");
export const BookOpen = /* @__PURE__ */ createIcon("book-open");
export const Briefcase = /* @__PURE__ */ createIcon("briefcase");
export const CalendarDays = /* @__PURE__ */ createIcon("calendar-days");
export const ChartNoAxesColumnIncreasing = /* @__PURE__ */ createIcon("chart-no-axes-column-increasing");
export const Check = /* @__PURE__ */ createIcon("check");
export const ChevronDown = /* @__PURE__ */ createIcon("chevron-down");
export const CircleAlert = /* @__PURE__ */ createIcon("circle-exclamation-point");
export const CircleCheck = /* @__PURE__ */ createIcon("circle-check");
export const CirclePlay = /* @__PURE__ */ createIcon("circle-play");
export const Clock = /* @__PURE__ */ createIcon("clock");
export const Coffee = /* @__PURE__ */ createIcon("coffee");
export const Copy = /* @__PURE__ */ createIcon("copy");
export const CreditCard = /* @__PURE__ */ createIcon("credit-card");
export const DoorOpen = /* @__PURE__ */ createIcon("door-open");
export const Eye = /* @__PURE__ */ createIcon("eye");
export const FileQuestion = /* @__PURE__ */ createIcon("file-question-mark");
export const FileText = /* @__PURE__ */ createIcon("file-text");
export const Globe = /* @__PURE__ */ createIcon("globe");
export const GraduationCap = /* @__PURE__ */ createIcon("graduation-cap");
export const Hammer = /* @__PURE__ */ createIcon("hammer");
export const HeartHandshake = /* @__PURE__ */ createIcon("heart-handshake");
export const History = /* @__PURE__ */ createIcon("rotate-ccw-clock");
export const House = /* @__PURE__ */ createIcon("house");
export const InfinityIcon = /* @__PURE__ */ createIcon("infinity");
export const Layers = /* @__PURE__ */ createIcon("layers");
export const LayoutGrid = /* @__PURE__ */ createIcon("layout-grid");
export const LifeBuoy = /* @__PURE__ */ createIcon("life-buoy");
export const Lightbulb = /* @__PURE__ */ createIcon("lightbulb");
export const ListChecks = /* @__PURE__ */ createIcon("list-checks");
export const ListOrdered = /* @__PURE__ */ createIcon("list-ordered");
export const ListVideo = /* @__PURE__ */ createIcon("list-video");
export const LoaderCircle = /* @__PURE__ */ createIcon("loader-circle");
export const Mail = /* @__PURE__ */ createIcon("mail");
export const MailCheck = /* @__PURE__ */ createIcon("mail-check");
export const MapPin = /* @__PURE__ */ createIcon("map-pin");
export const Menu = /* @__PURE__ */ createIcon("menu");
export const MessageCircle = /* @__PURE__ */ createIcon("message-circle");
export const MessageSquareText = /* @__PURE__ */ createIcon("message-square-text");
export const MousePointerClick = /* @__PURE__ */ createIcon("mouse-pointer-click");
export const MoveHorizontal = /* @__PURE__ */ createIcon("move-horizontal");
export const Paperclip = /* @__PURE__ */ createIcon("paperclip");
export const PencilLine = /* @__PURE__ */ createIcon("pencil-line");
export const Phone = /* @__PURE__ */ createIcon("phone");
export const Printer = /* @__PURE__ */ createIcon("printer");
export const Quote = /* @__PURE__ */ createIcon("quote");
export const Rocket = /* @__PURE__ */ createIcon("rocket");
export const Route = /* @__PURE__ */ createIcon("route");
export const Rows3 = /* @__PURE__ */ createIcon("rows-3");
export const Rss = /* @__PURE__ */ createIcon("rss");
export const Search = /* @__PURE__ */ createIcon("search");
export const SearchX = /* @__PURE__ */ createIcon("search-x");
export const Send = /* @__PURE__ */ createIcon("send");
export const ShieldCheck = /* @__PURE__ */ createIcon("shield-check");
export const Smartphone = /* @__PURE__ */ createIcon("smartphone");
export const Star = /* @__PURE__ */ createIcon("star");
export const StarHalf = /* @__PURE__ */ createIcon("star-half");
export const Telescope = /* @__PURE__ */ createIcon("telescope");
export const Timer = /* @__PURE__ */ createIcon("timer");
export const TrendingUp = /* @__PURE__ */ createIcon("trending-up");
export const UserRound = /* @__PURE__ */ createIcon("user-round");
export const Users = /* @__PURE__ */ createIcon("users");
export const Wrench = /* @__PURE__ */ createIcon("wrench");
export const X = /* @__PURE__ */ createIcon("x");
