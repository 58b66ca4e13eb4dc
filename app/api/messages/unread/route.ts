import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { messageStore } from "@/lib/inbox";

export const dynamic = "force-dynamic";

export const GET = route({ role: "editor", store: "messages" }, async () => {
  const messages = await messageStore().list();
  return privateJson({ unread: messages.filter((m) => !m.read).length });
});
