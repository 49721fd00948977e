/**
 * The story of a word problem as facts, built clause by clause in reading order (docs/natural-language.md,
 * "Word problems"): what each holder has (holdings), what happened to it (events), rates and sizes for
 * dimensional reasoning (factors), groups named by a percent or fraction (parts), comparisons between holders,
 * purchases and price changes. Nothing is evaluated: every value is a Term over the problem's own numbers.
 */
import type { Clause } from './clause.ts';
import { UNITS, type Verb } from './lexicon.ts';
import type { Mention } from './mentions.ts';
import { div, lit, mul, percentOf, sub, type Term } from './term.ts';

export interface Holding {
  owner: string;
  unit: string;
  noun: string;
  of: string;
  term: Term;
  /** The amount first stated, before any change (for "what fraction is left"). */
  initial: Term;
}

export interface Event {
  owner: string;
  lemma: string;
  sign: 1 | -1;
  unit: string;
  noun: string;
  term: Term;
  /** "in June", "on Monday": when it happened ('' when the text does not say). */
  when: string;
  /** "on a jacket", "for a book": what it went on ('' when the text does not say). */
  about?: string;
}

/** A product factor for dimensional reasoning: units with exponents (egg per box = {egg: 1, box: -1}). */
export interface Factor {
  dims: Record<string, number>;
  term: Term;
  ids: number[];
  /** For a rate, the word that made it one ("each", "every", "per", "a"): each/every rates count whole events. */
  perWord?: string;
  /** "A lamp uses 40 watts": the kind of thing it may be per one of, when the question counts those. */
  perOneOf?: string;
  /** "6 hours on Monday and 4 hours on Tuesday": spans of several days added into one (rule S14). */
  days?: boolean;
}

export interface Part {
  owner: string;
  words: string[];
  unit: string;
  term: Term;
  whole: Term;
}

export interface Compare {
  owner: string;
  unit: string;
  other: string;
  make: (x: Term) => Term;
  /** The other way round: the other's amount from the owner's ("Tom has 5 fewer than Sam; Tom has 12"). */
  invert: (x: Term) => Term;
  /** How many holdings had changed when the comparison was stated (`Story.changed`). */
  seen: number;
}

/** Verbs whose subject may consume what someone else holds. */
const CONSUMING = new Set(['eat', 'use up', 'take', 'break', 'leave', 'lose']);

export const MONEY = new Set(['dollar', 'cent', 'euro', 'sterling', 'yen']);
export const isMoney = (unit: string) => MONEY.has(unit);

/** Units equal, or the same measurement family (hours and minutes), or a noun ending in the unit. */
export function sameUnit(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const ua = UNITS[a];
  const ub = UNITS[b];
  if (ua && ub) return ua.family === ub.family;
  // "red ball" is a ball; so is a "t-shirt" a shirt.
  return a.endsWith(` ${b}`) || b.endsWith(` ${a}`) || a.endsWith(`-${b}`) || b.endsWith(`-${a}`);
}

const GENDER: Record<string, string> = { he: 'm', him: 'm', his: 'm', she: 'f', her: 'f', hers: 'f' };

export class Story {
  holdings: Holding[] = [];
  events: Event[] = [];
  factors: Factor[] = [];
  parts: Part[] = [];
  compares: Compare[] = [];
  purchases: Array<{ owner: string; total: Term; unit: string }> = [];
  /** "pays with a $50 bill": what someone handed over, for "how much change". */
  payments: Array<{ owner: string; term: Term; unit: string }> = [];
  /** "as many as possible", "as many … as he can": the story divides into as many whole groups as it can. */
  maximal: boolean = false;
  /** "shares … equally among", "the same number": the story divides a total into equal groups. */
  shared: boolean = false;
  prices: Array<{ item: string; term: Term; unit: string }> = [];
  /** The whole the latest group was named of ("in a garden of 60 flowers, 1/3 are roses"), for the next groups. */
  lastWhole: { term: Term; unit: string } | null = null;
  /** "20 players averaged 7 goals", "25 hats at an average price of $12": groups with their average. */
  groupAverages: Array<{ count: Mention; value: Mention }> = [];
  /** Numbers listed together with one unit ("80, 90, 75 and 95"), for averages. */
  lists: Mention[][] = [];
  /** Every number mention of the story, by id. */
  mentions: Mention[] = [];
  /** "out of 24" pairs for "what percent". */
  outOf: Array<{ part: Mention; whole: Mention; verb?: string; how?: string[] }> = [];
  /** The verb of the latest clause that had one, for a part that shares it ("… and then at 45 miles per hour"). */
  lastVerb: Verb | null = null;
  /** The latest subject, for clauses that start with their verb ("… and buys 5 more"). */
  topic = '';
  /** Subjects in reading order, for pronouns: he/she/him/her name a person, it a thing, they either. */
  history: Array<{ name: string; person: boolean }> = [];
  last: Holding | null = null;
  /** The story talks about ages, so a bare "is 13" is 13 years. */
  ages = false;
  /** Units something was taken from without a known amount: no "how many are left" can be answered for them. */
  unknownStock = new Set<string>();
  /** "Julia needs 2,400 tiles": what a person needs, apart from what she has (rule S9b), for "how many more". */
  goals: Array<{ owner: string; unit: string; noun: string; term: Term }> = [];
  /** "twice as many blue pens" (rule S5b): the numbers a kind's amount was compared from, which rule C6 lets it read. */
  kindBases = new Map<string, Set<number>>();
  /** "6 bunches of 12 roses": counts of containers whose contents the story holds instead (rule S8b). */
  containers = new Set<Mention>();
  /** Holdings changed by events, in reading order: a comparison is with the amount before the later ones. */
  changed: Array<{ owner: string; unit: string }> = [];
  /** Reasons the story could not be read; a non-empty list makes the translator refuse. */
  problems: string[] = [];

