// Command-line options of `npm run bench`.

const SECTIONS = ["throughput", "js", "lighthouse", "freshness", "load"];

export const USAGE = `npm run bench [-- options]
  --quick            smoke run: 3 s per throughput run, 5 s load, no Lighthouse
  --only=a,b         run only these sections: ${SECTIONS.join(", ")}
  --help             this text`;

export class UsageError extends Error {}

/** Parses argv (without node and the script) into the run's settings. */
export function parseOptions(argv) {
  let quick = false;
  let only;
  for (const arg of argv) {
    if (arg === "--quick") quick = true;
    else if (arg === "--help" || arg === "-h") return { help: true };
    else if (arg.startsWith("--only=")) {
      only = arg
        .slice("--only=".length)
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = only.filter((s) => !SECTIONS.includes(s));
      if (unknown.length > 0 || only.length === 0)
        throw new UsageError(`Unknown section(s) in ${arg}`);
    } else throw new UsageError(`Unknown option ${arg}`);
  }
  // --quick skips Lighthouse unless it was asked for by name.
  const sections = new Set(
    only ?? SECTIONS.filter((s) => !(quick && s === "lighthouse")),
  );
  return {
    help: false,
    quick,
    sections,
    throughputSeconds: quick ? 3 : 10,
    throughputConnections: 50,
    loadSeconds: quick ? 5 : 30,
    loadConnections: 200,
  };
}

/** Whether a section needs the baseline (empty page) server. */
export function needsBaseline(sections) {
  return ["throughput", "js", "lighthouse"].some((s) => sections.has(s));
}
