/**
 * Word lists of the word-problem grammar: singular forms of nouns, measurement units with their exact conversions,
 * and the verb classes that decide what a clause does to a quantity (docs/natural-language.md, "Word problems").
 */

const COMPOUND_TAILS = ['children', 'women', 'people', 'men', 'feet', 'teeth'];
/** Singular words that only end like an irregular plural. */
const NOT_PLURAL = new Set(['specimen', 'abdomen', 'stamen', 'regimen', 'acumen']);

const IRREGULAR: Record<string, string> = {
  people: 'person',
  persons: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
  sheep: 'sheep',
  fish: 'fish',
  deer: 'deer',
  series: 'series',
  species: 'species',
  loaves: 'loaf',
  leaves: 'leaf',
  knives: 'knife',
  lives: 'life',
  wolves: 'wolf',
  halves: 'half',
  shelves: 'shelf',
  calves: 'calf',
  cookies: 'cookie',
  movies: 'movie',
  pies: 'pie',
  ties: 'tie',
  brownies: 'brownie',
  zombies: 'zombie',
  goalies: 'goalie',
  dollars: 'dollar',
  cents: 'cent',
  euros: 'euro',
  grass: 'grass',
  glass: 'glass',
  bus: 'bus',
  gas: 'gas',
  class: 'class',
  dress: 'dress',
  news: 'news',
  yes: 'yes',
  this: 'this',
  his: 'his',
  is: 'is',
  was: 'was',
  has: 'has',
  does: 'does',
  degrees: 'degree',
  quizzes: 'quiz',
};