  introduce(name: string, person: boolean) {
    if (name === '') return;
    this.history.push({ name, person });
    this.topic = name;
  }

  /**
   * The holder a pronoun stands for ('' when none fits); `exclude` is the clause's own subject. With a unit, the
   * latest fitting holder of that unit wins ("Her mother gave her $10. Then she spent $7": she holds the dollars).
   */
  resolve(pronoun: string, exclude = '', unit = ''): string {
    const name = this.resolveOnce(pronoun, exclude, unit);
    const gender = GENDER[pronoun];
    if (gender && name !== '') this.bound.set(gender, name);
    return name;
  }

  /**
   * The person a question's "he"/"she" stands for, only when that is not a guess (rule C8): the person the story's own
   * "he"/"she" named, or the only person of the story that fits. A story of two people that never used the pronoun
   * ("Tom read 30 pages and Ann read 50 pages. How many did he read?") does not say which one it is: ''.
   */
  resolveAsked(pronoun: string, unit = ''): string {
    const name = this.resolveOnce(pronoun, '', unit);
    const gender = GENDER[pronoun];
    if (!gender) return name;
    const bound = this.bound.get(gender);
    if (bound !== undefined) return bound;
    // "Leo is 8 and his sister is twice his age, so she is 16": "his" named Leo, so "she" is the other person.
    const other = this.bound.get(gender === 'm' ? 'f' : 'm');
    const people = new Set(this.history.filter((h) => h.person && h.name !== other).map((h) => h.name));
    return people.size === 1 && people.has(name) ? name : '';
  }

  /** The gendered pronouns the story used, and the person each last named. */
  private bound = new Map<string, string>();

  private resolveOnce(pronoun: string, exclude: string, unit: string): string {
    const personal = ['he', 'she', 'him', 'her', 'his', 'hers'].includes(pronoun);
    const thing = ['it', 'its'].includes(pronoun);
    const fits: string[] = [];
    for (let i = this.history.length - 1; i >= 0; i--) {
      const h = this.history[i];
      if (!h || h.name === exclude || fits.includes(h.name)) continue;
      if ((personal && h.person) || (thing && !h.person) || (!personal && !thing)) fits.push(h.name);
    }
    if (unit !== '') {
      const holder = fits.find(
        (name) => this.holding(name, unit) !== null || this.compares.some((c) => c.owner === name && sameUnit(c.unit, unit)),
      );
      if (holder) return holder;
    }
    return fits[0] ?? '';
  }

  holding(owner: string, unit: string): Holding | null {
    const exact = this.holdings.find((h) => h.owner === owner && (h.noun === unit || h.unit === unit || h.of === unit));
    return exact ?? this.holdings.find((h) => h.owner === owner && sameUnit(h.unit, unit)) ?? null;
  }

  /** Holders of a unit, for clauses and questions that name no holder ("37 of them left", "how many are left"). */
  holders(unit: string): Holding[] {
    // "red ball" names one kind; "ball" takes in every kind of ball.
    if (unit.includes(' ')) return this.holdings.filter((h) => h.noun === unit || h.of === unit);
    return this.holdings.filter((h) => h.noun === unit || h.unit === unit || h.of === unit || sameUnit(h.unit, unit));
  }

