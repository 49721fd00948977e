/**
 * The closed lists the fact engine's entailment rule is written in (docs/engines-text.md, Fact). Nothing outside these
 * lists is treated as a synonym, a converse, an opposite or a one-holder role: a paraphrase not listed here is
 * INCONCLUSIVE, never SUPPORTED.
 */

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);

/** Verbs that state the same event with the same roles: each maps to the first word of its group. */
const SYNONYM_GROUPS: string[][] = [
  ['buy', 'acquire', 'purchase'],
  ['beat', 'defeat'],
  ['build', 'construct', 'erect'],
  ['found', 'establish', 'set_up', 'co-found', 'cofound'],
  ['begin', 'start', 'commence'],
  ['cede', 'give_up', 'surrender'],
  ['fund', 'finance', 'bankroll'],
  ['lead', 'head'],
  ['say', 'state'],
  ['replace', 'succeed'],
  ['rise', 'increase', 'grow', 'climb', 'go_up'],
  ['fall', 'drop', 'decline', 'decrease', 'sink', 'go_down'],
  ['leave', 'depart', 'quit'],
  ['die', 'pass_away'],
  ['find', 'locate'],
  ['receive', 'get', 'obtain'],
  ['eat', 'feed_on'],
  ['lack', 'miss'],
  ['hire', 'recruit'],
  ['write', 'author', 'pen'],
  ['carry_out', 'conduct', 'perform'],
  ['teach', 'instruct', 'tutor'],
  ['lend', 'loan'],
  ['show', 'demonstrate'],
  ['end', 'finish', 'conclude'],
  ['cancel', 'call_off'],
];
const SYNONYM = new Map<string, string>();
for (const g of SYNONYM_GROUPS) for (const w of g) SYNONYM.set(w, g[0] as string);

/** The predicate a verb lemma is compared by. */
export function canonicalPredicate(lemma: string): string {
  return SYNONYM.get(lemma) ?? lemma;
}

/**
 * Converse frames: the same event told from the other side. Each maps roles of the written verb to roles of the
 * canonical one. "A sold B to C" is "C bought B from A"; "A lent B to C" is "C borrowed B from A"; "A lost to B" is
 * "B beat A"; "A studied under B" is "B taught A".
 */
export interface Converse {
  to: string;
  roles: Record<string, string>;
  /** The frame applies only when this role is present ("lost to", "studied under"). */
  requires?: string;
}
export const CONVERSES: Record<string, Converse> = {
  sell: { to: 'buy', roles: { subj: 'from', obj: 'obj', to: 'subj', for: 'for', in: 'in', on: 'on' } },
  borrow: { to: 'lend', roles: { subj: 'to', obj: 'obj', from: 'subj', for: 'for', in: 'in', on: 'on' } },
  lose: { to: 'beat', roles: { subj: 'obj', to: 'subj', obj: 'in', in: 'in', on: 'on', at: 'at' }, requires: 'to' },
  study: { to: 'teach', roles: { subj: 'obj', under: 'subj', at: 'at', from: 'from', in: 'in' }, requires: 'under' },
};

/** Verbs whose two people or things play the same part ("A met B" is "B met A"): swapping them contradicts nothing. */
export const SYMMETRIC = new Set(
  words(`meet marry share play merge partner collaborate compete draw tie border neighbour neighbor agree sign negotiate talk trade exchange
  link connect face fight debate resemble equal differ match chat correspond cooperate ally combine overlap be join_with collide split
  discuss co-operate`),
);

/**
 * Roles that one event gives to one holder: the buyer and the seller of a thing, the winner, the founder, the leader,
 * the lender and the borrower of a loan, the successor and the predecessor. A different name in such a role, with the
 * rest of the claim stated, contradicts it. Other roles ("X left the company") do not exclude a second holder.
 */
export const FUNCTIONAL_ROLES: Record<string, string[]> = {
  buy: ['subj', 'from'],
  lend: ['subj', 'to'],
  beat: ['subj', 'obj'],
  win: ['subj'],
  found: ['subj'],
  lead: ['subj'],
  replace: ['subj', 'obj'],
  cede: ['subj', 'to'],
  design: ['subj'],
  invent: ['subj'],
  conduct: ['subj'],
  direct: ['subj'],
  chair: ['subj'],
  captain: ['subj'],
  coach: ['subj'],
  teach: [],
  appoint: ['subj', 'obj'],
  elect: ['obj'],
  // Not the place of a birth or a death: places nest ("born in Warsaw" and "born in Poland" are both true), and only a
  // gazetteer could tell that two names exclude each other. A different date there still conflicts, as a number.
};

/**
 * Adverbs and prepositional markers that make the role they qualify exclusive: "funded entirely by X", "X alone",
 * "only X", "solely", "exclusively".
 */
