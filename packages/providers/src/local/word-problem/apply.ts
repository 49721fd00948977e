/**
 * Applies one statement clause to the story (docs/natural-language.md, "Word problems", rules S1–S16). The rules
 * are tried in a fixed order; a clause with numbers that no rule explains records a problem, and a story with a
 * problem is refused rather than guessed.
 */
import { type Clause, KIN, type Subject } from './clause.ts';
import { canonical, sameActivity as sameActivityLemma, UNITS, type Verb } from './lexicon.ts';
import { canonicalPhrase, type Mention, nounPhrase, tokenize, WHEN_WORDS } from './mentions.ts';
import { convertTerm, type Holding, isMoney, portion, rateTerm, type Story, termOf } from './story.ts';
import { add, div, lit, mul, sub, sum, type Term, usedIds } from './term.ts';

/** Words that do not name a group ("are", "the"): "40 percent of them are boys" names the group "boy". */
const GROUP_STOP = new Set([
  'is',
  'are',
  'was',
  'were',
  'the',
  'a',
  'an',
  ',',
  'have',
  'has',
  'had',
  'do',
  'does',
  'did',
  'them',
  'of',
  'in',
  'to',
  'at',
  'on',
]);
const ADJECTIVE_FAMILY: Record<string, string[]> = {
  tall: ['length', 'imperial length'],
  high: ['length', 'imperial length'],
  long: ['length', 'imperial length'],
  wide: ['length', 'imperial length'],
  deep: ['length', 'imperial length'],
  far: ['length', 'imperial length'],
  heavy: ['mass', 'imperial mass'],
  taller: ['length', 'imperial length'],
  longer: ['length', 'imperial length'],
  shorter: ['length', 'imperial length'],
  heavier: ['mass', 'imperial mass'],
  lighter: ['mass', 'imperial mass'],
};
const RECIPE_WORDS = new Set(['recipe', 'batch', 'serving', 'portion']);
const CHANGE_UP =
  /\b(?:goes up|went up|increases?|increased|rises|rose|raised|marked up|more expensive|grew|grows|added|tax|taxes|tip|surcharge|markup)\b/;
/** "the discounted price", "the reduced price": a name of the base the change applies to, not its direction. */
const BASE_NAMES = /\b(?:discounted|reduced|sale|marked down|lowered|new|original|increased|raised) (?:price|cost|amount|total)\b/g;
const CHANGE_DOWN =
  /\b(?:off|discount(?:ed)?|reduced|reduces|decreases?|decreased|marked down|goes down|went down|cheaper|lowered|drops?|dropped)\b/;

const PERSON_NOUNS = new Set(
  (
    'boy girl man woman person child kid friend brother sister mother father mom dad mum aunt uncle cousin grandma ' +
    'grandmother grandfather grandpa teacher student baker farmer worker driver chef cook doctor nurse player runner ' +
    'cyclist gardener shopkeeper owner neighbour neighbor son daughter wife husband parent coach pilot clerk seller buyer ' +
    'florist librarian tailor carpenter painter builder mechanic waiter waitress cashier vendor shopper customer baby ' +
    'grandson granddaughter niece nephew lady artist musician singer writer author scientist fisherman zookeeper ' +
    'principal dentist manager employee girlfriend boyfriend classmate teammate'
  ).split(' '),
);

/** Holders that gather things as a person does ("a bakery needs 2,400 liners"), never a recipe or a machine. */
const ORGANISATION_NOUNS = new Set(
  'school bakery shop store library club team class company restaurant cafe farm zoo museum hospital hotel theater theatre factory charity town city village church office'.split(
    ' ',
  ),
);

/** "A school needs 1,500 chairs": an organisation's need is a goal as a person's is (rule S9b). */
function isOrganisation(c: Clause, owner: string): boolean {
  return c.subject.k === 'owner' && c.mentions.length === 1 && ORGANISATION_NOUNS.has(owner.split(' ').pop() ?? '');
}

/** A person (he/she) rather than a thing (it): a person noun, or a bare singular name doing something. */
function isPerson(c: Clause, owner: string): boolean {
  if (c.subject.k !== 'owner') return false;
  const head = owner.split(' ').pop() ?? '';
  if (PERSON_NOUNS.has(head)) return true;
  const plural = c.subject.words.length > 0 && c.subject.perOne && c.subject.det === '';
  return c.subject.det === '' && !plural && (c.verb !== null || c.copula) && c.verb?.cls !== 'cost';
}

/** The holder a clause talks about, and the unit a "per one" subject stands for ("each box", "a crate", "tickets"). */
function ownerOf(s: Story, subject: Subject, previous: string, clauseUnit: string): { owner: string; perOne: string } {
  if (subject.k === 'there') return { owner: '', perOne: '' };
  if (subject.k === 'none' || subject.k === 'mention') return { owner: previous || s.topic, perOne: '' };
  if (subject.pronoun) return { owner: s.resolve(subject.name, '', clauseUnit), perOne: '' };
  const { unit, noun } =
    subject.det === '' && !subject.perOne && subject.words.length === 1
      ? { unit: subject.name, noun: subject.name }
      : canonicalPhrase(subject.words);
  const first = subject.words[0] ?? '';
  const perOne = subject.perOne ? (RECIPE_WORDS.has(unit) && subject.words.length > 1 ? canonical(first) : unit) : '';
  return { owner: noun || subject.name, perOne };
}

/**
 * "Each of the 5 friends has 6 pencils": what follows the verb is per friend; "3 cars with 4 wheels each": per car;
 * "150 kilometers in 3 hours": per hour, 150/3.
 */
function eachOf(c: Clause) {
  const ms = c.mentions;
  if (c.tokens[0] === 'each' && c.tokens[1] === 'of' && c.subject.k === 'mention') {
    const group = c.subject.m;
    for (const m of ms) if (m !== group && m.start > c.verbIndex && m.kind === 'count' && !m.per) m.per = group.unit;
  }
  ms.forEach((m, i) => {
    const prev = ms[i - 1];
    if (m.each && !m.per && !isMoney(m.unit) && prev && prev.kind === 'count' && prev.unit !== '' && !isMoney(prev.unit)) {
      m.per = prev.unit;
      m.each = false;
    }
  });
}

/** Mentions without a noun take it from the list they end ("21, 24 and 27 degrees") or the one before ("and 28"). */
function inheritUnits(s: Story, c: Clause) {
  const ms = c.mentions;
  for (let i = ms.length - 1; i >= 0; i--) {
    const m = ms[i];
    const next = ms[i + 1];
    if (!m || m.unit !== '' || m.kind !== 'count' || !next || next.unit === '') continue;
    const between = c.tokens.slice(m.end, next.start);
    if (between.every((t) => t === ',' || t === 'and')) {
      m.unit = next.unit;
      m.noun = next.noun;
    }
  }
  // "sells pens at 3 for $2": the verb's object names what a bare number counts.
  const object = c.verb && !ms.some((m) => m.start === c.afterVerb) ? canonicalPhrase(nounPhrase(c.tokens, c.afterVerb, 3).words) : null;
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i];
    if (m && m.unit === '' && m.kind === 'count' && m.before === 'at' && object && object.unit !== '') {
      m.unit = object.unit;
      m.noun = object.noun;
    }
    if (!m || m.unit !== '' || m.kind !== 'count' || m.before === 'of') continue;
    const prev = ms
      .slice(0, i)
      .reverse()
      .find((x) => x.unit !== '' && x.kind === 'count');
    const source = prev ?? (m.more !== '' || m.of === 'them' ? s.last : null);
    if (source) {
      m.unit = source.unit;
      m.noun = source.noun;
    }
  }
}

/** Numbers listed with one unit ("80, 90, 75 and 95", "12 points …, 15 points … and 18 points …"). */
function recordList(s: Story, c: Clause) {
  const counts = c.mentions.filter((m) => m.kind === 'count' && !m.per && !m.each && m.before !== 'of');
  if (counts.length < 2) return;
  const unit = counts[0]?.unit ?? '';
  if (counts.every((m) => m.unit === unit)) s.lists.push(counts);
}

/**
 * "20 players averaged 7 goals", "a crew of 3 swimmers averaged 9 minutes per lap", "25 hats at an average price
 * of $15": a group's size and its average (rule S10). Every number of the clause must belong to such a pair.
 */