/** Singular of an English noun by the usual spelling rules, with the common irregular plurals listed above. */
export function singular(word: string): string {
  const w = word.toLowerCase();
  const known = IRREGULAR[w];
  if (known) return known;
  // Compounds keep the irregular plural of their last word: grandchildren, schoolchildren, firemen, salespeople.
  const compound = COMPOUND_TAILS.find((t) => w.length > t.length + 2 && w.endsWith(t) && !NOT_PLURAL.has(w));
  if (compound) return w.slice(0, -compound.length) + (IRREGULAR[compound] ?? compound);
  if (w.length <= 3) return w;
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses|zzes|oes|uses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/**
 * Units with exact conversions: each unit names its family and how many base units one of it is. Only conversions
 * that are exact by definition are listed (a year is 12 months, never 365 days; a month has no fixed number of days).
 */
export const UNITS: Readonly<Record<string, { family: string; base: bigint; per?: bigint }>> = {
  second: { family: 'time', base: 1n },
  minute: { family: 'time', base: 60n },
  hour: { family: 'time', base: 3600n },
  day: { family: 'time', base: 86400n },
  week: { family: 'time', base: 604800n },
  month: { family: 'months', base: 1n },
  year: { family: 'months', base: 12n },
  millimeter: { family: 'length', base: 1n },
  centimeter: { family: 'length', base: 10n },
  meter: { family: 'length', base: 1000n },
  kilometer: { family: 'length', base: 1000000n },
  inch: { family: 'imperial length', base: 1n },
  foot: { family: 'imperial length', base: 12n },
  yard: { family: 'imperial length', base: 36n },
  mile: { family: 'imperial length', base: 63360n },
  gram: { family: 'mass', base: 1n },
  kilogram: { family: 'mass', base: 1000n },
  ounce: { family: 'imperial mass', base: 1n },
  pound: { family: 'imperial mass', base: 16n },
  milliliter: { family: 'volume', base: 1n },
  liter: { family: 'volume', base: 1000n },
  cent: { family: 'money', base: 1n },
  dollar: { family: 'money', base: 100n },
};

const UNIT_ALIASES: Record<string, string> = {
  sec: 'second',
  secs: 'second',
  min: 'minute',
  mins: 'minute',
  hr: 'hour',
  hrs: 'hour',
  h: 'hour',
  metre: 'meter',
  metres: 'meter',
  m: 'meter',
  cm: 'centimeter',
  centimetre: 'centimeter',
  mm: 'millimeter',
  millimetre: 'millimeter',
  km: 'kilometer',
  kilometre: 'kilometer',
  kg: 'kilogram',
  g: 'gram',
  lb: 'pound',
  lbs: 'pound',
  oz: 'ounce',
  litre: 'liter',
  l: 'liter',
  ml: 'milliliter',
  millilitre: 'milliliter',
  usd: 'dollar',
  buck: 'dollar',
  penny: 'cent',
  pennies: 'cent',
  'year old': 'year',
};

/** The canonical singular name of a noun (units folded to their full name). */
export function canonical(noun: string): string {
  const w = noun.trim();
  const alias = UNIT_ALIASES[w];
  if (alias) return alias;
  const s = singular(w);
  return UNIT_ALIASES[s] ?? s;
}

export type VerbClass = 'have' | 'gain' | 'lose' | 'cost' | 'pay';

/** Verb forms → lemma and class. "gain" and "lose" change what the subject holds; "have" states it. */
const VERBS: Array<[VerbClass, string, string[]]> = [
  ['have', 'have', ['has', 'have', 'had', 'owns', 'own', 'owned', 'keeps', 'keep', 'kept', 'is left with', 'was left with']],
  [
    'have',
    'hold',
    [
      'holds',
      'hold',
      'held',
      'contains',
      'contain',
      'contained',
      'can hold',
      'can carry',
      'carries',
      'carry',
      'fits',
      'can fit',
      'can seat',
      'sleeps',
      'can sleep',
      'serves',
      'can serve',
      'feeds',
      'can feed',
    ],
  ],
  ['have', 'weigh', ['weighs', 'weigh', 'weighed']],
  // Doing something states who does it; the numbers say how many (parts of a group, games played).
  ['have', 'play', ['plays', 'play', 'played']],
  // Sharing states what is shared; how it divides is read by the question (per person, or what is left over).
  ['have', 'share', ['shares', 'share', 'shared', 'splits', 'split', 'divides', 'divide', 'divided']],
  ['have', 'last', ['lasts', 'last', 'lasted', 'takes', 'took']],
  // "A recipe uses 3 cups" states a need; "she used 15 eggs" (past) took them away (see 'use up').
  ['have', 'need', ['needs', 'need', 'needed', 'requires', 'require', 'required', 'uses', 'use', 'calls for', 'call for', 'called for']],
  ['gain', 'buy', ['buys', 'buy', 'bought', 'purchases', 'purchased', 'ordered']],
  ['gain', 'get', ['gets', 'get', 'got', 'receives', 'received', 'is given', 'was given', 'were given', 'wins', 'won']],
  [
    'gain',
    'find',
    ['finds', 'find', 'found', 'picks', 'pick', 'picked', 'catches', 'caught', 'gathers', 'gathered', 'harvests', 'harvested', 'harvest'],
  ],
  ['gain', 'collect', ['collects', 'collect', 'collected']],
  ['gain', 'earn', ['earns', 'earn', 'earned', 'makes', 'make', 'made', 'is paid', 'are paid', 'was paid', 'gets paid', 'get paid']],
  ['gain', 'save', ['saves', 'save', 'saved']],
  ['gain', 'add', ['adds', 'add', 'added']],
  [
    'gain',
    'bake',
    [
      'bakes',
      'bake',
      'baked',
      'cooked',
      'builds',
      'built',
      'planted',
      'sews',
      'sewed',
      'knits',
      'knitted',
      'grows',
      'grew',
      'prints',
      'printed',
      'fills',
      'filled',
      'fill',
      'produces',
      'produced',
      'packs',
      'packed',
      'puts',
      'put',
    ],
  ],
  ['gain', 'read', ['reads', 'read']],
  ['gain', 'write', ['writes', 'wrote', 'written']],
  ['gain', 'score', ['scored', 'scores', 'score']],
  ['gain', 'run', ['runs', 'ran', 'run']],
  ['gain', 'walk', ['walks', 'walked', 'walk']],
  ['gain', 'swim', ['swims', 'swam']],
  ['gain', 'ride', ['rides', 'rode', 'ride', 'cycles', 'cycled']],
  ['gain', 'drive', ['drives', 'drove', 'drive']],
  [
    'gain',
    'travel',
    ['travels', 'travelled', 'traveled', 'travel', 'flies', 'flew', 'fly', 'goes', 'went', 'crawls', 'crawled', 'moves', 'moved'],
  ],
  [
    'gain',
    'arrive',
    [
      'got on',
      'get on',
      'gets on',
      'got in',
      'gets in',
      'arrive',
      'arrives',
      'arrived',
      'join',
      'joins',
      'joined',
      'come back',
      'comes back',
      'came back',
      'come',
      'comes',
      'came',
    ],
  ],
  ['gain', 'work', ['works', 'worked', 'work']],
  ['gain', 'answer', ['answers', 'answered', 'answer']],
  ['lose', 'give', ['gives away', 'gave away', 'give away', 'gives', 'gave', 'give', 'donates', 'donated', 'hands out', 'handed out']],
  // Passive forms keep their verb's lemma: "were sold" answers "how many were sold", never "how many were used".
  ['lose', 'spend', ['spends', 'spent', 'spend', 'is spent', 'was spent']],
  ['lose', 'lose', ['loses', 'lost', 'lose']],
  ['lose', 'eat', ['eats', 'ate', 'eat', 'eaten', 'drank', 'chews', 'chewed', 'chew', 'is eaten', 'are eaten', 'was eaten', 'were eaten']],
  ['lose', 'sell', ['sells', 'sold', 'sell', 'is sold', 'are sold', 'was sold', 'were sold']],
  ['lose', 'lend', ['lends out', 'lent out', 'lend out', 'lends', 'lent', 'lend']],
  ['lose', 'break', ['breaks', 'broke', 'break', 'pops', 'popped', 'dies', 'died', 'die', 'wilted', 'wilt', 'wilts']],
  [
    'lose',
    'leave',
    [
      'got off',
      'get off',
      'gets off',
      'got out',
      'get out',
      'gets out',
      'leave',
      'left',
      'fly away',
      'flies away',
      'flew away',
      'go home',
      'went home',
      'goes home',
      'run away',
      'ran away',
    ],
  ],
  [
    'lose',
    'take',
    [
      'takes away',
      'took away',
      'take away',
      'takes out',
      'took out',
      'are taken away',
      'were taken away',
      'is taken away',
      'removes',
      'removed',
      'are removed',
      'were removed',
      'is removed',
      'was removed',
    ],
  ],
  [
    'lose',
    'use up',
    [
      'used',
      'used up',
      'is used',
      'are used',
      'was used',
      'were used',
      'evaporates',
      'evaporated',
      'is cut off',
      'was cut off',
      'are borrowed',
      'were borrowed',
      'is borrowed',
      'was borrowed',
    ],
  ],
  [
    'cost',
    'cost',
    [
      'costs',
      'cost',
      'is priced at',
      'are priced at',
      'sells for',
      'sell for',
      'is sold for',
      'are sold for',
      'is sold at',
      'are sold at',
      'sell at',
      'sells at',
    ],
  ],
  ['pay', 'pay', ['pays', 'paid', 'pay']],
];

export interface Verb {
  cls: VerbClass;
  lemma: string;
  form: string;
}

const VERB_FORMS: Array<[string, Verb]> = VERBS.flatMap(([cls, lemma, forms]) =>
  forms.map((form) => [form, { cls, lemma, form }] as [string, Verb]),
)
  // Longest first, so "gives away" wins over "gives" and "is left with" over "left".
  .sort((a, b) => b[0].length - a[0].length);

const FORM_BY_FIRST_WORD = new Map<string, Array<[string[], Verb]>>();
for (const [form, verb] of VERB_FORMS) {
  const words = form.split(' ');
  const first = words[0] ?? '';
  const list = FORM_BY_FIRST_WORD.get(first) ?? [];
  list.push([words, verb]);
  FORM_BY_FIRST_WORD.set(first, list);
}

/** The verb whose form starts at token `i` (longest form first), with the number of tokens it spans. */
export function verbAt(tokens: readonly string[], i: number): { verb: Verb; length: number } | null {
  for (const [words, verb] of FORM_BY_FIRST_WORD.get(tokens[i] ?? '') ?? []) {
    if (words.every((w, k) => tokens[i + k] === w)) return { verb, length: words.length };
  }
  return null;
}

/** True when `word` can start a verb of the class table. */
export const isVerbWord = (word: string): boolean => FORM_BY_FIRST_WORD.has(word);

/** Same lemma, both money-leaving verbs (spend/pay/buy answer "how much did she spend"), or both ways of moving. */
export function sameActivity(a: string, b: string): boolean {
  if (a === b) return true;
  const money = new Set(['spend', 'pay', 'buy']);
  // Ways of covering a distance: "drove 30 km and walked 2 km" is how far she travelled.
  const moving = new Set(['travel', 'drive', 'ride', 'walk', 'run', 'swim']);
  return (money.has(a) && money.has(b)) || (moving.has(a) && moving.has(b));
}
