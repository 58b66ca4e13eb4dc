import { NextRequest } from "next/server";
import { ADMIN_PATHS } from "@/lib/admin-pages";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { proxy } from "@/proxy";

const visit = (path: string, cookie?: string) =>
  proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      headers: cookie ? { cookie } : {},
    }),
  );

describe("proxy: the admin pages' gate", () => {
  useTempDataDir();

  it("sends a visitor from every admin page to /login, which leads back to it", async () => {
    for (const path of ADMIN_PATHS) {
      const res = await visit(path);
      expect(res.status).toBe(307);
      expect(res.headers.get("location")).toBe(
        `http://localhost:3000/login?callbackUrl=${encodeURIComponent(path)}`,
      );
    }
  });

  it("counts an expired session as signed out, and lets a live one through", async () => {
    const expired = await visit(
      "/addProducts",
      await sessionCookie({ expiresAt: Date.now() - 1 }),
    );
    expect(expired.status).toBe(307);
    const live = await visit("/account/password", await sessionCookie());
    expect(live.status).toBe(200);
    expect(live.headers.get("location")).toBeNull();
  });
});