export const EXCLUSIVE_ADVERBS = new Set(words('entirely solely exclusively wholly alone only'));

/** Predicates that say the opposite of each other with the same roles. */
const ANTONYM_PAIRS: Array<[string, string]> = [
  ['rise', 'fall'],
  ['win', 'lose'],
  ['confirm', 'deny'],
  ['accept', 'reject'],
  ['approve', 'reject'],
  ['gain', 'lose'],
  ['include', 'exclude'],
  ['allow', 'forbid'],
  ['allow', 'ban'],
  ['allow', 'prohibit'],
  ['permit', 'forbid'],
  ['permit', 'prohibit'],
  ['pass', 'fail'],
  ['pass', 'reject'],
  ['succeed', 'fail'],
  ['open', 'close'],
  ['enable', 'disable'],
  ['add', 'remove'],
  ['hire', 'fire'],
  ['expand', 'shrink'],
  ['expand', 'reduce'],
  ['rise', 'drop'],
  ['warm', 'cool'],
  ['raise', 'lower'],
  ['raise', 'reduce'],
  ['rise', 'reduce'],
  ['rise', 'lower'],
  ['keep', 'remove'],
  // A level kept against one changed: "kept its rate at 5 percent" and "raised its rate".
  ['keep', 'raise'],
  ['keep', 'lower'],
  ['keep', 'cut'],
  ['keep', 'reduce'],
  ['keep', 'increase'],
  ['raise', 'cut'],
  ['uphold', 'overturn'],
  ['uphold', 'quash'],
  ['uphold', 'reverse'],
  ['acquit', 'convict'],
  ['strengthen', 'weaken'],
  ['lengthen', 'shorten'],
  ['widen', 'narrow'],
  ['tighten', 'loosen'],
  ['tighten', 'ease'],
  ['support', 'oppose'],
  // A front that moves forward or back (a glacier's tongue, a coastline, troops): two directions of one movement.
  ['advance', 'retreat'],
];
const ANTONYM = new Map<string, Set<string>>();
for (const [a, b] of ANTONYM_PAIRS) {
  const ca = canonicalPredicate(a);
  const cb = canonicalPredicate(b);
  if (!ANTONYM.has(ca)) ANTONYM.set(ca, new Set());
  if (!ANTONYM.has(cb)) ANTONYM.set(cb, new Set());
  ANTONYM.get(ca)?.add(cb);
  ANTONYM.get(cb)?.add(ca);
}
// The two sides of a vote (read by the fact propositions as `vote~for` and `vote~against`).
const VOTE_SIDES = [`${canonicalPredicate('vote')}~for`, `${canonicalPredicate('vote')}~against`] as const;
ANTONYM.set(VOTE_SIDES[0], new Set([VOTE_SIDES[1]]));
ANTONYM.set(VOTE_SIDES[1], new Set([VOTE_SIDES[0]]));

export function antonymPredicates(a: string, b: string): boolean {
  return ANTONYM.get(a)?.has(b) ?? false;
}

/** Predicates whose ordinal adverb is a place in an order ("finished second", "came third", "ranked fifth"). */
export const RANK_PREDICATES = new Set(['finish', 'end', 'come', 'place', 'rank'].map(canonicalPredicate));

/** "won the race" and "finished third in the race": a win is the first place of a ranking. */
export function winAndRank(a: string, b: string): boolean {
  const win = canonicalPredicate('win');
  return (a === win && RANK_PREDICATES.has(b)) || (b === win && RANK_PREDICATES.has(a));
}

/**
 * Event predicates whose "open"/"close" reading is not a state: "opened in 2011" and "closed in 2009" are two events
 * that can both be true, so opposite verbs of events in different clauses are only compared with every role stated.
 */
export const EVENT_OPPOSITES = new Set(['open', 'close', 'add', 'remove', 'hire', 'fire']);

/**
 * Outcomes of one decision on one matter: a court upholds or overturns a conviction once, a parliament approves or
 * rejects a bill once, a central bank keeps or changes its rate at one meeting, a team wins or loses one final. Told
 * in the past of the same decider and the same definite matter, with the context telling of that decision once, the
 * two exclude each other, and the evidence's frames ("on Friday", "by 88 votes to 61") locate that one decision.
 */
export const DECISION_OUTCOMES = new Set([
  ...words(
    'approve reject accept uphold overturn quash reverse acquit convict keep raise lower cut reduce increase win lose pass fail',
  ).map(canonicalPredicate),
  ...VOTE_SIDES,
]);

/** Compass and vertical directions: "X lies north of Y" is "Y lies south of X". */
export const DIRECTIONS: Record<string, string> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
  northeast: 'southwest',
  southwest: 'northeast',
  northwest: 'southeast',
  southeast: 'northwest',
  above: 'below',
  below: 'above',
  upstream: 'downstream',
  downstream: 'upstream',
};

