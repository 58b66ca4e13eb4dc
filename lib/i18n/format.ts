type Values = Record<string, string | number>;

const pluralRules = new Intl.PluralRules("en");
const numbers = new Intl.NumberFormat("en");

/** The index of the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length;
}

/** `selector {text} selector {text} …` → { selector: text }. */
function options(body: string): Record<string, string> {
  const found: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf("{", i);
    if (open < 0) break;
    const end = closing(body, open);
    found[body.slice(i, open).trim()] = body.slice(open + 1, end);
    i = end + 1;
  }
  return found;
}

function argument(body: string, values: Values): string {
  const [name = "", type, ...rest] = body.split(",");
  const key = name.trim();
  const value = values[key];
  if (value === undefined) return `{${body}}`;
  if (type === undefined) return String(value);
  const choices = options(rest.join(","));
  if (type.trim() === "plural") {
    const n = Number(value);
    const text =
      choices[`=${n}`] ?? choices[pluralRules.select(n)] ?? choices.other ?? "";
    return render(text, values, numbers.format(n));
  }
  return render(choices[String(value)] ?? choices.other ?? "", values);
}

function render(text: string, values: Values, pound?: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "{") {
      const end = closing(text, i);
      out += argument(text.slice(i + 1, end), values);
      i = end;
    } else out += ch === "#" && pound !== undefined ? pound : ch;
  }
  return out;
}

/**
 * Formats the part of ICU MessageFormat that island strings use: `{name}`
 * arguments, `plural` (with `=N` and `#`) and `select`. Server renders use
 * next-intl itself; a unit test holds this to the same output for every
 * string an island receives, so the browser need not load a full ICU runtime
 * (about 10 KiB gzip) for a handful of counts.
 */
export function formatMessage(text: string, values?: Values): string {
  return values ? render(text, values) : text;
}
