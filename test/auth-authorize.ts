// The Credentials provider's authorize(), called as next-auth calls it, for the
// sign-in tests (options.test.ts, options-limits.test.ts).
import { authOptions } from "@/lib/account/auth/options";

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ id: string; email: string; idToken: string; expiresAt: number }>;

export function authorize(): Authorize {
  const provider = authOptions().providers[0] as unknown as {
    options: { authorize: Authorize };
  };
  return provider.options.authorize;
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
