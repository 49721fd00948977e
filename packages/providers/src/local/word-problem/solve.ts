/**
 * Answers the question from the story (docs/natural-language.md, rules A1–A17). The question's type is recognised
 * explicitly (question.ts) and names the only strategies that may answer it; within them the first whose expression
 * uses every number of the problem exactly once wins. An expression that leaves a number unused is not an answer
 * (the story was not fully understood), and neither is one whose value the question rules out (a fractional count of
 * whole things, a negative amount): the translator refuses instead.
 */
import type { CueKind } from './cues.ts';
import { type DimensionSolution, solveDimensions } from './dimensions.ts';
import { sameActivity, UNITS } from './lexicon.ts';
import { WHEN_WORDS } from './mentions.ts';
import type { Question } from './question.ts';
import { convertTerm, type Factor, type Holding, isMoney, type Story, sameUnit, termOf as termOfMention } from './story.ts';
import { CONSTANT, ceil, div, dividesByText, floor, lit, mod, mul, roundTo, sub, sum, type Term, usedIds } from './term.ts';
import { isInteger, isNegative, termValue } from './value.ts';

/** An answer: its expression, and for a dimensional answer the factors it divides by (the groups it counts). */
interface Answer {
  term: Term;
  inverted?: Factor[];
  /** Numbers the answer checked for consistency instead of computing with ("her first 4 quizzes" with 4 scores). */
  accounted?: number[];
}

type Strategy = (s: Story, q: Question) => Term | Answer | null;

/** "they", "we": everyone in the story, so the question has no single holder. */
const GROUP_PRONOUNS = new Set(['they', 'them', 'we', 'you']);

function owner(s: Story, q: Question): string {
  if (q.pronoun && GROUP_PRONOUNS.has(q.owner)) return '';
  if (q.pronoun) return s.resolveAsked(q.owner, q.unit || (q.family === 'money' ? 'dollar' : ''));
  if (q.owner === '') return '';
  const exact = s.holdings.find((h) => h.owner === q.owner) ?? s.compares.find((c) => c.owner === q.owner);
  if (exact) return q.owner;
  // "the bus" for "a school bus" — never the other way: "the second tree" is not "the tree".
  const byHead = [...new Set([...s.holdings.map((h) => h.owner), ...s.compares.map((c) => c.owner)])].filter((o) =>
    o.endsWith(` ${q.owner}`),
  );
  return byHead.length === 1 ? (byHead[0] ?? q.owner) : q.owner;
}

/** Converts a holding's term to the asked unit of the same family (2 hours → 2*60 minutes). */
function inUnit(h: Holding, unit: string): Term {
  const from = UNITS[h.unit];
  const to = UNITS[unit];
  if (!from || !to || h.unit === unit || from.family !== to.family) return h.term;
  return from.base > to.base ? mul(h.term, lit(String(from.base / to.base))) : div(h.term, lit(String(to.base / from.base)));
}

/** What `who` has of `unit`, following comparisons ("twice as many as Emma") when nothing is stated directly. */
function amount(s: Story, who: string, unit: string, depth = 0): Term | null {
  if (depth > 4) return null;
  // "3 kilograms of cheese" is cheese; "3 bags of marbles" are bags, not marbles.
  const direct = s.holdings.filter(
    (h) =>
      h.owner === who && (unit === '' || h.noun === unit || h.unit === unit || (h.of === unit && UNITS[h.unit]) || sameUnit(h.unit, unit)),
  );
  if (direct.length === 1 && direct[0]) return inUnit(direct[0], unit);
  if (direct.length > 1) {
    const converted = direct.map((h) => inUnit(h, unit));
    return direct.every((h) => sameUnit(h.unit, unit) || h.unit === unit) ? sum(converted) : null;
  }
  // "Tom has 3 times as many as Ann. Ann eats 4": Tom's amount is 3 times what Ann had then, not what she has after
  // (it was read 3·(12−4)). A comparison whose base changed after it was stated is not followed.
  const movedSince = (c: Story['compares'][number], base: string) =>
    s.changed.slice(c.seen).some((ch) => ch.owner === base && (sameUnit(ch.unit, c.unit) || ch.unit === c.unit || c.unit === ''));
  const cmp = s.compares.find((c) => c.owner === who && (unit === '' || sameUnit(c.unit, unit) || c.unit === unit));
  if (cmp) {
    if (movedSince(cmp, cmp.other)) return null;
    const base = amount(s, cmp.other, cmp.unit, depth + 1);
    return base ? cmp.make(base) : null;
  }
  const reverse = s.compares.find((c) => c.other === who && (unit === '' || sameUnit(c.unit, unit) || c.unit === unit));
  if (reverse) {
    if (movedSince(reverse, reverse.owner)) return null;
    const base = amount(s, reverse.owner, reverse.unit, depth + 1);
    return base ? reverse.invert(base) : null;
  }
  return null;
}

/** Everyone's amount of `unit`, for "how many do they have together". */
function everyone(s: Story, unit: string): Term | null {
  const names = [
    ...new Set([
      ...s.holdings.filter((h) => h.unit === unit || h.noun === unit).map((h) => h.owner),
      ...s.compares.filter((c) => c.unit === unit).map((c) => c.owner),
    ]),
  ];
  const terms = names.map((n) => amount(s, n, unit));
  return terms.length >= 2 && terms.every((t) => t !== null) ? sum(terms as Term[]) : null;
}

/**
 * Rule A10b: "how many seashells do Aiko and Ren have altogether" is "they" only when Aiko and Ren are each a holder
 * (or doer) of the thing asked and nobody else is; a third holder, or a name the story does not know, refuses.
 */
function pairIsEveryone(s: Story, q: Question): boolean {
  const unit = q.unit || q.noun;
  if (unit === '') return false;
  const fits = (u: string, n: string) => u === unit || n === unit || sameUnit(u, unit);
  const names = [
    ...new Set([
      ...s.holdings.filter((h) => fits(h.unit, h.noun)).map((h) => h.owner),
      ...s.compares.filter((c) => fits(c.unit, c.unit)).map((c) => c.owner),
      ...s.events.filter((e) => fits(e.unit, e.noun)).map((e) => e.owner),
    ]),
  ];
  const named = q.pair.map((p) => names.filter((n) => n === p || n.endsWith(` ${p}`)));
  return names.length === 2 && named.every((n) => n.length === 1) && named[0]?.[0] !== named[1]?.[0];
}