/** Verbs of being somewhere: "is", "lies", "sits", "stands", "is located", "is situated". */
export const LOCATION_VERBS = new Set(words('be lie sit stand locate situate'));

/** Comparative adjectives and their opposites: "A is larger than B" is "B is smaller than A". */
const COMPARATIVE_PAIRS: Array<[string, string]> = [
  ['large', 'small'],
  ['big', 'small'],
  ['deep', 'shallow'],
  ['high', 'low'],
  ['tall', 'short'],
  ['long', 'short'],
  ['old', 'young'],
  ['heavy', 'light'],
  ['fast', 'slow'],
  ['early', 'late'],
  ['wide', 'narrow'],
  ['warm', 'cold'],
  ['hot', 'cold'],
  ['thick', 'thin'],
  ['expensive', 'cheap'],
  ['more', 'less'],
  ['more', 'fewer'],
  ['great', 'small'],
  ['strong', 'weak'],
  ['rich', 'poor'],
  ['dense', 'sparse'],
];
const COMPARATIVE_OPPOSITE = new Map<string, string>();
for (const [a, b] of COMPARATIVE_PAIRS) {
  if (!COMPARATIVE_OPPOSITE.has(a)) COMPARATIVE_OPPOSITE.set(a, b);
  if (!COMPARATIVE_OPPOSITE.has(b)) COMPARATIVE_OPPOSITE.set(b, a);
}
/**
 * The comparison a comparative is compared by: [base, flipped]. "smaller" is ["large", true]: "A is smaller than B"
 * is read as "B is larger than A". Unpaired comparatives keep their own base.
 */
export function comparativeKey(base: string): [string, boolean] {
  const pairs = COMPARATIVE_PAIRS.find(([a, b]) => a === base || b === base);
  if (!pairs) return [base, false];
  return pairs[0] === base ? [base, false] : [pairs[0], true];
}
export function comparativeOpposite(base: string): string | undefined {
  return COMPARATIVE_OPPOSITE.get(base);
}

/** Verbs with two objects where the first is the recipient: "lent Greta Solm 20,000 kroner" = "lent 20,000 kroner to Greta Solm". */
export const DITRANSITIVE = new Set(words('lend give send pay offer sell show tell award grant hand owe loan teach promise'));

/**
 * Adverbs a claim may not drop: they change what the clause asserts ("nearly won" is not "won", "partly restored" is
 * not "restored"). Other adverbs ("on Tuesday", "mainly", "early") may be dropped in an affirmative clause.
 */
export const NON_DROPPABLE_ADVERBS = new Set(
  words(`nearly almost barely hardly scarcely partly partially allegedly reportedly supposedly apparently possibly probably likely unlikely
  maybe perhaps presumably seemingly never not only once twice thrice always briefly temporarily initially formerly previously no_longer`),
);

/**
 * Adverbs that restrict when, where, how often or for what part a clause holds ("originally cost", "usually takes",
 * "locally reaches"): an evidence clause with one the claim lacks speaks of a narrower situation, so it contradicts
 * nothing the claim says.
 */
export const RESTRICTING_ADVERBS = new Set(
  words(`originally initially formerly previously once later subsequently eventually recently lately earlier afterwards
  usually typically normally generally often sometimes occasionally rarely seldom frequently mostly mainly largely partly
  partially locally regionally seasonally nationally internationally domestically abroad overseas indoors outdoors
  overnight annually yearly monthly weekly daily hourly nightly historically traditionally temporarily briefly
  no_longer anymore`),
);

/** Adverbs of universality: a claim with one of them says "in every case". */
export const UNIVERSAL_ADVERBS = new Set(words('always invariably every_time without_exception'));

/** Person nouns: a phrase headed by one of them refers to a person (for "he"/"she"). */
export const PERSON_NOUNS = new Set(
  words(`man woman person people boy girl child father mother son daughter brother sister wife husband parent uncle aunt chairman chairwoman
  chair president director officer executive manager founder engineer scientist physicist chemist biologist painter sculptor composer
  novelist writer author poet artist singer actor actress player striker defender midfielder goalkeeper keeper captain coach teacher student
  pupil professor doctor nurse patient envoy chancellor minister mayor councillor senator governor king queen prince princess explorer deputy
  researcher analyst spokesperson spokesman spokeswoman judge lawyer officer worker employee agent lender borrower buyer seller winner loser
  champion cellist violinist pianist conductor publisher editor reporter journalist clerk driver pilot commander astronaut farmer owner
  investor partner rider runner cyclist swimmer candidate incumbent leader member secretary treasurer auditor inspector technician surgeon
  chief detective constable sergeant postman neighbour neighbor priest bishop mechanic banker economist scholar historian architect designer`),
);
