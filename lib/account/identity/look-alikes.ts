// Letters of other scripts that look like Latin ones (from Unicode's confusables, UTS #39, cut
// down to what a person types to disguise a Latin word: Cyrillic and Greek), then Latin letters
// whose stroke is part of the letter, so Unicode does not take it apart. Each pair is the
// look-alike, then what it passes for; capitals too where their small letter looks otherwise
// (Greek Η is H, η is n).
const PAIRS = [
  "Аa Вb Еe Кk Мm Нh Оo Рp Сc Тt Уy Хx Ѕs Іi Јj Үy Һh Ԛq Ԝw Ӏl",
  "аa вb еe кk мm нh оo рp сc тt уy хx ѕs іi јj үy һh ԛq ԝw ӏl ԁd ьb",
  "Αa Βb Εe Ζz Ηh Ιi Κk Μm Νn Οo Ρp Τt Υy Χx",
  "αa βb γy εe ηn ιi κk νv οo ρp τt υu χx ωw",
  "ıi łl øo đd ħh ßss",
].join(" ");

const LOOK_ALIKES = new Map(
  PAIRS.split(" ").map((pair) => [pair[0]!, pair.slice(1)]),
);
const LOOK_ALIKE = new RegExp(`[${[...LOOK_ALIKES.keys()].join("")}]`, "g");

/**
 * The text as a guesser's word list sees it: compatibility forms (fullwidth, ligatures, Arabic
 * presentation forms) as their letters, accents and Arabic vowel marks dropped, look-alikes as
 * Latin letters, Arabic-Indic digits as digits, the Arabic stretching stroke gone, small letters.
 */
export function folded(text: string): string {
  return (
    text
      .normalize("NFKC")
      .normalize("NFD")
      .replace(/\p{M}|\u0640/gu, "")
      .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES.get(letter)!)
      // Both ranges (Arabic-Indic, Persian) begin at a multiple of 16.
      .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
        String(digit.charCodeAt(0) % 16),
      )
      .toLowerCase()
  );
}
