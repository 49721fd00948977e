/**
 * Answers the question from the story (docs/natural-language.md, rules A1–A10). Strategies are tried in a fixed
 * order chosen by the question's form; the first whose expression uses every number of the problem wins. An
 * expression that leaves a number unused is not an answer (the story was not fully understood).
 */
import { solveDimensions } from './dimensions.ts';
import { sameActivity, UNITS } from './lexicon.ts';
import type { Question } from './question.ts';
import { type Holding, isMoney, type Story, sameUnit, termOf as termOfMention } from './story.ts';
import { div, lit, mul, sub, sum, type Term, usedIds } from './term.ts';

type Strategy = (s: Story, q: Question) => Term | null;

/** "they", "we": everyone in the story, so the question has no single holder. */
const GROUP_PRONOUNS = new Set(['they', 'them', 'we', 'you']);

function owner(s: Story, q: Question): string {
  if (q.pronoun && GROUP_PRONOUNS.has(q.owner)) return '';
  if (q.pronoun) return s.resolve(q.owner, '', q.unit || (q.family === 'money' ? 'dollar' : ''));
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
  const direct = s.holdings.filter(
    (h) => h.owner === who && (unit === '' || h.noun === unit || h.unit === unit || h.of === unit || sameUnit(h.unit, unit)),
  );
  if (direct.length === 1 && direct[0]) return inUnit(direct[0], unit);
  if (direct.length > 1) {
    const converted = direct.map((h) => inUnit(h, unit));
    return direct.every((h) => sameUnit(h.unit, unit) || h.unit === unit) ? sum(converted) : null;
  }
  const cmp = s.compares.find((c) => c.owner === who && (unit === '' || sameUnit(c.unit, unit) || c.unit === unit));
  if (cmp) {
    const base = amount(s, cmp.other, cmp.unit, depth + 1);
    return base ? cmp.make(base) : null;
  }
  const reverse = s.compares.find((c) => c.other === who && (unit === '' || sameUnit(c.unit, unit) || c.unit === unit));
  if (reverse) {
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
    return now ? { k: 'op', op: '+', a: now, b: termOfMention(later) } : null;
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
  if (who !== '') {
    const direct = amount(s, who, unit);
    if (direct) return direct;
    if (q.total || unit !== '') {
      // "how many animals does the farmer have in total": everything the holder has, when all are counts.
      const all = s.holdings.filter((h) => h.owner === who && !UNITS[h.unit] && !isMoney(h.unit));
      if (all.length >= 2 && s.holdings.filter((h) => h.owner === who).length === all.length) return sum(all.map((h) => h.term));
    }
    return null;
  }
  if (q.total) {
    const all = everyone(s, unit);
    if (all) return all;
  }
  const hs = s.holders(unit);
  if (hs.length === 1 && hs[0] && s.compares.length === 0) return inUnit(hs[0], unit);
  return null;
};

const events: Strategy = (s, q) => {
  const verb = q.verb;
  if (!verb || verb.cls === 'have' || q.mentions.length > 0) return null;
  const who = owner(s, q);
  const unit = q.unit || q.noun;
  const matching = s.events.filter(
    (e) =>
      sameActivity(e.lemma, verb.lemma) &&
      (who === '' || e.owner === who) &&
      (unit === '' ? q.family !== 'money' || isMoney(e.unit) : e.unit === unit || e.noun === unit || sameUnit(e.unit, unit)),
  );
  return sum(matching.map((e) => e.term));
};

const purchases: Strategy = (s, q) => {
  if (q.family !== 'money' && !isMoney(q.unit)) return null;
  const who = owner(s, q);
  const mine = s.purchases.filter((p) => who === '' || p.owner === who);
  return sum(mine.map((p) => p.total));
};

/** "How many boys …", "how many sheep are not black": a group named by a percent or fraction of a whole. */
const parts: Strategy = (s, q) => {
  if (q.mentions.length > 0) return null;
  const asked = new Set([...q.words, q.unit]);
  const matches = s.parts.filter((p) => p.words.some((w) => asked.has(w)));
  if (matches.length !== 1 || !matches[0]) return null;
  return q.negated ? sub(matches[0].whole, matches[0].term) : matches[0].term;
};

const price: Strategy = (s, q) => {
  if ((q.family !== 'money' && !isMoney(q.unit)) || q.mentions.length > 0 || q.per) return null;
  const who = owner(s, q);
  const named = s.prices.filter((p) => p.item === who || p.item.endsWith(` ${who}`) || who.endsWith(` ${p.item}`));
  const chosen = named.length > 0 ? named : s.prices;
  const last = chosen[chosen.length - 1];
  return chosen.length === 1 || (last && named.length > 0) ? (last?.term ?? null) : null;
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

const percentQuestion: Strategy = (s, q) => {
  if (!q.percent) return null;
  const pair = s.outOf[0];
  return s.outOf.length === 1 && pair ? mul(div(termOfMention(pair.part), termOfMention(pair.whole)), lit('100')) : null;
};

const fractionLeft: Strategy = (s, q) => {
  if (!q.fraction) return null;
  const changed = s.holdings.filter((h) => h.term !== h.initial && (q.owner === '' || h.owner === q.owner || h.owner.endsWith(q.owner)));
  return changed.length === 1 && changed[0] ? div(changed[0].term, changed[0].initial) : null;
};

const need: Strategy = (s, q) => {
  if (!q.need) return null;
  const who = owner(s, q);
  const cost = s.prices.length === 1 ? s.prices[0]?.term : null;
  const have = s.holdings.filter((h) => h.owner === who && isMoney(h.unit));
  return cost && have.length === 1 && have[0] ? sub(cost, have[0].term) : null;
};

const difference: Strategy = (s, q) => {
  if (q.more === '' && !q.comparative) return null;
  const who = owner(s, q);
  const unit = q.unit || q.noun;
  if (q.family === 'money' || isMoney(unit)) {
    const a = s.prices.find((p) => p.item === who || p.item.endsWith(` ${who}`));
    const b = s.prices.find((p) => p !== a && (q.than === '' || p.item === q.than || p.item.endsWith(` ${q.than}`)));
    if (a && b) return q.more === 'fewer' ? sub(b.term, a.term) : sub(a.term, b.term);
  }
  if (who === '' && q.than !== '') {
    // "How many more red balls than blue balls": two kinds held by the same holder.
    const a = s.holders(q.noun || unit);
    const b = s.holders(q.than);
    if (a.length === 1 && b.length === 1 && a[0] && b[0] && a[0] !== b[0])
      return q.more === 'fewer' ? sub(b[0].term, a[0].term) : sub(a[0].term, b[0].term);
  }
  const mine = amount(s, who, unit);
  let other = q.than ? amount(s, q.than, unit) : null;
  if (!other && q.than === '') {
    const rest = s.holdings.filter((h) => h.owner !== who && (h.unit === unit || sameUnit(h.unit, unit) || unit === ''));
    if (rest.length === 1 && rest[0] && (unit === '' || rest[0].unit === (s.holdings.find((h) => h.owner === who)?.unit ?? '')))
      other = rest[0].term;
  }
  if (!mine || !other) return null;
  return q.more === 'fewer' ? sub(other, mine) : sub(mine, other);
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

const dimensions: Strategy = (s, q) => {
  const factors = [...s.factors];
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
  if (q.per) dims[q.per] = (dims[q.per] ?? 0) - 1;
  if (q.family === 'length' && !unit && q.per === '' && /speed/.test(q.words.join(' '))) return null;
  return solveDimensions(factors, { dims });
};

function order(q: Question): Strategy[] {
  if (q.afterBuying) return [afterBuying];
  const special = [average, percentQuestion, fractionLeft, need, difference];
  if (q.family === 'age') return [...special, holdings];
  // "How many cookies did they eat": an action's question is answered by that action, never by what is left.
  const action = q.verb !== null && q.verb.cls !== 'have' && !q.copula && !q.left;
  if (q.mentions.length > 0 || q.per)
    return action ? [...special, dimensions, parts, events] : [...special, dimensions, parts, events, holdings];
  if (q.family === 'money')
    return action ? [...special, events, purchases, dimensions] : [...special, price, holdings, purchases, events, dimensions];
  return action ? [...special, parts, events, dimensions] : [...special, parts, holdings, events, dimensions];
}

/** The expression answering `q`, using every number of the story and of the question; null when none does. */
export function solve(s: Story, q: Question): Term | null {
  const needed = new Set([...s.mentions.map((m) => m.id), ...q.mentions.map((m) => m.id), ...(q.afterBuying ? [q.afterBuying.id] : [])]);
  for (const strategy of order(q)) {
    const t = strategy(s, q);
    if (!t) continue;
    const used = new Set(usedIds(t));
    if ([...needed].every((id) => used.has(id)) && [...used].every((id) => needed.has(id))) return t;
  }
  return null;
}