function groupAverages(s: Story, c: Clause): boolean {
  const at = c.tokens.flatMap((w, i) => (w === 'averaged' || w === 'average' || w === 'averages' ? [i] : []));
  if (at.length === 0) return false;
  const pairs: Array<{ count: Mention; value: Mention }> = [];
  for (const k of at) {
    const value = c.mentions.find((m) => m.start > k);
    const count = [...c.mentions].reverse().find((m) => m.start < k && m.kind === 'count' && !m.per && m.unit !== '' && !isMoney(m.unit));
    if (!value || !count || value.kind !== 'count' || pairs.some((p) => p.count === count || p.value === value)) return false;
    pairs.push({ count, value });
  }
  if (pairs.length * 2 !== c.mentions.length) return false;
  s.groupAverages.push(...pairs);
  c.read.add('average');
  return true;
}

/**
 * "p percent off", "goes up by p percent": changes the latest price. Without a price, "grew by 8 percent" /
 * "decreased by 15 percent" changes an amount held: the subject's, or the story's only one (else it is a problem).
 */
function priceChange(s: Story, c: Clause, owner: string): boolean {
  const p = c.mentions.find((m) => m.kind === 'percent');
  const text = c.tokens.join(' ').replace(BASE_NAMES, 'price');
  if (!p || p.of !== '' || !(CHANGE_UP.test(text) || CHANGE_DOWN.test(text))) return false;
  // Words of both directions ("a tax added after the discount") leave the direction to a reading this rule cannot make.
  if (CHANGE_UP.test(text) && CHANGE_DOWN.test(text)) {
    s.problems.push('a percent change whose words point both up and down');
    return true;
  }
  const up = CHANGE_UP.test(text);
  const rate = div(termOf(p), lit('100'));
  const factor = up ? add(lit('1'), rate) : sub(lit('1'), rate);
  const target = s.prices[s.prices.length - 1];
  if (target) target.term = mul(target.term, factor);
  else {
    if (p.before !== 'by' || c.mentions.length !== 1) return false;
    const own = s.holdings.filter((h) => h.owner === owner);
    const held = own.length === 1 ? own[0] : s.holdings.length === 1 ? s.holdings[0] : undefined;
    if (!held) {
      s.problems.push('a percent change of an amount that could not be told apart');
      return true;
    }
    held.term = mul(held.term, factor);
    s.last = held;
  }
  c.read.add('change');
  return true;
}

/** "X has 3 times as many U as Y", "twice as many", "half as many", "7 more U than Y", "twice his age". */
/**
 * "8 shells fewer than twice the number Mia found", "9 points fewer than twice Kai's score": a difference from a
 * multiple. The other holder is the first one already met that the words after the multiplier name.
 */
/**
 * "A farmer has 20 cows. He has twice as many sheep as cows" (rule S5c): a comparison with another thing the same
 * holder has, unchanged, names no other holder: the holder has 2·20 sheep. Read only when the clause states no amount
 * of its own and the thing compared with ends it ("as cows").
 */
function sameHolderKinds(s: Story, c: Clause, owner: string, make: (x: Term) => Term): boolean {
  const t = c.tokens;
  const as = t.lastIndexOf('as');
  const many = t.indexOf('many');
  const counts = c.mentions.filter((m) => m.kind === 'count' && !m.more);
  // "has 27 cows and twice as many sheep as cows": the clause's one amount, before the comparison, of the thing it
  // ends with, is held first (as a clause of its own would state it).
  const own = counts.length === 1 && counts[0] && counts[0].start < many && !counts[0].per && !counts[0].each ? counts[0] : null;
  const having = c.verb?.cls === 'have' || (c.verb === null && c.copula);
  if (as < 0 || many < 0 || t[many - 1] !== 'as' || (counts.length > 0 && (!own || !having))) return false;
  // The thing compared is named between "as many" and "as": "as many sheep as cows", "as many history books as
  // fiction books" (kinds of one thing).
  const np1 = nounPhrase(t, many + 1, 3);
  const asked = canonicalPhrase(np1.words);
  if (np1.next !== as || asked.unit === '') return false;
  const np = nounPhrase(t, as + 1, 3);
  if (np.next !== t.length) return false;
  const other = canonicalPhrase(np.words);
  if (other.unit === '' || other.noun === asked.noun || (other.unit === asked.unit && other.noun === other.unit)) return false;
  const kinds = other.unit === asked.unit;
  if (own) {
    if (own.noun !== other.noun && !(own.unit === other.unit && own.noun === own.unit && !kinds)) return false;
    if (s.holdings.some((h) => h.owner === owner && (h.unit === own.unit || h.noun === own.noun))) return false;
    s.set(owner, own, termOf(own));
  }
  const held = s.holdings.filter((h) => h.owner === owner && (h.noun === other.noun || (!kinds && h.unit === other.unit)));
  const base = held[0];
  if (held.length !== 1 || !base || base.term !== base.initial || isMoney(base.unit)) return false;
  if (s.holdings.some((h) => h.owner === owner && (h.noun === asked.noun || (!kinds && h.unit === asked.unit)))) return false;
  const term = make(base.term);
  s.setAmount(owner, asked.unit, asked.noun, term);
  // The numbers of the comparison ("10 fewer than half as many") are of the kind asked too (rule C6).
  if (kinds) s.kindBases.set(asked.noun, new Set(usedIds(term)));
  c.read.add('compare');
  return true;
}

