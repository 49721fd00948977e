import { CALENDAR } from '../text/lexicon.ts';
import type { Tagged } from '../text/tagger.ts';
import { PERSON_NOUNS } from './predicates.ts';

/**
 * Coreference by type: "the company" names the one company the text has named before it. A named thing's type comes
 * only from what the text writes next to its name — a common noun before it ("the airline Tallow Air", "the drug
 * Velorin"), right after it ("the Lumetra X2 router"), in an apposition ("Velorin, a drug …") — or from the name's
 * own last word when that is a company's legal form or trade word ("Kessel Ltd", "Harwell Logistics"). A name with no
 * such evidence could be anything, so it blocks the reference as a rival; only a person, a date, or a thing whose
 * evidence names another kind (a court, a river, a company for "the drug") is set aside.
 */

/** What a description noun asks for, and the kinds of named thing that answer it. */
const DESCRIPTION_KINDS: Record<string, readonly string[]> = {
  company: ['company', 'airline', 'bank', 'retailer', 'maker'],
  firm: ['company', 'airline', 'bank', 'retailer', 'maker'],
  startup: ['company', 'airline', 'bank', 'retailer', 'maker'],
  corporation: ['company', 'airline', 'bank', 'retailer', 'maker'],
  airline: ['airline'],
  carrier: ['airline'],
  bank: ['bank'],
  lender: ['bank'],
  retailer: ['retailer'],
  manufacturer: ['maker'],
  maker: ['maker'],
  drug: ['drug'],
  medicine: ['drug'],
  medication: ['drug'],
  device: ['device'],
  gadget: ['device'],
};

/** The kind a common noun written with a name gives it. */
const NOUN_KINDS: Record<string, string> = {
  company: 'company',
  firm: 'company',
  startup: 'company',
  corporation: 'company',
  conglomerate: 'company',
  airline: 'airline',
  carrier: 'airline',
  bank: 'bank',
  lender: 'bank',
  retailer: 'retailer',
  manufacturer: 'maker',
  maker: 'maker',
  carmaker: 'maker',
  chipmaker: 'maker',
  drugmaker: 'maker',
  drug: 'drug',
  medicine: 'drug',
  medication: 'drug',
  device: 'device',
  gadget: 'device',
  router: 'device',
  phone: 'device',
  smartphone: 'device',
  laptop: 'device',
  camera: 'device',
  headphones: 'device',
  earbuds: 'device',
  smartwatch: 'device',
  printer: 'device',
  modem: 'device',
  console: 'device',
  drone: 'device',
  // Kinds that are none of the above: their evidence sets a name aside as a rival of "the company".
  court: 'court',
  tribunal: 'court',
  regulator: 'authority',
  ministry: 'authority',
  council: 'authority',
  agency: 'authority',
  government: 'authority',
  university: 'school',
  institute: 'school',
  college: 'school',
  school: 'school',
  hospital: 'hospital',
  museum: 'museum',
  river: 'place',
  lake: 'place',
  island: 'place',
  mount: 'place',
  city: 'place',
  town: 'place',
  village: 'place',
  county: 'place',
  region: 'place',
  country: 'place',
  street: 'place',
  bridge: 'place',
  airport: 'place',
};

/** The last word of a company's name that says it is one: legal forms and trade words. */
const COMPANY_NAME_ENDINGS = new Set(
  `inc ltd plc corp llc gmbh ag sa nv co holdings group logistics mining systems energy foods media labs pharma pharmaceuticals
  therapeutics technologies telecom analytics broadcasting freight semiconductor motors industries partners capital`.split(/\s+/),
);
const AIRLINE_NAME_ENDINGS = new Set(['air', 'airlines', 'airways']);
/** Person nouns that name a role an organisation can hold too ("the chip designer Lirra"): no evidence of a person. */
const ROLES_OF_ORGANISATIONS = new Set(
  `designer developer buyer seller owner operator lender borrower publisher supplier producer founder investor shareholder partner
  contractor provider winner loser employer agent sponsor bidder holder tenant landlord creditor debtor client customer rival`.split(/\s+/),
);
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'professor', 'prof', 'sir', 'dame', 'lady', 'lord']);

/** The description nouns this rule reads ("the company", "the drug"). */
export function typedDescriptionKinds(noun: string): readonly string[] | undefined {
  return Object.hasOwn(DESCRIPTION_KINDS, noun) ? DESCRIPTION_KINDS[noun] : undefined;
}

