/** What a fuzz case's answer must be, however it is sent (in process or over HTTP). */
export type Expectation = {
  label: string;
  method: string;
  path: string;
  allowed: readonly number[];
  /** Plain form posts to /api/contact get a small HTML page, not JSON. */
  htmlErrorsAllowed?: boolean;
  /** The route's methods exactly as a 405 or an OPTIONS answer must name them (Allow). */
  allow?: string;
};

export type Answer = {
  status: number;
  header: (name: string) => string | null | undefined;
  text: () => Promise<string>;
};

/** Requests in flight at once: enough to finish fast, few enough not to starve parallel work. */
const CONCURRENCY = 8;

/**
 * Sends every case and checks each answer: never a 5xx, only a status the
 * route allows for it, a 405 names the allowed methods (Allow), and a 4xx
 * carries `{ error: string }` as JSON (and, where the case says, Allow names
 * exactly the route's methods). `send` answers null where Next.js
 * itself answers 405 (no handler for the method): no handler of ours made
 * that answer, and its Allow and JSON error are the production server's
 * (e2e/api-methods.spec.ts, e2e/api-fuzz.spec.ts).
 * Returns every problem, each naming its seed and case index, so one
 * assertion lists every broken case.
 */
export async function judge<C extends Expectation>(
  seed: number,
  cases: C[],
  send: (c: C) => Promise<Answer | null>,
): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < cases.length; start += CONCURRENCY) {
    const batch = cases.slice(start, start + CONCURRENCY);
    await Promise.all(
      batch.map(async (c, offset) => {
        const where = `seed ${seed} case ${start + offset} (${c.label}): ${c.method} ${c.path.slice(0, 120)}`;
        let answer: Answer | null;
        try {
          answer = await send(c);
        } catch (error) {
          // In process, what Next.js answers 500; over HTTP, no answer at all.
          problems.push(`${where} threw ${String(error).slice(0, 200)}`);
          return;
        }
        const status = answer?.status ?? 405;
        if (!c.allowed.includes(status)) {
          problems.push(
            `${where} answered ${status}, expected one of ${c.allowed.join(",")}`,
          );
          return;
        }
        if (!answer) return;
        const allow = answer.header("allow");
        if (status === 405 && !allow)
          problems.push(`${where} answered 405 without an Allow header`);
        else if (
          c.allow &&
          (status === 405 || c.method === "OPTIONS") &&
          allow !== c.allow
        )
          problems.push(`${where} named ${allow} in Allow, not ${c.allow}`);
        if (status < 400 || c.method === "HEAD") return;
        const type = answer.header("content-type") ?? "";
        if (c.htmlErrorsAllowed && type.startsWith("text/html")) return;
        const body = await answer
          .text()
          .then((text) => JSON.parse(text) as { error?: unknown } | null)
          .catch(() => null);
        if (
          !type.startsWith("application/json") ||
          typeof body?.error !== "string" ||
          body.error === ""
        )
          problems.push(
            `${where} answered ${status} without a JSON error (${type})`,
          );
      }),
    );
  }
  return problems;
}
