import { accountStore, publicAccount } from "@/lib/account/roles";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ role: "editor", store: "accounts" }, async () =>
  privateJson((await accountStore().list()).map(publicAccount)),
);
