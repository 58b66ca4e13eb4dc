import { isIP } from "node:net";

// An IPv6 address counts by its /64: one home or phone gets a whole /64.
export function addressGroup(address: string): string {
  const plain = address.replace(/^\[(.*)\]$/, "$1").split("%")[0]!;
  if (isIP(plain) !== 6) return address;
  const groups = (part: string | undefined) =>
    part
      ? part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [parseInt(g, 16)];
          // An embedded IPv4 address takes the last two groups.
          const [a, b, c, d] = g.split(".").map(Number) as number[];
          return [(a! << 8) | b!, (c! << 8) | d!];
        })
      : [];
  const [head, tail] = plain.split("::");
  const left = groups(head);
  const right = groups(tail);
  const all =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  if (all.slice(0, 5).every((g) => g === 0) && all[5] === 0xffff)
    return [all[6]! >> 8, all[6]! & 255, all[7]! >> 8, all[7]! & 255].join(".");
  return `${all
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
