import {
  endedBySessionExpiry,
  expiredLoginUrl,
  WARNING_LEAD_MS,
  warningTime,
} from "./session";

describe("the warning before a session ends", () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it("comes two minutes before the end of an hour-long session", () => {
    expect(warningTime(now + 3600_000, now)).toBe(
      now + 3600_000 - WARNING_LEAD_MS,
    );
  });

  it("comes halfway through a session shorter than four minutes", () => {
    expect(warningTime(now + 5_000, now)).toBe(now + 2_500);
    expect(warningTime(now + 60_000, now)).toBe(now + 30_000);
  });

  it("is due at once for a session already over", () => {
    expect(warningTime(now - 1_000, now)).toBe(now - 1_000);
  });
});

describe("the login page after a session ended", () => {
  it("says why and returns to the page the user was on", () => {
    const url = expiredLoginUrl("/addProducts");
    expect(url).toBe("/login?reason=expired&callbackUrl=%2FaddProducts");
    expect(endedBySessionExpiry(url.slice(url.indexOf("?")))).toBe(true);
  });

  it("never returns to the login page itself", () => {
    expect(expiredLoginUrl("/login")).toBe(
      "/login?reason=expired&callbackUrl=%2FaddProducts",
    );
  });

  it("says nothing when the visitor came for another reason", () => {
    expect(endedBySessionExpiry("")).toBe(false);
    expect(endedBySessionExpiry("?callbackUrl=%2Fhistory")).toBe(false);
  });
});
