import { stemmer } from 'stemmer';

/**
 * A small list of direct opposites. Only pairs whose swap reverses a factual claim belong here. Before/after are not
 * opposites in this sense ("A before B" is "B after A"): event-order.ts compares the order of events instead. Pairs
 * of events that can both happen ("opened"/"closed", "started"/"ended", "born"/"died", "first"/"last") are left out:
 * a course can start and end at the harbour.
 */
const PAIRS: Array<[string, string]> = [
  ['increase', 'decrease'],
  ['increased', 'decreased'],
  ['rise', 'fall'],
  ['rose', 'fell'],
  ['grew', 'fell'],
  ['grow', 'fall'],
  ['grew', 'shrank'],
  ['grew', 'declined'],
  ['gain', 'loss'],
  ['gained', 'lost'],
  ['win', 'lose'],
  ['won', 'lost'],
  ['largest', 'smallest'],
  ['biggest', 'smallest'],
  ['highest', 'lowest'],
  ['tallest', 'shortest'],
  ['longest', 'shortest'],
  ['oldest', 'youngest'],
  ['oldest', 'newest'],
  ['larger', 'smaller'],
  ['higher', 'lower'],
  ['more', 'less'],
  ['above', 'below'],
  ['north', 'south'],
  ['east', 'west'],
  ['northern', 'southern'],
  ['eastern', 'western'],
  ['true', 'false'],
  ['open', 'closed'],
  ['alive', 'dead'],
  ['married', 'divorced'],
  ['legal', 'illegal'],
  ['possible', 'impossible'],
  ['success', 'failure'],
  ['succeeded', 'failed'],
  ['accepted', 'rejected'],
  ['approved', 'rejected'],
  ['allowed', 'forbidden'],
  ['allowed', 'banned'],
  ['permitted', 'prohibited'],
  ['include', 'exclude'],
  ['included', 'excluded'],
  ['public', 'private'],
  ['hot', 'cold'],
  ['warmer', 'colder'],
  ['cheaper', 'expensive'],
  ['profit', 'loss'],
  ['majority', 'minority'],
  ['maximum', 'minimum'],
  ['early', 'late'],
  ['internal', 'external'],
  ['positive', 'negative'],
  ['safe', 'unsafe'],
  ['male', 'female'],
  ['inside', 'outside'],
  ['upper', 'lower'],
];

/** Deduplicated after stemming ("increase"/"increased" are one pair), else one flip would count twice and cancel. */
const STEMMED: Array<[string, string]> = [
  ...new Map(PAIRS.map(([a, b]): [string, [string, string]] => [`${stemmer(a)}|${stemmer(b)}`, [stemmer(a), stemmer(b)]])).values(),
];

function counts(stems: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of stems) m.set(s, (m.get(s) ?? 0) + 1);
  return m;
}

/**
 * Opposite pairs (claim word, evidence word) where the evidence uses the opposite in place of the claim's word. Counted
 * as multisets, so "at higher altitudes … a higher temperature" vs "at higher altitudes … a lower temperature" is a flip.
 */
export function antonymFlips(claimStems: string[], evidenceStems: string[]): Array<[string, string]> {
  const c = counts(claimStems);
  const e = counts(evidenceStems);
  const out: Array<[string, string]> = [];
  for (const [a, b] of STEMMED) {
    const ca = c.get(a) ?? 0;
    const cb = c.get(b) ?? 0;
    const ea = e.get(a) ?? 0;
    const eb = e.get(b) ?? 0;
    if (ca > ea && eb > cb) out.push([a, b]);
    else if (cb > eb && ea > ca) out.push([b, a]);
  }
  return out;
}