function compoundComparison(s: Story, c: Clause, owner: string): boolean {
  const t = c.tokens;
  const than = t.indexOf('than');
  const more = c.mentions.find((m) => m.more !== '' && m.start < than);
  if (!more || than < 0) return false;
  const times = c.mentions.find((m) => m.kind === 'times' && m.start > than);
  const word = t.findIndex((w, i) => i > than && (w === 'twice' || w === 'half'));
  const at = times ? times.start : word;
  if (at < 0) return false;
  const k = times ? termOf(times) : t[word] === 'twice' ? lit('2') : lit('1/2');
  const known = new Set(s.history.map((h) => h.name));
  const after = t.slice(at + 1);
  // "twice his age", "3 times her savings": the possessor is the one met before.
  const pronoun = after.find((w) => ['his', 'her', 'their'].includes(w));
  const other =
    after.map((w) => w.replace(/'s$/, '')).find((w) => known.has(w) && w !== owner) ??
    (pronoun ? s.resolve(pronoun, owner) || undefined : undefined);
  // "4 more than twice as many marbles as Mia": the unit may follow "as many"; "3 years older than twice his age".
  const many = t.indexOf('many', at);
  const aged = /\b(?:old|older|younger|age)\b/.test(t.join(' '));
  const unit = aged ? 'year' : more.unit || times?.unit || (many >= 0 ? canonicalPhrase(nounPhrase(t, many + 1, 3).words).unit : '');
  const a = termOf(more);
  const make = (x: Term) => (more.more === 'more' ? add(mul(k, x), a) : sub(mul(k, x), a));
  const invert = (y: Term) => div(more.more === 'more' ? sub(y, a) : add(y, a), k);
  if (!other && sameHolderKinds(s, c, owner, make)) return true;
  // "5 more than 4 times as many stamps as Ken. Ken has 9 stamps": a holder named at the end, met later.
  const lastAs = t.lastIndexOf('as');
  const named = lastAs > at && lastAs + 2 === t.length ? canonicalPhrase(nounPhrase(t, lastAs + 1, 1).words).noun : '';
  if (!other && unit !== '' && named !== '' && named !== owner && !s.holdings.some((h) => h.owner === owner && h.unit === named)) {
    s.compares.push({ seen: s.changed.length, owner, unit, other: named, make, invert });
    c.read.add('compare');
    return true;
  }
  if (!other || unit === '') {
    s.problems.push('a comparison that could not be read');
    return true;
  }
  s.compares.push({ seen: s.changed.length, owner, unit, other, make, invert });
  c.read.add('compare');
  return true;
}

/** "Dan saved half of what Eve saved": a part of another holder's amount is a comparison with that holder. */
function partOfWhat(s: Story, c: Clause, owner: string): boolean {
  const m = c.mentions.find((x) => x.ofWhat && (x.kind === 'percent' || x.kind === 'fraction'));
  if (!m) return false;
  const other = m.of;
  const unit = s.holdings.find((h) => h.owner === other)?.unit ?? s.compares.find((x) => x.owner === other)?.unit ?? '';
  if (unit === '' || other === owner || c.mentions.length !== 1) {
    s.problems.push('a part of what someone else has that could not be read');
    return true;
  }
  const k = m.kind === 'percent' ? div(termOf(m), lit('100')) : termOf(m);
  s.compares.push({ seen: s.changed.length, owner, unit, other, make: (x) => mul(k, x), invert: (y) => div(y, k) });
  return true;
}

/**
 * "24 red marbles … and 3 times as many blue marbles", "She has twice as many green ones" (rule S5b): a comparison
 * that names no other holder compares another kind of the same thing with the amount the holder was last said to
 * have — only while that amount is unchanged, and only for a different kind of the same unit.
 */
function elliptical(s: Story, c: Clause, owner: string, make: (x: Term) => Term): boolean {
  const t = c.tokens;
  const many = t.indexOf('many');
  if (t.includes('than') || t.filter((w) => w === 'as').length !== 1 || t[many - 1] !== 'as') return false;
  const np = nounPhrase(t, many + 1, 3);
  if (np.next !== t.length && !['in', 'on', 'at'].includes(t[np.next] ?? '')) return false;
  const { unit, noun } = canonicalPhrase(np.words);
  // "has 18 yellow pencils and twice as many blue pencils": the base is the one amount before it in the clause.
  const counts = c.mentions.filter((m) => m.kind !== 'times');
  const own = counts[0];
  if (counts.length > 1 || (own && (own.kind !== 'count' || own.per || own.each || own.more || own.start > many))) return false;
  if (own && (c.verb?.cls === 'have' || (c.verb === null && c.copula))) s.set(owner, own, termOf(own));
  else if (own) return false;
  const last = s.last;
  if (!last || unit === '' || last.owner !== owner || last.term !== last.initial) return false;
  // "has 12 girls and twice as many boys": another thing than the amount the clause itself states (rule S5c).
  const otherThing = own !== undefined && last.unit !== unit && !isMoney(last.unit) && !UNITS[last.unit] && !UNITS[unit];
  if (!otherThing && (last.unit !== unit || last.noun === noun || last.noun === unit)) return false;
  if (otherThing && s.holdings.some((h) => h.owner === owner && h.unit === unit)) return false;
  s.setAmount(owner, unit, noun, make(last.term));
  if (!otherThing) s.kindBases.set(noun, new Set(usedIds(last.term)));
  c.read.add('compare');
  return true;
}

function comparison(s: Story, c: Clause, owner: string): boolean {
  if (partOfWhat(s, c, owner) || compoundComparison(s, c, owner)) return true;
  const t = c.tokens;
  const text = t.join(' ');
  const times = c.mentions.find((m) => m.kind === 'times');
  const more = c.mentions.find((m) => m.more !== '' && t.includes('than'));
  let make: ((x: Term) => Term) | null = null;
  let invert: ((x: Term) => Term) | null = null;
  if (times) [make, invert] = [(x) => mul(termOf(times), x), (x) => div(x, termOf(times))];
  else if (/\btwice\b/.test(text)) [make, invert] = [(x) => mul(lit('2'), x), (x) => div(x, lit('2'))];
  else if (/\bhalf as\b/.test(text)) [make, invert] = [(x) => div(x, lit('2')), (x) => mul(x, lit('2'))];
  else if (more && more.more === 'more') [make, invert] = [(x) => add(x, termOf(more)), (x) => sub(x, termOf(more))];
  else if (more) [make, invert] = [(x) => sub(x, termOf(more)), (x) => add(x, termOf(more))];
  if (!make || !invert) return false;
  const anchor = Math.max(t.lastIndexOf('as'), t.lastIndexOf('than'));
  let other = s.resolve('they', owner);
  let unit = times?.unit || more?.unit || '';
  const afterAnchor = t[anchor + 1] ?? '';
  if (
    anchor >= 0 &&
    anchor + 1 < t.length &&
    ADJECTIVE_FAMILY[afterAnchor] === undefined &&
    !['many', 'much', 'old'].includes(afterAnchor)
  ) {
    const rest = t.slice(anchor + 1).filter((w) => !['the', 'a', 'an'].includes(w));
    const w = rest[0] ?? '';
    const ownWords = ['his', 'her', 'their', 'its'].includes(w) ? nounPhrase(rest, 1, 3).words : [];
    // "than his sister Maya": the relative named after the word of kinship is that name.
    const named = ownWords.length === 2 && KIN.has(ownWords[0] ?? '') && !UNITS[canonical(ownWords[1] ?? '')] ? (ownWords[1] ?? '') : '';
    const possessed = named !== '' ? named : ownWords.length > 0 ? canonicalPhrase(ownWords).noun : '';
    // "as his son" names the son; "than her" (or "twice his age") names a person already met.
    if (possessed && possessed !== 'age' && possessed !== 'year') other = possessed;
    else if (['he', 'she', 'him', 'her', 'his', 'they', 'them', 'it', 'its', 'their'].includes(w)) other = s.resolve(w, owner) || other;
    else {
      // "as Carlos": a name the story already met is that holder, never a plural made singular ("carlo").
      const words = nounPhrase(rest, 0, 3).words;
      const met = s.history.some((h) => h.name === words.join(' '));
      other = (met ? words.join(' ') : canonicalPhrase(words).noun) || other;
    }
  } else {
    const possessive = /\b(?:twice|times)\s+(his|her|their)\s+age\b/.exec(text);
    if (possessive?.[1]) {
      unit = 'year';
      other = s.resolve(possessive[1], owner) || other;
    }
  }
  if (/\b(?:old|age)\b/.test(text)) unit = 'year';
  const adjective = t.find((w) => ADJECTIVE_FAMILY[w] !== undefined);
  if (unit === '' && adjective) {
    // "twice as tall": the unit the other one's height was given in.
    const families = ADJECTIVE_FAMILY[adjective] ?? [];
    const measured = s.holdings.find((h) => h.owner === other && families.includes(UNITS[h.unit]?.family ?? ''));
    if (!measured) {
      s.problems.push('a comparison with nothing measured');
      return true;
    }
    unit = measured.unit;
  }
  if (unit === '') {
    const np = nounPhrase(t, t.indexOf('many') + 1, 3);
    unit = canonicalPhrase(np.words).unit;
  }
  // Rule S5d: "her brother Tomas picked 3 times as many", "… as many as she did": a comparison that names no thing is
  // of the one thing the other holder was last said to have, while that amount is unchanged.
  const last = s.last;
  if (unit === '' && other !== '' && other !== owner && last && last.owner === other && last.term === last.initial) {
    const theirs = s.holdings.filter((h) => h.owner === other);
    if (theirs.length === 1 && theirs[0] === last) unit = last.unit;
  }
  if ((other === owner || other === '') && elliptical(s, c, owner, make)) return true;
  if (!s.history.some((h) => h.name === other) && sameHolderKinds(s, c, owner, make)) return true;
  if (unit === '' || other === owner || other === '') {
    s.problems.push('a comparison that could not be read');
    return true;
  }
  s.compares.push({ seen: s.changed.length, owner, unit, other, make, invert });
  c.read.add('compare');
  return true;
}

/**
 * The amount a percent or fraction is taken of. "Of the remaining money", "of the rest", "of what is left" name the
 * amount as it is now; "of them", "of the pizza" name the amount as first stated, which is certain only while it has
 * not changed ("gave 1/3 of them …, and 1/4 of them …": of the first amount, or of what was left?), so a changed one is a problem.
 */
function partBase(s: Story, c: Clause, m: Mention, owner: string): Holding | null {
  const ref = s.referent(m.of, owner);
  if (!ref) return null;
  if (m.ofRemaining) {
    c.read.add('rest');
    return ref;
  }
  if (ref.term !== ref.initial) {
    s.problems.push('a part of an amount that has changed, without saying of what is left');
    return null;
  }
  return ref;
}

const REST =
  /^(?:and\s+)?(?:the\s+)?(?:rest|others|remainder|remaining\s+ones?|other\s+ones?|remaining(?:\s+[a-z]+)?)(?:\s+of\s+(?:them|it))?\s+((?:are|is|were|was)\s+.+|[a-z]+\s.*|[a-z]+)$/;

/**
 * "… and the rest are science books", "the rest take the bus": the group is the whole less every group already
 * named of it (rule S6b). Only after at least one named group of the same whole; the group is named by what follows.
 */
function restPart(s: Story, c: Clause, owner: string): boolean {
  const m = REST.exec(c.tokens.join(' '));
  if (c.mentions.length === 0 && restOfHolding(s, c, m !== null, owner)) return true;
  if (!m || c.mentions.length > 0) return false;
  const whole = s.lastWhole;
  const named = whole ? s.parts.filter((p) => p.whole === whole.term) : [];
  if (!whole || named.length === 0) {
    s.problems.push('"the rest" of a whole with no named part');
    return true;
  }
  const words = tokenize(m[1] ?? '')
    .filter((w) => !GROUP_STOP.has(w))
    .map(canonical);
  if (words.length === 0) return false;
  const holder = named[0]?.owner ?? owner;
  s.parts.push({ owner: holder, words, unit: whole.unit, term: sub(whole.term, sum(named.map((p) => p.term)) as Term), whole: whole.term });
  c.read.add('rest');
  return true;
}

/** "She kept the rest", "he ate the remaining ones": the verb's object is what remains, nothing after it but a phrase. */
const REST_OBJECT = /^(?:the )?(?:rest|remainder|remaining(?: [a-z]+)?)(?: of (?:them|it))?(?: (?:for|to|at|in|on) .*)?$/;

/**
 * Rule S6d: "She gave 15 muffins to her neighbors and 10 to her coworkers, and she kept the rest", "the remaining
 * water is kept for drinking", "the rest were saved for later". When the last amount stated was changed since only by
 * losses, and no group was named of it, "the rest" is that amount as it is now. Keeping it ("kept", "is kept") states
 * what is held; any other verb moves all of it, as that verb's event, and leaves nothing held (set aside: what is held
 * after it is not said, rule S9c).
 */
function restOfHolding(s: Story, c: Clause, restSubject: boolean, owner: string): boolean {
  // "The remaining water is kept for drinking": "kept" after a copula keeps, as "kept" does.
  const keptPassive = c.copula && c.tokens[c.afterVerb] === 'kept';
  const verb = c.verb;
  const h = s.last;
  if ((!verb && !keptPassive) || !h || h.term === h.initial || verb?.cls === 'cost' || verb?.cls === 'pay') return false;
  if (s.lastWhole && s.parts.some((p) => p.whole === s.lastWhole?.term)) return false;
  if (!restSubject) {
    // "(she) kept the rest": the holder itself keeps or moves what remains.
    const holder = c.subject.k === 'owner' || c.subject.k === 'none';
    if (!holder || owner !== h.owner || !REST_OBJECT.test(c.tokens.slice(c.afterVerb).join(' '))) return false;
  }
  // Only losses since it was stated: the amount is what was first stated less each loss, in turn.
  let t = h.term;
  while (t !== h.initial && t.k === 'op' && t.op === '-') t = t.a;
  if (t !== h.initial) return false;
  c.read.add('rest');
  if (!verb || verb.cls === 'have') return true;
  s.change(h.owner, verb.lemma, -1, h.unit, h.noun, h.term);
  if (verb.cls !== 'lose') s.unknownStock.add(h.unit);
  return true;
}

/**
 * "40 percent of them are boys", "1/3 of them walk to school", "out of 50 marbles, 20 percent are red", and groups
 * counted outright: "3 of them are dogs", "420 are biographies" (of the whole the groups before were named of).
 */
function part(s: Story, c: Clause, owner: string): boolean {
  if (c.subject.k !== 'mention') return false;
  const m = c.subject.m;
  const plainCount = m.kind === 'count' && !m.per && m.more === '' && c.mentions.length === 1;
  // Rule S6c: "12 of them walk to school", and after such a group "9 ride the bus": a group counted outright whatever
  // its verb, of the whole "them" names (or of the whole the groups before were named of). A verb that costs or pays
  // names no group.
  const verbGroup =
    plainCount &&
    !c.copula &&
    c.verb !== null &&
    c.verb.cls !== 'cost' &&
    c.verb.cls !== 'pay' &&
    // Joining or leaving changes the whole ("5 new students join the class"): no group of it.
    c.verb.lemma !== 'arrive' &&
    c.verb.lemma !== 'leave' &&
    (m.of === 'them' || (m.of === '' && s.lastWhole !== null && c.verb.cls !== 'lose' && (m.unit === '' || m.end > c.verbIndex)));
  const counted = (plainCount && c.copula && (m.unit === '' || m.of === 'them')) || verbGroup;
  if (m.kind !== 'percent' && m.kind !== 'fraction' && !counted) return false;
  // "40 percent of 60 students", "60 percent of the 45 members": the whole named in the clause.
  const whole = c.mentions.find(
    (x) =>
      x !== m &&
      x.kind === 'count' &&
      (x.before === 'of' || (x.before === 'the' && c.tokens[x.start - 2] === 'of' && x.start - 2 === m.end)),
  );
  let wholeTerm: Term | null = whole ? termOf(whole) : null;
  let wholeUnit = whole?.unit ?? '';
  let base: Term | null = null;
  if (!wholeTerm && m.of === '' && s.lastWhole) {
    // "1/4 are tulips", "420 are biographies": a further group of the same whole.
    wholeTerm = s.lastWhole.term;
    wholeUnit = s.lastWhole.unit;
  } else if (!wholeTerm && counted && m.of === '') return false;
  else if (!wholeTerm) {
    const ref = partBase(s, c, m, owner);
    if (!ref) return false;
    wholeTerm = ref.term;
    wholeUnit = ref.unit;
    // "50% of the remainder goes to rent": of the whole less the groups already named of it.
    const named = s.parts.filter((p) => p.whole === ref.term);
    if (m.ofRemaining && named.length > 0) base = sub(ref.term, sum(named.map((p) => p.term)) as Term);
  } else if (whole) s.factor(whole, { [whole.unit]: 1 }, wholeTerm);
  const amount = counted ? termOf(m) : portion(m, base ?? wholeTerm);
  // A losing verb ("35 percent of the water is used") takes the part away; otherwise it names a group.
  if (c.verb?.cls === 'lose') {
    const ref = s.referent(m.of, owner);
    if (!ref) return false;
    s.change(ref.owner, c.verb.lemma, -1, ref.unit, ref.noun, amount, m.when);
    return true;
  }
  // "11 ride bikes": the number's noun phrase took the verb; the group is named from the verb on.
  const numberEnd = verbGroup && m.end > c.verbIndex ? m.start + 1 : m.end;
  const words = c.tokens
    .slice(Math.max(c.verbIndex < c.tokens.length ? c.verbIndex : 0, whole ? whole.end : 0, numberEnd))
    .filter((w) => !GROUP_STOP.has(w))
    .map(canonical);
  if (words.length === 0) return false;
  s.parts.push({ owner, words, unit: wholeUnit, term: amount, whole: wholeTerm });
  s.lastWhole = { term: wholeTerm, unit: wholeUnit };
  return true;
}

/** Who receives in "gives her 7", "gives 9 stickers to her brother", "gives kate 3". */
function recipient(s: Story, c: Clause, m: Mention): string {
  const to = c.tokens.indexOf('to', m.end);
  if (to >= 0) {
    const np = nounPhrase(
      c.tokens.slice(to + 1).filter((w) => !['his', 'her', 'their', 'the', 'a'].includes(w)),
      0,
      2,
    );
    return canonicalPhrase(np.words).noun;
  }
  const object = c.tokens[c.afterVerb] ?? '';
  if (c.afterVerb < m.start && ['her', 'him', 'them'].includes(object)) return s.resolve(object, s.topic);
  if (c.afterVerb < m.start && object !== '') return canonicalPhrase(nounPhrase(c.tokens, c.afterVerb, 2).words).noun;
  return '';
}

/**
 * The same activity on another day (rule S11): "read 40 pages on Monday and twice as many pages on Tuesday", "On
 * Tuesday she read 10 pages more than on Monday", "sold 3 times as many on Friday as on Thursday". The amount of the
 * named day is the multiple of, or a difference from, the same holder's amount for the same verb on the other day: the
 * day after "than"/"as", else the one the clause itself states first, else the holder's only earlier one.
 */
function temporalComparison(s: Story, c: Clause, owner: string): boolean {
  const verb = c.verb;
  const t = c.tokens;
  if (!verb || verb.cls === 'have' || verb.cls === 'cost' || c.copula) return false;
  const days = t.flatMap((w, i) => (WHEN_WORDS.has(w) ? [i] : []));
  if (days.length === 0) return false;
  const than = t.findIndex((w, i) => w === 'than' || (w === 'as' && i > 0 && WHEN_WORDS.has(t[i + 2] ?? '')));
  const times = c.mentions.find((m) => m.kind === 'times');
  const word = t.findIndex((w) => w === 'twice' || w === 'half' || w === 'triple' || w === 'double');
  const more = c.mentions.find((m) => m.more !== '' && than > m.start);
  if (!times && word < 0 && !more) return false;
  const cue = Math.min(...[times?.start, word >= 0 ? word : undefined, more?.start].filter((x): x is number => x !== undefined));
  const refDay = than >= 0 ? t.slice(than + 1).find((w) => WHEN_WORDS.has(w)) : undefined;
  const named = days.map((i) => ({ i, w: t[i] as string })).filter((d) => d.w !== refDay);
  const ownDay =
    named.find((d) => d.i > cue)?.w ?? named.find((d) => d.i < cue && !c.mentions.some((m) => m.start < cue && m.when === d.w))?.w;
  if (!ownDay) return false;
  const sign = verb.cls === 'lose' ? -1 : 1;
  // "read 40 pages on Monday and twice as many on Tuesday": the first amount is an event of its own.
  const first = c.mentions.filter((m) => m !== times && m !== more && m.start < cue);
  if (first.length > 1 || c.mentions.some((m) => m !== times && m !== more && !first.includes(m))) return false;
  const m0 = first[0];
  if (m0) {
    if (m0.kind !== 'count' || m0.per || m0.when === '') return false;
    s.change(owner, verb.lemma, sign, m0.unit, m0.noun, termOf(m0), m0.when);
  }
  const mine = s.events.filter((e) => e.owner === owner && sameActivityLemma(e.lemma, verb.lemma));
  const ref = refDay ? mine.filter((e) => e.when === refDay) : m0 ? mine.slice(-1) : mine;
  const base = ref.length === 1 ? ref[0] : undefined;
  if (!base) {
    s.problems.push('a comparison with another day that could not be read');
    return true;
  }
  let amount: Term;
  if (times) amount = mul(termOf(times), base.term);
  else if (word >= 0) amount = t[word] === 'half' ? div(base.term, lit('2')) : mul(lit(t[word] === 'triple' ? '3' : '2'), base.term);
  else amount = base.term;
  if (more) amount = more.more === 'more' ? add(amount, termOf(more)) : sub(amount, termOf(more));
  s.change(owner, verb.lemma, sign, base.unit, base.noun, amount, ownDay);
  c.read.add('compare');
  return true;
}

/** "Saves", or "puts … into savings / in the bank": an action that sets money aside from what the holder has. */
function setsAside(c: Clause, verb: Verb): boolean {
  if (verb.lemma === 'save') return true;
  if (verb.form !== 'put' && verb.form !== 'puts') return false;
  return /\b(?:into|in) (?:(?:his|her|their|a|the) )?(?:savings?(?: account)?|bank(?: account)?)$/.test(c.tokens.join(' '));
}

/** Gains and losses of a holder; purchases with prices ("3 notebooks at $4 each and a pen for $2"). */
function events(s: Story, c: Clause, owner: string) {
  const verb = c.verb;
  if (!verb) return;
  // "He paid $300 in rent": what the subject pays leaves what it holds, as a loss does ("is paid" is earning).
  const losing = verb.cls === 'lose' || verb.cls === 'pay';
  // "eats 2 apples out of each bag": an "each" no number took as its rate would leave that number counted once.
  const eachRead = c.mentions.some((m) => m.per || m.each) || (c.subject.k === 'owner' && ['each', 'every'].includes(c.subject.det));
  if (!eachRead && c.tokens.some((w) => w === 'each' || w === 'every') && !/\beach of\b/.test(c.tokens.join(' '))) {
    s.problems.push('an "each" that no amount is read with');
    return;
  }
  let spent: Term | null = null;
  let spentUnit = '';
  // What each holder had before this clause ("read 35 pages on Monday and 47 on Tuesday" adds within the clause).
  const heldBefore = new Set(
    c.mentions
      .map((m) => [m.of === 'them' && s.last ? s.last.owner : owner, m.unit] as const)
      .filter(([who, unit]) => s.holding(who, unit))
      .map(([who, unit]) => `${who}\u0000${unit}`),
  );
  const handledGroups = new Set<Mention>();
  let item: Term | null = null;
  let itemUnit = '';
  for (const m of c.mentions) {
    if (isMoney(m.unit) && verb.lemma === 'buy' && m.per && !m.perCount && item && itemUnit !== '' && m.per === itemUnit) {
      // "buys 2.5 kg of apples at $3.40 per kg": the amount bought at its price per unit (the spans' rule S13, for money).
      const cost = mul(item, termOf(m));
      spent = spent ? add(spent, cost) : cost;
      if (spentUnit !== '' && spentUnit !== m.unit) s.problems.push('prices in different money units');
      spentUnit = m.unit;
      item = null;
      itemUnit = '';
      continue;
    }
    if (m.per || (m.each && !isMoney(m.unit)) || m.priceOf) continue;
    // "A ticket costs $9 … Dan buys 3 tickets": bought at the one price the story stated for that thing, when the
    // clause itself names no money.
    const priced = verb.lemma === 'buy' && m.kind === 'count' && m.unit !== '' && !c.mentions.some((x) => isMoney(x.unit));
    // "2 adult tickets" after "adult tickets cost $12 and child tickets cost $7": the price of that very kind first.
    const kindPrice = priced ? s.prices.filter((p) => p.item === m.noun) : [];
    const known =
      kindPrice.length > 0
        ? kindPrice
        : priced
          ? s.prices.filter((p) => p.item === m.unit || p.item === m.noun || p.item.endsWith(` ${m.unit}`))
          : [];
    if (known.length === 1 && known[0]) {
      const cost = mul(termOf(m), known[0].term);
      spent = spent ? add(spent, cost) : cost;
      if (spentUnit !== '' && spentUnit !== known[0].unit) s.problems.push('prices in different money units');
      spentUnit = known[0].unit;
    }
    if (isMoney(m.unit) && verb.lemma === 'buy') {
      const cost = m.each && item ? mul(item, termOf(m)) : termOf(m);
      spent = spent ? add(spent, cost) : cost;
      // Prices in cents and in dollars are not added as they are written.
      if (spentUnit !== '' && spentUnit !== m.unit) s.problems.push('prices in different money units');
      spentUnit = m.unit;
      item = null;
      continue;
    }
    if (m.kind === 'percent' || m.kind === 'fraction') {
      const ref = partBase(s, c, m, owner);
      if (!ref) {
        s.problems.push('a part of something not mentioned');
        continue;
      }
      // "He earned $800 and saved 1/4 of it": no one gains a part of what they already hold, so the verb sets that part
      // aside (is it still counted as his money?) rather than adding it; the reading is not certain.
      if (verb.cls !== 'lose' && ref.owner === owner) {
        // Rule S9c: "saved 20% of the remaining money", "put 1/4 of it into savings" sets that part aside. It is what
        // the action did (asked by "how much did he save") and no longer what "the rest" or "the remaining money" is
        // of; whether the holder still counts it as held is not said, so what the holder has is left unknown.
        if (setsAside(c, verb)) {
          // A second saving of the same holder makes "how much did she save" one or both: not said.
          if (s.events.some((e) => e.owner === owner && e.lemma === verb.lemma)) s.problems.push('two savings of one holder');
          s.change(owner, verb.lemma, -1, ref.unit, ref.noun, portion(m, ref.term), m.when, m.about);
          s.unknownStock.add(ref.unit);
          continue;
        }
        s.problems.push('a gain of a part of what the holder already has');
        continue;
      }
      s.change(losing ? ref.owner : owner, verb.lemma, losing ? -1 : 1, ref.unit, ref.noun, portion(m, ref.term), m.when, m.about);
      continue;
    }
    if (m.kind !== 'count' || s.containers.has(m) || m.before === 'for' || m.before === 'in' || m.before === 'after' || m.before === 'of')
      continue;
    // "gives 3 pencils to each of her 12 students": 3 for each of the 12.
    const each = c.tokens.slice(m.end, m.end + 4).join(' ');
    const group = c.mentions.find(
      (x) => x.kind === 'count' && (x.start === m.end + 3 || (x.start === m.end + 4 && DETERMINER_WORDS.has(c.tokens[m.end + 3] ?? ''))),
    );
    if (/^to each of\b/.test(each) && group && losing) {
      s.change(owner, verb.lemma, -1, m.unit, m.noun, mul(termOf(m), termOf(group)), m.when, m.about);
      handledGroups.add(group);
      continue;
    }
    if (handledGroups.has(m)) continue;
    if (verb.lemma === 'buy') {
      item = termOf(m);
      itemUnit = m.unit;
    }
    const holder = m.of === 'them' && s.last ? s.last.owner : owner;
    // Rule S9c for a plain amount: "earned $250 and then saved $100" sets $100 aside from money already held (it was
    // added: 350). Saved more ("saved $25 more") is a gain; what is held after a saving aside is not said.
    if (setsAside(c, verb) && isMoney(m.unit) && !m.more && heldBefore.has(`${holder}\u0000${m.unit}`)) {
      if (s.events.some((e) => e.owner === holder && e.lemma === verb.lemma)) s.problems.push('two savings of one holder');
      s.change(holder, verb.lemma, -1, m.unit, m.noun, termOf(m), m.when, m.about);
      s.unknownStock.add(m.unit);
      continue;
    }
    // "has a book with 240 pages … read 60 pages": reading or writing works through what is held rather than adding to
    // it (are the pages read, or the pages left, asked?), so the reading is not certain.
    if ((verb.lemma === 'read' || verb.lemma === 'write') && heldBefore.has(`${holder}\u0000${m.unit}`)) {
      s.problems.push('reading or writing part of what the holder already has');
      continue;
    }
    const receiver = verb.lemma === 'give' ? recipient(s, c, m) : '';
    if (receiver && !s.holding(holder, m.unit) && s.holding(receiver, m.unit)) {
      // "Her friend gives her 7 more": only the receiver's holding is known.
      s.change(receiver, 'get', 1, m.unit, m.noun, termOf(m));
      continue;
    }
    s.change(holder, verb.lemma, losing ? -1 : 1, m.unit, m.noun, termOf(m), m.when, m.about);
    if (receiver && s.holding(receiver, m.unit)) s.change(receiver, 'get', 1, m.unit, m.noun, termOf(m), m.when);
  }
  if (spent) {
    s.purchases.push({ owner, total: spent, unit: spentUnit });
    // The money leaves what the buyer holds when the story said how much that was ("Ivan has $50").
    if (s.holdings.some((h) => h.owner === owner && isMoney(h.unit))) s.change(owner, 'spend', -1, spentUnit, spentUnit, spent);
    else s.events.push({ owner, lemma: 'spend', sign: -1, unit: spentUnit, noun: spentUnit, term: spent, when: '' });
  }
}

/**
 * "He works 6 hours on Monday and 4 hours on Tuesday" (rule S14): in a clause of nothing but plain amounts of one
 * unit, each on its own named day, the amounts are one span of 6+4 hours for dimensional analysis (a rate per hour
 * then applies to all of it). A question about one of the days is not answered from the sum (solve.ts).
 */
function daySpans(s: Story, c: Clause): boolean {
  const ms = c.mentions;
  const unit = ms[0]?.unit ?? '';
  if (ms.length < 2 || unit === '' || isMoney(unit)) return false;
  const plain = (m: Mention) => m.kind === 'count' && !m.per && !m.each && !m.priceOf && !m.more && !m.scale && m.unit === unit;
  if (!ms.every(plain) || !ms.every((m) => WHEN_WORDS.has(m.when)) || new Set(ms.map((m) => m.when)).size !== ms.length) return false;
  const total = sum(ms.map(termOf));
  if (!total) return false;
  s.factors.push({ dims: { [unit]: 1 }, term: total, ids: ms.map((m) => m.id), days: true });
  return true;
}

/** Verbs of what a thing takes ("a recipe for 12 muffins uses 3 cups of flour"), with nothing else between. */
const NEEDS = /^(?:uses|use|used|needs|need|needed|requires|require|required|takes|take|took|calls for|called for)$/;

/** Dimensional factors of the clause's numbers (rates, sizes, counts), used by "how far", "how much do 5 cost". */
function factors(s: Story, c: Clause, perOne: string) {
  if (daySpans(s, c)) return;
  const subjectMention = c.subject.k === 'mention' ? c.subject.m : null;
  let item = '';
  // Counts priced together with the next amount ("3 for $2") get their factor from that price.
  const pairedCount = new Set<Mention>();
  c.mentions.forEach((m, i) => {
    const next = c.mentions[i + 1];
    if (
      next &&
      isMoney(next.unit) &&
      !next.each &&
      next.before === 'for' &&
      m.kind === 'count' &&
      !isMoney(m.unit) &&
      m.unit !== '' &&
      m.end === next.start - 1
    )
      pairedCount.add(m);
  });
  for (const m of c.mentions) {
    if (m.kind !== 'count') continue;
    if (pairedCount.has(m)) continue;
    const prior = c.mentions[c.mentions.indexOf(m) - 1];
    const span = c.mentions[c.mentions.indexOf(m) + 1];
    if (
      span &&
      c.mentions.length === 2 &&
      m.before === 'for' &&
      !m.per &&
      !span.per &&
      !m.each &&
      !span.each &&
      m.unit !== '' &&
      span.unit !== '' &&
      span.unit !== m.unit &&
      !isMoney(m.unit) &&
      !isMoney(span.unit) &&
      span.kind === 'count' &&
      NEEDS.test(c.tokens.slice(m.end, span.start).join(' '))
    ) {
      // "A recipe for 12 muffins uses 3 cups of flour": the amount the clause names for that many, 3/12 cups per muffin
      // (rule S7, the "for" phrase before the verb).
      s.factor(span, { [span.unit]: 1, [m.unit]: -1 }, div(termOf(span), termOf(m)), [span.id, m.id]);
      pairedCount.add(span);
      continue;
    }
    if (
      span &&
      m.kind === 'count' &&
      !m.per &&
      m.unit !== '' &&
      !isMoney(m.unit) &&
      span.kind === 'count' &&
      (((span.before === 'for' || span.before === 'on') && span.start === m.end + 1) ||
        (c.tokens[m.end] === 'for' && (span.before === 'every' || span.before === 'each') && span.start === m.end + 2) ||
        (c.tokens[m.end] === 'to' && span.start === m.end + 2 && /^[a-z]+$/.test(span.before) && !DETERMINERS.has(span.before))) &&
      span.unit !== '' &&
      !isMoney(span.unit) &&
      span.unit !== m.unit &&
      c.mentions.length === 2
    ) {
      // "A recipe needs 2 cups of sugar for 12 cookies" (or "for every 12 cookies"), "it takes 2 cups of sugar to make 3
      // cakes", "240 miles on 8 gallons": 2/12 cups per cookie, 2/3 cups per cake, 240/8 miles per gallon.
      s.factor(m, { [m.unit]: 1, [span.unit]: -1 }, div(termOf(m), termOf(span)), [m.id, span.id]);
      pairedCount.add(span);
      continue;
    }
    if (
      span &&
      m.kind === 'count' &&
      !m.per &&
      m.unit !== '' &&
      span.kind === 'count' &&
      span.before === 'in' &&
      span.unit !== '' &&
      span.unit !== m.unit &&
      span.start === m.end + 1 &&
      c.verb?.cls !== 'have' &&
      !c.copula
    ) {
      // "travels 240 kilometers in 4 hours", "reads 30 pages in 2 days": a rate of 240/4 kilometers per hour.
      s.factor(m, { [m.unit]: 1, [span.unit]: -1 }, div(termOf(m), termOf(span)), [m.id, span.id]);
      pairedCount.add(span);
      continue;
    }
    if (m.per) {
      // "Each cow gives 8 liters of milk a day": per cow and per day.
      const perEach =
        perOne && c.subject.k === 'owner' && ['each', 'every'].includes(c.subject.det) && perOne !== m.per ? { [perOne]: -1 } : {};
      s.factor(m, { [m.unit]: 1, [m.per]: -1, ...perEach }, rateTerm(m));
    } else if (
      isMoney(m.unit) &&
      !m.each &&
      m.before === 'for' &&
      prior &&
      prior.kind === 'count' &&
      !isMoney(prior.unit) &&
      prior.unit !== '' &&
      prior.end === m.start - 1
    ) {
      // "pens at 3 for $2", "bought 3 games for $36": a price for that many.
      s.factor(m, { [m.unit]: 1, [prior.unit]: -1 }, div(termOf(m), termOf(prior)), [m.id, prior.id]);
    } else if (isMoney(m.unit) && m.each && (item || perOne)) {
      s.factor(m, { [m.unit]: 1, [item || perOne]: -1 }, termOf(m));
    } else if (
      m.before === 'of' &&
      c.tokens[m.start - 2] !== 'out' &&
      canonical(c.tokens[m.start - 2] ?? '') !== (c.tokens[m.start - 2] ?? '_')
    ) {
      // "boxes of 8", "bags of 6": a container size, counting what the clause is about.
      const container = canonical(c.tokens[m.start - 2] ?? '');
      const before = c.mentions.filter((x) => x.start < m.start && x.unit !== '' && !isMoney(x.unit));
      // "Hot dog buns come in packs of 8": the subject names what is counted.
      const subjectUnit = c.subject.k === 'owner' && !c.subject.pronoun ? canonicalPhrase(c.subject.words).unit : '';
      const counted = m.unit || before[before.length - 1]?.unit || subjectUnit || s.last?.unit || '';
      s.factor(m, { [counted]: 1, [container]: -1 }, termOf(m));
    } else if (isMoney(m.unit) && c.verb?.cls === 'cost' && subjectMention && subjectMention !== m && !isMoney(subjectMention.unit)) {
      // "5 pounds of rice cost $10": ten dollars per five pounds.
      s.factor(m, { [m.unit]: 1, [subjectMention.unit]: -1 }, div(termOf(m), termOf(subjectMention)), [m.id, subjectMention.id]);
    } else if (m === subjectMention && c.verb?.cls === 'cost') {
      // Counted with the price above.
    } else if (
      perOne &&
      m.before !== 'for' &&
      m.before !== 'in' &&
      (c.verb?.cls === 'cost' ||
        c.verb?.lemma === 'hold' ||
        c.verb?.lemma === 'weigh' ||
        c.verb?.lemma === 'last' ||
        (c.subject.k === 'owner' && ['each', 'every', 'one', '1'].includes(c.subject.det)))
    ) {
      // What one of a kind holds or costs: "a van can carry 12 people", "each box has 6 pens".
      s.factor(m, { [m.unit]: 1, [perOne]: -1 }, termOf(m));
    } else if (
      perOne &&
      m.before !== 'for' &&
      m.before !== 'in' &&
      c.subject.k === 'owner' &&
      ['a', 'an'].includes(c.subject.det) &&
      ((c.verb?.lemma === 'bake' && /s$/.test(c.verb.form)) || (c.verb?.cls === 'have' && c.verb.lemma !== 'have'))
    ) {
      // "A lamp uses 40 watts", "a recipe needs 3 cups" may say what one of a kind makes or needs, or
      // what one particular one did ("a teacher needs 100 pencils"): only a question that counts that kind reads it
      // per one (solve.ts).
      s.factor(m, { [m.unit]: 1 }, termOf(m));
      const f = s.factors[s.factors.length - 1];
      if (f) f.perOneOf = perOne;
    } else s.factor(m, { [m.unit]: 1 }, termOf(m));
    if (!isMoney(m.unit) && m.unit) item = m.unit;
  }
}

/**
 * "6 bunches of 12 roses", "4 boxes of 450 tiles" (rule S8b): a count of containers right before "of" and a count of
 * what each holds is what the holder has, gains or loses of the contents (6*12 roses). The containers themselves are
 * then no amount of their own (the factors still count them), so no total adds bunches to roses. Only in a clause
 * of plain counts whose verb has, gains or loses: a price or a rate beside them ("2 boxes of 12 eggs at $3 each")
 * leaves the clause to the other rules.
 */
function containerGroups(s: Story, c: Clause, owner: string) {
  const cls = c.verb?.cls;
  const kind = cls === 'have' || (cls === undefined && c.copula) ? 'have' : cls === 'gain' || cls === 'lose' ? cls : '';
  if (kind === '' || c.subject.k !== 'owner' || owner === '') return;
  if (c.mentions.some((m) => m.kind !== 'count' || m.per || m.each || m.priceOf || m.more || isMoney(m.unit) || m.unit === '')) return;
  for (const inner of c.mentions) {
    if (inner.before !== 'of' || UNITS[inner.unit]) continue;
    const outer = c.mentions.find((x) => x.end + 1 === inner.start && c.tokens[x.end] === 'of');
    if (!outer || s.containers.has(outer) || UNITS[outer.unit] || outer.unit === inner.unit || outer.before === 'of') continue;
    const total = mul(termOf(outer), termOf(inner));
    s.containers.add(outer);
    if (kind === 'have') s.setAmount(owner, inner.unit, inner.noun, total);
    else if (c.verb) s.change(owner, c.verb.lemma, kind === 'lose' ? -1 : 1, inner.unit, inner.noun, total, outer.when, outer.about);
  }
}

/** "5 shelves with 18 books on each shelf": the clause also states how many books there are (5*18). */
function groups(s: Story, c: Clause, owner: string) {
  containerGroups(s, c, owner);
  for (const rate of c.mentions) {
    if (!rate.per || rate.perCount) continue;
    // A price per unit of what is bought is the purchase's own (events); otherwise the one count of the groups.
    if (isMoney(rate.unit) && c.verb?.lemma === 'buy') continue;
    const counts = c.mentions.filter((m) => m !== rate && m.kind === 'count' && !m.per && m.unit === rate.per);
    const count = counts.length === 1 ? counts[0] : undefined;
    if (!count) continue;
    const total = mul(termOf(count), termOf(rate));
    // "He buys 3 bags with 4 apples in each bag": what he had before grows by 3·4; "a shop has 5 shelves with 18
    // books on each shelf" states what it has.
    if (c.verb?.cls === 'gain' || c.verb?.cls === 'lose')
      s.change(owner, c.verb.lemma, c.verb.cls === 'lose' ? -1 : 1, rate.unit, rate.noun, total);
    else s.setAmount(owner, rate.unit, rate.noun, total);
  }
}

const DETERMINERS = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'its', 'my', 'our', 'your', 'each', 'every', 'all']);

