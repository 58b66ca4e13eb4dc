import { isbot } from "isbot";

/**
 * Whether a beacon may be counted: not from a browser that asks not to be
 * tracked (Sec-GPC, DNT), not from a page a browser only prefetched or
 * prerendered (Sec-Purpose), not from a bot that ran the page's script
 * (isbot's list of user agents, and no user agent at all).
 */
export function counts(req: Request): boolean {
  const header = (name: string) => req.headers.get(name)?.trim() ?? "";
  if (header("sec-gpc") === "1" || header("dnt") === "1") return false;
  if (
    /prefetch|prerender/i.test(`${header("sec-purpose")} ${header("purpose")}`)
  )
    return false;
  const agent = header("user-agent");
  return agent !== "" && !isbot(agent);
}
