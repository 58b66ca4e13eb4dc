import { messageStore } from "@/lib/inbox";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { storeMessage } from "@/test/api/messages";
import * as unread from "./route";

const request = (cookie: string) =>
  new Request("http://localhost:3000/api/messages/unread", {
    headers: { "sec-fetch-site": "same-origin", cookie },
  });

describe("GET /api/messages/unread (editors)", () => {
  useTempDataDir();

  it("counts the messages nobody has read yet, and follows a change", async () => {
    const editor = await sessionCookie({
      sub: "u-ed",
      email: "ed@example.com",
    });
    const first = await storeMessage();
    await storeMessage();
    const count = async () =>
      ((await (await unread.GET(request(editor))).json()) as { unread: number })
        .unread;
    expect(await count()).toBe(2);
    await messageStore().setRead(first.id, true);
    expect(await count()).toBe(1);
  });
});