const SELLERS = new Set(['cashier', 'clerk', 'shopkeeper', 'seller', 'vendor', 'salesperson', 'salesman', 'saleswoman']);

/** "pays with a $50 bill", "gives the cashier $20": what the buyer handed over (for "how much change"). */
function payment(s: Story, c: Clause, owner: string): boolean {
  if (c.verb?.lemma !== 'pay' && c.verb?.lemma !== 'give') return false;
  const money = c.mentions.filter((m) => isMoney(m.unit) && !m.per && !m.each);
  // Handed "with" a bill, or handed to the one who sells ("gives the cashier $50", "pays the clerk a $20 bill").
  const to = (m: Mention) => (m.before === 'a' ? c.tokens[m.start - 2] : c.tokens[m.start - 1]) ?? '';
  // "He pays $20." alone after a purchase is what he handed over, never a second purchase (it was added to the price).
  const alone = (m: Mention) =>
    c.verb?.lemma === 'pay' && m.before === c.verb.form && m.end === c.tokens.length && s.purchases.some((p) => p.owner === owner);
  const handed = money.find(
    (m) => m.before === 'with' || (m.before === 'a' && c.tokens[m.start - 2] === 'with') || SELLERS.has(to(m)) || alone(m),
  );
  if (!handed || money.length !== 1 || c.mentions.length !== 1) return false;
  s.payments.push({ owner, term: termOf(handed), unit: handed.unit });
  return true;
}

