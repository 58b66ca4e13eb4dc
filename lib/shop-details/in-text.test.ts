import { textOf } from "@/lib/i18n/text";
import { detailsInText } from "./in-text";
import { defaultShopDetails } from "./schema";

describe("detailsInText: the shop's details inside a sentence", () => {
  const words = textOf("ShopDetails");
  const inText = (details: Partial<ReturnType<typeof defaultShopDetails>>) =>
    detailsInText({ ...defaultShopDetails(), ...details }, words, "en");

  it("puts the address on one line and the phone and email as they are", () => {
    expect(inText({})).toEqual({
      phone: "+963 21 555 0183",
      email: "hello@halabi-soap.example.com",
      address:
        "Halabi Soap House, 12 Khan al-Sabun Street, Old City, Aleppo, Syria",
      hours: "by appointment",
    });
  });

  it("says the hours in words, neighbouring days with the same hours together", () => {
    const day = (d: string, opens = "09:00", closes = "17:00") => ({
      day: d as "mon",
      opens,
      closes,
    });
    expect(
      inText({
        openingHours: [
          day("mon"),
          day("tue"),
          day("wed"),
          day("thu"),
          day("fri"),
          day("sat", "10:00", "13:00"),
        ],
      }).hours,
    ).toBe("Monday to Friday 09:00–17:00 and Saturday 10:00–13:00");
    // The same hours apart in the week are two runs.
    expect(
      inText({ openingHours: [day("mon"), day("wed"), day("thu")] }).hours,
    ).toBe("Monday 09:00–17:00 and Wednesday to Thursday 09:00–17:00");
  });
});
