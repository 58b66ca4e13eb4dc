// Types of client-address.cjs (plain JavaScript, loaded by the production server).
export function trustedProxyHops(raw: string | undefined): number;
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string;