  set(owner: string, m: Mention, term: Term) {
    this.setAmount(owner, m.unit, m.noun, term, m.of);
  }

  setAmount(owner: string, unit: string, noun: string, term: Term, of = '') {
    const existing = this.holdings.find((h) => h.owner === owner && h.noun === noun && h.of === of);
    if (existing) {
      existing.term = term;
      this.last = existing;
      return;
    }
    const h: Holding = { owner, unit, noun, of, term, initial: term };
    this.holdings.push(h);
    this.last = h;
  }

  /**
   * Adds or removes `term` from what `owner` holds of `unit`. A loss from nothing held is a problem, except for
   * consuming verbs whose subject is not the holder ("Ben eats 3 slices" of the one pizza).
   */
  change(owner: string, lemma: string, sign: 1 | -1, unit: string, noun: string, term: Term, when = '', about = '') {
    this.events.push({ owner, lemma, sign, unit, noun, term, when, about });
    let h = this.holding(owner, noun) ?? this.holding(owner, unit);
    if (!h && sign < 0) {
      const others = this.holders(unit);
      if (CONSUMING.has(lemma) && others.length === 1) h = others[0] ?? null;
      else {
        // "A shop sold 120 cakes" without saying how many it had: the event counts, the stock is unknown.
        this.unknownStock.add(unit);
        return;
      }
    }
    if (!h) {
      h = { owner, unit, noun, of: '', term, initial: term };
      this.holdings.push(h);
      this.last = h;
      return;
    }
    // "She had $5 and spent 75 cents": the change is counted in the holding's own unit.
    const counted = h.unit === unit || !UNITS[h.unit] || !UNITS[unit] ? term : convertTerm(term, unit, h.unit);
    if (!counted) {
      this.problems.push('a change in a unit the amount held is not counted in');
      return;
    }
    h.term = sign > 0 ? { k: 'op', op: '+', a: h.term, b: counted } : sub(h.term, counted);
    this.changed.push({ owner: h.owner, unit: h.unit });
    this.last = h;
  }

  /** What "them", "it", "his money", "the water" refer to. */
  referent(of: string, owner: string): Holding | null {
    if (of === 'them' || of === '') return this.last;
    if (of === 'money')
      return this.holdings.find((h) => h.owner === owner && isMoney(h.unit)) ?? this.holdings.find((h) => isMoney(h.unit)) ?? null;
    return (
      this.holding(owner, of) ?? this.holders(of)[0] ?? this.holdings.find((h) => h.owner === of || h.owner.endsWith(` ${of}`)) ?? null
    );
  }

  factor(m: Mention, dims: Record<string, number>, term: Term, ids: number[] = [m.id]) {
    const clean: Record<string, number> = {};
    for (const [u, e] of Object.entries(dims)) if (u !== '' && e !== 0) clean[u] = (clean[u] ?? 0) + e;
    this.factors.push({ dims: clean, term, ids, ...(m.perWord ? { perWord: m.perWord } : {}) });
  }

  price(item: string, term: Term, unit: string) {
    // One money unit per story's prices: "75 cents" and "$3" are not compared or added as written.
    if (this.prices.some((p) => p.unit !== unit)) this.problems.push('prices in different money units');
    this.prices.push({ item, term, unit });
  }
}

/** Converts `t`, an amount in `from`, to `to` of the same family (5 meters → 5*100 centimeters); null otherwise. */
export function convertTerm(t: Term, from: string, to: string): Term | null {
  if (from === to) return t;
  const a = UNITS[from];
  const b = UNITS[to];
  if (!a || !b || a.family !== b.family) return null;
  return a.base > b.base ? mul(t, lit(String(a.base / b.base))) : div(t, lit(String(b.base / a.base)));
}

/** The literal term of a mention: a percent is p/100 of something, so it is not a value on its own. */
export function termOf(m: Mention): Term {
  const t = lit(m.text, m.id);
  return m.scale ? mul(t, lit(m.scale)) : t;
}

/** "p percent of x" or "a/b of x". */
export function portion(m: Mention, whole: Term): Term {
  return m.kind === 'percent' ? percentOf(termOf(m), whole) : mul(termOf(m), whole);
}

/** A rate mention's value per one denominator unit ("8 liters per 100 kilometers" → 8/100). */
export function rateTerm(m: Mention): Term {
  return m.perCount ? div(termOf(m), lit(m.perCount)) : termOf(m);
}

export type { Clause };
