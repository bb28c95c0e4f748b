// No fees, ever (DESIGN.md §4.2): finds text in a posting that asks students for money — a registration, training,
// security-deposit, certificate, joining or processing fee, "pay ₹500", in English, Hindi or Hinglish — while money paid
// TO the student (a stipend, "we pay ₹3000") and promises of none ("no fee", "free of cost") are fine. Pure and quick.

export const ASKS_FOR_MONEY = 'Internships on this platform never ask students for money.';

const CUR = String.raw`(?:rs\.?|₹|inr|rupees?|rupaye|rupay|rupiya|\$|usd|৳|tk\.?|taka|lkr|pkr)`;
const FEE_KIND = String.raw`(?:registration|training|security|certificate|certification|joining|processing|application|enrol?ment|admission|onboarding|kit|material|course|exam|examination|verification|documentation|placement|refundable|caution|form|entry|participation|selection|interview|uniform|id\s*card|induction|internship)`;

/**
 * Phrases that say no money is asked, or that money goes to the student: taken out of the text before the asks are looked
 * for, so that "no registration fee" or "we pay ₹3000" do not read as asks, while an ask elsewhere in the text still does.
 */
const NOT_ASKING: RegExp[] = [
  // "no fee", "no registration fee", "without any charges", "zero cost", "free of cost"
  new RegExp(String.raw`\b(?:no|zero|nil|without(?:\s+any)?|not\s+any|never\s+any|free\s+of|free\s+from)\s+(?:hidden\s+|extra\s+|other\s+|kind\s+of\s+|${FEE_KIND}\s+)*(?:fees?|charges?|costs?|payments?|deposits?|money)\b`, 'gu'),
  /\b(?:fees?|costs?|charges?)[\s-]*free\b/gu,
  /\bfree\s+of\s+(?:cost|charge)\b/gu,
  /\bfree\b/gu,
  // "we do not charge any fee", "we never ask for money", "you don't have to pay anything"
  new RegExp(String.raw`\b(?:do\s+not|don'?t|does\s+not|doesn'?t|never|will\s+not|won'?t|shall\s+not|not)\s+(?:ever\s+)?(?:ask|charge|take|collect|require|need|have)\s+(?:you\s+|students?\s+|anyone\s+|interns?\s+|candidates?\s+)?(?:for\s+|to\s+pay\s+|to\s+)?(?:any\s+|a\s+|the\s+|an?\s+single\s+)?(?:${FEE_KIND}\s+)?(?:fees?|money|payments?|charges?|anything|a\s+(?:single\s+)?rupee|deposits?|pay)\b`, 'gu'),
  // money the company pays: "we pay", "the company will give you", "stipend", "monthly pay"
  /\b(?:we|company|the\s+company|employer|the\s+employer|they|our\s+team)\s+(?:will\s+|shall\s+|would\s+|also\s+)*(?:pay|pays|offer|offers|provide|provides|give|gives|reimburse|reimburses|cover|covers|bear|bears)\b/gu,
  /\b(?:paid|pay)\s+to\s+(?:you|the\s+students?|students?|interns?|the\s+interns?)\b/gu,
  /\b(?:monthly|weekly|hourly|daily|stipend|good|fair|competitive|your|intern|internship|total|the)\s+pay\b/gu,
  /\b(?:you|interns?|students?)\s+(?:will\s+|shall\s+)?(?:get|receive|earn|be\s+paid)\b/gu,
  // Hindi and Hinglish: "निःशुल्क", "कोई शुल्क नहीं", "koi fees nahi"
  /निःशुल्क|नि:शुल्क|निशुल्क|मुफ्त|मुफ़्त/gu,
  /(?:कोई|बिना\s*किसी|बिना)\s*(?:भी\s*)?(?:[^\s।.]+\s+)?(?:शुल्क|फीस|फ़ीस|पैसे|पैसा)(?:\s*नहीं)?/gu,
  /(?:शुल्क|फीस|फ़ीस|पैसे|पैसा)\s*(?:नहीं|नही)/gu,
  /\b(?:koi|no)\s+(?:bhi\s+)?(?:[a-z]+\s+)?(?:fees?|charges?|paisa|paise)\s*(?:nahi|nahin|nhi)?\b/gu,
  /\b(?:fees?|charges?|paisa|paise)\s+(?:nahi|nahin|nhi)\b/gu,
  /\b(?:hum|company)\s+(?:aapko\s+|tumhe\s+)?(?:[^\s]+\s+)?(?:denge|dega|degi|dete)\b/gu,
];