/** The unit asked for: a money question without a unit asks in the unit the holder's money is counted in. */
function askedUnit(s: Story, q: Question, who: string): string {
  const unit = q.unit || q.noun;
  if (unit !== '' || q.family !== 'money') return unit;
  const money = s.holdings.filter((h) => (who === '' || h.owner === who) && isMoney(h.unit));
  return money[0]?.unit ?? 'dollar';
}

const holdings: Strategy = (s, q) => {
  if (q.per) return null;
  if (q.mentions.length > 0) {
    // "In 5 years, how old will she be?": her age now plus the years.
    const later = q.mentions[0];
    if (q.family !== 'age' || q.mentions.length !== 1 || !later || later.unit !== 'year') return null;
    const now = amount(s, owner(s, q), 'year');
    // "In 5 years": later, older; "5 years ago": earlier, younger.
    if (!now) return null;
    return q.ago ? sub(now, termOfMention(later)) : { k: 'op', op: '+', a: now, b: termOfMention(later) };
  }
  // "How many did he have at first": only a story that never changed it can say.
  if (q.initial) {
    const who = owner(s, q);
    const h = s.holdings.filter((x) => x.owner === who && (x.unit === q.unit || x.noun === q.unit));
    return h.length === 1 && h[0] ? h[0].initial : null;
  }
  const who = owner(s, q);
  const unit = askedUnit(s, q, who);
  if ([...s.unknownStock].some((u) => u === unit || sameUnit(u, unit))) return null;
  // "How many black pens does she have" among kinds of pens: only the holding of that kind, never every kind of pen
  // (rule C6).
  const kinds = new Set(s.holdings.filter((h) => (who === '' || h.owner === who) && h.unit === q.unit).map((h) => h.noun));
  if (q.noun !== q.unit && q.unit !== '' && q.noun.endsWith(` ${q.unit}`) && kinds.size > 1) {
    const kind = s.holdings.filter((h) => (who === '' || h.owner === who) && h.noun === q.noun);
    return kind.length === 1 && kind[0] ? kind[0].term : null;
  }
  if (who !== '') {
    const direct = amount(s, who, unit);
    if (direct) return direct;
    if (q.total || unit !== '') {
      // "how many animals does the farmer have in total": everything the holder has, when all are counts and none
      // of them is the asked thing itself (or what a container holds: "3 bags of marbles" are not 3 marbles).
      const mine = s.holdings.filter((h) => h.owner === who);
      const all = mine.filter((h) => !UNITS[h.unit] && !isMoney(h.unit));
      const named = mine.some((h) => h.unit === unit || h.noun === unit || h.of === unit || sameUnit(h.unit, unit));
      // Never for a unit of measure or money: counts of things are not cents or minutes ("3 quarters and 2 dimes").
      const measured = UNITS[unit] !== undefined || isMoney(unit) || q.family === 'money';
      if (all.length >= 2 && mine.length === all.length && !named && !measured) return sum(all.map((h) => h.term));
    }
    return null;
  }
  if (q.total) {
    const all = everyone(s, unit);
    if (all) return all;
  }
  const hs = s.holders(unit);
  if (hs.length === 1 && hs[0] && s.compares.length === 0) return inUnit(hs[0], unit);
  // "There are 24 red marbles in a jar and 3 times as many blue marbles. How many marbles are there?": every kind of
  // the thing asked has one holder, so the question is about all of them (a question naming one kind is kept to it
  // by rule C6).
  const holder = hs[0]?.owner;
  if (hs.length > 1 && holder !== undefined && hs.every((h) => h.owner === holder) && s.compares.length === 0)
    return amount(s, holder, unit);
  return null;
};

const events: Strategy = (s, q) => {
  const verb = q.verb;
  // "How many kilometers does she run each day" asks a rate, never what all the events add up to (it was 5*7).
  if (!verb || verb.cls === 'have' || q.mentions.length > 0 || q.per !== '') return null;
  const who = owner(s, q);
  const unit = q.unit || q.noun;
  // "How many were sold in June", "how much did he spend on the book": only the events of that day, or on that thing.
  const when = q.words.find((w) => WHEN_WORDS.has(w)) ?? '';
  const about = q.about;
  const matching = s.events.filter(
    (e) =>
      sameActivity(e.lemma, verb.lemma) &&
      (who === '' || e.owner === who) &&
      (when === '' || e.when === when) &&
      (about === '' || e.about === about) &&
      (unit === '' ? q.family !== 'money' || isMoney(e.unit) : e.unit === unit || e.noun === unit || sameUnit(e.unit, unit)),
  );
  // Amounts in other units of the asked family are converted ("400 meters" when kilometers are asked); without an
  // asked unit, events in different units are not one amount.
  const target = unit !== '' && UNITS[unit] ? unit : '';
  if (target === '' && new Set(matching.map((e) => e.unit)).size > 1) return null;
  const terms = matching.map((e) => (target && e.unit !== target ? convertTerm(e.term, e.unit, target) : e.term));
  return terms.every((t): t is Term => t !== null) ? sum(terms) : null;
};

const purchases: Strategy = (s, q) => {
  if (q.family !== 'money' && !isMoney(q.unit)) return null;
  const who = owner(s, q);
  const mine = s.purchases.filter((p) => who === '' || p.owner === who);
  const unit = isMoney(q.unit) ? q.unit : (mine[0]?.unit ?? '');
  const totals = mine.map((p) => convertTerm(p.total, p.unit, unit));
  return totals.every((t): t is Term => t !== null) ? sum(totals) : null;
};

/** "How many boys …", "how many sheep are not black": a group named by a percent or fraction of a whole. */
const parts: Strategy = (s, q) => {
  // "How many boys are in each class" asks per class: a part of the whole is no answer to it.
  if (q.mentions.length > 0 || q.per !== '') return null;
  const asked = new Set([...q.words, q.unit]);
  // Words every group shares ("goes to salaries", "goes to rent") tell none of them apart.
  const shared = (w: string) => s.parts.length > 1 && s.parts.every((p) => p.words.includes(w));
  const matches = s.parts.filter((p) => p.words.some((w) => asked.has(w) && !shared(w)));
  if (matches.length !== 1 || !matches[0]) return null;
  return q.negated ? sub(matches[0].whole, matches[0].term) : matches[0].term;
};

