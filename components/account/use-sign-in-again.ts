import { useRouter } from "next/navigation";
import { useCallback } from "react";

/** Sends a signed-out user to sign in, and back to `path` afterwards. */
export function useSignInAgain(path: string): () => void {
  const router = useRouter();
  return useCallback(
    () => router.push(`/login?callbackUrl=${encodeURIComponent(path)}`),
    [router, path],
  );
}
