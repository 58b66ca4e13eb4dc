// The bench's output: one row per figure, printed as a Markdown table (so it
// can be pasted into the README) and written as JSON.
import fs from "node:fs";

/**
 * A figure. ok is true/false against its budget, null when there is no budget
 * or nothing could be measured; data keeps the raw numbers for the JSON.
 */
export function row(section, figure, value, budget = "", ok = null, data = {}) {
  return { section, figure, value, budget, ok, data };
}

/** A figure that could not be measured (route not there yet, tool missing). */
export function notAvailable(section, figure, reason, budget = "") {
  return row(section, figure, `n/a (${reason})`, budget, null, { reason });
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const perSecond = (value) =>
  `${Math.round(value).toLocaleString("en-GB")} req/s`;

function okText(ok) {
  if (ok === true) return "yes";
  if (ok === false) return "**NO**";
  return "–";
}

export function table(rows) {
  const cells = rows.map((r) => [r.figure, r.value, r.budget, okText(r.ok)]);
  const header = ["figure", "value", "budget", "ok"];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...cells.map((c) => c[i].length)),
  );
  const line = (c) =>
    `| ${c.map((text, i) => text.padEnd(widths[i])).join(" | ")} |`;
  return [
    line(header),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...cells.map(line),
  ].join("\n");
}

export function summary(rows) {
  const met = rows.filter((r) => r.ok === true).length;
  const missed = rows.filter((r) => r.ok === false).length;
  const withBudget = rows.filter((r) => r.budget !== "").length;
  return `Budgets: ${met} met, ${missed} missed, ${withBudget - met - missed} not measured.`;
}

export function writeJson(file, content) {
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}