const price: Strategy = (s, q) => {
  if ((q.family !== 'money' && !isMoney(q.unit)) || q.mentions.length > 0 || q.per) return null;
  const who = owner(s, q);
  const named = s.prices.filter((p) => p.item === who || p.item.endsWith(` ${who}`) || who.endsWith(` ${p.item}`));
  const chosen = named.length > 0 ? named : s.prices;
  const last = chosen[chosen.length - 1];
  if (!last || !(chosen.length === 1 || named.length > 0)) return null;
  // "How many cents does it cost" of a price in dollars: converted.
  return isMoney(q.unit) ? convertTerm(last.term, last.unit, q.unit) : last.term;
};

/**
 * "What is the average …": the mean of the largest group of numbers sharing one unit; any other number must be
 * how many there are ("on three days were 21, 24 and 27 degrees").
 */
const average: Strategy = (s, q) => {
  if (!q.average) return null;
  const groups = new Map<string, typeof s.mentions>();
  for (const m of s.mentions) {
    if (m.kind !== 'count' || m.per) continue;
    groups.set(m.unit, [...(groups.get(m.unit) ?? []), m]);
  }
  const sizes = [...groups.values()].sort((a, b) => b.length - a.length);
  const items = sizes[0] ?? [];
  if (items.length < 2 || (sizes[1]?.length ?? 0) === items.length) return null;
  const others = s.mentions.filter((m) => !items.includes(m));
  if (others.length > 1 || (others[0] && others[0].text !== String(items.length))) return null;
  const total = sum(items.map(termOfMention));
  return total ? div(total, others[0] ? termOfMention(others[0]) : lit(String(items.length))) : null;
};

/** The unit a group average is in: "80 points" → point, "12 minutes per lap" → minute/lap, "$15" → dollar. */
const valueUnit = (m: Story['mentions'][number]) => (m.per ? `${m.unit}/${m.per}` : m.unit);

/**
 * "What was the average of all the players" after "20 players averaged 7 goals … 30 players averaged 4":
 * the total over all groups divided by their total size (rule A15), never the average of the averages. The averages
 * must be in one unit; groups of different things ("shirts", "jackets") only when the question asks about all items.
 */
const weightedAverage: Strategy = (s, q) => {
  const g = s.groupAverages;
  if (g.length < 2) return null;
  const units = new Set(g.map((p) => valueUnit(p.value)));
  const kinds = new Set(g.map((p) => p.count.unit));
  if (units.size !== 1) return null;
  const total = sum(g.map((p) => mul(termOfMention(p.count), termOfMention(p.value))));
  const size = sum(g.map((p) => termOfMention(p.count)));
  // "the average of all 50 students": a count the question states must be the groups' total size.
  if (!total || !size) return null;
  const stated = q.mentions[0];
  if (q.mentions.length > 1 || (stated && termValue(size)?.n !== BigInt(Number(stated.text) || -1))) return null;
  // Groups of different kinds (8 boys, 12 girls) are one group only when the question says so: by a category noun
  // of all items, or by stating their total size ("all 20 students" after 8 boys and 12 girls).
  const allOf = stated !== undefined && stated.before === 'all';
  if (kinds.size !== 1 && !allOf && !q.words.some((w) => ['item', 'thing', 'product', 'everything', 'everyone'].includes(w))) return null;
  return { term: div(total, size), accounted: stated ? [stated.id] : [] };
};

/**
 * "What does he need on the fourth test to have an average of 80 over all 4 tests" (rule A16): the target
 * average times the number of items, less the k values given. The items asked about must be exactly one more than
 * k, and a count of the given values, when the text states one ("her first 4 quizzes"), must be k.
 */
const targetAverage: Strategy = (s, q) => {
  if (q.mentions.length < 1 || q.mentions.length > 2 || !q.words.includes('average')) return null;
  const target = q.mentions.find((m) => m.before === 'of');
  const n = q.mentions.find((m) => m !== target);
  if (!target) return null;
  const values = s.mentions.filter((m) => m.kind === 'count' && !m.per && m.unit === '');
  const counts = s.mentions.filter((m) => !values.includes(m));
  const k = values.length;
  if (k < 1 || counts.length > 1 || (counts[0] && counts[0].text !== String(k))) return null;
  // Without a stated total, the one item asked about is named by its place: "the fourth test", "the next quiz".
  const place = ORDINALS[k + 1];
  if (n ? n.text !== String(k + 1) : !(place && q.words.includes(place)) && !q.words.includes('next')) return null;
  const given = sum(values.map(termOfMention));
  const items = n ? termOfMention(n) : lit(String(k + 1));
  return given ? { term: sub(mul(termOfMention(target), items), given), accounted: counts.map((m) => m.id) } : null;
};

const ORDINALS: Record<number, string> = {
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  6: 'sixth',
  7: 'seventh',
  8: 'eighth',
  9: 'ninth',
  10: 'tenth',
};

/**
 * "What percent (fraction) of the balls are blue?" after "12 red balls, 8 blue balls and 5 green balls" (rule A3b):
 * the one kind the question names over all the kinds, when the story is nothing but unchanged amounts of kinds of
 * that one thing held by one holder.
 */
function kindShare(s: Story, q: Question): Term | null {
  const unit = q.owner;
  const kinds = s.holdings.filter((h) => h.unit === unit && h.noun !== unit);
  const holder = kinds[0]?.owner ?? '';
  if (unit === '' || kinds.length < 2 || kinds.length !== s.holdings.length || kinds.some((h) => h.owner !== holder)) return null;
  if (kinds.some((h) => h.term !== h.initial) || s.events.length + s.parts.length + s.compares.length + s.outOf.length > 0) return null;
  const words = q.words.filter((w) => w !== holder);
  const chosen = kinds.filter((h) => words.length === 1 && h.noun === `${words[0]} ${unit}`);
  const total = sum(kinds.map((h) => h.term));
  return chosen.length === 1 && chosen[0] && total ? div(chosen[0].term, total) : null;
}

