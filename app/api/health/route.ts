import { db } from "@/lib/db";
import { jsonError, privateJson } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export function GET() {
  try {
    db().prepare("SELECT 1").get();
    return privateJson({ status: "ok" });
  } catch (error) {
    console.error("[health] database check failed:", error);
    return jsonError(503, "The database is not answering");
  }
}