export interface NamedMention {
  /** Index of the name's first and last token in the sentence's tokens. */
  first: number;
  last: number;
  /** Lower-case words of the name. */
  words: string[];
  /** The kind its evidence gives it; null when nothing written with it says what it is. */
  kind: string | null;
  /** A kind noun with no name ("a rival firm"): a thing of that kind the description may mean. */
  unnamed?: boolean;
}

const nounKind = (t: Tagged | undefined): string | null => {
  if (!t || t.tag !== 'NOUN') return null;
  if (Object.hasOwn(NOUN_KINDS, t.lower)) return NOUN_KINDS[t.lower] as string;
  if (ROLES_OF_ORGANISATIONS.has(t.lower)) return 'other';
  return PERSON_NOUNS.has(t.lower) ? 'person' : null;
};

const isNameToken = (t: Tagged) => t.tag === 'PROPN' || (t.name && t.tag !== 'PUNCT' && t.tag !== 'NUM');

/**
 * Every run of name words of a sentence (capitalised words that are not the sentence's first word only), with the kind
 * the words around it give. Tokens at or after `before` are left out.
 */
export function namedMentions(tokens: Tagged[], before: number): NamedMention[] {
  const out: NamedMention[] = [];
  const limit = Math.min(before, tokens.length);
  for (let k = 0; k < limit; k++) {
    const t = tokens[k] as Tagged;
    if (!isNameToken(t)) continue;
    let e = k;
    // "Lumetra X2", "Marrow & Finch": numbers and an ampersand inside a run of name words stay in the name.
    while (e + 1 < limit) {
      const n = tokens[e + 1] as Tagged;
      if (isNameToken(n) || (n.tag === 'NUM' && /[a-z]/i.test(n.raw))) e++;
      else if (n.raw === '&' && tokens[e + 2] && isNameToken(tokens[e + 2] as Tagged)) e += 2;
      else break;
    }
    const words = tokens.slice(k, e + 1).map((x) => x.lower);
    out.push({ first: k, last: e, words, kind: kindOf(tokens, k, e, words) });
    k = e;
  }
  // "Swift bought Amber Foods Ltd.": a capitalised first word the tagger read as a common word (the text also writes it
  // in lower case) may still be a name when it is the whole subject, right before the verb.
  const opening = tokens[0];
  const verbNext = tokens[1] && /^(?:VERB|BE|HAVE|MODAL|DO)$/.test((tokens[1] as Tagged).tag);
  if (opening && limit > 0 && !isNameToken(opening) && /^\p{Lu}/u.test(opening.raw) && /^(?:NOUN|ADJ)$/.test(opening.tag) && verbNext)
    out.push({ first: 0, last: 0, words: [opening.lower], kind: null });
  // "A rival firm hired Tarsk Group. The company …": a thing of the kind the text mentions without a name may be the
  // one meant. A kind noun written with a name (right before or after it, or heading its apposition) is that name's.
  for (let k = 0; k < limit; k++) {
    const t = tokens[k] as Tagged;
    if (t.tag !== 'NOUN') continue;
    const singular = t.lower.endsWith('ies') ? `${t.lower.slice(0, -3)}y` : t.lower.replace(/s$/, '');
    const noun = Object.hasOwn(NOUN_KINDS, t.lower) ? t.lower : Object.hasOwn(NOUN_KINDS, singular) ? singular : null;
    if (!noun) continue;
    const nameNext = (i: number) => !!tokens[i] && isNameToken(tokens[i] as Tagged);
    if (nameNext(k + 1) || nameNext(k - 1)) continue;
    let appositive = false;
    for (let j = k - 1; j >= 1 && j >= k - 5; j--) {
      const x = tokens[j] as Tagged;
      if (/^(?:a|an)$/.test(x.lower) && tokens[j - 1]?.raw === ',' && nameNext(j - 2)) appositive = true;
      if (x.tag !== 'ADJ' && x.tag !== 'NOUN' && x.tag !== 'DET') break;
    }
    if (!appositive) out.push({ first: k, last: k, words: [], kind: NOUN_KINDS[noun] as string, unnamed: true });
  }
  return out;
}

