export const DEVICES = ["phone", "tablet", "computer"] as const;
export type Device = (typeof DEVICES)[number];

// Tablets first: an iPad's browser says "Mobile" too. Browsers put "Mobi" in a phone's user agent and
// leave it out on an Android tablet (MDN's advice). An iPad asking for desktop sites, as Safari does
// by default since iPadOS 13, names itself a Mac and is counted as a computer.
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Windows Phone|Opera Mini/i.test(userAgent))
    return "phone";
  if (/Android/i.test(userAgent)) return "tablet";
  return "computer";
}