const percentQuestion: Strategy = (s, q) => {
  if (!q.percent) return null;
  const pair = s.outOf[0];
  if (s.outOf.length === 0) {
    const share = kindShare(s, q);
    return share ? mul(share, lit('100')) : null;
  }
  if (s.outOf.length !== 1 || !pair) return null;
  // "What percent … did he answer correctly": the question asks about what the part did, in the same words.
  if (pair.verb && (q.verb?.lemma !== pair.verb || !(pair.how ?? []).every((w) => q.words.includes(w)))) return null;
  return mul(div(termOfMention(pair.part), termOfMention(pair.whole)), lit('100'));
};

const fractionLeft: Strategy = (s, q) => {
  if (!q.fraction) return null;
  const changed = s.holdings.filter((h) => h.term !== h.initial && (q.owner === '' || h.owner === q.owner || h.owner.endsWith(q.owner)));
  if (changed.length === 0) return kindShare(s, q);
  return changed.length === 1 && changed[0] ? div(changed[0].term, changed[0].initial) : null;
};

const need: Strategy = (s, q) => {
  if (!q.need) return null;
  const who = owner(s, q);
  // "Julia needs 2,400 tiles. She has 4 boxes of 450 tiles. How many more tiles does she need?" (rule A5): the one
  // need of that holder in the asked unit, less what she has of it.
  const unit = askedUnit(s, q, who);
  const goals = s.goals.filter((g) => g.owner === who && (g.unit === unit || g.noun === unit || sameUnit(g.unit, unit)));
  if (goals.length > 0) {
    const have = goals.length === 1 && goals[0] && q.more === 'more' ? amount(s, who, unit) : null;
    return have && goals[0] ? sub(goals[0].term, have) : null;
  }
  const cost = s.prices.length === 1 ? s.prices[0]?.term : null;
  const have = s.holdings.filter((h) => h.owner === who && isMoney(h.unit));
  return cost && have.length === 1 && have[0] ? sub(cost, have[0].term) : null;
};

/** The one group whose name has every word of `phrase` ("advanced player", "daisy"); null when none or several. */
function partNamed(s: Story, phrase: string): Story['parts'][number] | null {
  const words = phrase.split(' ').filter((w) => w !== '');
  if (words.length === 0) return null;
  const found = s.parts.filter((p) => words.every((w) => p.words.includes(w)));
  return found.length === 1 ? (found[0] ?? null) : null;
}

const difference: Strategy = (s, q) => {
  if (q.more === '' && !q.comparative) return null;
  // The amounts compared here are whole holdings: a question about named days ("on Monday than on Tuesday") is read
  // by rule A6b or not at all (it compared Tom's pages of both days with Ann's).
  if (q.words.some((w) => WHEN_WORDS.has(w))) return null;
  const who = owner(s, q);
  const unit = q.unit || q.noun;
  if (q.family === 'money' || isMoney(unit)) {
    const a = s.prices.find((p) => p.item === who || p.item.endsWith(` ${who}`));
    const b = s.prices.find((p) => p !== a && (q.than === '' || p.item === q.than || p.item.endsWith(` ${q.than}`)));
    if (a && b) {
      const d = q.more === 'fewer' ? sub(b.term, a.term) : sub(a.term, b.term);
      return isMoney(q.unit) ? convertTerm(d, a.unit, q.unit) : d;
    }
  }
  if (who === '' && q.than !== '') {
    // "How many more red balls than blue balls": two kinds held by the same holder.
    const a = s.holders(q.noun || unit);
    const b = s.holders(q.than);
    if (a.length === 1 && b.length === 1 && a[0] && b[0] && a[0] !== b[0])
      return q.more === 'fewer' ? sub(b[0].term, a[0].term) : sub(a[0].term, b[0].term);
    // "How many more daisies than roses": two groups named of one whole.
    const x = partNamed(s, q.noun || unit);
    const y = partNamed(s, q.than);
    if (x && y && x !== y && x.whole === y.whole) return q.more === 'fewer' ? sub(y.term, x.term) : sub(x.term, y.term);
  }
  // Rule A6c: "how many fewer bagels than croissants did the bakery sell", "so the library has 65 more fiction books
  // than nonfiction books": two kinds of one holder — held, or of one activity — when "than" names a kind and no
  // holder. Each kind has exactly one amount, and the activity exactly one doer.
  const kindAsked = q.noun || unit;
  const thanHolder = s.history.some((h) => h.name === q.than || h.name === q.thanAsWritten);
  if (q.than !== '' && !thanHolder && kindAsked !== q.than) {
    const verb = q.verb;
    if (verb && verb.cls !== 'have' && !q.copula) {
      const acts = s.events.filter((e) => sameActivity(e.lemma, verb.lemma) && (who === '' || e.owner === who));
      const of = (k: string) => acts.filter((e) => e.noun === k || (e.unit === k && e.noun === e.unit));
      const [a, b] = [of(kindAsked), of(q.than)];
      if (new Set(acts.map((e) => e.owner)).size === 1 && a.length === 1 && b.length === 1 && a[0] && b[0] && a[0] !== b[0])
        return q.more === 'fewer' ? sub(b[0].term, a[0].term) : sub(a[0].term, b[0].term);
    } else if (who !== '') {
      const a = s.holdings.filter((h) => h.owner === who && h.noun === kindAsked);
      const b = s.holdings.filter((h) => h.owner === who && h.noun === q.than);
      if (a.length === 1 && b.length === 1 && a[0] && b[0])
        return q.more === 'fewer' ? sub(b[0].term, a[0].term) : sub(a[0].term, b[0].term);
    }
  }
  const mine = amount(s, who, unit);
  // "than Carlos": the holder the story named so, not "carlo".
  let than = q.thanAsWritten !== '' && s.history.some((h) => h.name === q.thanAsWritten) ? q.thanAsWritten : q.than;
  // "than the red one" after "the blue ribbon": the one is a ribbon (the phrase ends before "one").
  const head = who.split(' ').pop() ?? '';
  const known = (name: string) => s.history.some((h) => h.name === name);
  if (q.oneAfterThan && /^[a-z]+$/.test(than) && who.includes(' ') && !known(than) && known(`${than} ${head}`)) than = `${than} ${head}`;
  let other = than ? amount(s, than, unit) : null;
  if (!other && q.than === '') {
    const rest = s.holdings.filter((h) => h.owner !== who && (h.unit === unit || sameUnit(h.unit, unit) || unit === ''));
    const mineUnit = s.holdings.find((h) => h.owner === who)?.unit ?? unit;
    if (rest.length === 1 && rest[0] && (unit === '' || rest[0].unit === mineUnit)) other = rest[0].term;
  }
  if (!mine || !other) return null;
  // "How many more did Maya pick than Eli" after "Eli ate 5": the question asks what each did, not what each has now
  // (it was 34-(19-5)). When either amount changed since, the answer is the amounts of that activity, or none.
  const verb = q.verb;
  if (verb && verb.cls !== 'have' && !q.copula && !q.left && s.changed.some((ch) => ch.owner === who || ch.owner === than)) {
    const did = (name: string) =>
      s.events.filter(
        (e) =>
          e.owner === name &&
          sameActivity(e.lemma, verb.lemma) &&
          (unit === '' || e.unit === unit || e.noun === unit || sameUnit(e.unit, unit)),
      );
    const [a, b] = [did(who), did(than)];
    if (a.length === 0 || b.length === 0) return null;
    const [x, y] = [sum(a.map((e) => e.term)), sum(b.map((e) => e.term))];
    if (!x || !y) return null;
    return q.more === 'fewer' ? sub(y, x) : sub(x, y);
  }
  return q.more === 'fewer' ? sub(other, mine) : sub(mine, other);
};

