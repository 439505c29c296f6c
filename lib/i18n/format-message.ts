export type Values = Record<string, string | number>;

/** Fills `{name}` placeholders; a value the message does not name is ignored, a name without a value stays visible. */
export function format(message: string, values?: Values): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
