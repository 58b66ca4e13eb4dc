import { db } from "@/lib/db";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ role: "visitor" }, () => {
  try {
    db().prepare("SELECT 1").get();
  } catch (error) {
    console.error("[health] database check failed:", error);
    throw new HttpError(503, "The database is not answering");
  }
  return privateJson({ status: "ok" });
});