function kindOf(tokens: Tagged[], first: number, last: number, words: string[]): string | null {
  if (words.every((w) => CALENDAR.has(w))) return 'date';
  const prev = tokens[first - 1];
  if (prev && TITLES.has(prev.lower.replace(/\.$/, ''))) return 'person';
  // "Chief Operating Officer Daniel Oyelaran": a capitalised title written into the name.
  if (words.some((w) => PERSON_NOUNS.has(w) && !ROLES_OF_ORGANISATIONS.has(w))) return 'person';
  const next = tokens[last + 1];
  // "Tom Reyes, who retired": "who" takes up a person.
  if (next?.raw === ',' && tokens[last + 2]?.lower === 'who') return 'person';
  // "appointed Maya Okafor as chief executive": the role the name is given.
  if (next?.lower === 'as') {
    // The tagger may read a role noun after an adjective as one more adjective ("chief executive").
    let role: Tagged | undefined;
    for (let k = last + 2; k < tokens.length && k < last + 6; k++) {
      const t = tokens[k] as Tagged;
      if (t.tag === 'NOUN' || t.tag === 'ADJ') role = t;
      else if (t.tag !== 'DET') break;
    }
    if (role && PERSON_NOUNS.has(role.lower) && !ROLES_OF_ORGANISATIONS.has(role.lower)) return 'person';
  }
  // "a data firm based in Oslund": where a thing is based is a place.
  if (/^(?:in|at)$/.test(prev?.lower ?? '') && /^(?:based|headquartered|located)$/.test(tokens[first - 2]?.lower ?? '')) return 'place';
  const end = (words[words.length - 1] as string).replace(/\.$/, '');
  const start = words[0] as string;
  // "the River Asker", "the Supreme Court", "the University of …": a name that opens or ends with a kind's noun.
  const own =
    (Object.hasOwn(NOUN_KINDS, end) ? NOUN_KINDS[end] : undefined) ?? (Object.hasOwn(NOUN_KINDS, start) ? NOUN_KINDS[start] : undefined);
  if (own && words.length > 1) return own;
  if (AIRLINE_NAME_ENDINGS.has(end) && words.length > 1) return 'airline';
  if (COMPANY_NAME_ENDINGS.has(end) && words.length > 1) return 'company';
  // "the chip designer Lirra": the noun right before the name, in the same phrase.
  const before = nounKind(prev);
  if (before) return before;
  if (prev?.tag === 'NOUN') return 'other';
  // "the Lumetra X2 router" (not "Quarra Foods' revenue": a possessive owns the noun after it).
  if (next && next.tag === 'NOUN' && next.raw === next.lower) return nounKind(next) ?? 'other';
  // "Velorin, a drug made by …": an apposition's head noun, the last noun before the next punctuation or preposition.
  if (next?.raw === ',' && /^(?:a|an)$/.test(tokens[last + 2]?.lower ?? '')) {
    let head: Tagged | undefined;
    for (let k = last + 3; k < tokens.length && k < last + 7; k++) {
      const t = tokens[k] as Tagged;
      if (t.tag === 'NOUN') head = t;
      else if (t.tag !== 'ADJ') break;
    }
    if (head) return nounKind(head) ?? 'other';
  }
  return null;
}

/** Two mentions of one thing: one name's words all in the other's ("Harwell" and "Harwell Logistics"). */
function sameThing(a: string[], b: string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const strip = (w: string) => w.replace(/\.$/, '');
  return short.every((w) => long.some((x) => strip(x) === strip(w)));
}

/**
 * The one mention that "the <noun>" refers to, given every named mention before it: the mentions whose kind the noun
 * accepts must all be one thing, and no mention of unknown kind may stand beside them. Null otherwise.
 */
export function typedReferent<T extends NamedMention>(noun: string, mentions: T[]): T | null {
  const accepted = typedDescriptionKinds(noun);
  if (!accepted) return null;
  if (mentions.some((m) => m.unnamed && m.kind !== null && accepted.includes(m.kind))) return null;
  mentions = mentions.filter((m) => !m.unnamed);
  // "Priya Nandi … Nandi": a bare mention of a thing typed elsewhere in the text has that thing's kind.
  mentions = mentions.map((m) => {
    if (m.kind !== null) return m;
    const kinds = new Set(mentions.filter((x) => x.kind !== null && sameThing(x.words, m.words)).map((x) => x.kind));
    return kinds.size === 1 ? { ...m, kind: [...kinds][0] as string } : m;
  });
  const fits = mentions.filter((m) => m.kind !== null && accepted.includes(m.kind));
  if (fits.length === 0) return null;
  const one = fits[fits.length - 1] as T;
  if (!fits.every((m) => sameThing(m.words, one.words))) return null;
  // A name nothing types may be the thing meant, unless it is a mention of the same one.
  if (mentions.some((m) => m.kind === null && !sameThing(m.words, one.words))) return null;
  // A name typed only by a noun this rule does not classify ("the chip designer Lirra") may be a company too.
  if (mentions.some((m) => m.kind === 'other' && !sameThing(m.words, one.words))) return null;
  return one;
}
