// The owner's own text on a Hindi page: her Hindi where she typed it, her English
// (marked lang="en") where she left the Hindi empty, and always her English on English pages.
import { describe, expect, it } from "vitest";
import { foreignLang, localText, offerText, ownerText, slideText, storedTitleLang } from "@/lib/i18n/owner-text";

const piece = {
  title: "Ruby Bridal Lehenga",
  description: "Hand-embroidered silk.",
  titleHi: "लाल दुल्हन लहंगा",
  descriptionHi: "हाथ की कढ़ाई वाला रेशमी लहंगा।",
};

describe("ownerText", () => {
  it("shows the Hindi title and description on a Hindi page, in Hindi", () => {
    expect(ownerText(piece, "hi")).toEqual({
      title: "लाल दुल्हन लहंगा",
      description: "हाथ की कढ़ाई वाला रेशमी लहंगा।",
      titleLang: "hi",
      descriptionLang: "hi",
    });
  });

  it("shows the English on an English page, whatever Hindi there is", () => {
    expect(ownerText(piece, "en")).toEqual({
      title: "Ruby Bridal Lehenga",
      description: "Hand-embroidered silk.",
      titleLang: "en",
      descriptionLang: "en",
    });
  });

  it("falls back to the English, marked as English, field by field where the Hindi is missing, null or blank", () => {
    expect(ownerText({ ...piece, descriptionHi: null }, "hi")).toEqual({
      title: "लाल दुल्हन लहंगा",
      description: "Hand-embroidered silk.",
      titleLang: "hi",
      descriptionLang: "en",
    });
    expect(ownerText({ title: "Gown", description: "Silk.", titleHi: "  " }, "hi")).toMatchObject({
      title: "Gown",
      titleLang: "en",
      descriptionLang: "en",
    });
    // an API-shaped item leaves the fields out when they are empty
    expect(ownerText({ title: "Gown", description: "Silk." }, "hi")).toEqual({
      title: "Gown",
      description: "Silk.",
      titleLang: "en",
      descriptionLang: "en",
    });
  });
});

describe("slideText", () => {
  it("picks each line of a hero slide on its own", () => {
    const slide = {
      title: "Wedding season",
      desc: "Lehengas to rent",
      extra: "",
      titleHi: "शादियों का मौसम",
      descHi: null,
      extraHi: null,
    };
    expect(slideText(slide, "hi")).toEqual({
      title: "शादियों का मौसम",
      desc: "Lehengas to rent",
      extra: "",
      titleLang: "hi",
      descLang: "en",
      extraLang: "en",
    });
    expect(slideText(slide, "en")).toMatchObject({ title: "Wedding season", titleLang: "en" });
  });

  it("and each offer's words", () => {
    expect(offerText({ text: "Wedding season", discount: "20% off", textHi: "शादियों का मौसम" }, "hi")).toEqual({
      text: "शादियों का मौसम",
      discount: "20% off",
      textLang: "hi",
      discountLang: "en",
    });
    expect(offerText({ text: "Wedding season", discount: "20% off", textHi: "शादियों का मौसम" }, "en")).toMatchObject({
      text: "Wedding season",
      textLang: "en",
    });
  });
});

describe("localText and foreignLang", () => {
  it("names a text's language only when it is not the page's", () => {
    expect(localText("Saree", "साड़ी", "hi")).toEqual({ text: "साड़ी", lang: "hi" });
    expect(foreignLang("en", "hi")).toBe("en");
    expect(foreignLang("hi", "hi")).toBeUndefined();
    expect(foreignLang("en", "en")).toBeUndefined();
  });
});

describe("storedTitleLang: a title kept with a cart line or a booking", () => {
  it("marks an English title as English on a Hindi page, and nothing else", () => {
    expect(storedTitleLang("Ruby Bridal Lehenga", "hi")).toBe("en");
    expect(storedTitleLang("लाल दुपट्टा", "hi")).toBeUndefined();
    expect(storedTitleLang("Ruby Bridal Lehenga", "en")).toBeUndefined();
    expect(storedTitleLang("लाल दुपट्टा", "en")).toBe("hi");
  });
});