/**
 * "1 inch is 2.54 centimeters", "there are 1000 grams in 1 kilogram": an exchange rate between two units stated by the
 * text (rule S12), a factor of N of the one per 1 of the other.
 */
function definition(s: Story, c: Clause): boolean {
  const [a, b] = c.mentions;
  if (c.mentions.length !== 2 || !a || !b || a.unit === '' || b.unit === '' || a.unit === b.unit || a.per || b.per) return false;
  const text = c.tokens.join(' ');
  let one: Mention | null = null;
  let many: Mention | null = null;
  if (a.text === '1' && c.copula && a.start === 0 && /^1 [a-z ]+ (?:is|equals|=) /.test(text)) [one, many] = [a, b];
  else if (b.text === '1' && /^there (?:are|is) /.test(text) && b.before === 'in') [one, many] = [b, a];
  if (!one || !many) return false;
  s.factor(many, { [many.unit]: 1, [one.unit]: -1 }, div(termOf(many), termOf(one)), [many.id, one.id]);
  c.read.add('condition');
  return true;
}

/** Present forms of needing (rule S9b); "uses" and the past "needed" state what was used, not a goal. */
const NEED_FORMS = new Set(['needs', 'need', 'requires', 'require']);

const DETERMINER_WORDS = new Set(['the', 'his', 'her', 'their', 'its', 'my', 'our', 'your']);

