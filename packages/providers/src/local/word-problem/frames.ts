/**
 * Whole-problem frames (docs/natural-language.md, rules F1–F6): a few kinds of problem whose every sentence has a fixed
 * shape, read as one unit rather than clause by clause. A frame answers only when every sentence of the story matches
 * one of its patterns and every number of the text is one it read; otherwise the clause grammar is tried.
 *
 * F1 elapsed clock time: "leaves at 10:25 am and arrives at 2:05 pm", "goes to sleep at 9:30 pm and wakes up at 6:15
 *    am" → minutes (or hours) from the first time to the second, past midnight when the second is earlier, unless the
 *    text says "on the same day" (then the text contradicts itself, and the frame refuses).
 * F2 interest: a principal deposited, invested or borrowed (or the subject: "a loan of $P") at r% simple or compound
 *    interest (compounded yearly), for n years → the interest, or the amount after n years. The kind must be named ("simple" or "compound(ed)").
 * F3 percent change: "rose from $800 to $920" → (920 − 800)/800·100 when the question asks by what percent it rose.
 * F4 rectangle: "15 meters long and 9 meters wide" → area 15·9, perimeter 2·(15+9).
 * F5 square: "a square garden has a side of 9 meters" → area 9·9, perimeter 4·9.
 * F6 the cost of covering or fencing an F4 or F5 shape at a stated price per square unit or per unit of length.
 */

import { roundingInstruction } from '../rounding.ts';
import { canonical, UNITS } from './lexicon.ts';
import { add, div, lit, mod, mul, pow, roundTo, sub, type Term } from './term.ts';