/**
 * "How many fewer muffins did it sell on Saturday than on Friday" (rule A6b): the same activity of one holder on two
 * named days, the day before "than" less the day after it. Each day must have exactly one amount of that activity
 * in the unit asked (a day with two amounts, or none, is no reading), and the question states no number of its own.
 */
const dayDifference: Strategy = (s, q) => {
  const verb = q.verb;
  if (!verb || verb.cls === 'have' || q.copula || q.mentions.length > 0 || q.than !== '') return null;
  const than = q.words.indexOf('than');
  const own = q.words.filter((w, i) => i < than && WHEN_WORDS.has(w));
  const ref = q.words.filter((w, i) => i > than && WHEN_WORDS.has(w));
  if (than < 0 || own.length !== 1 || ref.length !== 1 || own[0] === ref[0]) return null;
  const who = owner(s, q);
  const unit = q.unit || q.noun;
  if (unit === '') return null;
  const on = (day: string | undefined) =>
    s.events.filter(
      (e) => e.when === day && sameActivity(e.lemma, verb.lemma) && (who === '' || e.owner === who) && (e.unit === unit || e.noun === unit),
    );
  const a = on(own[0]);
  const b = on(ref[0]);
  // Another holder of that activity would make "it"/"she" a guess, and a day of two amounts no single amount.
  if (who === '' && new Set(s.events.filter((e) => sameActivity(e.lemma, verb.lemma)).map((e) => e.owner)).size !== 1) return null;
  if (a.length !== 1 || b.length !== 1 || !a[0] || !b[0]) return null;
  return q.more === 'fewer' ? sub(b[0].term, a[0].term) : sub(a[0].term, b[0].term);
};

/** "How much money will Jo have left after buying 3 tickets": the money held minus that many times the price. */
const afterBuying: Strategy = (s, q) => {
  const bought = q.afterBuying;
  if (!bought) return null;
  const who = owner(s, q);
  const money = s.holdings.filter((h) => h.owner === who && isMoney(h.unit));
  const prices = s.factors.filter(
    (f) => Object.keys(f.dims).length === 2 && f.dims[bought.unit] === -1 && Object.keys(f.dims).some((u) => isMoney(u) && f.dims[u] === 1),
  );
  if (money.length !== 1 || !money[0] || prices.length !== 1 || !prices[0]) return null;
  return sub(money[0].term, mul(termOfMention(bought), prices[0].term));
};

/**
 * "Priya has $45. Notebooks cost $4 each. How many notebooks can she buy?" (rule A18): as many as the money she holds
 * now pays for, floor(45/4), when the story states one price of the thing asked (per one of it) and one holding of
 * money for her; anything else bought or priced leaves the count to the other rules.
 */
const affordable: Strategy = (s, q) => {
  const unit = q.unit || q.noun;
  // Only whole things: "how many kilograms of rice can she buy" is 2.5 kilograms for $5 at $2, never 2.
  if (!q.canBuy || unit === '' || q.mentions.length > 0 || UNITS[unit] || MEASURE_NOUNS.has(unit)) return null;
  const who = owner(s, q);
  const money = s.holdings.filter((h) => (who === '' || h.owner === who) && isMoney(h.unit));
  const prices = s.factors.filter(
    (f) => Object.keys(f.dims).length === 2 && f.dims[unit] === -1 && Object.keys(f.dims).some((u) => isMoney(u) && f.dims[u] === 1),
  );
  const price = prices[0];
  const moneyUnit = price ? Object.keys(price.dims).find((u) => isMoney(u)) : undefined;
  if (money.length !== 1 || !money[0] || prices.length !== 1 || !price || !moneyUnit || s.purchases.length > 0) return null;
  const held = amount(s, money[0].owner, moneyUnit);
  return held ? floor(div(held, price.term)) : null;
};

