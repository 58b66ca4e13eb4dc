import { passwordWeakness } from "@/lib/account/identity/password-policy";
import type { Env, Issue } from "./env";

/**
 * A password the configuration sets is held to the rule of every new one
 * (zxcvbn score 3+). Asynchronous, as the estimator loads on first use: the
 * server checks it at start-up, right after the synchronous rules.
 */
export async function passwordIssues(env: Env): Promise<Issue[]> {
  const weakness =
    env.ADMIN_PASSWORD &&
    (await passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_EMAIL));
  return weakness ? [{ variable: "ADMIN_PASSWORD", message: weakness }] : [];
}