export interface FrameAnswer {
  term: Term;
  /** How many numbers of the text the term reads (each exactly once). */
  numbers: number;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/** Literal terms with their own ids, so each number of the text appears once. */
function literals(values: string[]): Term[] {
  return values.map((v, i) => lit(v, 1000 + i));
}

const START = String.raw`(?:leaves|left|departs|departed|starts|started|begins|began|opens|opened|sets off|set off|goes to (?:sleep|bed)|went to (?:sleep|bed)|falls asleep|fell asleep|gets on|got on)`;
const END = String.raw`(?:arrives|arrived|ends|ended|finishes|finished|wakes up|woke up|gets up|got up|closes|closed|reaches|reached|lands|landed|stops|stopped|gets off|got off|returns|returned)`;
const CLOCK = String.raw`(\d{1,2}) : (\d{2}) (am|pm|a\.m\.|p\.m\.)`;

function minutesOf(h: Term, m: Term, pm: boolean): Term {
  // 12 am is 0 hours, 12 pm is 12: the hour mod 12, plus 12 after noon.
  const hours = pm ? add(mod(h, lit('12')), lit('12')) : mod(h, lit('12'));
  return add(mul(hours, lit('60')), m);
}

/** F1: elapsed time between two clock times. */
function elapsed(story: string[], question: string): FrameAnswer | null {
  if (story.length !== 1) return null;
  const text = (story[0] ?? '').replace(/\s*:\s*/g, ' : ');
  const re = new RegExp(
    String.raw`^(?:[a-z]+ ){1,4}?${START}(?: [a-z]+){0,3} at ${CLOCK} and (?:(?:he|she|they|it|[a-z]+) )?${END}(?: [a-z]+){0,3} at ${CLOCK}( on the same day| the same day| that day)?( the next (?:morning|day)| on the next day)?$`,
  );
  const m = re.exec(text);
  if (!m) return null;
  const [h1 = '', m1 = '', p1 = '', h2 = '', m2 = '', p2 = '', same, next] = m.slice(1);
  if (same && next) return null;
  if (Number(h1) < 1 || Number(h1) > 12 || Number(h2) < 1 || Number(h2) > 12 || Number(m1) > 59 || Number(m2) > 59) return null;
  const q = /^how (?:many (minutes|hours)(?: long)?|long) (?:does|did|will|is|was|do) .+?(?: in (minutes|hours))?$/.exec(question);
  const unit = q?.[1] ?? q?.[2];
  if (!q || !unit) return null;
  const [a, b, c, d] = literals([h1, m1, h2, m2]) as [Term, Term, Term, Term];
  const start = minutesOf(a, b, p1.startsWith('p'));
  let end = minutesOf(c, d, p2.startsWith('p'));
  const startMin = ((Number(h1) % 12) + (p1.startsWith('p') ? 12 : 0)) * 60 + Number(m1);
  const endMin = ((Number(h2) % 12) + (p2.startsWith('p') ? 12 : 0)) * 60 + Number(m2);
  if (endMin <= startMin) {
    if (same) return null;
    end = add(end, lit('1440'));
  } else if (next) {
    // "Starts at 9:00 am and ends at 5:00 pm the next day" is a day and 8 hours, which this frame does not count.
    return null;
  }
  const minutes = sub(end, start);
  return { term: unit === 'hours' ? div(minutes, lit('60')) : minutes, numbers: 4 };
}

const PRINCIPAL = String.raw`(?:[a-z]+ )?(?:puts|put|deposits|deposited|invests|invested|places|placed|saves|saved|borrows|borrowed|lends|lent) ${NUM} dollars(?: (?:in|into) (?:a|an|the|his|her|their) (?:savings |bank )?(?:account|bank))?`;
/** "A loan of $5,000", "a savings account starts with $5,000", "a bank account holds $1,000": the principal as subject. */
const PRINCIPAL_SUBJECT = String.raw`(?:a|an|the|his|her|their) (?:(?:loan|deposit|investment) of ${NUM} dollars|(?:savings |bank )?account (?:starts with|holds|has|contains|opens with) ${NUM} dollars)`;
const PER_YEAR = String.raw`(?: per year| a year| annually| per annum| each year| every year| yearly)?`;
const COMPOUNDED = String.raw`(?:,? compounded (?:annually|yearly|once a year|every year|each year))?`;
const RATE = String.raw`(?:that |which |and )?(?:pays|earns|gives|offers|charges|grows at|is charged|at) ${NUM} percent (simple |compound )?interest${PER_YEAR}${COMPOUNDED}`;
/** "has simple interest of 4% per year", "with compound interest of 5% a year". */
const RATE_OF = String.raw`(?:that |which |and )?(?:has|with|charges|earns|pays) (simple |compound )?interest of ${NUM} percent${PER_YEAR}${COMPOUNDED}`;

/** The questions of F2: the interest alone, or the amount after the years (owed, in the account, worth, paid back). */
const WANTS_INTEREST =
  /^how much interest (?:does|did|will|would) (?:he|she|they|it|[a-z]+) (?:earn|get|receive|pay|owe|make)\b|^how much interest (?:is|will be) (?:owed|earned|paid|charged)\b/;
const WANTS_TOTAL = [
  /^how much money (?:is|will be|would be|will there be) in the account\b/,
  /^how much money (?:does|will|would) (?:he|she|they|[a-z]+) have\b/,
  /^how much (?:is|will be|would be) (?:in the account|owed)\b/,
  /^how much (?:will|would) (?:be owed|(?:the|his|her|their) (?:investment|account|loan) be worth)\b/,
  /^how much is (?:the|his|her|their) (?:investment|account) worth\b/,
  /^how much (?:does|will|would|must) (?:he|she|they|[a-z]+) (?:pay back|repay|owe)\b/,
  /^what (?:is|will be|would be) the (?:total )?(?:amount owed|balance|amount in the account|amount to pay back|amount to repay|value of the (?:investment|account))\b/,
];

/** F2: simple or yearly compound interest. */
function interest(story: string[], asked: string): FrameAnswer | null {
  if (story.length !== 1) return null;
  const text = story[0] ?? '';
  // "…, rounded to the nearest cent": the amount is rounded as the question says.
  const rounding = roundingInstruction(asked);
  const question = (rounding ? rounding.phrase : asked).replace(/,? in total$/, '');
  let p = '';
  let r = '';
  let kindWord: string | undefined;
  let storyYears: string | undefined;
  const byVerb = new RegExp(String.raw`^${PRINCIPAL},? ${RATE}(?: for ${NUM} years?)?$`).exec(text);
  const bySubject = new RegExp(String.raw`^${PRINCIPAL_SUBJECT},? (?:${RATE}|${RATE_OF})(?: for ${NUM} years?)?$`).exec(text);
  if (byVerb) [p = '', r = '', kindWord, storyYears] = byVerb.slice(1);
  else if (bySubject) {
    const [loan, account, rate, kind, kindOf, rateOf, years] = bySubject.slice(1);
    p = loan ?? account ?? '';
    r = rate ?? rateOf ?? '';
    kindWord = kind ?? kindOf;
    storyYears = years;
  } else return null;
  const compounded = /\bcompounded\b/.test(text) || kindWord === 'compound ';
  const simple = kindWord === 'simple ';
  if (simple === compounded || p === '' || r === '') return null;
  const years = /(?: in| after| over| for) (\d+) years?$/.exec(question);
  const wantsInterest = WANTS_INTEREST.test(question);
  const wantsTotal = WANTS_TOTAL.some((re) => re.test(question));
  if ((!wantsInterest && !wantsTotal) || (years?.[1] && storyYears) || (!years?.[1] && !storyYears)) return null;
  // "How much money … in 3 years" is the total; "how much interest …" the interest alone.
  if (wantsInterest && /^how much money\b/.test(question)) return null;
  const [P, R, N] = literals([p, r, years?.[1] ?? storyYears ?? '']) as [Term, Term, Term];
  const rate = div(R, lit('100'));
  const P2 = lit(p, 1000);
  let term: Term;
  if (simple) term = wantsInterest ? mul(mul(P, rate), N) : add(P, mul(mul(P2, rate), N));
  else {
    const grown = mul(P, pow(add(lit('1'), rate), N));
    term = wantsInterest ? sub(grown, P2) : grown;
  }
  return { term: rounding ? roundTo(term, rounding.scale) : term, numbers: 3 };
}

const UP = String.raw`rose|rises|increased|increases|went up|goes up|grew|grows|climbed|was raised|was increased`;
const DOWN = String.raw`fell|falls|dropped|drops|decreased|decreases|went down|goes down|declined|was reduced|was decreased|was lowered|was cut`;

/**
 * F3: percent change between two amounts of one unit the text states ("the price rose from $800 to $920. By what
 * percent did the price increase?"): (new − old)/old·100 for an increase, (old − new)/old·100 for a decrease. The
 * question must ask about the same direction the story moved in, and the amounts must move that way.
 */
function percentChange(story: string[], question: string): FrameAnswer | null {
  if (story.length !== 1) return null;
  const m = new RegExp(String.raw`^(?:[a-z']+ ){1,6}?(${UP}|${DOWN}) from ${NUM}(?: ([a-z]+))? to ${NUM}(?: ([a-z]+))?$`).exec(
    story[0] ?? '',
  );
  if (!m) return null;
  const [verb = '', a = '', unitA, b = '', unitB] = m.slice(1);
  if (unitA !== unitB) return null;
  const q =
    /^by what (?:percent|percentage) (?:did|does|has|was|is) (?:[a-z]+ ){1,4}?(increase|increased|rise|risen|go up|gone up|grow|grown|decrease|decreased|fall|fallen|drop|dropped|go down|gone down)$/.exec(
      question,
    ) ??
    /^what (?:is|was) the (?:percent|percentage) (increase|decrease|rise|drop|fall)(?: (?:in|of) (?:[a-z]+ ){0,4}?[a-z]+)?$/.exec(question);
  if (!q?.[1]) return null;
  const up = new RegExp(String.raw`^(?:${UP})$`).test(verb);
  const askedUp = /^(?:increase|increased|rise|risen|go up|gone up|grow|grown)$/.test(q[1]);
  if (up !== askedUp || Number(a) <= 0 || (up ? Number(b) <= Number(a) : Number(b) >= Number(a))) return null;
  const [A, B] = literals([a, b]) as [Term, Term];
  const A2 = lit(a, 1000);
  return { term: mul(div(up ? sub(B, A) : sub(A, B), A2), lit('100')), numbers: 2 };
}

/** Shapes whose area is not length times width. */
const NOT_RECTANGLE = /\b(?:shaped|triangle|triangular|circle|circular|round|oval|semicircle|semicircular|trapezoid|diamond)\b/;

/**
 * F4: area and perimeter of a rectangle: "a garden is 15 meters long and 9 meters wide" (or "15 meters by 9 meters",
 * "has a length of 15 meters and a width of 9 meters", "the length of the garden is 15 meters and its width is 9 meters")
 * → 15·9 for its area, 2·(15+9) for its perimeter. Both sides in one unit of length; a unit the question names
 * ("in square meters", "in meters") must be that unit. Any other shape named refuses.
 */
function rectangle(story: string[], question: string): FrameAnswer | null {
  if (story.length !== 1 || NOT_RECTANGLE.test(story[0] ?? '')) return null;
  const m =
    new RegExp(
      String.raw`^(?:a|an|the|his|her|their) (?:[a-z]+ ){0,2}?(?:is|measures) ${NUM} ([a-z]+) long and ${NUM} ([a-z]+) wide$`,
    ).exec(story[0] ?? '') ??
    new RegExp(String.raw`^(?:a|an|the|his|her|their) (?:[a-z]+ ){0,2}?(?:is|measures) ${NUM} ([a-z]+) by ${NUM} ([a-z]+)$`).exec(
      story[0] ?? '',
    ) ??
    new RegExp(
      String.raw`^(?:a|an|the|his|her|their) (?:[a-z]+ ){0,2}?(?:has|with) a length of ${NUM} ([a-z]+) and a width of ${NUM} ([a-z]+)$`,
    ).exec(story[0] ?? '') ??
    new RegExp(
      String.raw`^the length of (?:a|an|the|his|her|their) (?:[a-z]+ ){0,2}?(?:is|measures) ${NUM} ([a-z]+) and (?:its|the) width is ${NUM} ([a-z]+)$`,
    ).exec(story[0] ?? '');
  if (!m) return null;
  const [l = '', unitL = '', w = '', unitW = ''] = m.slice(1);
  const unit = canonical(unitL);
  if (unit !== canonical(unitW) || !isLength(unit)) return null;
  const asked = shapeAsked(question, unit);
  if (!asked) return null;
  const [L, W] = literals([l, w]) as [Term, Term];
  return { term: asked === 'area' ? mul(L, W) : mul(lit('2'), add(L, W)), numbers: 2 };
}

const isLength = (unit: string) => {
  const family = UNITS[unit]?.family ?? '';
  return family === 'length' || family === 'imperial length';
};

/** What goes around a shape: its length is the perimeter. */
const AROUND = String.raw`(?:fencing|fence|edging|border|trim|ribbon|rope|wire)`;
/** "to go around it", "to fence the garden": the whole way around, never some of its sides. */
const AROUND_PURPOSE = String.raw`(?: to (?:go|put|fit|run|place) (?:all the way )?around (?:it|the [a-z]+)| to (?:fence|enclose|surround|border) (?:it|the [a-z]+))?`;
const COVER = String.raw`(?: of [a-z]+)? (?:is|are|will be|would be) needed to cover (?:it|the [a-z]+|its [a-z]+)`;

/**
 * The measure a question asks of a plane shape whose sides are in `unit`: 'area' ("what is its area", "how many
 * square meters of carpet are needed to cover the floor") or 'perimeter' ("what is its perimeter", "how many meters
 * of fencing are needed to go around it"); null for anything else or a unit that is not the sides' own.
 */
function shapeAsked(question: string, unit: string): 'area' | 'perimeter' | null {
  const q = /^what is (?:its|the) (area|perimeter)(?: of (?:the|this|that|his|her|their|each|a) [a-z]+)?(?: in (square )?([a-z]+))?$/.exec(
    question,
  );
  if (q?.[1]) {
    const area = q[1] === 'area';
    if (q[3] !== undefined && (canonical(q[3]) !== unit || (q[2] !== undefined) !== area)) return null;
    return area ? 'area' : 'perimeter';
  }
  const around =
    new RegExp(String.raw`^how (?:much|many ([a-z]+) of) ${AROUND} (?:is|are|will be|would be) needed${AROUND_PURPOSE}$`).exec(question) ??
    new RegExp(
      String.raw`^how (?:much|many ([a-z]+) of) ${AROUND} (?:does|do|will|would) (?:he|she|they|we|you|i|[a-z]+) need${AROUND_PURPOSE}$`,
    ).exec(question) ??
    // "How many meters of fencing does it take to go around the garden once?"
    new RegExp(String.raw`^how (?:much|many ([a-z]+) of) ${AROUND} (?:does|will|would) it take${AROUND_PURPOSE}(?: once)?$`).exec(question);
  if (around) return around[1] === undefined || canonical(around[1]) === unit ? 'perimeter' : null;
  const cover = new RegExp(String.raw`^how many square ([a-z]+)${COVER}$`).exec(question);
  if (cover?.[1]) return canonical(cover[1]) === unit ? 'area' : null;
  return null;
}

const SIDE = String.raw`(?:a side|sides|each side|a side length|side lengths|a side length|a length)`;

/**
 * F5: area and perimeter of a square: "a square garden has a side of 9 meters", "the side of a square is 7 cm", "what
 * is the perimeter of a square with sides of 12 inches?" → 9·9 for its area, 4·9 for its perimeter. The side in a
 * unit of length; the question as for a rectangle (F4).
 */
function square(story: string[], question: string): FrameAnswer | null {
  return square_(story, question);
}

function square_(story: string[], question: string): FrameAnswer | null {
  if (story.length > 1 || NOT_RECTANGLE.test(story[0] ?? '')) return null;
  let side: RegExpExecArray | null = null;
  let asked: string = question;
  if (story.length === 1) {
    const text = story[0] ?? '';
    side =
      new RegExp(String.raw`^(?:a|an|the|his|her|their) square (?:[a-z]+ ){0,2}?(?:has|with) ${SIDE} of ${NUM} ([a-z]+)$`).exec(text) ??
      new RegExp(
        String.raw`^(?:the|each) sides? of (?:a|an|the|his|her|their) square (?:[a-z]+ ){0,2}?(?:is|are|measures|measure) ${NUM} ([a-z]+)(?: long)?$`,
      ).exec(text) ??
      new RegExp(
        String.raw`^(?:a|an|the|his|her|their) square (?:[a-z]+ ){0,2}?(?:is|measures) ${NUM} ([a-z]+) on (?:each|every|a) side$`,
      ).exec(text);
  } else {
    // The shape inside the question: "what is the perimeter of a square with sides of 12 inches".
    const inside = new RegExp(
      String.raw`^what is the (area|perimeter) of (?:a|the) square(?: [a-z]+)? (?:with|that has|which has) ${SIDE} of ${NUM} ([a-z]+)(?: long)?((?: in (?:square )?[a-z]+)?)$`,
    ).exec(question);
    if (inside) {
      side = [inside[0], inside[2] ?? '', inside[3] ?? ''] as unknown as RegExpExecArray;
      asked = `what is its ${inside[1]}${inside[4] ?? ''}`;
    }
  }
  if (!side) return null;
  const [s = '', sideUnit = ''] = side.slice(1);
  const unit = canonical(sideUnit);
  if (!isLength(unit)) return null;
  const what = shapeAsked(asked, unit);
  if (!what) return null;
  const [S] = literals([s]) as [Term];
  return { term: what === 'area' ? pow(S, lit('2')) : mul(lit('4'), S), numbers: 1 };
}

/** Covering a floor or ground: bought by its area. Painting is not here ("paint the room" is its walls). */
const COVER_VERB = String.raw`(?:carpet|tile|cover|pave|seed|sod|turf)`;
/** Going around the shape: bought by its perimeter. */
const AROUND_VERB = String.raw`(?:fence|fence in|border|edge|enclose)`;

/**
 * F6: the cost of covering or going around a rectangle (F4) or a square (F5) at a price per unit the story states:
 * "a room is 6 meters long and 4.5 meters wide. Carpet costs $22 per square meter. How much does it cost to carpet
 * the whole room?" → 6·4.5·22; "fencing costs $3 per meter … how much will it cost to fence the garden?" → 2·(l+w)·3.
 * The price is per square unit of the sides' own unit for covering, per unit of length for fencing; any other price,
 * verb or unit refuses (painting a room is its walls, not its floor).
 */
function costOfShape(story: string[], question: string): FrameAnswer | null {
  if (story.length !== 2) return null;
  const price = new RegExp(
    String.raw`^(?:[a-z]+ ){1,2}?(?:costs?|is priced at|sells for) ${NUM} dollars? (?:per|a|for each|for every|for one|for 1|each) (square )?([a-z]+)$`,
  ).exec(story[1] ?? '');
  if (!price) return null;
  const [amount = '', square = '', unit = ''] = price.slice(1);
  const q = new RegExp(
    String.raw`^how much (?:does|will|would|did) it cost (?:him |her |them |us |you )?to (${COVER_VERB}|${AROUND_VERB}) (?:it|the (?:whole |entire )?[a-z]+)(?: in dollars)?$`,
  ).exec(question);
  if (!q?.[1]) return null;
  const cover = new RegExp(`^${COVER_VERB}$`).test(q[1]);
  if (cover !== (square !== '') || !isLength(canonical(unit))) return null;
  const shape = [story[0] ?? ''];
  const asked = cover ? `what is its area in square ${unit}` : `what is its perimeter in ${unit}`;
  const measure = rectangle(shape, asked) ?? square_(shape, asked);
  return measure ? { term: mul(measure.term, lit(amount, 1100)), numbers: measure.numbers + 1 } : null;
}

/** The first frame that reads the whole problem, or null. */
export function readFrame(story: string[], question: string): FrameAnswer | null {
  return (
    elapsed(story, question) ??
    interest(story, question) ??
    percentChange(story, question) ??
    rectangle(story, question) ??
    square(story, question) ??
    costOfShape(story, question)
  );
}