/** Phrases that ask students for money. */
const ASKING: RegExp[] = [
  new RegExp(String.raw`\b${FEE_KIND}\s+(?:fees?|charges?|deposits?|money|amount|cost)\b`, 'u'),
  // A fee or deposit on its own asks when it comes with an amount or is said to apply ("fees: 999", "a small fee applies"),
  // not when it is the work ("manage the school's fee records", "deposit cheques at the bank").
  // (A number is matched from its first digit only — `(?<![\d,])` — so that a long run of digits costs one pass, not n².)
  new RegExp(String.raw`\b(?:fees?|deposits?)\b[^.]{0,40}?(?:${CUR}\s*\d|(?<![\d,])\d[\d,]*\s*(?:rs\b|rupees?|rupaye|₹|inr|\/-))`, 'u'),
  new RegExp(String.raw`(?:${CUR}\s*[\d,]+|(?<![\d,])\d[\d,]*\s*(?:rs\b|rupees?|\/-))[^.]{0,20}?\b(?:fees?|deposits?)\b`, 'u'),
  /\b(?:fees?|deposits?)\s*(?::|is\b|are\b|of\b|will\b|shall\b|must\b|applies|apply|payable|charged|required|lagegi|lagega|lagti|lagta|hai\b|hogi|hoga|dena|deni)/u,
  /\b(?:a|small|nominal|one[\s-]time|token|minimal|refundable|nominal|the|any|some)\s+(?:fees?|deposits?)\b/u,
  new RegExp(String.raw`\bcharges?\s+(?:of\s+)?${CUR}?\s*\d`, 'u'),
  new RegExp(String.raw`\bpay(?:ing|s)?\s+(?:us\s+|a\s+|an\s+|the\s+|only\s+|just\s+|rs\s+)*(?:sum\s+of\s+|amount\s+of\s+)?${CUR}?\s*\d`, 'u'),
  new RegExp(String.raw`\b(?:transfer|send|submit|remit)\s+(?:us\s+|a\s+|an\s+|the\s+|only\s+|just\s+)*(?:sum\s+of\s+|amount\s+of\s+)?${CUR}\s*\d`, 'u'),
  /\bpay(?:ing|s)?\s+(?:a\s+|an\s+|the\s+|us\s+)?(?:one[\s-]time\s+|small\s+|nominal\s+|minimal\s+|refundable\s+|token\s+)*(?:fees?|amount|sum|deposits?|charges?|money)\b/u,
  /\b(?:you|students?|candidates?|applicants?|interns?|selected\s+\w+)\s+(?:will\s+|would\s+)?(?:need|needs|have|has|must|should|are\s+required|is\s+required|are\s+expected|is\s+expected)\s+(?:to\s+)?(?:pay|deposit|transfer)\b/u,
  /\bpay\s+(?:for\s+)?(?:your|the)\s+(?:own\s+)?(?:training|certificate|registration|kit|course|material|uniform|seat|slot)\b/u,
  new RegExp(String.raw`\bpayment\s+of\s+${CUR}?\s*\d`, 'u'),
  new RegExp(String.raw`${CUR}\s*[\d,]+(?:\s*\/-)?\s+(?:to\s+be\s+paid|payable\s+by\s+(?:you|students?|candidates?)|to\s+register|for\s+registration|for\s+(?:the\s+)?certificate|for\s+training|as\s+(?:a\s+)?deposit)`, 'u'),
  /\bto\s+be\s+paid\s+by\s+(?:you|the\s+students?|students?|candidates?|applicants?|interns?)\b/u,
  // Hinglish: "500 dena hoga", "fees lagegi", "paise jama karne honge", "pay karna hoga"
  /\b(?:dena|deni|dene|bharna|bharni|bharne|jama\s+karna|jama\s+karni|jama\s+karne|jama\s+karo|jama\s+kare?in)\s+(?:hoga|hogi|honge|padega|padegi|padenge|hai|he)\b/u,
  new RegExp(String.raw`(?:paise|paisa|${CUR}|\d)\s*(?:lagega|lagegi|lagenge|lagta|lagti|lagte)\b`, 'u'),
  /\bpay\s+(?:karna|karni|karne|karo|kare?in)\b/u,
  // Hindi: "पंजीकरण शुल्क", "फीस", "500 रुपये जमा करने होंगे"
  /शुल्क|फीस|फ़ीस/u,
  /(?:जमा|भुगतान)\s*(?:करना|करने|करें|कराना|कराने|करनी)/u,
  /(?:पैसे|पैसा|रुपये|रुपए|₹\s*[\d,]+)\s*(?:देने|देना|देनी|लगेंगे|लगेगा|लगेगी|जमा)/u,
];

/**
 * Words without which no pattern of ASKING can match: a sentence without any of them is passed over at once (most of a
 * posting's text), which keeps the check well under a millisecond for a long posting.
 */
const MONEY_WORDS = /fee|deposit|charge|pay|paid|money|amount|cost|transfer|dena|deni|dene|bhar|jama|lag|शुल्क|फीस|फ़ीस|जमा|भुगतान|पैस|रुप|₹|\brs\b|inr|rupe|rupay|rupiya|\$|usd|৳|\btk\b|taka|lkr|pkr/u;

/** The text as it is matched: lower case, one kind of each character (NFKC), one space between words. */
const normalize = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[’`]/g, "'").replace(/[^\S\n]+/g, ' ');

/** Whether the text asks students for money (see the file's head). */
export function asksForMoney(text: string | null | undefined): boolean {
  if (!text) return false;
  // Each sentence or line on its own: "No fee. Pay ₹500 for the kit" still asks.
  for (const clause of normalize(text).split(/(?<!\brs)[.!?;|।]+(?=\s|$)|\n/u)) {
    if (!MONEY_WORDS.test(clause)) continue;
    let rest = clause;
    for (const pattern of NOT_ASKING) rest = rest.replace(pattern, ' ');
    if (ASKING.some((pattern) => pattern.test(rest))) return true;
  }
  return false;
}

/** The fields of a posting whose text asks for money, each with the message; empty when none does. */
export function feeProblems(texts: Partial<Record<'title' | 'description' | 'requirements', string | null | undefined>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['title', 'description', 'requirements'] as const) if (asksForMoney(texts[field])) problems[field] = ASKS_FOR_MONEY;
  return problems;
}
