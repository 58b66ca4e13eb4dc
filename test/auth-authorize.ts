// The Credentials provider's authorize(), called as next-auth calls it, for the
// sign-in tests (session.test.ts, options-limits.test.ts).
import { authOptions } from "@/lib/account/auth/session";
import { LocalIdentity } from "@/lib/account/identity/local";
import { useTempDataDir } from "./temp-data-dir";

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ id: string; email: string; idToken: string; expiresAt: number }>;

export function authorize(): Authorize {
  return async (credentials, req) => {
    const provider = (await authOptions()).providers[0] as unknown as {
      options: { authorize: Authorize };
    };
    return provider.options.authorize(credentials, req);
  };
}

export const from = (ip: string, cookie?: string) => ({
  headers: { "x-forwarded-for": ip, ...(cookie && { cookie }) },
});

export async function failure(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "no error",
    (e: Error) => e.message,
  );
}

/**
 * A data directory of its own with one account, amal@example.com / olive-branch,
 * and a check that its password never reaches the error log.
 */
export function useSignInAccount() {
  useTempDataDir();
  const log = jest.spyOn(console, "error");
  beforeAll(async () => {
    await new LocalIdentity({
      lifetimeSeconds: 3600,
      signUpEnabled: true,
    }).signUp("amal@example.com", "olive-branch");
  });
  afterAll(() => {
    for (const call of log.mock.calls)
      expect(JSON.stringify(call)).not.toContain("olive-branch");
  });
}
