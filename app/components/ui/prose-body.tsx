import type { ProseBlock } from "~/content/prose";
import { cn } from "~/lib/cn";

/** The body of a blog or help article, block by block, in the reading size of both. */
export function ProseBody({ blocks, className }: { blocks: ReadonlyArray<ProseBlock>; className?: string }) {
  return (
    <div className={cn("space-y-6 text-lg leading-8 text-ink-700", className)}>
      {blocks.map((block, index) => (
        <ProseBlockView key={index} block={block} />
      ))}
    </div>
  );
}

function ProseBlockView({ block }: { block: ProseBlock }) {
  switch (block.type) {
    case "heading":
      return <h2 className="pt-4 text-2xl leading-snug font-bold text-ink-950">{block.text}</h2>;
    case "paragraph":
      return <p>{block.text}</p>;
    case "steps":
      return (
        <ol className="list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ol>
      );
    case "list":
      return (
        <ul className="list-disc space-y-3 pl-6 marker:text-brand-500">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ul>
      );
  }
}