const ADVERBS = new Set(['correctly', 'incorrectly', 'successfully', 'wrongly']);

/**
 * "drives at 60 miles per hour for 2 hours and then at 45 miles per hour for 4 hours" (rule S13): each rate held for
 * a span is an amount of its own (60·2 miles), under the clause's verb or, for a part with no verb, the one before.
 */
function legs(s: Story, c: Clause, owner: string): boolean {
  const ms = c.mentions;
  if (ms.length === 0 || ms.length % 2 !== 0) return false;
  const verb = c.verb ?? (c.subject.k === 'none' && c.tokens[0] === 'at' ? s.lastVerb : null);
  if (!verb || verb.cls !== 'gain') return false;
  const pairs: Array<[Mention, Mention]> = [];
  for (let i = 0; i < ms.length; i += 2) {
    const rate = ms[i];
    const span = ms[i + 1];
    if (!rate || !span || !rate.per || span.before !== 'for' || span.start !== rate.end + 1 || !UNITS[rate.per]) return false;
    if (UNITS[span.unit]?.family !== UNITS[rate.per]?.family) return false;
    pairs.push([rate, span]);
  }
  for (const [rate, span] of pairs) {
    const time = convertTerm(termOf(span), span.unit, rate.per);
    if (!time) return false;
    s.change(owner, verb.lemma, 1, rate.unit, rate.noun, mul(rateTerm(rate), time), rate.when);
  }
  return true;
}

