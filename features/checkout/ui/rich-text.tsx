import { Fragment } from "react";

/**
 * A translated sentence with elements in its `{name}` places (a bold number, a link), so each
 * language keeps its own word order: richText(t.raw("orderInOne"), { numbers: <strong>…</strong> }).
 */
export function richText(message: string, nodes: Record<string, React.ReactNode>): React.ReactNode {
  return message
    .split(/\{(\w+)\}/g)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment> : part));
}