const dimensions: Strategy = (s, q) => {
  // A question that counts lamps ("how many lamps", "for 3 cakes") reads "a lamp uses 40 watts" per lamp.
  const asked = q.unit || q.noun;
  // Spans of several days added into one (rule S14) answer for all of those days, never for one of them.
  if (s.factors.some((f) => f.days) && q.words.some((w) => WHEN_WORDS.has(w))) return null;
  // A holder's amount made by a comparison ("Tom buys twice as many pens as Ann") is no factor: the analysis would
  // price Ann's 3 pens for Tom.
  if (s.compares.length > 0) return null;
  const kinds = new Set([asked, ...q.mentions.map((m) => m.unit)]);
  const perOne = s.factors.filter((f) => f.perOneOf !== undefined && kinds.has(f.perOneOf));
  const kind = perOne[0]?.perOneOf ?? '';
  const factors =
    perOne.length === 1 && !s.factors.some((f) => kind in f.dims)
      ? s.factors.map((f) => (f === perOne[0] ? { ...f, dims: { ...f.dims, [kind]: -1 }, perWord: 'each' } : f))
      : [...s.factors];
  for (const m of q.mentions) {
    if (m.kind !== 'count') return null;
    const dims: Record<string, number> = m.unit ? { [m.unit]: 1 } : {};
    if (m.per) dims[m.per] = (dims[m.per] ?? 0) - 1;
    factors.push({ dims, term: termOfMention(m), ids: [m.id] });
  }
  const dims: Record<string, number> = {};
  let unit = q.unit;
  if (unit === '' && q.noun === '') unit = '';
  // "how much water": the unit the story measured water in.
  if (unit && !UNITS[unit] && !factors.some((f) => unit in f.dims)) {
    const measured = s.mentions.find((m) => m.of === unit || m.of.endsWith(` ${unit}`));
    if (measured) unit = measured.unit;
  }
  if (unit) dims[unit] = 1;
  else if (q.family === 'money' || q.family === 'length' || q.family === 'time' || q.family === 'mass') dims[q.family] = 1;
  else return null;
  let per = q.per;
  if (per === 'one' && s.shared) {
    // "Five roommates share … equally. How much does each one pay": each one of the group it is shared among.
    const groups = factors.filter((f) => {
      const [u = '', e] = Object.entries(f.dims)[0] ?? [];
      return Object.keys(f.dims).length === 1 && e === 1 && !UNITS[u] && !isMoney(u) && u !== unit;
    });
    per = groups.length === 1 ? (Object.keys(groups[0]?.dims ?? {})[0] ?? '') : '';
    if (per === '') return null;
  }
  if (per) dims[per] = (dims[per] ?? 0) - 1;
  if (q.family === 'length' && !unit && q.per === '' && /speed/.test(q.words.join(' '))) return null;
  const solution: DimensionSolution | null = solveDimensions(factors, { dims });
  return solution ? { term: solution.term, inverted: solution.inverted } : null;
};

/**
 * What is left over after as many whole groups as possible (rule A11): the story has exactly two amounts, a total T of
 * the asked thing and a divisor — the size of one group in the same unit ("cases of 12", "$7 books", "pieces of 35
 * centimeters") or the number of groups it is shared among ("equally among 6 friends") — and the answer is mod(T, D),
 * in the asked unit.
 */
const remainder: Strategy = (s, q) => {
  if (s.factors.length !== 2 || q.mentions.length > 0) return null;
  const unit = q.unit || q.noun || (q.family === 'money' ? 'dollar' : '');
  const fits = (u: string) => unit === '' || u === unit || sameUnit(u, unit);
  const totals = s.factors.filter((f) => Object.keys(f.dims).length === 1 && Object.values(f.dims)[0] === 1);
  for (const total of totals) {
    const [u = ''] = Object.keys(total.dims);
    if (!fits(u)) continue;
    const other = s.factors.find((f) => f !== total);
    if (!other) return null;
    const keys = Object.keys(other.dims);
    let size: Term | null = null;
    if (keys.length === 2) {
      // A group size: {unit: 1, group: -1} in the total's family.
      const sizeUnit = keys.find((k) => other.dims[k] === 1) ?? '';
      if (keys.some((k) => other.dims[k] !== 1 && other.dims[k] !== -1) || !fits(sizeUnit) || !(sameUnit(sizeUnit, u) || sizeUnit === u))
        continue;
      size = convertTerm(other.term, sizeUnit, unit || u);
    } else if (keys.length === 1 && other.dims[keys[0] ?? ''] === 1 && s.shared) {
      // Shared equally among N groups: the divisor is the number of groups.
      if (keys[0] === u || sameUnit(keys[0] ?? '', u)) continue;
      size = other.term;
    }
    const t = convertTerm(total.term, u, unit || u);
    if (size && t) return mod(t, size);
  }
  return null;
};

/** "How much change does she get": what she paid with, minus what she bought (rule A12). */
const change: Strategy = (s, q) => {
  const who = owner(s, q);
  const paid = s.payments.filter((p) => who === '' || p.owner === who);
  const bought = s.purchases.filter((p) => who === '' || p.owner === who);
  if (paid.length !== 1 || bought.length === 0 || !paid[0]) return null;
  const unit = paid[0].unit;
  const totals = bought.map((p) => convertTerm(p.total, p.unit, unit));
  if (!totals.every((t): t is Term => t !== null)) return null;
  const cost = sum(totals);
  return cost ? sub(paid[0].term, cost) : null;
};

/**
 * "A shirt costs $25 and a hat costs $10. How much do 2 shirts and 3 hats cost?" (rule A17): the sum over the things the
 * question counts of count × the one price per such thing, in one money unit.
 */
const basket: Strategy = (s, q) => {
  if ((q.family !== 'money' && !isMoney(q.unit)) || q.mentions.length < 2) return null;
  const terms: Term[] = [];
  let money = '';
  for (const m of q.mentions) {
    if (m.kind !== 'count' || m.per || m.unit === '' || isMoney(m.unit)) return null;
    const prices = s.factors.filter((f) => Object.keys(f.dims).length === 2 && f.dims[m.unit] === -1);
    const price = prices[0];
    const unit = Object.keys(price?.dims ?? {}).find((u) => u !== m.unit) ?? '';
    if (prices.length !== 1 || !price || !isMoney(unit) || price.dims[unit] !== 1 || (money !== '' && unit !== money)) return null;
    money = unit;
    terms.push(mul(termOfMention(m), price.term));
  }
  if (isMoney(q.unit) && q.unit !== money) return null;
  return sum(terms);
};

/** The question's type, recognised explicitly, and the only strategies that may answer it. */
interface Plan {
  strategies: Strategy[];
  /** Cue kinds this type of question reads (a cue of any other kind in the question means it was not understood). */
  reads: CueKind[];
  /** The story cue kinds the answer reads ("as many as possible" for a remainder). */
  storyReads: CueKind[];
}