/**
 * "It is cut into pieces that are 0.75 meters long", "cut into strips of 20 centimeters" (rule S15): the measure
 * right after the pieces is the size of each piece, a rate per piece (counted whole, like "each").
 */
function pieceSizes(c: Clause) {
  for (const m of c.mentions) {
    if (m.kind !== 'count' || m.per || !UNITS[m.unit]) continue;
    const before = c.tokens.slice(Math.max(0, m.start - 8), m.start).join(' ');
    // "is cut into pieces that are 0.75 meters long", "she cuts it into strips of 20 centimeters".
    const hit =
      /\b(?:cut|cuts) (?:(?:it|them|the [a-z]+|her [a-z]+|his [a-z]+) )?into (?:equal )?(pieces|lengths|strips|parts|sections|segments)(?: that are| which are| each| of)?$/.exec(
        before,
      );
    if (!hit?.[1]) continue;
    m.per = canonical(hit[1]);
    m.perWord = 'each';
  }
}

/**
 * "Oranges cost 4 for $3", "oranges are sold at 4 for $3": a bare count right before "for" and a price counts the
 * thing the clause prices (4 oranges for $3, rule S7). Any other bare count in a clause of prices counts nothing this
 * reader knows, and the story is not understood (it was read as a price of $4 an orange).
 */
