import { passwordWeakness } from "@/lib/account/identity/password-policy";
import type { Env, Issue } from "./env";

// Asynchronous, as the zxcvbn estimator loads on first use: the server checks it at start-up.
export async function passwordIssues(env: Env): Promise<Issue[]> {
  const weakness =
    env.ADMIN_PASSWORD &&
    (await passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_EMAIL));
  return weakness
    ? [{ variable: "ADMIN_PASSWORD", message: weakness.reason }]
    : [];
}
