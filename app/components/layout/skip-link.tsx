export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-control bg-ink-950 px-4 py-3 text-sm font-semibold text-white shadow-raised transition-transform focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