function plan(s: Story, q: Question): Plan {
  const none: CueKind[] = [];
  if (q.afterBuying) return { strategies: [afterBuying], reads: none, storyReads: none };
  if (q.change) return { strategies: [change], reads: ['money'], storyReads: ['money'] };
  // "average speed", "average … per day": a rate over the whole story, which dimensional analysis computes.
  if (q.average)
    return {
      strategies: [
        weightedAverage,
        targetAverage,
        average,
        ...(q.per !== '' || q.words.some((w) => /^(?:speed|rate|pace)$/.test(w)) ? [dimensions] : []),
      ],
      reads: ['average'],
      storyReads: none,
    };
  if (q.percent) return { strategies: [percentQuestion], reads: none, storyReads: none };
  if (q.fraction) return { strategies: [fractionLeft], reads: none, storyReads: none };
  if (q.more !== '' || q.comparative) return { strategies: [need, dayDifference, difference], reads: ['compare'], storyReads: none };
  // "How many are left over" after a division: the remainder, never the quotient or a difference.
  if (q.leftOver || (q.left && (s.maximal || s.shared || q.maximal) && s.factors.length === 2))
    return { strategies: [remainder], reads: ['rest', 'rounding'], storyReads: ['rounding', 'share'] };
  if (q.family === 'age') return { strategies: [holdings], reads: q.ago ? ['direction'] : none, storyReads: none };
  // "How many cookies did they eat": an action's question is answered by that action, never by what is left.
  const action = q.verb !== null && q.verb.cls !== 'have' && !q.copula && !q.left;
  const reads: CueKind[] = q.left ? ['rest'] : [];
  // "How many sheep are not black": the part of a whole that is not the named group (parts reads the negation).
  if (q.negated) return { strategies: [parts], reads: ['negation'], storyReads: none };
  if (q.mentions.length > 0 || q.per)
    return {
      strategies: action ? [basket, dimensions, parts, events] : [basket, dimensions, parts, events, holdings],
      reads,
      storyReads: none,
    };
  if (q.family === 'money')
    return {
      strategies: action ? [parts, events, purchases, dimensions] : [parts, price, holdings, purchases, events, dimensions],
      reads,
      storyReads: none,
    };
  // "How many shells did they collect in total" after "Omar collected 17 more than Priya", "how many shells did
  // Noah find" after "Noah found 8 fewer than twice what Mia found": the compared amounts are what each did.
  const who = owner(s, q);
  const compared = (q.total && s.compares.length > 0) || (who !== '' && s.compares.some((c) => c.owner === who)) ? [holdings] : [];
  return {
    strategies: q.canBuy ? [affordable] : action ? [parts, events, dimensions, ...compared] : [parts, holdings, events, dimensions],
    reads,
    storyReads: none,
  };
}

/**
 * Discrete things are counted in whole numbers; measures (units with conversions) and money are not. A rate per a
 * measure ("pages per day") may be fractional; a share per person ("candies each friend gets") may not.
 */
function countsWholeThings(s: Story, q: Question): boolean {
  const unit = q.unit || q.noun;
  if (q.family !== '' || unit === '' || isMoney(unit) || UNITS[unit] || measureOfSubstance(s, unit) || (q.per !== '' && UNITS[q.per]))
    return false;
  // "how much water": a substance, measured in whatever unit the story used.
  return !s.mentions.some((m) => m.of === unit || m.of.endsWith(` ${unit}`));
}

/**
 * Measures of a substance outside the conversion table ("3 cups of flour"): no exact factor to another unit, but an
 * amount of them may be fractional (7.5 cups), so they are no count of whole things — only when the story measures a
 * substance with them ("12 cups" alone may be dishes, counted whole).
 */
const MEASURE_NOUNS = new Set(['cup', 'tablespoon', 'teaspoon', 'gallon', 'quart', 'pint', 'ton', 'acre', 'hectare']);
const measureOfSubstance = (s: Story, unit: string) => MEASURE_NOUNS.has(unit) && s.mentions.some((m) => m.unit === unit && m.of !== '');

/** Units whose amounts may be fractional: continuous measures (money is checked apart). */
const CONTINUOUS = new Set(['length', 'imperial length', 'mass', 'imperial mass', 'volume']);

/**
 * Rule C1 (docs/natural-language.md, "Certain translations"): "how many days/boxes/people …" — or a closing claim of
 * a count — asks for whole things, unless it asks for money, a continuous measure, a rate, an average, a percent or a
 * fraction. A unit of time is a count of periods when the answer divides by a rate per such a unit (150 pages at 24
 * a day take 7 days to finish, not 6.25), or divides by a number of the text when no dimensional analysis found it;
 * a duration the answer multiplies out or adds up ("45 minutes every day for 2 weeks, in hours") is a measure. A
 * fractional value of a whole count then needs the text's own rounding (floor, ceiling, remainder, "rounded to"), or
 * the reading is not certain.
 */
function wholeCountAsked(s: Story, q: Question, a: Answer): boolean {
  if (!q.many || q.average || q.percent || q.fraction || q.per !== '') return false;
  const unit = q.unit || q.noun;
  if (isMoney(unit) || q.family === 'money') return false;
  const measure = UNITS[unit];
  if (!measure) return !measureOfSubstance(s, unit);
  if (CONTINUOUS.has(measure.family)) return false;
  const perPeriod = (f: Factor) => Object.entries(f.dims).some(([u, d]) => d < 0 && UNITS[u]?.family === measure.family);
  // Without the dimensional analysis, an answer that divides by a number of the text may count periods; a sum or a
  // difference of durations ("3.5 hours on Monday and 2 hours on Tuesday") is a measure.
  return a.inverted === undefined ? dividesByText(a.term) : a.inverted.some(perPeriod);
}

/** Coins counted by name: their values in cents are not read, so a money answer cannot come from their count. */
const COINS = new Set(['quarter', 'dime', 'nickel', 'half-dollar']);

/**
 * Rule C2 (docs/natural-language.md, "Certain translations"): when the question asks for a unit of the conversion
 * table ("in centimeters", "how many cents", "how many minutes"), the answer is certain only if some number it reads
 * is in that unit's family — the table then converts it — or is a rate per such a unit (pages per day → days). An
 * answer built from numbers of other units never reached the asked one (3 quarters and 2 dimes are not 5 cents).
 */
