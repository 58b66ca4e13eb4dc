import { isbot } from "isbot";

// Not counted: Sec-GPC/DNT (asks not to be tracked), Sec-Purpose (prefetch or prerender),
// bots that ran the script (isbot's list, or no user agent).
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
