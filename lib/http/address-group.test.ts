import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("groups IPv6 addresses by their /64, however they are written", () => {
    const group = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0009",
      "2001:DB8:1:2::abcd",
      "[2001:db8:1:2::5]",
      "2001:db8:1:2::1.2.3.4",
    ])
      expect(addressGroup(address)).toBe(group);
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps IPv4 addresses whole, mapped into IPv6 or not", () => {
    expect(addressGroup("192.0.2.1")).toBe("192.0.2.1");
    expect(addressGroup("192.0.2.2")).toBe("192.0.2.2");
    expect(addressGroup("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressGroup("::FFFF:c000:0201")).toBe("192.0.2.1");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("2001:db8::zz")).toBe("2001:db8::zz");
  });
});
