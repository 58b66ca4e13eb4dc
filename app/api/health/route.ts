import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { jsonError, refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** 200 when the database answers; 503 otherwise. */
export function GET() {
  try {
    db().prepare("SELECT 1").get();
    return NextResponse.json(
      { status: "ok" },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("[health] database check failed:", error);
    return jsonError(503, "The database is not answering");
  }
}

// Without these, Next answers other methods with an empty 405; callers get the usual JSON error.

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