function bareCountsPriced(s: Story, c: Clause) {
  if (c.verb?.cls !== 'cost') return;
  c.mentions.forEach((m, i) => {
    if (m.kind !== 'count' || m.unit !== '') return;
    const next = c.mentions[i + 1];
    if (c.subject.k === 'owner' && next && isMoney(next.unit) && next.before === 'for' && next.start === m.end + 1) {
      m.unit = c.subject.name;
      m.noun = c.subject.name;
    } else s.problems.push('a bare count in a clause of prices');
  });
}

export function applyClause(s: Story, c: Clause, previousOwner: string): string {
  const { owner, perOne } = ownerOf(s, c.subject, previousOwner, c.mentions.find((m) => m.kind === 'count' && m.unit !== '')?.unit ?? '');
  // A negated statement ("did not buy 3 apples") says nothing this grammar can count.
  if (c.tokens.some((w) => w === 'not' || w === 'never' || w.endsWith("n't"))) s.problems.push('a negated statement');
  eachOf(c);
  pieceSizes(c);
  inheritUnits(s, c);
  bareCountsPriced(s, c);
  for (const m of c.mentions) {
    if (m.unit === '' && m.of === 'them' && s.last) {
      m.unit = s.last.unit;
      m.noun = s.last.noun;
    }
  }
  s.mentions.push(...c.mentions);
  if (c.tokens.some((w) => ['old', 'age', 'older', 'younger', 'aged'].includes(w))) s.ages = true;
  const text = c.tokens.join(' ');
  if (/\bas many\b.*\bas (?:possible|(?:he|she|they|it|you|we|i) can)\b/.test(text)) s.maximal = true;
  if (/\b(?:equally|evenly|share|shares|shared|split|splits|divides?|divided)\b|\bthe same (?:number|amount)\b/.test(text)) s.shared = true;

  recordList(s, c);
  for (let i = 0; i + 1 < c.mentions.length; i++) {
    const a = c.mentions[i];
    const b = c.mentions[i + 1];
    if (a && b && c.tokens[a.end] === 'out' && c.tokens[a.end + 1] === 'of' && b.start === a.end + 2) s.outOf.push({ part: a, whole: b });
  }
  // "Out of 30 shots, Ivy scored 21": the part after the whole, with what it did.
  const [whole, partM] = c.mentions;
  if (c.tokens[0] === 'out' && c.tokens[1] === 'of' && whole?.start === 2 && partM && c.mentions.length === 2 && c.verb) {
    if (partM.kind === 'count' && (partM.unit === '' || partM.unit === whole.unit))
      s.outOf.push({ part: partM, whole, verb: c.verb.lemma, how: c.tokens.filter((w) => /ly$/.test(w) && ADVERBS.has(w)) });
  }
  // "the rest are cats" names a group, not a holder.
  if (restPart(s, c, previousOwner)) return previousOwner;
  if (c.subject.k === 'owner' && !c.subject.pronoun && owner !== '') s.introduce(owner, isPerson(c, owner));
  else if (c.subject.k === 'owner' && c.subject.pronoun && owner !== '') s.topic = owner;
  const inSubject = c.mentions.find((m) => isMoney(m.unit) && m.start < c.verbIndex && c.subject.k === 'owner');
  if (inSubject) s.price(owner, termOf(inSubject), inSubject.unit);
  if (definition(s, c)) return previousOwner;
  if (c.verb) s.lastVerb = c.verb;
  // A clause of legs is also a set of factors: "works 8 hours a day for 5 days" answers "how much does he earn".
  const legged = legs(s, c, owner);
  if (
    groupAverages(s, c) ||
    payment(s, c, owner) ||
    priceChange(s, c, owner) ||
    temporalComparison(s, c, owner) ||
    comparison(s, c, owner) ||
    part(s, c, owner)
  )
    return owner;
  factors(s, c, perOne);
  if (legged) return owner;
  groups(s, c, owner);
  const cls = c.verb?.cls;
  if (cls === 'cost') {
    const money = c.mentions.find((m) => isMoney(m.unit));
    // "Apples cost $0.60 each" is the price of one apple, as "an apple costs $0.60" is.
    if (money && !money.per && c.subject.k === 'owner') s.price(owner, termOf(money), money.unit);
    return owner;
  }
  if (cls === 'have' || (c.copula && c.subject.k !== 'mention')) {
    for (const m of c.mentions) {
      if (
        m.kind !== 'count' ||
        m.per ||
        s.containers.has(m) ||
        m.before === 'of' ||
        m.before === 'for' ||
        m.before === 'in' ||
        m.before === 'after' ||
        m.before === 'on'
      )
        continue;
      // "Julia needs 2,400 tiles" (rule S9b): a person's need is not what she has; only "how many more" reads it.
      if (c.verb && NEED_FORMS.has(c.verb.form) && !m.more && m.unit !== '' && (isPerson(c, owner) || isOrganisation(c, owner))) {
        s.goals.push({ owner, unit: m.unit, noun: m.noun, term: termOf(m) });
        continue;
      }
      // "Her brother is 13" in a story about ages.
      if (m.unit === '' && c.copula && s.ages) {
        m.unit = 'year';
        m.noun = 'year';
      }
      s.set(owner, m, termOf(m));
      if (isMoney(m.unit) && c.tokens.includes('price')) s.price(owner, termOf(m), m.unit);
    }
    return owner;
  }
  if (c.subject.k === 'mention' && c.verb) {
    // "35 cars leave", "5 pieces are eaten", "18 cars arrive": the number is the subject of the change.
    const m = c.subject.m;
    if (m.unit === '' && m.of === 'them' && s.last) m.unit = s.last.unit;
    const holders = s.holders(m.unit);
    const holder = m.of === 'them' && s.last ? s.last : holders.length === 1 ? holders[0] : null;
    if (holder && m.kind === 'count')
      s.change(holder.owner, c.verb.lemma, c.verb.cls === 'lose' ? -1 : 1, holder.unit, holder.noun, termOf(m), m.when);
    return owner;
  }
  if (cls === 'gain' || cls === 'lose' || cls === 'pay') events(s, c, owner);
  return owner;
}