function unitsReached(s: Story, q: Question, term: Term): boolean {
  // "How much …" without a unit is money by default only: "how much longer" reads centimeters, so only a unit the
  // question names is checked against the numbers.
  const unit = q.unit;
  const used = new Set(usedIds(term));
  const mentions = [...s.mentions, ...q.mentions].filter((m) => used.has(m.id));
  if (isMoney(unit) || q.family === 'money') {
    if (mentions.some((m) => COINS.has(m.unit) || COINS.has(m.noun))) return false;
  }
  const measure = UNITS[unit];
  if (!measure || q.percent || q.fraction) return true;
  const inFamily = (u: string) => UNITS[u]?.family === measure.family;
  if (!mentions.some((m) => inFamily(m.unit) || (m.per !== '' && inFamily(m.per)))) return false;
  // A number in another unit of the family ("3 meters" asked in centimeters) is reached only through the table's factor.
  const converted = mentions.some((m) => m.unit !== unit && inFamily(m.unit));
  return !converted || hasConstant(term);
}

/**
 * A question that names one kind of a thing ("how many blue marbles") is not answered from an amount of another kind
 * of it ("24 red marbles"): every number of that thing the answer reads must be of the kind asked, or of the thing
 * in general ("a jar of 40 marbles, 1/4 of them blue").
 */
function kindsKept(s: Story, q: Question, term: Term): boolean {
  const unit = q.unit;
  const kind = q.noun;
  // "How many more red balls than blue balls" names two kinds, each read by the difference.
  if (unit === '' || kind === unit || !kind.endsWith(` ${unit}`) || q.than !== '') return true;
  const used = new Set(usedIds(term));
  const base = s.kindBases.get(kind);
  return s.mentions
    .filter((m) => used.has(m.id) && m.unit === unit)
    .every((m) => m.noun === kind || m.noun === unit || base?.has(m.id) === true);
}

/** Whether the term holds a number the grammar supplied (a conversion factor, 100 of a percent). */
function hasConstant(t: Term): boolean {
  if (t.k === 'lit') return t.id === CONSTANT;
  if (t.k === 'op' || t.k === 'mod') return hasConstant(t.a) || hasConstant(t.b);
  return hasConstant(t.a);
}

/** Calendar periods: counted whole when a rounding word asks for whole periods of an activity. */
const CALENDAR = new Set(['day', 'week', 'month', 'year']);

/**
 * Floor or ceiling of a quotient (rules A13, A14): only when the answer counts the groups a division makes — the
 * asked unit is the "per" unit of a rate the answer divides by ("12 people per van" → vans, "$0.35 per pencil" →
 * pencils) — and, for measured units of an hour or shorter, only when that rate counts whole events ("$15 each
 * hour"); days, weeks, months and years of an activity ("20 pages per day") are whole periods.
 */
function rounded(a: Answer, s: Story, q: Question): Term | null {
  // "giving each friend as many as possible": the share is the floor of the quotient.
  const rounding = q.rounding === '' && (s.maximal || q.maximal) ? 'floor' : q.rounding;
  if (rounding === '') return a.term;
  const unit = q.unit || q.noun;
  const counted = (a.inverted ?? []).filter((f) => unit !== '' && f.dims[unit] === -1);
  if (counted.length !== 1 || !dividesByText(a.term)) return a.term;
  const f = counted[0] as Factor;
  // A day, week, month or year of an activity ("20 pages per day") is a whole period: the last one is begun and
  // counted even when only part of its quota is left. An hour or a minute is a measure of time, rounded only for
  // events that recur whole ("$15 each hour").
  if (UNITS[unit] && f.perWord !== 'each' && f.perWord !== 'every' && !CALENDAR.has(unit)) return null;
  return rounding === 'floor' ? floor(a.term) : ceil(a.term);
}

/** The expression answering `q`, using every number of the story and of the question; null when none does. */
export function solve(s: Story, q: Question): { term: Term; storyReads: CueKind[] } | null {
  // A "he"/"she" that names no one for certain (rule C8) is no question about everyone either.
  if (q.pair.length > 0 && !pairIsEveryone(s, q)) return null;
  const people = new Set(s.history.filter((h) => h.person).map((h) => h.name));
  if (q.pronoun && !GROUP_PRONOUNS.has(q.owner) && people.size > 1 && owner(s, q) === '') return null;
  const needed = new Set([...s.mentions.map((m) => m.id), ...q.mentions.map((m) => m.id), ...(q.afterBuying ? [q.afterBuying.id] : [])]);
  const p = plan(s, q);
  const reads = new Set<CueKind>(p.reads);
  for (const strategy of p.strategies) {
    const found = strategy(s, q);
    if (!found) continue;
    const a: Answer = 'k' in found ? { term: found } : found;
    const used = new Set([...usedIds(a.term), ...(a.accounted ?? [])]);
    if (![...needed].every((id) => used.has(id)) || ![...used].every((id) => needed.has(id))) continue;
    let term = rounded(a, s, q);
    if (!term) return null;
    if (term !== a.term) reads.add('rounding');
    const storyReads: CueKind[] = [...p.storyReads, ...(term !== a.term && s.maximal ? (['rounding'] as CueKind[]) : [])];
    if (q.roundTo) term = roundTo(term, q.roundTo);
    // Every cue word of the question must be read by its type ("how many more" by a difference, "full" by a floor).
    if ([...q.cues].some((k) => !reads.has(k))) return null;
    const value = termValue(term);
    if (!value || isNegative(value)) return null;
    if (!isInteger(value) && countsWholeThings(s, q)) return null;
    // "15 pages every day … how many days": a count of whole days, which a fraction cannot be without a rounding.
    const asked = q.unit || q.noun;
    const periods = (a.inverted ?? []).some((f) => f.dims[asked] === -1 && (f.perWord === 'each' || f.perWord === 'every'));
    if (!isInteger(value) && periods && term === a.term) return null;
    if (!isInteger(value) && wholeCountAsked(s, q, a) && term === a.term && !q.roundTo) return null;
    if (!unitsReached(s, q, term) || !kindsKept(s, q, term)) return null;
    // Dividing a total into equal groups is what dimensional analysis computes ("72 students divided equally into 8
    // teams": 72/8 per team), so a dimensional answer reads the story's sharing words.
    return { term, storyReads: strategy === dimensions ? [...storyReads, 'share'] : storyReads };
  }
  return null;
}
