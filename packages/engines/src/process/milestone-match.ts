import { stemmer } from 'stemmer';
import { InputTooComplexError, WorkBudget } from '../budget.ts';
import { splitSentences } from '../fact/text-units.ts';
import { type Clause, MONTH_NAMES, type NounPhrase, type ParsedSentence, parseSentence } from '../text/clauses.ts';
import { ADVICE_OPENERS, COMPLETION_VERBS, FACTIVE_VERBS, NEGATED_MEANS_DONE, NEGATION_WORDS, NON_COMPLETION_VERBS } from '../text/cues.ts';
import { isVerbBase, PHRASAL, verbReading } from '../text/lexicon.ts';
import { NumberWordsReader } from '../text/number-words.ts';
import { clauseStatuses } from '../text/status.ts';
import { type Tagged, tagSentence } from '../text/tagger.ts';
import { stemOf, type Tok, tokenizeSentence } from '../text/tokens.ts';
import {
  ASPECTUAL_DONE,
  BACK_UNDO,
  DONE_MARKS,
  DONE_STATUS,
  GENERIC_UNDO,
  GERUND_SUBJECT_DONE,
  HYPERNYMS,
  MORE_COMPLETION,
  MORE_NON_COMPLETION,
  NOT_DONE_MARKS,
  OBJECT_ENTAILMENTS,
  REVERSALS,
  STATUS_DONE_WORDS,
  STATUS_NOT_DONE_WORDS,
} from './process-cues.ts';
import { conditionalSentence, excludedTokens, prospectiveTimeClause } from './scopes.ts';

/**
 * Milestones against a trace. A milestone is met when one sentence of the trace has every content word of the
 * milestone and a clause of that sentence asserts the milestone's action as done: the action is the clause's verb, or
 * an event noun ("backup", "review", "dry run") that a verb of doing ("took", "ran", "completed", "went ahead",
 * "passed") has as its subject or object. The clause must be affirmative, not modal, planned, conditional, an
 * instruction, or in the scope of "instead of"/"without"; a step that is postponed, skipped, planned, waited for,
 * recommended or attempted is not done. The milestone's words count only outside exclusion phrases (scopes.ts) and
 * outside the arguments of clauses that assert nothing done, and a step undone by a later clause is not done
 * (docs/engines-text.md, Process, states every rule).
 */

/** Lowercase, unify apostrophes/dashes, strip punctuation, split on whitespace, stem. Used to validate milestones. */
export function normaliseTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((t) => stemmer(t));
}

/**
 * A word as the matcher compares it: the stem of its lemma with derivational endings folded, so "calibration" meets
 * "calibrate", "verification" meets "verify", and a phrasal verb or a hyphenated compound is one word ("back up" =
 * "backup", "sign-off" = "signed off").
 */
export function eventStem(word: string): string {
  let s = EVENT_STEMS.get(word);
  if (s === undefined) {
    // "rebalance" stems to "rebal" but "rebalanced"/"rebalancing" to "rebalanc": an "-anc"/"-enc" verb's past and
    // gerund are stemmed from the base, so every form of it is one word.
    s = stemmer(
      word
        .toLowerCase()
        .replace(/[-_]/g, '')
        .replace(/([ae]nc)(?:ing|ed)$/, '$1e'),
    );
    if (s.length > 2) s = s.replace(/y$/, 'i').replace(/i$/, '').replace(/z$/, 's');
    // "swapp", "shipp": a lemma the lexicon guessed from "swapped" keeps the doubled consonant the stem drops.
    if (s.length > 3) s = s.replace(/([bgmnpt])\1$/, '$1');
    // "submission" is "submit", "transmission" "transmit": a closed list of "-ssion" nouns whose verb ends in "-t".
    s = MISSION_VERBS.get(s) ?? s;
    // "Run the linter" is "lint": a closed list of tools named by the agent noun of what they do.
    s = AGENT_NOUNS.get(s) ?? s;
    if (EVENT_STEMS.size >= 20_000) EVENT_STEMS.clear();
    EVENT_STEMS.set(word, s);
  }
  return s;
}
const MISSION_VERBS = new Map([
  ['submiss', 'submit'],
  ['transmiss', 'transmit'],
  ['admiss', 'admit'],
  ['omiss', 'omit'],
  // "creation": the stemmer keeps "-ation" after a stem too short to cut, so the noun would not meet "create".
  ['creation', 'creat'],
  // "destruction" is the event noun of "destroy" (the stem of which is "destro"): "Destruction complete after 1s".
  ['destruct', 'destro'],
]);
/**
 * Tools named by the agent noun of their action, whose "-er" the stemmer keeps: the linter lints, the bundler bundles,
 * the (type) checker checks, the scanner scans, the fuzzer fuzzes ("formatter", "compiler" already stem to their verb).
 */
const AGENT_NOUNS = new Map([
  ['linter', 'lint'],
  ['bundler', 'bundl'],
  ['checker', 'check'],
  ['scanner', 'scan'],
  ['fuzzer', 'fuzz'],
]);
/** Stems are pure functions of the word; a bounded memo keeps long traces (mostly repeated words) cheap. */
const EVENT_STEMS = new Map<string, string>();

/** Verbs that name doing something rather than what is done: "perform the review", "run the smoke tests". */
const LIGHT_VERBS = new Set([
  'do',
  'perform',
  'carry_out',
  'conduct',
  'complete',
  'run',
  'make',
  'take',
  'undertake',
  'execute',
  'hold',
  'give',
]);

/** Verbs that report what a step found: its subject was carried out whatever it found ("the review showed nothing"). */
const RESULT_VERBS = new Set([
  'show',
  'find',
  'reveal',
  'confirm',
  'return',
  'yield',
  'produce',
  'detect',
  'identify',
  'indicate',
  'turn_up',
  'uncover',
]);

/**
 * Steps that only look (a run of tests, checks, a lint, a scan, an audit, a review, a benchmark): they change nothing, so
 * a generic undo ("staging was rolled back", "reverted the release") has nothing of theirs to take back.
 */
const LOOKING_EVENTS = new Set('test check typecheck lint scan audit review inspection benchmark'.split(' ').map(eventStem));
/** What a status mark before it says passed: a step that only looks, or a build. */
const PASSABLE_EVENTS = new Set([...LOOKING_EVENTS, eventStem('build')]);

/** Words after "hold" (or its object) that make it a suspension, not a meeting held: see readSentence. */
/** Particles that may follow a phrasal verb's object ("turned it off"). */
const SPLIT_PARTICLES = new Set(['on', 'off', 'out', 'down', 'up', 'back']);
/** Verbs that go back to an earlier state, and a word naming the state before an event ("pre-migration"). */
const RESTORING = new Set(['restore', 'revert', 'roll_back', 'rollback', 'reinstate', 'return', 'go_back', 'switch_back', 'recover']);
const PRE_EVENT = /^pre-(\p{L}{3,})$/u;
const HOLD_SUSPENDS = new Set(['pending', 'until', 'till', 'awaiting', 'back', 'off', 'up']);

const COMPLETION_STEM = eventStem('completion');
/** Verbs of receiving: the event noun that is their object took place ("got a walkthrough", "received a callback"). */
const RECEIVE = new Set(['get', 'receive']);
/** Verbs that, besides the verbs of completion, put a completion on record: "completion of X was recorded". */
const RECORDING = new Set('record log note verify certify document'.split(' '));
const LIGHT_STEMS = new Set([...LIGHT_VERBS].map((v) => eventStem(v.replace('_', ''))));

const isCompletion = (verb: string) => COMPLETION_VERBS.has(verb) || MORE_COMPLETION.has(verb);
const isNonCompletion = (verb: string) => NON_COMPLETION_VERBS.has(verb) || MORE_NON_COMPLETION.has(verb);

/** Hypernyms by event stem: "snapshot" → "backup" (process-cues.ts). Built once. */
const HYPERNYM_STEMS = new Map<string, string[]>();
for (const [a, b] of HYPERNYMS) HYPERNYM_STEMS.set(eventStem(a), [...(HYPERNYM_STEMS.get(eventStem(a)) ?? []), eventStem(b)]);
/** Object-bound entailments by verb lemma ("drop" → "remove" for rows, tables, …): the stems entailed, the object heads needed. */
const OBJECT_SENSES = new Map<string, Array<{ entails: string[]; objects: Set<string> | null }>>();
const senseKey = (verb: string) => eventStem(verb.replace('_', ''));
for (const [verb, entails, objects] of OBJECT_ENTAILMENTS)
  OBJECT_SENSES.set(senseKey(verb), [
    ...(OBJECT_SENSES.get(senseKey(verb)) ?? []),
    { entails: entails.split(' ').map(eventStem), objects: objects === '*' ? null : new Set(objects.split(' ').map(eventStem)) },
  ]);
/** Every stem a verb may entail through OBJECT_SENSES, whatever its object: what the index holds for it. */
function objectSenseStems(verb: string): string[] {
  return (OBJECT_SENSES.get(senseKey(verb)) ?? []).flatMap((s) => s.entails);
}

/** Reversals by event stem: "add" → "remove", "delete"; the generic undo verbs apply to every action. */
const REVERSAL_STEMS = new Map<string, Set<string>>();
for (const [a, list] of REVERSALS) REVERSAL_STEMS.set(eventStem(a), new Set(list.map(eventStem)));
const GENERIC_UNDO_STEMS = new Set([...GENERIC_UNDO].map(eventStem));
const BACK_STEM = eventStem('back');

function reversalsOf(action: string): Set<string> {
  const out = new Set(REVERSAL_STEMS.get(action) ?? []);
  // "deleted the bucket, then recreated it", "re-enabled": doing a reversal again ("re-" before it) undoes the action too.
  for (const r of REVERSAL_STEMS.get(action) ?? []) out.add(`re${r}`);
  // "scheduled, then unscheduled": the "un-" form of the action undoes it.
  out.add(`un${action}`);
  if (!GENERIC_UNDO_STEMS.has(action)) for (const u of GENERIC_UNDO_STEMS) out.add(u);
  out.delete(action);
  return out;
}

/**
 * The index words of a sentence's tokens: each word's stem, an inflected verb's lemma too ("added" → add, "ran" → run),
 * a verb with its particle as one word ("signed off" → signoff), and the parts of a hyphenated word.
 */
/**
 * An identifier whose parts are words joined by "_" or "." between letters ("aws_s3_bucket.audit_logs",
 * "orders.email_idx"): its parts are words of the sentence too, as a hyphenated word's are.
 */
const IDENTIFIER = /\p{L}[_.]\p{L}|[a-z0-9]_[a-z0-9]/u;

/**
 * The parts of a hyphenated word or identifier that are words of the sentence. A word led by "non-" names everything
 * but the rest ("non-prod" is not prod), so its parts are not words of their own; nor is a word after a lone "non".
 */
function wordParts(w: string): string[] {
  const parts = w.split(/[-_.]/).filter((p) => p !== '');
  // "pre-prod", "pre-production": an environment before production, not production.
  return parts[0] === 'non' || (parts[0] === 'pre' && /^prod(?:uction)?$/.test(parts[1] ?? '')) ? [] : parts;
}

/**
 * The one a support reply speaks to: "the customer's account" in a milestone is "your account" in the agent's reply
 * ("I've unlocked your account") as well as "the customer's account". Only these nouns, and only as a possessor ("the
 * user's MFA"), which "your" or any of these nouns (as before) then meets.
 */
const ADDRESSEES = new Set('customer user requester caller client member subscriber'.split(' '));
const POSSESSIVE_S = /^['\u2019]s$/;
const ADDRESSEE_STEM = eventStem('your');
const ADDRESSEE_STEMS = new Set([...ADDRESSEES].map(eventStem));
/**
 * The one a reply speaks to as a step's object ("Unsubscribe the customer", "Send the customer a link"): "you" after a
 * verb or "to"/"for", or "your" before where a message reaches them ("to your email address"), not any "your" or
 * "you" (a key no word of a text stems to).
 */
const ADDRESSEE_OBJECT_STEM = '@you';
const REACHES_YOU = new Set('email inbox address phone number mailbox'.split(' '));

function addSentenceWords(words: Set<string>, list: string[]): void {
  list.forEach((w, k) => {
    if (list[k - 1] === 'non') {
      addWord(words, eventStem(`non-${w}`));
      return;
    }
    addWord(words, eventStem(w));
    // The index holds what a verb may entail with some object (a word the lexicon does not know, by its stem); the parse
    // decides whether its object is one.
    for (const e of objectSenseStems(w)) addWord(words, e);
    if (w === 'you' || w === 'your') words.add(ADDRESSEE_OBJECT_STEM);
    const v = lemmaOf(w);
    if (v) {
      addWord(words, eventStem(v.lemma));
      for (const e of objectSenseStems(v.lemma)) addWord(words, e);
      const next = list[k + 1];
      if (next && PHRASAL.has(`${v.lemma}_${next}`)) {
        addWord(words, eventStem(`${v.lemma}${next}`));
        for (const e of objectSenseStems(`${v.lemma}_${next}`)) addWord(words, e);
      }
      // "turned it off", "switched the search flag off": the particle after a short object (see SPLIT_PARTICLES).
      for (let j = k + 2; j < Math.min(list.length, k + 7); j++) {
        const p = list[j] as string;
        if (SPLIT_PARTICLES.has(p) && PHRASAL.has(`${v.lemma}_${p}`)) addWord(words, eventStem(`${v.lemma}${p}`));
      }
      for (const a of INCHOATIVES.get(`${v.lemma} ${next}`) ?? []) addWord(words, a);
    }
    // The parts of a hyphenated word, and a part's lemma ("hot-deployed" → deploy, "re-ran" → run), so the index holds
    // every word a parse of the sentence can give it (the searches that skip unindexed sentences rely on that).
    if (w.includes('-') || IDENTIFIER.test(w))
      for (const part of wordParts(w)) {
        addWord(words, eventStem(part));
        const pv = lemmaOf(part);
        if (pv) addWord(words, eventStem(pv.lemma));
      }
    for (const part of particleNoun(w) ?? []) addWord(words, part);
    // "the pre-migration copy": indexed as the undoing of its event, which a clause going back to it reports.
    const pre = w.startsWith('pre-') ? PRE_EVENT.exec(w) : null;
    if (pre) words.add(`un${eventStem(pre[1] as string)}`);
  });
}

/**
 * What a thing did by itself that reports the step done to it: "the tunnel came up" (brought up), "version 3.4 went
 * live" (released, launched), "the newsletter went out" (sent), "the old tiles came off" (removed). Keyed by the
 * verb's lemma and the word after it; the values are event stems.
 */
const INCHOATIVES = new Map<string, string[]>(
  (
    [
      ['come up', ['bringup']],
      ['go live', ['release', 'launch']],
      ['go out', ['send']],
      ['come off', ['remove']],
    ] as Array<[string, string[]]>
  ).map(([k, v]) => [k, v.map(eventStem)]),
);

/**
 * "rollout", "cleanup", "failover", "shutdown": a noun written as a verb and its particle names the doing of that phrasal
 * verb, so it stands for the verb and the particle as well ("the rollout was completed" meets "roll out …"). Only a verb
 * the lexicon lists as a base form, of at least three letters, before out, up, off, down, over or through.
 */
const PARTICLE_NOUN = /^([a-z]{3,}?)-?(out|up|off|down|over|through)$/;
function particleNoun(w: string): [string, string] | null {
  const m = PARTICLE_NOUN.exec(w);
  if (!m || !isVerbBase(m[1] as string)) return null;
  return [eventStem(m[1] as string), eventStem(m[2] as string)];
}

/**
 * "#ops-oncall": a word opened by "#" and a letter is a chat channel's name, so it names the word "channel" (and itself without the "#")
 * ("Posted the summary to #ops-oncall" meets "Post the summary to the ops on-call channel"). "#4412" (a number) is not.
 */
const CHANNEL_NAME = /^#\p{L}/u;
const CHANNEL_STEM = eventStem('channel');

/** A word and the words it entails. */
function addWord(into: Set<string>, w: string): void {
  into.add(w);
  if (w.charCodeAt(0) === 35 && CHANNEL_NAME.test(w)) into.add(CHANNEL_STEM).add(w.slice(1));
  if (ADDRESSEE_STEMS.has(w)) into.add(ADDRESSEE_STEM).add(ADDRESSEE_OBJECT_STEM);
  const up = HYPERNYM_STEMS.get(w);
  if (up) for (const h of up) into.add(h);
}

/**
 * "rollback complete", "DB migration done", "upload to s3://backups succeeded": an articleless event phrase (with an
 * "of" or "to" phrase) and a word of completion or success (see readSentence).
 */
const BARE_DONE =
  /(?:^|:\s+)((?:(?!of\s)[\p{L}\p{N}][\p{L}\p{N}_./-]{0,40}\s+){0,3}(?!of\s)\p{L}[\p{L}-]{1,40})(?:\s+(?:of|to)\s+((?:[\p{L}\p{N}][\p{L}\p{N}_./:-]{0,40}\s+){0,5}[\p{L}\p{N}][\p{L}\p{N}_./:-]{0,40}))?\s+(?:complete|completed|done|finished|succeeded|successful)(?=(?:\s+(?:after|in)\s+\d[\d.,]*\s?(?:ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b)?\s*(?:[,;.!([]|$))/iu;
/** A phrasal verb written as one word names its doing: "rollback", "backup", "signoff". */
const PHRASAL_NOUNS = new Set([...PHRASAL].map((p) => p.replace('_', '')));
/** Words that make the phrase before "done" something other than an event's name ("once migration done", "not done"). */
const BARE_DONE_STOP = new Set(
  'not no never if once when whenever after before until till unless as is was are were be been will would should must to the a an this that it nothing none half partially partly almost nearly'.split(
    ' ',
  ),
);
/** In the "of" phrase of a bare completion ("rollback of billing-svc to 7.3.9 complete") a determiner and "to" may stand. */
const BARE_OF_STOP = new Set([...BARE_DONE_STOP].filter((w) => !/^(?:the|a|an|to)$/.test(w)));
/** Adjectives that, said of an event noun by "is"/"was", report it done: "the key rotation is complete". */
const DONE_STATE = new Set(['complete', 'completed', 'done', 'finished', 'over']);
/** "went smoothly", "went well": "go" with these reports that its event-noun subject took place. */
const WENT_WELL = new Set(['smoothly', 'well', 'fine', 'ahead']);
/** Verbs of interruption: a "before" clause after them tells what did not get to happen ("crashed before finishing"). */
const INTERRUPTIONS = new Set(
  'fail crash expire die stop abort time_out break run_out lack leave quit end hang freeze halt cancel interrupt terminate go_down lose drop_out disconnect exit kill error'.split(
    ' ',
  ),
);
/** First words of a label before a colon that announce advice or open work ("Recommended action:", "Still to do:"). */
const ADVICE_LABEL_FIRST = new Set(
  `recommended recommendation recommendations proposed proposal planned plan plans suggested suggestion suggestions todo next pending
  open outstanding remaining blocked deferred tomorrow later upcoming future still to goal goals objective objectives aim aims target
  targets expected expectation expectations acceptance criteria criterion definition desired requirement requirements required must
  should rollback fallback contingency backout option options alternative alternatives scenario hypothesis if when whenever once
  unless`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that, anywhere in a label of at most three words, announce what is wanted, not done ("Rollback plan:"). */
const ADVICE_LABEL_ANY = new Set('plan plans goal goals criteria requirement requirements target option scenario failure error'.split(' '));

/** Whether a label before a colon (or a status line's name) announces advice, a plan, a goal or a condition. */
function adviceLabel(label: string): boolean {
  const words = label.toLowerCase().trim().split(/\s+/);
  return (
    ADVICE_OPENERS.has(words.join('_')) ||
    ADVICE_LABEL_FIRST.has(words[0] ?? '') ||
    (words.length <= 3 && words.some((w) => ADVICE_LABEL_ANY.has(w)))
  );
}

/** "Make sure the certificate is renewed": an instruction to see to something asserts nothing of it. */
const SEE_TO_IT = /^\W*(?:please\s+)?(?:make\s+sure|make\s+certain|ensure|be\s+sure|see\s+to\s+it)\b/i;

/** Words of frequency: with a present tense they make a clause a habit or a rule, not a report. */
const FREQUENCY = new Set(
  'daily weekly monthly quarterly yearly annually hourly nightly regularly usually always normally routinely typically generally often periodically'.split(
    ' ',
  ),
);
/**
 * "Tomorrow we rotate the key", "the key is rotated next Tuesday": a present tense (not perfect) in a sentence that names
 * a time to come tells a plan, not a report. Words of time to come: tomorrow, tonight, upcoming, and "next" or "this
 * coming" before a unit of time, a weekday, a month or a slot of work (next week, next Tuesday, next window).
 */
const TIME_TO_COME =
  /\b(?:tomorrow|tonight|upcoming|(?:on|this)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:next|this\s+coming)\s+(?:week|weekend|month|quarter|year|sprint|release|window|shift|cycle|time|run|morning|evening|night|\w+day|jan\w*|feb\w*|mar\w*|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*))\b/i;
/**
 * "refrained from upgrading", "opted out of upgrading", "steered clear of upgrading": the words before a gerund that say
 * it was held back from (a verb of refraining and its preposition), so the gerund is not done.
 */
const REFRAINED_FROM =
  /(?:\b(?:refrain|abstain|desist|keep|kept)(?:s|ed|ing)?\s+from|\b(?:hold|holds|held|holding)\s+back\s+from|\bstop(?:s|ped|ping)?\s+short\s+of|\bsteer(?:s|ed|ing)?\s+clear\s+of|\bsh(?:y|ies|ied|ying)\s+away\s+from|\bpass(?:es|ed|ing)?\s+on|\b(?:give|gives|gave|given|giving)\s+up\s+on|\bopt(?:s|ed|ing)?\s+out\s+of|\bback(?:s|ed|ing)?\s+(?:off|away)(?:\s+from)?|\bavoid(?:s|ed|ing)?|\bresist(?:s|ed|ing)?|\bforg(?:o|oes|went|one)|\bdeclin(?:e|es|ed|ing))$/;
/**
 * "In simulation mode, the cleanup deleted 412 objects": a run in a mode that changes nothing (dry run, simulation,
 * test, preview, no-op, what-if, check, sandbox, rehearsal, mock, demo), or with a flag that asks for one (--dry-run,
 * --noop, --what-if, -WhatIf, --simulate, --check-only), reports nothing done, anywhere in its sentence.
 */
const NO_CHANGE_MODE =
  /\b(?:dry[-\s]?run|simulation|simulated|simulate|test|preview|no-?op|what-if|check|sandbox|rehearsal|mock|demo)\s+mode\b|(?:^|\s)(?:--dry-?run|--no-?op|--what-?if|-WhatIf|--simulate|--check-only)\b/i;
/** Status words after "<step>:" that report it not done ("Key rotation: no", "Rotated keys: 0 of 12"). */
const NOT_DONE_STATUS =
  /^\s*(?:no|none|nope|0|zero|0\s*(?:of|\/)\s*\d+|not\b.*|n\/a|na|tbd|todo|to do|pending|open|blocked|skipped|deferred|postponed|cancell?ed|failed|missing|outstanding|-+|…|\.\.\.|\?+)\s*[.!]?\s*$/i;
/** "According to the contractor, …", "Per the vendor, …": what the sentence says is someone's report, not the record's. */
const ATTRIBUTED = /\baccording\s+to\b|^\W*(?:\d{1,2}:\d{2}\s+)?per\s+(?:the\s+|our\s+|their\s+)?[a-z][\w'’-]*(?:\s+[\w'’-]+){0,3}\s*,/i;
/** Adverbs that put an "-ing" form without an auxiliary under way ("writing up the doc now"). */
const UNDER_WAY_ADVERBS = new Set(['now', 'currently', 'still']);
/** Verbs whose simple present reports an outcome rather than describing an action ("the tests pass"). */
const PRESENT_OUTCOMES = new Set('pass succeed work fail show return report look read say match'.split(' '));
/**
 * Verbs whose simple present, with a test as subject, tells what the test's run showed ("The new test reproduces the
 * bug", "this spec triggers the crash"): a result, not a habit.
 */
const TEST_RESULTS = new Set(['reproduce', 'trigger', 'expose']);
const TEST_SUBJECTS = new Set(['test', 'tests', 'spec', 'specs', 'repro', 'reproduction', 'case']);
function testResult(c: Clause, verb: string): boolean {
  const head = c.subject?.head?.lower;
  return TEST_RESULTS.has(verb) && !!head && TEST_SUBJECTS.has(head) && !!c.subject?.det && !c.subjectShared;
}
/** Partitives and determiners that take a share short of the whole group ("half of the", "some of the", "most"). */
const SHARE_SHORT = new Set('half part some most several many few portion majority minority third quarter'.split(' '));
/** Adverbs that say a step stopped short of done. */
const SHORT_OF_DONE = new Set(['nearly', 'almost', 'partially', 'partly', 'halfway', 'incompletely', 'mostly', 'largely']);
/** "96% done", "40 % complete", "80% through": a share short of the whole before a word of completion. */
const PERCENT_SHORT =
  /(?<![\d.])(?:\d|[1-9]\d)(?:[.,]\d+)?\s?%\s+(?:done|complete|completed|finished|through|migrated|applied|deployed)\b/i;
/** Fronted negative phrases that deny the clause after them ("At no point were …", "Under no circumstances …"). */
const NEGATIVE_FRONT = /^\W*(?:(?:at|in|under|on|by)\s+no\s+(?:point|time|stage|moment|circumstances|account|means|case)\b|nor\b)/i;

/** What a milestone asks for. */
interface Milestone {
  text: string;
  /** Event stems of its content words, every one of which the trace sentence must contain outside an exclusion phrase. */
  words: string[];
  /** Words inside the milestone's own exclusion phrase ("replace the disk without downtime"): anywhere in the sentence. */
  scoped: string[];
  /**
   * The actions any one of which a done clause must assert: the verb, or the event noun of a light verb ("perform the
   * review": "perform" or "review"), or the head of a noun-phrase milestone.
   */
  actions: string[];
  /** "all five web servers": a count or "all" the done clause must not contradict with a partial count. */
  quantity: { universal: boolean; count: string | null; head: string | null } | null;
  /** Negated clauses inside the milestone ("confirm that no customer data was downloaded"): their verbs and polarity. */
  embedded: Array<{ verb: string; negated: boolean }>;
  /** Words of the value the step sets ("to 203.0.113.40" of "Update the A record to 203.0.113.40"). */
  target: string[];
  /** Content words of the instruction's direct object without its attached phrases ("the ticket" of "Escalate the ticket to tier 2"). */
  object: string[];
  /** Words of its phrases of direction: where to ("into main", "to s3") and where from ("from the laptop"). */
  directions: Directions;
  /** Stems of the identifiers it names ("web-1", "pr-1131", "#4812"). */
  identifiers: string[];
}

interface Directions {
  goal: Set<string>;
  source: Set<string>;
}

const GOAL_PREPOSITIONS = new Set(['to', 'into', 'onto', 'toward', 'towards']);
const PHRASE_ENDS = new Set(['PREP', 'TO', 'CC', 'PUNCT', 'VERB', 'BE', 'HAVE', 'MODAL', 'DO', 'REL']);

/**
 * The content words of each phrase of direction: after to/into/onto/toward(s) (where to; "to" before a verb's base
 * form is an infinitive) and after from/out of (where from), up to the next preposition, conjunction, punctuation or
 * verb.
 */
function directionsOf(tokens: readonly Tagged[]): Directions {
  const out: Directions = { goal: new Set(), source: new Set() };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as Tagged;
    const outOf = t.lower === 'out' && tokens[k + 1]?.lower === 'of';
    const into = GOAL_PREPOSITIONS.has(t.lower) ? out.goal : t.lower === 'from' || outOf ? out.source : null;
    if (!into) continue;
    let j = k + (outOf ? 2 : 1);
    const next = tokens[j];
    if (t.lower === 'to' && next?.tag === 'VERB' && next.form === 'base') continue;
    for (; j < tokens.length; j++) {
      const x = tokens[j] as Tagged;
      if (PHRASE_ENDS.has(x.tag) || GOAL_PREPOSITIONS.has(x.lower) || x.lower === 'from') break;
      if (['NOUN', 'PROPN', 'ADJ', 'NUM', 'SYM'].includes(x.tag)) into.add(eventStem(x.lower));
    }
  }
  return out;
}

function directionsAt(trace: PreparedTrace, i: number): Directions {
  let d = trace.directions.get(i);
  if (!d) {
    d = directionsOf(parseOf(trace, i).tokens);
    trace.directions.set(i, d);
  }
  return d;
}

/**
 * "Merged main into the PR" for "Merge the PR into main", "copied the backup from s3 to the laptop" for "… from the
 * laptop to s3": a sentence whose phrase of one direction holds a word of the milestone, but none of the words the
 * milestone gives that direction, moves things the other way.
 */
function directionsSwapped(m: Milestone, sentence: Directions): boolean {
  for (const kind of ['goal', 'source'] as const) {
    const want = m.directions[kind];
    const have = [...sentence[kind]];
    if (want.size === 0 || have.length === 0) continue;
    if (have.some((w) => want.has(w))) continue;
    if (have.some((w) => m.words.includes(w))) return true;
  }
  return false;
}

interface TraceSentence {
  /** Words outside exclusion phrases ("rather than X", "but not Y", "except Z"), with pronouns' antecedents. */
  words: Set<string>;
  /** Words inside exclusion phrases. */
  scopedWords: Set<string>;
  /** Actions each done clause asserts, with the phrases that hold them (for the quantity check). */
  done: Array<{ actions: Set<string>; phrases: NounPhrase[]; order: number; back?: boolean; counted?: NounPhrase[]; bare?: boolean }>;
  /**
   * Whether the sentence takes members out of a group ("except shard-7", "all but one") or restricts it ("to the canary
   * ring only"): no count is met whole there.
   */
  excepting?: boolean;
  /** Every clause's verb and polarity (for milestones that contain a negated clause). */
  polarity: Array<{ verb: string; negated: boolean }>;
  /** Clauses that deny an action ("the restore was never run"): its actions and the content words of its phrases. */
  denials: Array<{ actions: Set<string>; words: Set<string> }>;
  /** Steps attempted ("Tried to restore the database"): the infinitive's actions, the words of its phrases, its clause. */
  attempts: Array<{ actions: Set<string>; words: Set<string>; phrases: NounPhrase[]; order: number }>;
  /** Whether the sentence reports a retry that succeeded ("Retried … and it finished cleanly", "The second attempt succeeded"). */
  retried: boolean;
  /** Whether the sentence itself attempts something ("tried to", "attempted to"): a retry after it is its own. */
  attempting: boolean;
  /** Steps reported under way ("rolling back X to v5.1.4"): their actions and every word of their clause. */
  underWay: Array<{ actions: Set<string>; words: Set<string>; order: number }>;
}

export interface PreparedTrace {
  /** Sentences by index, parsed on demand (only sentences holding a milestone's rarest word are parsed). */
  texts: string[];
  /** Each sentence's tokens, read once for the index and reused by the parse and the status-line reading. */
  toks: Tok[][];
  /**
   * Whether each sentence holds a word of negation (not, never, no, none, neither, nor, nobody, nothing, nowhere,
   * cannot; "n't" is read as "not"): only such a sentence can deny a step, so the searches for a later denial parse no
   * other.
   */
  negative: boolean[];
  postings: Map<string, number[]>;
  parsed: Map<number, TraceSentence>;
  /** Parses by sentence index: every sentence is parsed at most once, whether read or looked back to. */
  parses: Map<number, ParsedSentence>;
  /** Subjects and objects of each parsed sentence with their words, for "it" and "the backup" in the next ones. */
  mentions: Map<number, Array<{ np: NounPhrase; words: Set<string> }>>;
  /** Each parsed sentence's phrases of direction, read once whichever milestones ask. */
  directions: Map<number, Directions>;
  /** Sentences that open a ticked checklist item ("[x] …", "✓ …") or are the subject of a commit record. */
  checked: Set<number>;
  /** Sentences of a list item under a heading that names one identifier ("Maintenance for db-cluster-3:"): its stem. */
  listSubject: Map<number, string>;
  /** Ticked items opened by a status mark ("✓ typecheck 22s"), which passed as a trailing mark says they did. */
  markPassed: Set<number>;
  /** Status lines ("unit tests ...... passed", "Harvest: postponed"), read by the status rule alone (readStatus). */
  status: Map<number, StatusLine>;
  /** Tool and command records in trace order: whether each one's result reports failure. */
  records: boolean[];
  /** Whether each record shows a run that succeeded: a runner program, a result with no failure and nothing held back. */
  recordRuns: boolean[];
  /** Whether each record shows a file written: a file-writing tool (WRITERS) whose result reports output and no failure. */
  recordWrites: boolean[];
  /** Whether each record's command selects no part of what it runs (no -k, -t, --grep, file or path: SELECTS_TESTS). */
  recordWhole: boolean[];
  /** Whether each record's result counts passes above zero ("42 passed", "96 passing"). */
  recordPassed: boolean[];
  /** Records whose result counts warnings or problems ("2 warnings"): a run, but not a clean pass of a check. */
  recordWarned: Set<number>;
  /** For each word stem of a command: the records (ascending) whose command names it. */
  recordPostings: Map<string, number[]>;
  /**
   * Of a failed record whose error names what failed ("Error: creating S3 bucket policy (acme-logs-prod)"): the words
   * only the error names (not its command), and the head of each error subject.
   */
  recordErrors: Map<number, { only: Set<string>; heads: Set<string> }>;
  /** Actions a record's result says were done to nothing ("nothing applied", "nothing was deleted"), by event stem. */
  recordDenied: Set<string>;
  /** For each sentence read for it: its last clause undoing "the change"/"it" (see undoesPrevious), or -1. */
  anaphoricUndo: Map<number, number>;
  /** Sentences whose done clauses a later clause denies (see discredited), by sentence index. */
  discredited: Map<number, boolean>;
  /** For each change id ("PR #918", a commit hash), the sentences with a generic undo word that name it; on first need. */
  undoIds?: Map<string, number[]>;
  /** The last sentence that reports a failure going on ("still fails"), -1 for none; read on first need. */
  lastPersistingFailure?: number;
  /** Milestones and status-line names as read (readMilestone), by text: each text is tagged and parsed once. */
  readings: Map<string, Milestone>;
  /** Matching work spent so far (sentence visits, parser steps), checked against MILESTONE_BUDGET. */
  work: WorkBudget;
  tokens: number;
}

/**
 * Matching work one request may spend: sentence visits plus parser steps (token reads), plus a quarter unit per token
 * of each sentence read for the scope passes, plus the tokens and parser steps of each milestone and status-line name
 * read. Each sentence is parsed at most once, but only sentences that hold a milestone's words are parsed; a trace
 * whose every sentence does (about 1,000 short sentences at the length cap) costs ~230,000 units. 40,000 units cost
 * 40–55 ms of CPU over HTTP before the refusal and 30,000 still 24–53 ms on a loaded machine. Ordinary 5–6 KB traces of
 * joined corpus traces with 20 milestones need up to ~25,400 since the rules of the third process pass, so 30,000 is the
 * budget: no ordinary trace is refused, and the refusal still comes within about 50 ms. A single hand-labelled trace
 * (corpora and held-out rounds) needs under 5,000. A
 * request that needs more is refused (INPUT_TOO_COMPLEX `matching_work`) before answering, never answered from part of
 * the trace.
 */
export const MILESTONE_BUDGET = 30_000;

/** Runs of letters, digits, "_" and "-" in a text: the words a record's command and output are split into. */
const WORD_RUN = /[\p{L}\p{N}_-]+/gu;
function wordCount(text: string): number {
  let n = 0;
  WORD_RUN.lastIndex = 0;
  while (WORD_RUN.exec(text)) n++;
  return n;
}

function spend(trace: PreparedTrace, units: number): void {
  if (!trace.work.spend(units)) refuse();
}

function refuse(): never {
  throw new InputTooComplexError('matching_work', MILESTONE_BUDGET, 'The milestones need more matching work than one request may spend.');
}

/**
 * Units the preparation of a trace spends (prepareTrace): two per token tokenized and indexed (its stem, lemma,
 * phrasal and hyphen forms), one per line read for records, status lines, tables and headings, in each of the two
 * passes, and one per line of a command's output scanned. At these rates the units of the preparation track its CPU as
 * the matching units do theirs: a 32,000-character trace of short table rows and shell commands spends about 17,000
 * units before any milestone is matched, a 6,000-character trace about 3,000.
 */
const PREPARE_TOKEN_UNITS = 2;
const PREPARE_LINE_UNITS = 1;
/**
 * A command record (a command line with its result or output) is read again apart from its lines' text: its command
 * and output are split into words and indexed (PREPARE_TOKEN_UNITS per word, as a token is), and some twenty pattern
 * tests (runner, launcher, install, failure, error subject, nothing done, no findings, writes, test selection, counts
 * of passes and warnings) each read them once: one unit per test. Before these were counted a 32,000-character trace
 * of tool records spent about 17,000 units and was answered after some 50-65 ms of CPU over HTTP; now it is refused.
 */
const RECORD_TEST_UNITS = 20;

/** "It was not until <time> that …", "It wasn't until … that …": the opening of a cleft that asserts what follows. */
const NOT_UNTIL_CLEFT = /^\W*it\s+(?:was|is|had\s+been)\s*(?:n['\u2019]t|\s+not)\s+until\b[^,;:]{1,60}?\bthat\s+(?=\S)/i;

/** A line that opens with a commit id (7 to 40 hex digits with a letter and a digit), as `git log --oneline` prints. */
/**
 * "We not only rotated the keys but also invalidated the sessions": "not only/just/merely … but" asserts both conjuncts;
 * its "not" denies nothing, so it is dropped before the sentence is read (only when "but" follows in the sentence).
 */
const NOT_ONLY = /\b(?:not|n['\u2019]t)\s{1,3}(?:only|just|merely|simply)\b/gi;
const BUT = /\bbut\b/gi;
/** The sentence without each "not only" that a "but" follows (two linear passes, no look-ahead). */
function withoutNotOnly(text: string): string {
  let last = -1;
  for (const m of text.matchAll(BUT)) last = m.index;
  return last < 0 ? text : text.replace(NOT_ONLY, (s: string, at: number) => (at < last ? '' : s));
}
const COMMIT_LINE = /^\s*(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\s+(?=\S)/;
const REVERT_SUBJECT = /^\s*Revert\s+["\u201c](.+?)["\u201d]\s*$/;
/** "WIP: …", "Draft: …", "fixup! …": a commit that says its change is unfinished reports nothing done. */
const UNFINISHED_COMMIT = /^\s*(?:\[?(?:wip|draft)\]?\b|fixup!|squash!|amend!)/i;
const commitKey = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A tool or command record: a line that calls a tool or runs a command ("> tool: run_command(\"npm run build\")",
 * "Action: shell `pytest`", "$ make test"), and the line after it, its result ("< exit 1: …", "Observation: …").
 */
const COMMAND_LINE =
  /^\s*(?:\[[^\]]{0,40}\]\s*)?(?:>+\s*)?(?:\[?(?:tool|tool_call|tool_use|function_call|action|command|cmd|call|exec|shell)\s*:\s*|(\$)\s+)(.{1,400})$/i;
/** "> write_file(\"src/api.ts\")", "> run_command(\"npm test\")": a function call after ">" (group 1 empty, 2 the call). */
const CALL_LINE = /^\s*(?:\[[^\]]{0,40}\]\s*)?>+\s*()(?=[A-Za-z_][\w.]{0,60}\()(.{1,400})$/;
const RESULT_LINE =
  /^\s*(?:\[[^\]]{0,40}\]\s*)?(?:<+\s*|\[?(?:observation|result|output|response|stdout|stderr|tool_result|tool_output|function_result)\s*:\s*)(.{0,400})/i;
/** "[tool: bash "npm test" -> Error: …]": a command and its result on one line. */
const INLINE_RECORD = /^\s*\[(?:tool|tool_call|action|command|cmd|shell|bash)\s*:\s*(.{1,400}?)\s*(?:->|\u2192|=>)\s*(.{0,400})\]\s*$/i;
/**
 * Programs that run what their arguments name (a build, a test suite, a migration file, a script): a record of one of
 * them that succeeded shows the run. Viewers and editors (cat, less, vim, write_file, git diff) are not among them.
 */
const RUNNERS = new Set(
  'make npm pnpm yarn npx pytest go cargo mvn gradle gradlew python python3 node bash sh psql mysql sqlite3 rake bundle dotnet ruby php java deno bun tox nox jest vitest mocha ant ctest cmake ninja bazel alembic flyway liquibase terraform tofu helm pulumi ansible-playbook'.split(
    ' ',
  ),
);
/** Options and words of a command or its output that say nothing was really run, or not all of it. */
const NOT_A_RUN =
  /(?:^|\s)(?:--dry-run|--dryrun|--check|-n|--noop|--plan|--what-if|--help|-h|--version|--list[\w-]*|--collect-only|--co)(?=[\s=]|$|["'`)])/i;
const NOT_A_SUCCESS =
  /\b(?:skip|skipped|skipping|dry|would|simulat\w*|nothing|pending|queued|not|no|none|partial|partially|warning|warn|cancell?ed|aborted|killed|interrupted|stopped|exceeded|terminated|start|starting|started|running|progress|ongoing|waiting|hangs?|hung|stuck|sig(?:int|term|kill|hup)|oom)\b|\^C|(?:\.\.\.|\u2026)\s*$/i;
/**
 * "No fixes applied", "no problems found", "0 warnings": a checker's count of zero findings says what the run found,
 * not that it was held back, so it is not read as "no" or "warning" of NOT_A_SUCCESS.
 */
const NO_FINDINGS = /\b(?:no|0|zero)\s+(?:problems?|issues?|errors?|warnings?|violations?|offen[cs]es?|fixes|findings?|lint\s+errors?)\b/gi;
/** Subcommands and options of a runner that list, show or explain instead of running ("npm ls", "pytest --collect-only"). */
const NOT_A_RUN_SUBCOMMAND =
  /^(?:ls|list|view|info|show|search|help|doc|docs|outdated|why|explain|config|version|-v|--version|--collect-only|--co|-l)$/i;
/**
 * The program a command runs: the first word after a tool wrapper ("bash \"npm test\"", "run_command(\"make\")"),
 * or "" when its next word lists, shows or explains instead of running.
 */
function programOf(command: string): string {
  const quoted = /["'`]([^"'`]{1,400})["'`]/.exec(command);
  const text = (quoted ? (quoted[1] as string) : command).trim();
  const words = text.split(/\s+/);
  let k = 0;
  while (k < words.length - 1 && /^(?:bash|shell|sh|run_command|exec|cmd|sudo|-c|-lc|env|time)$/i.test(words[k] as string)) k++;
  if (NOT_A_RUN_SUBCOMMAND.test(words[k + 1] ?? '')) return '';
  return (words[k] ?? '').replace(/^\.\//, '').replace(/^.*\//, '').toLowerCase();
}
/** A result that reports failure: a non-zero exit status, a count of failures or errors, an error ("npm ERR!") or a traceback. */
const FAILURE =
  /\bexit(?:\s+(?:code|status))?\s*[:=]?\s*[1-9]\d*\b|\b[1-9]\d*\s+(?:failed|failures?|errors?)\b|\b(?:error|errors|errored|failed|fails|failure|fatal|traceback|exception|denied|refused|timed\s+out|timeout|could\s+not|couldn['’]t|unable\s+to)\b|\bfail(?![-\w])|\bERR!/i;
/** "0 errors", "no failures", "0 fail": counts of none, which report no failure. */
const NO_FAILURES = /\b(?:no|0|zero)\s+(?:errors?|failures?|failed|fail)\b/gi;

/** Whether a tool's result, or a sentence of the record, reports a failure. */
function reportsFailure(text: string): boolean {
  return FAILURE.test(text.replace(NO_FAILURES, ' '));
}

/**
 * Whether the trace's record contradicts the milestone: the last tool or command record whose command names every word
 * of the milestone that any command names (light verbs such as "run" aside; at least one) reports failure. A command that failed is not done whatever the prose says about it afterwards ("the build
 * passes" after `npm run build` exited 1); a later record of the same command that succeeds lets the prose count.
 */
function recordFailed(m: Milestone, trace: PreparedTrace): boolean {
  // "Reproduce the failing date test": a step whose aim is a failure is not undone by a record that failed.
  if (trace.records.length === 0 || m.actions.some((a) => FAILURE_AIMS.has(a))) return false;
  const named = m.words
    .filter((w) => !LIGHT_STEMS.has(w) && trace.recordPostings.has(w))
    .map((w) => trace.recordPostings.get(w) as number[]);
  spend(trace, m.words.length);
  if (named.length === 0) return false;
  // The last record in every list: walk the shortest list from its end, looking each index up in the others.
  const shortest = named.reduce((a, b) => (b.length < a.length ? b : a));
  for (let k = shortest.length - 1; k >= 0; k--) {
    const r = shortest[k] as number;
    spend(trace, named.length);
    if (!named.every((list) => hasAny(list, r, r))) continue;
    // A record that names the milestone only through its error subject failed on what that subject's head names: a
    // failure "creating S3 bucket policy (acme-logs-prod)" is not one of creating the acme-logs-prod bucket.
    const err = trace.recordErrors.get(r);
    if (err && m.words.some((w) => !LIGHT_STEMS.has(w) && err.only.has(w)) && ![...err.heads].some((h) => m.words.includes(h))) continue;
    return trace.records[r] === true;
  }
  return false;
}

/** Steps whose aim is to make something fail, so a failed run is their success, not their failure: reproduce, trigger, expose. */
const FAILURE_AIMS = new Set([...TEST_RESULTS, 'repro'].map(eventStem));

/** "ran out of", "running out of": lacking something (see prepareTrace). */
const RUN_OUT_OF = /\b(?:run|runs|ran|running)\s+out\s+of\b/gi;
/**
 * 'Step "Run integration tests" cancelled: …', 'Job "deploy" was skipped': a step named in quotes and what became of it
 * is a status line, read as 'Run integration tests: cancelled: …' (the quoted name is a name, not a clause asserted).
 */
const QUOTED_STEP =
  /^(\s*(?:[\w:.\-\][]+\s+)?(?:step|stage|job|task|check|phase)\s+)["\u201C']([^"\u201D'\n]{2,200})["\u201D']\s*(?:was\s+|has\s+been\s+|is\s+)?(\S.*)$/i;
/** What an error message says failed: "Error: creating S3 bucket (logs-archive): BucketAlreadyExists". */
const ERROR_SUBJECT = /\berror:?\s+(\p{L}+ing\b[^:\n]{1,120})/giu;
/** A tool's result that says it did nothing: skipped, nothing to do or applied, already up to date, no changes, a dry run. */
const DID_NOTHING =
  /\b(?:skipped|skipping|nothing\s+(?:to\s+(?:do|commit|apply|update)|applied|changed|done|written|updated|deployed)|(?:already\s+)?up[\s-]to[\s-]date|no\s+changes?|dry[\s-]run)\b/i;
/** "nothing applied", "nothing was deleted": the participle of an action done to nothing. */
const NOTHING_DONE = /\bnothing\s+(?:was\s+|has\s+been\s+|got\s+)?(\p{L}+ed)\b/giu;

/** Test runners: their name says they run tests ("pytest -q" runs the test suite as "npm test" does). */
const TEST_RUNNERS = new Set('pytest jest vitest mocha ctest phpunit'.split(' '));
const TEST_STEM = eventStem('test');
/** Launchers that run the program named after them: "pnpm vitest run", "npx jest", "poetry run pytest", "python -m pytest". */
const LAUNCHERS = /^(?:npx|pnpx|bunx|pnpm|yarn|bun|npm|exec|run|uv|poetry|pipenv|bundle|python3?|-m)$/i;
/** The program a launcher runs ("vitest" of `pnpm vitest run`), or "" when the command opens with no launcher. */
function launchedProgram(command: string): string {
  const quoted = /["'`]([^"'`]{1,400})["'`]/.exec(command);
  const words = (quoted ? (quoted[1] as string) : command).trim().split(/\s+/);
  let k = 0;
  while (k < words.length - 1 && /^(?:bash|shell|sh|run_command|exec|cmd|sudo|-c|-lc|env|time)$/i.test(words[k] as string)) k++;
  if (!LAUNCHERS.test(words[k] ?? '')) return '';
  while (k < words.length - 1 && LAUNCHERS.test(words[k] as string)) k++;
  return (words[k] ?? '').toLowerCase();
}
/** Words that ask for the whole suite, which a run that selects no tests is (recordWhole): "the full test suite". */
const WHOLE_SUITE = new Set(['full', 'whole', 'entire', 'complete'].map(eventStem));
/** A result that counts warnings or problems above zero: "2 warnings", "3 problems". */
const COUNTED_WARNINGS = /\b[1-9][\d,]*\s+(?:warnings?|problems?)\b/i;
/** A result that counts passes above zero: "42 passed", "96 passing", "Tests: 12 passed". */
const PASSES_REPORTED = /\b[1-9][\d,]*\s+(?:tests?\s+|specs?\s+|examples?\s+)?(?:passed|passing|ok)\b/i;
/**
 * Options and arguments that run part of a test suite: a filter (-k, -t, -m, -g, -run, --grep, --filter, --only,
 * --spec, --testNamePattern), a test id ("::"), a path or a source file. Such a run is not a run of the suite.
 */
const SELECTS_TESTS =
  /(?:^|[\s"'`(])(?:-k|-t|-m|-g|-run|--grep|--filter|--only|--spec|--testNamePattern|--test-name-pattern)(?=[\s=]|$)|::|\w\/\w|\.(?:py|ts|tsx|js|jsx|mjs|rb|go|java|rs)\b/;
const SUITE_STEM = eventStem('suite');
/**
 * Tools that write a file whole: a record of one whose result reports output and no failure ("< ok", "wrote 3 lines")
 * shows the file written, and meets "Write <file>" when the command names every other word of the milestone. Editors
 * that change part of a file (edit_file) are not among them.
 */
const WRITERS = new Set('write_file create_file write_to_file save_file writefile'.split(' '));
const WRITE_STEM = eventStem('write');
/** The tool a record calls: the first word of its command ("write_file" of `write_file("src/api.ts")`). */
function toolOf(command: string): string {
  return (/^\s*([\w.-]+)/.exec(command)?.[1] ?? '').toLowerCase();
}

/** Milestone verbs that a command record itself carries out: "run the build" is what `$ make build` did. */
const RUN_VERBS = new Set(['run', 'execute', 'rerun'].map(eventStem));
const INSTALL_STEM = eventStem('install');
/** The words a bare dependency install names: "install", and its object under every name the rules give it. */
const INSTALL_WORDS = ['install', 'dependencies', 'dependency', 'packages'].map(eventStem);
/**
 * A package manager's install of a project's declared dependencies: "npm install", "npm ci", "pnpm i", "yarn",
 * "yarn install", "bun install", "bundle install", "composer install", "poetry install", "pip install -r <file>",
 * options aside, and no package named (then it installs that package, not the dependencies).
 */
const DEPENDENCY_INSTALL =
  /^(?:(?:npm|pnpm|bun)\s+(?:install|i|ci)|yarn(?:\s+install)?|(?:bundle|composer|poetry)\s+install|pip3?\s+install\s+-r\s+\S+)$/i;
function dependencyInstall(command: string): boolean {
  const quoted = /["'`]([^"'`]{1,400})["'`]/.exec(command);
  const text = (quoted ? (quoted[1] as string) : command).trim();
  // Options (a word opening with "-", "--frozen-lockfile", "--prefer-offline") change how, not what, it installs.
  const words = text.split(/\s+/).filter((w, k, all) => !w.startsWith('-') || (w === '-r' && /^pip3?$/.test(all[k - 2] ?? '')));
  return DEPENDENCY_INSTALL.test(words.join(' '));
}

/**
 * Whether a command record shows the milestone done: the milestone is "run …" / "execute …", the last record whose
 * command names every other word of it runs a program that runs what it names (RUNNERS), without a dry-run option,
 * and its result reports output, no failure, and nothing skipped, pending or partial ("$ make build" / "go build ./...
 * ok" meets "Run the build").
 */
/** Steps a project's scripts are named after ("build", "lint"): a clean run of a command naming one carries it out. */
const SCRIPT_STEPS = new Set(['build', 'lint', 'compile', 'bundle', 'typecheck'].map(eventStem));

function recordRan(m: Milestone, trace: PreparedTrace): boolean {
  // "Run all migrations", "run the 3 smoke suites": one record shows one run, not a count of them. A number with a
  // leading zero, four or more digits or a dot is a name ("migration 0042"), not a count.
  const count = m.quantity?.count ?? null;
  const counts = !!m.quantity && (m.quantity.universal || (count !== null && !/^0\d|^\d{4,}|[.\-_]/.test(count)));
  const writes = m.actions[0] === WRITE_STEM;
  // "Make the test suite pass", "Pass the unit tests": the last test run's result counts passes and no failure.
  const passes = m.actions.includes(PASS_STEM) && m.words.includes(TEST_STEM);
  // "Install the dependencies": an install that ran clean installed what its command names (DEPENDENCY_INSTALL).
  const installs = m.actions[0] === INSTALL_STEM;
  // "Build the web app": a step a project's scripts are named after, run by a command that names it ("pnpm --filter web
  // build"); the generic names of the whole work (app, project, …) need not be named.
  // "Make the linter pass", "Make the build pass": a check with no count of passes passes by a clean run of its
  // script (no count of warnings or problems either), judged by the last record that names it as "Build the web app" is.
  const scriptPasses = m.actions.includes(PASS_STEM) && !m.words.includes(TEST_STEM) && m.words.some((w) => SCRIPT_STEPS.has(w));
  const scripted = SCRIPT_STEPS.has(m.actions[0] ?? '') || scriptPasses;
  if (
    trace.records.length === 0 ||
    !(RUN_VERBS.has(m.actions[0] ?? '') || writes || passes || installs || scripted) ||
    counts ||
    m.embedded.length > 0
  )
    return false;
  const named0 = m.words.filter(
    (w) => !LIGHT_STEMS.has(w) && !RUN_VERBS.has(w) && w !== WRITE_STEM && w !== PASS_STEM && !(scripted && WHOLE_WORK.includes(w)),
  );
  // "Run the test suite": a command that runs the tests runs the suite; no command names the word "suite".
  const suite = named0.includes(TEST_STEM) && named0.includes(SUITE_STEM);
  const rest = suite ? named0.filter((w) => w !== SUITE_STEM && !WHOLE_SUITE.has(w)) : named0;
  if (rest.length === 0) return false;
  const named: number[][] = [];
  for (const w of rest) {
    const list = trace.recordPostings.get(w);
    if (!list) return false;
    named.push(list);
  }
  spend(trace, rest.length);
  const shortest = named.reduce((a, b) => (b.length < a.length ? b : a));
  for (let k = shortest.length - 1; k >= 0; k--) {
    const r = shortest[k] as number;
    spend(trace, named.length);
    if (named.every((list) => hasAny(list, r, r)))
      return (
        (writes ? trace.recordWrites[r] : trace.recordRuns[r]) === true &&
        (!suite || trace.recordWhole[r] === true) &&
        // "Build the project" names nothing but the step: a run that selects a part ("--filter web") is not it.
        (!scripted || rest.length > 1 || trace.recordWhole[r] === true) &&
        (!passes || (trace.recordPassed[r] === true && trace.recordRuns[r] === true)) &&
        (!scriptPasses || !trace.recordWarned.has(r)) &&
        !deniedOrUndone(m, trace, rest)
      );
  }
  return false;
}

/**
 * Whether any clause of the trace undoes the milestone's action on its words (lastUndo) or denies it on no other words
 * ("the migration was never run"): a record's run is then no evidence (fail closed).
 */
function deniedOrUndone(m: Milestone, trace: PreparedTrace, words: string[]): boolean {
  if (lastUndo(m, trace).last) return true;
  for (const a of m.actions)
    for (const j of trace.postings.get(a) ?? []) {
      spend(trace, 1);
      if (
        trace.negative[j] &&
        readSentence(trace, j).denials.some((d) => d.actions.has(a) && [...d.words].every((w) => words.includes(w) || m.words.includes(w)))
      )
        return true;
    }
  return false;
}

/** A markdown heading ("## Not done"), or a line that is only a label and its colon ("What I did not do:"). */
const HEADING = /^\s*(?:#{1,6}\s+(.{1,80}?)\s*#*\s*|(?:[-*•]\s+)?\**([\p{L}][^:.!?]{0,60}?)\**:\**\s*)$/u;
/** A list item: a bullet, a number, or a checkbox at the start of the line. */
const LIST_ITEM = new RegExp(
  `^\\s*(?:[-*•+]\\s|\\d{1,3}[.)]\\s|\\(\\w\\)\\s|\\[[ xX✓✔-]\\]\\s|[${DONE_MARKS}${NOT_DONE_MARKS}]\\uFE0F?\\s)`,
  'u',
);
/** Words of a heading that announce work not done, besides negations, status words of not doing and advice labels. */
const HEADING_NOT_DONE = new Set(
  'could cannot unable incomplete unfinished gap gaps backlog failures failed issues will would should must need needs needed wishlist ideas questions left'.split(
    ' ',
  ),
);

function notDoneHeading(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/n['\u2019]t\b/g, ' not')
    .split(/[^\p{L}\p{N}/]+/u)
    .filter(Boolean);
  return adviceLabel(text) || words.some((w) => STATUS_NOT_DONE_WORDS.has(w) || HEADING_NOT_DONE.has(w));
}

/** What a status line reports: done (with the actions it names) or not done (nothing on the line is done). */
interface StatusLine {
  done: boolean;
  /** The step's name before the separator ("unit tests", "Kick-off meeting"). */
  name: string;
  /** Event stems the status reports done: the participles of the status ("grown", "held"). */
  actions: string[];
  /** The name's own actions are done too (read as a milestone is, when the line is read). */
  ofName?: boolean;
  /** The status says the step passed ("passed", "ok", "green", "✅", a count of passes with no failures). */
  passed?: boolean;
  /** A crossed item ("✗ deploy-api"): a failed run of the step it names. */
  failed?: boolean;
}

/**
 * A step's name, a separator and a status: "unit tests ...... passed (1,204)", "e2e tests ... skipped", "Kick-off
 * meeting: held on Tuesday", "Column wash - skipped". After a run of dots the line is always a status line; after a
 * colon or a spaced dash only when the name has at most five words (no brackets: "Agent (10:05): …" is a speaker) and
 * the status is one the rule reads. See readStatus for what it reports.
 */
// An ellipsis with a word character on both sides ("rk_live_…9Qa") elides part of a redacted name: it is no leader.
const DOT_LEADER = /^\s*([\p{L}\p{N}][^.:;()]{0,60}?)\s*(?:\.{2,}|(?<![\p{L}\p{N}_])…+|…+(?![\p{L}\p{N}_])|\s\.\s)\s*(.+)$/u;
const LABEL_STATUS = /^\s*([\p{L}\p{N}][^:;()[\]]{0,60}?)(?:\s*:\s+|\s+[-\u2013\u2014]\s+)(.+)$/u;
/**
 * "Lint ✅", "E2E tests ❌ (3 failed)", "Deploy preview ⏭ skipped": a step's name and a status mark after it, the way CI
 * summaries print them. The mark opens the status, which readStatus reads as it reads one after a colon.
 */
const STATUS_MARKS = `${DONE_MARKS}${NOT_DONE_MARKS}⚠`;
const MARK_STATUS = new RegExp(`^\\s*([\\p{L}\\p{N}][^:;()[\\]${STATUS_MARKS}]{0,60}?)[ \\t]{1,3}([${STATUS_MARKS}].*)$`, 'u');

/** Words that make any step name one of not doing: a rehearsal, a skip or a negation of the step. */
const NAME_NOT_DONE = new Set('not no never dry simulated simulation skip skipped rehearsal'.split(' '));

/** A whole step name that is one snake_case identifier: "load_to_warehouse", "validate_schema". */
const SNAKE_ID = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
/**
 * "✓ deploy-staging", "✓ publish-image: ghcr.io/acme/app:2.19": a CI job named by one kebab-case identifier whose first
 * part is a verb (not one that denies, halves or feigns it) opens a ticked item; it is read as the words it joins.
 */
const JOB_ID = /^([a-z]{2,})((?:-[a-z]{2,}){1,3})(?=$|:|\s)/;
function spelledJobName(item: string): string {
  const m = JOB_ID.exec(item);
  if (!m || !isVerbBase(m[1] as string) || HYPHEN_NOT_HEAD.has(m[1] as string)) return item;
  return `${m[1]}${(m[2] as string).replace(/-/g, ' ')}${item.slice(m[0].length)}`;
}

/** "Step 2", "Stage", "Task 4b", "3": a label that only numbers or names a stage of a run, not the step itself. */
const STEP_LABEL = /^(?:(?:step|stage|task|phase|item|part|job)\s*#?\d{0,3}[a-z]?|#?\d{1,3}[a-z]?)$/i;

function readStatusLine(line: string): StatusLine | null {
  const direct = readStatusLineAt(line);
  if (direct) return direct;
  // "Step 1 - Drain node db-4: done", "Stage: install deps ...... ok": after a label that only numbers the step, the
  // rest of the line is read as the status line.
  const label = LABEL_STATUS.exec(line);
  return label && STEP_LABEL.test((label[1] as string).trim()) ? readStatusLineAt(label[2] as string, true) : null;
}

/** Words a status line's name may have: five, or twelve after a label that numbers a step (an instruction, not prose). */
const NAME_WORDS = 5;
const STEP_NAME_WORDS = 12;

function readStatusLineAt(line: string, stepped = false): StatusLine | null {
  const dots = DOT_LEADER.exec(line);
  const label = dots ? null : LABEL_STATUS.exec(line);
  const mark = dots || label ? null : MARK_STATUS.exec(line);
  const m = dots ?? label ?? mark;
  if (!m) return null;
  // "extract_pos_exports ...... success": a step named by one snake_case identifier (a scheduler's task id) is read as
  // the words it joins; an identifier among other words stays one token ("enable the new_checkout flag").
  const rawName = (m[1] as string).trim();
  const name = SNAKE_ID.test(rawName) ? rawName.replace(/_+/g, ' ') : rawName;
  // A mark after a name of at most five words; a longer text before it is prose ("I'll deploy the fix after lunch ✅").
  if (mark && name.split(/\s+/).length > 5) return null;
  if (label) {
    // A label's status is one short phrase opened by a status word or a participle, not a sentence or two of prose.
    const rest = (m[2] as string).replace(/\([^)]*\)/g, ' ').trim();
    const first = rest.toLowerCase().split(/[\s,.!]+/)[0] ?? '';
    const v = verbReading(first);
    const opener =
      PASS_COUNT.test(rest) ||
      STATUS_DONE_WORDS.has(first) ||
      STATUS_NOT_DONE_WORDS.has(first) ||
      (!!v && first !== v.lemma && /^(?:past|participle|past_or_participle)$/.test(v.form));
    // "Building control inspection of the foundations: passed": "of" and "the" inside a name do not count towards its
    // five words (an event noun and what it is of).
    const nameLength = name.split(/\s+/).filter((w) => !/^(?:of|the)$/i.test(w)).length;
    if (nameLength > (stepped ? STEP_NAME_WORDS : NAME_WORDS) || !opener || /[.!?]\s+\S/.test(rest) || rest.split(/\s+/).length > 12)
      return null;
  }
  // A name with a word of not doing reports nothing done, whatever its status says: after a mark or as a snake_case
  // identifier any word of STATUS_NOT_DONE_WORDS ("Deploy not run ✅", "skip_migration ... success"), before dots or a
  // colon one of NAME_NOT_DONE ("Migration dry run ...... ok"; "Failed jobs cleanup: done" names a thing).
  const nameWords = name
    .toLowerCase()
    .replace(/n['\u2019]t\b/g, ' not')
    .split(/[\s,.!]+/);
  const notDoing = mark || name !== rawName ? STATUS_NOT_DONE_WORDS : NAME_NOT_DONE;
  if (nameWords.some((w) => notDoing.has(w))) return { done: false, name, actions: [] };
  // "Goal: keys rotated", "Rollback plan - restored from snapshot", "On failure: …": a label that announces a plan, a
  // goal, a requirement or a condition reports nothing done.
  if (adviceLabel(name)) return { done: false, name, actions: [] };
  const st = readStatus(name, m[2] as string);
  if (st) return st;
  return dots ? { done: false, name, actions: [] } : null;
}

/**
 * The status after the separator, without its bracketed remarks. Not done when any of its words is a negation or a
 * word of open, failed, skipped or waiting work (STATUS_NOT_DONE_WORDS), or it asks. Done when its first word is a
 * status of completion ("passed", "done", "ok"): the step's actions are the name read as a milestone is. Done when it
 * is a list of past participles ("grown", "prepared, filtered, stored at 4 C", "held on Tuesday"), none of them a verb
 * of not doing (plan, postpone, attempt, …): each participle is an action done on the named thing, and a participle of
 * completion ("performed", "carried out") makes the name's actions done too. Anything else is not a status.
 */
/** Participles that, as a status, report the named step itself done ("Vacuum: performed"); "held" may be "on hold". */
const STATUS_COMPLETION = new Set('perform complete finish conduct execute carry_out do run undertake accomplish'.split(' '));

/** Status words that say a check or test passed, not only that it ran: "Type check ✅" meets "Pass the type check". */
const PASS_STATUS = new Set(['passed', 'ok', 'okay', 'succeeded', 'successful', 'success', 'green', ...DONE_MARKS]);
const PASS_STEM = eventStem('pass');
/** "0 failed", "0 errors", "no failures", "0 skipped": counts of zero, which say nothing went wrong. */
const ZERO_COUNTS = /\b(?:0|no|zero)\s+(?:failed|failures?|failing|errors?|errored|skipped|skips?)\b/gi;
/** A status opened by a count of passes: "412 passed", "1,204 tests passed", "38 ok". */
const PASS_COUNT = /^\s*(\d[\d,]*)\s+(?:tests?\s+|specs?\s+|checks?\s+)?(?:passed|ok|succeeded)\b/i;
/** A status that says the step was undone: "applied, rolled back", "enabled, switched off again". */
const STATUS_UNDONE = /\b(?:rolled\s+back|backed\s+out|switched\s+off|turned\s+off|reverted|undone|reversed)\b/i;

/** Words of not doing that also name a kind of thing before a noun: "the Q3 error budget", "the open tickets". */
const THING_MODIFIERS = new Set(
  'error failed open pending outstanding missing blocked queued red running waiting planned scheduled'.split(' '),
);

/**
 * Whether a status read as a list of participles ("reviewed the Q3 error budget, closed the open tickets") holds a word
 * of not doing: anywhere in its bracketed remarks, and in its items anywhere except where one of THING_MODIFIERS,
 * not first in its item, stands before a plain word (a noun it modifies: "error budget", "failed jobs").
 */
function notDoneInList(text: string): boolean {
  const split = (t: string) =>
    t
      .toLowerCase()
      .replace(/n['\u2019]t\b/g, ' not')
      .split(/[\s.![\]]+/)
      .filter(Boolean);
  for (const remark of text.matchAll(/\(([^)]*)\)/g)) if (split(remark[1] as string).some((w) => STATUS_NOT_DONE_WORDS.has(w))) return true;
  for (const item of text.replace(/\([^)]*\)/g, ' ').split(/\s*,\s*|\s+and\s+/)) {
    const words = split(item);
    for (const [k, w] of words.entries()) {
      if (!STATUS_NOT_DONE_WORDS.has(w)) continue;
      const next = words[k + 1] ?? '';
      const modifier =
        k > 0 &&
        THING_MODIFIERS.has(w) &&
        /^[a-z][a-z0-9-]*$/.test(next) &&
        !STATUS_NOT_DONE_WORDS.has(next) &&
        !STATUS_DONE_WORDS.has(next);
      if (!modifier) return true;
    }
  }
  return false;
}

/**
 * "performed without incident", "restarted with no errors": a phrase that says only that nothing went wrong, read as no
 * word of not doing. Its noun is one of a closed list of troubles; "without shutting the array down" stays a negation.
 */
const NO_TROUBLE =
  /(?:\b(?:without|with\s+no)|(?:^|[,;(]\s*)no)\s+(?:any\s+)?(?:incidents?|issues?|problems?|errors?|trouble|downtime|interruptions?|warnings?|hiccups?)\b/gi;

function readStatus(name: string, status: string): StatusLine | null {
  const rest = status.replace(NO_TROUBLE, ' ');
  const text = rest.replace(/\([^)]*\)/g, ' ').trim();
  if (!text || /[;?]/.test(text)) return null;
  // "412 passed, 0 failed": a count of passes with every count of failures, errors and skips at zero is a pass; the
  // zero counts are not words of not doing. Any other count of failures still is ("410 passed, 2 failed").
  const counted = rest.replace(ZERO_COUNTS, ' ');
  const tally = PASS_COUNT.exec(counted);
  // The bracketed remarks are read for words of not doing too: "done (unverified)", "passed (dry run only)".
  const words = counted
    .toLowerCase()
    .replace(/n['\u2019]t\b/g, ' not')
    .split(/[\s,.!()[\]]+/)
    .filter(Boolean);
  const lead = words[0] ?? '';
  const leadVerb = verbReading(lead);
  const listed = !!leadVerb && lead !== leadVerb.lemma && /^(?:past|participle|past_or_participle)$/.test(leadVerb.form);
  if ((listed ? notDoneInList(counted) : words.some((w) => STATUS_NOT_DONE_WORDS.has(w))) || STATUS_UNDONE.test(rest))
    return { done: false, name, actions: [] };
  if (tally && /[1-9]/.test(tally[1] as string)) return { done: true, name, actions: [], ofName: true, passed: true };
  const first = words[0] ?? '';
  // The name is read as a milestone only when a milestone's words lead to the line (readStatusSentence).
  if (STATUS_DONE_WORDS.has(first) || (first === 'carried' && words[1] === 'out'))
    return { done: true, name, actions: [], ofName: true, passed: PASS_STATUS.has(first) };
  const actions: string[] = [];
  let ofName = false;
  for (const [k, seg] of text.split(/\s*,\s*|\s+and\s+/).entries()) {
    const segWords = seg
      .toLowerCase()
      .replace(/[.!]+$/, '')
      .split(/\s+/);
    let w = segWords[0] ?? '';
    let v = verbReading(w);
    let participle = !!v && w !== v.lemma && /^(?:past|participle|past_or_participle)$/.test(v.form);
    // "centrifuged, supernatant discarded", "pellet resuspended in PBS": a later item of the list may name what it was
    // done to (one to three words that are not verbs) before its participle.
    if (!participle && k > 0 && segWords.length >= 2 && segWords.length <= 10) {
      for (let p = 1; p <= 3 && p < segWords.length; p++) {
        const x = segWords[p] as string;
        const lv = verbReading(x);
        if (lv && x !== lv.lemma && /^(?:past|participle|past_or_participle)$/.test(lv.form)) {
          if (segWords.slice(0, p).every((y) => !verbReading(y) && /^[\p{L}-]+$/u.test(y))) {
            w = x;
            v = lv;
            participle = true;
          }
          break;
        }
      }
    }
    if (!participle || !v) {
      if (k === 0) return null;
      continue;
    }
    // "prepared, filtered": a participle of a verb of not doing ("postponed", "prepared" for) reports nothing itself.
    if (isNonCompletion(v.lemma)) continue;
    // A participle the lexicon does not know ("inoculated") is compared by its own stem.
    actions.push(v.known ? eventStem(v.lemma) : eventStem(w));
    if (STATUS_COMPLETION.has(v.lemma)) ofName = true;
  }
  return actions.length > 0 ? { done: true, name, actions, ofName } : { done: false, name, actions: [] };
}

/** "1.", "2)", "-", "*" list markers and "21:58" time stamps at the start of a line are not part of the sentence. */
const TICKED = new RegExp(`^\\s*(?:\\[[xX✓✔]\\]|[${DONE_MARKS}]\\uFE0F?)\\s+`, 'u');
/** "[ ] access granted": an unticked checklist item reports nothing done, whatever tense its words are in. */
const UNTICKED = /^\s*(?:\[ \]|☐)\s+/;
/**
 * "✖ e2e tests: 2 failed, 41 passed", "⏭ lint (skipped)": a line opened by a cross or a skip mark (CI summaries, checklists)
 * reports nothing done, whatever else it says.
 */
const CROSSED = new RegExp(`^\\s*[${NOT_DONE_MARKS}]\\uFE0F?\\s+`, 'u');
/** A closing remark that opens with a status of not doing: "Integration tests (skipped: …)", "(waiting on approval)". */
const REMARK_NOT_DONE =
  /\((?:simulated|simulation|rehearsal|noop|no-op|skipped|skip|failed|failing|errored|error|postponed|deferred|delayed|cancell?ed|aborted|blocked|waiting|awaiting|pending|tbd|todo|planned|scheduled|queued|not (?:run|yet|started|done|performed|executed|applied|completed)|dry run)\b[^)]*\)\s*[.;]?\s*$/i;
/**
 * What opens a line without being part of its sentence: a list number ("3.", "3)", a notebook's "[3]") or bullet, a time ("14:02"), and a log record's
 * date-time with a neutral level ("2026-11-03 14:02:11 INFO  ", "2026-11-03T14:02:11Z [debug] ", "2026-11-03 09:19 UTC"), and a time after a
 * weekday as change logs and site diaries write it ("Tue 09:15  "), and a time or date-time in square brackets as run logs
 * write it ("[05:07:45] ", "[2026-11-28 05:07:45] INFO "). WARN and ERROR stay.
 */
const LINE_PREFIX =
  /^\s*(?:(?:\d{1,3}[.)]|\[\d{1,3}\]|[-*•]|\(\w\))\s+)?(?:\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}|\s+(?:UTC|GMT))?\s+(?:\[?(?:INFO|DEBUG|TRACE|NOTICE)\]?:?\s+)?|(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?\.?,?\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s+(?:UTC|GMT))?\s+|\[(?:\d{4}-\d{2}-\d{2}[T ])?\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|\s?(?:UTC|GMT))?\]\s+(?:\[?(?:INFO|DEBUG|TRACE|NOTICE)\]?:?\s+)?)?/i;
/**
 * A speaker's label at a line start: "(Priya) ", "Priya (14:10): ", a chat handle "@devon: ", or a handle in a column
 * before a time in a column ("deploy-bot  10:40  checkout-api deployed …", two spaces or more around the time): who wrote the line, not
 * part of its sentence, so a past form after it opens the line ("(Marco) Updated the email"). Not a bracketed status
 * ("(Skipped) …").
 */
const SPEAKER =
  /^\s*(?:\(([A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,2})\)|[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,2}\s*\(\d{1,2}:\d{2}[^)]{0,12}\)\s*:|@[\w.-]{1,40}:|[A-Za-z][\w.-]{1,30}(?=[ \t]{2,}\d{1,2}:\d{2}(?::\d{2})?[ \t]{2,}\S))\s+(?=\S)/;
/** Bracketed words at a line start that say what kind of text follows, not who wrote it: "(Example) Restarted …". */
const NOT_A_SPEAKER = new Set('draft example examples template sample hypothetical mock test tests demo note optional proposed'.split(' '));
/**
 * A message header in square brackets at a line start, as chat and ticket exports write them: a capitalised name and
 * a date or time ("[Agent Tomás, Oct 2 10:14] Checked the log", "[Finance 16:02] Refund rejected").
 */
const BRACKET_HEADER =
  /^\s*\[([A-Z][\w.'\u2019\u00C0-\u024F-]*(?:\s+[A-Z][\w.'\u2019\u00C0-\u024F-]*){0,2})(?:,\s*[^\]\n]{0,40}|\s+)\d{1,2}:\d{2}[^\]\n]{0,12}\]\s+(?=\S)/u;
function withoutSpeaker(line: string): string {
  const m = SPEAKER.exec(line) ?? BRACKET_HEADER.exec(line);
  if (!m) return line;
  const name = (m[1] ?? '').toLowerCase().split(/\s+/);
  if (name.some((w) => STATUS_NOT_DONE_WORDS.has(w) || STATUS_DONE_WORDS.has(w) || NOT_A_SPEAKER.has(w)) || (m[1] && adviceLabel(m[1])))
    return line;
  return line.slice(m[0].length);
}

/** A markdown table row: "| 1 | Drain node worker-3 | ✅ done |". */
const TABLE_ROW = /^\s*\|(.{1,600})\|\s*$/;

/**
 * A tracker line: a ticket id, its title, and its status field on the same line ("FEAT-302 Add PDF export. Resolution:
 * Done, released in 4.12", "OPS-7: Rotate the keys; Status: Won't Do"). The field is the title's status.
 */
const TICKET_LINE =
  /^\s*\[?[A-Z][A-Z0-9]{1,9}-\d{1,6}\]?\s*[:\u2013\u2014-]?\s+(\S.{2,200}?)\s*[.;|,]\s*(?:[Rr]esolution|[Ss]tatus|[Ss]tate)\s*:\s*(\S.{0,200})$/;

/** A ticket's title line without its status ("OPS-4411 Rotate the TLS certificate"), and a status field on a line of its own. */
const TICKET_TITLE = /^\s*\[?[A-Z][A-Z0-9]{1,9}-\d{1,6}\]?\s*[:\u2013\u2014-]?\s+(\S.{2,200})$/;
const STATUS_FIELD = /^\s*(?:[Rr]esolution|[Ss]tatus|[Ss]tate)\s*:\s*(\S.{0,200})$/;

function ticketLine(line: string): { st: StatusLine; text: string } | null {
  const m = TICKET_LINE.exec(line);
  if (!m) return null;
  const name = m[1] as string;
  const st = readStatus(name, m[2] as string);
  return st ? { st, text: `${name} ${m[2]}` } : null;
}

/** A table row read as a status line: its last cell the status (readStatus), the other cells its name. */
function tableRow(line: string): { st: StatusLine; text: string } | null {
  const m = TABLE_ROW.exec(line);
  if (!m) return null;
  const cells = (m[1] as string)
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length < 2 || cells.every((c) => /^[-:\s]+$/.test(c))) return null;
  const status = cells[cells.length - 1] as string;
  const name = cells
    .slice(0, -1)
    .filter((c) => !/^\d{1,3}[.)]?$/.test(c))
    .join(' ');
  if (!name || !/\p{L}/u.test(name)) return null;
  const st = readStatus(name, status);
  if (!st) return null;
  // "| Restart the API | planned | done by Friday |": a word of not doing in another cell leaves the row not done.
  const others = name
    .toLowerCase()
    .replace(/n['\u2019]t\b/g, ' not')
    .split(/[\s,.!()[\]]+/);
  if (st.done && others.some((w) => STATUS_NOT_DONE_WORDS.has(w)))
    return { st: { done: false, name, actions: [] }, text: `${name} ${status}` };
  return { st, text: `${name} ${status}` };
}

/** "get rid of" and its forms, read as the one verb they mean ("got rid of the unused IPs" = "removed"). */
const GET_RID_OF = /\b(get|gets|got|gotten|getting)\s+rid\s+of\b/gi;
const REMOVE_FORMS: Record<string, string> = { get: 'remove', gets: 'removes', got: 'removed', gotten: 'removed', getting: 'removing' };
/**
 * A complete count, "8 of 8 servers", "12 out of 12", "8/8 hosts": every one of them, read as "all 8 servers". Not
 * after a word of a sequence ("step 8 of 8", "[8/8] Deploying", "attempt 3 of 3": the last of a series, perhaps still
 * running), not a count of none ("0 of 0"), and "N/N" only before a word and not after a preposition of time ("on 8/8"
 * may be a date).
 */
const COMPLETE_COUNT =
  /(?<![\w[/.:-])(?<!\b(?:step|steps|stage|stages|phase|phases|task|tasks|part|parts|batch|batches|item|items|file|files|page|pages|attempt|attempts|retry|retries|try|tries|round|rounds|run|runs|chunk|chunks|shard|shards|wave|waves|no\.?|number|#)\s{1,3})(?:([1-9]\d{0,5})\s{1,3}(?:out\s{1,3})?of\s{1,3}([1-9]\d{0,5})\b|(?<!\b(?:on|by|since|until|till|from|before|after|at|of)\s{1,3})([1-9]\d{0,5})\/([1-9]\d{0,5})(?=\s{1,3}\p{L}))(?![\w/.:-])/giu;
function completeCounts(text: string): string {
  return text.replace(COMPLETE_COUNT, (whole, a?: string, b?: string, c?: string, d?: string) => {
    const [n, of] = a !== undefined ? [a, b] : [c, d];
    return n === of ? `all ${n}` : whole;
  });
}

/**
 * "the prod db-3 is untouched", "prod untouched.": an "un-" participle of no change after "be", "remain", "stay",
 * "left", "kept" or closing its phrase is that verb denied ("is not touched"), so its words are those of a denial.
 */
const UNCHANGED_AFTER_BE =
  /\b(is|was|are|were|been|remains?|remained|stays?|stayed|left|kept)\s+un(touched|changed|modified|altered|patched)\b/gi;
const UNCHANGED_CLOSING = /(\w)\s+un(touched|changed|modified|altered|patched)(?=\s*(?:[.,;:)\u2014\u2013]|\s-\s|$))/gim;
/** "I'd've rebooted it": "'d've" is "would have", which the tokenizer does not split. */
const WOULD_HAVE = /['\u2019]d['\u2019]ve\b/gi;
/**
 * "ack'd the page", "cc'd legal": chat writes a past form as a lower-case word and "'d"; after a pronoun or "who",
 * "that", "there" it stays "had"/"would" ("we'd", "who'd").
 */
const CHAT_PAST = /\b([a-z]{2,})['\u2019]d\b/g;
const D_SUBJECTS = new Set(
  'we you he she they it who that there this what where how why when which someone somebody nobody everyone everybody anyone'.split(' '),
);
/** "pls restart the API": chat's shortenings of "please", which the lexicon would read as a plural noun. */
const PLEASE_SHORT = /\b(?:pls|plz|plse|pleez)\b/gi;

function plainIdioms(text: string): string {
  return completeCounts(
    text
      .replace(GET_RID_OF, (_, g: string) => {
        const word = REMOVE_FORMS[g.toLowerCase()] ?? 'remove';
        return g[0] === g[0]?.toUpperCase() ? word[0]?.toUpperCase() + word.slice(1) : word;
      })
      .replace(PLEASE_SHORT, (w) => (w[0] === 'P' ? 'Please' : 'please'))
      .replace(WOULD_HAVE, ' would have')
      .replace(CHAT_PAST, (w: string, word: string) => (D_SUBJECTS.has(word.toLowerCase()) ? w : `${word}ed`))
      .replace(UNCHANGED_AFTER_BE, '$1 not $2')
      .replace(UNCHANGED_CLOSING, '$1 not $2'),
  );
}

const JSON_LINE = /^\s*\{.*\}\s*,?\s*$/;
const JSON_TOOL_NAME = /^[A-Za-z][\w.:/-]{0,80}$/;
const TOOL_KEYS = ['tool', 'tool_name', 'function', 'action'];
const ARGS_KEYS = ['args', 'arguments', 'input', 'params', 'parameters'];
const RESULT_KEYS = ['result', 'output', 'observation', 'response'];
const OK_KEYS = new Set(['ok', 'success', 'succeeded']);
const OK_STATUS = new Set(['ok', 'success', 'succeeded', 'done', 'completed']);
const FAILED_STATUS = new Set(['error', 'failed', 'failure']);
const ERROR_KEYS = new Set(['error', 'errors', 'exception']);
/** Keys looked at in a result, all depths together: a result nested deeper than this or larger is not read. */
const JSON_RESULT_KEYS = 200;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first of `keys` the object holds (keys compared without case), as JSON.parse gave it. */
function field(obj: { [key: string]: Json }, keys: readonly string[]): Json | undefined {
  for (const [k, v] of Object.entries(obj)) if (keys.includes(k.toLowerCase())) return v;
  return undefined;
}

/** An error value that names something: not null, false, "" or an empty list or object. */
const namesError = (v: Json): boolean =>
  v !== null && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0) && !(isObject(v) && Object.keys(v).length === 0);

/**
 * Whether a tool result says it succeeded: its own "ok"/"success"/"succeeded" is true or its "status" is a done word,
 * and nowhere in it (at any depth) is an ok flag false, a failed status, an exit code other than 0, a dry-run flag
 * ("dry_run", "simulated", "noop", "preview", "check_mode") true, or an error that names something. Fails closed: a result too large to look through is not a success.
 */
const HTTP_STATUS_KEY = /^(?:status|status_?code|http_?status)$/;
const EXIT_KEY = /^(?:exit_?code|returncode|return_code|rc)$/;
const OUTPUT_KEY = /^(?:stdout|stderr|output|out|err)$/;
function exitOutputClean(result: { [key: string]: Json }): boolean {
  for (const [k, v] of Object.entries(result)) {
    if (!OUTPUT_KEY.test(k.toLowerCase())) continue;
    if (typeof v !== 'string') return false;
    const text = v.slice(0, 600);
    if (reportsFailure(text) || DID_NOTHING.test(text) || NOT_A_SUCCESS.test(text.replace(NO_FINDINGS, ' '))) return false;
  }
  return true;
}
function resultSucceeded(result: { [key: string]: Json }): boolean {
  let said = false;
  for (const [k, v] of Object.entries(result)) {
    const key = k.toLowerCase();
    if ((OK_KEYS.has(key) && v === true) || (key === 'status' && typeof v === 'string' && OK_STATUS.has(v.toLowerCase()))) said = true;
    // '{"status": 200}': an HTTP status of success.
    if (HTTP_STATUS_KEY.test(key) && typeof v === 'number' && v >= 200 && v < 300) said = true;
    // '{"exit_code": 0, "stdout": "built in 8.1s"}': a command's exit status 0 is its success, when its output (stdout,
    // stderr, output) reports no failure and nothing done either.
    if (EXIT_KEY.test(key) && v === 0 && exitOutputClean(result)) said = true;
  }
  if (!said) return false;
  const stack: Json[] = [result];
  let seen = 0;
  while (stack.length > 0) {
    const v = stack.pop() as Json;
    if (Array.isArray(v)) {
      if ((seen += v.length) > JSON_RESULT_KEYS) return false;
      stack.push(...v);
    } else if (isObject(v)) {
      const entries = Object.entries(v);
      if ((seen += entries.length) > JSON_RESULT_KEYS) return false;
      for (const [k, x] of entries) {
        const key = k.toLowerCase();
        if (OK_KEYS.has(key) && x === false) return false;
        if (key === 'status' && typeof x === 'string' && FAILED_STATUS.has(x.toLowerCase())) return false;
        if (HTTP_STATUS_KEY.test(key) && typeof x === 'number' && (x < 200 || x >= 300)) return false;
        if (ERROR_KEYS.has(key) && namesError(x)) return false;
        if (/^(?:exit_?code|returncode|return_code|rc)$/.test(key) && typeof x === 'number' && x !== 0) return false;
        if (/^(?:dry_?run|simulated?|noop|preview|check_mode)$/.test(key) && x === true) return false;
        stack.push(x);
      }
    }
  }
  return true;
}

/**
 * A tool call written as one JSON line with its result: the text it is read as (the tool's last name segment as words,
 * "create_pull_request" → "create pull request", then its arguments' string and number values) and whether it
 * succeeded (see resultSucceeded; a result that is a string or a flag says nothing of success). The line is read with
 * JSON.parse, bounded by its length; null when it is not such a record.
 */
/** A shell tool's last name segment ("shell.run", "bash", "run_command"): its "cmd" or "command" argument is typed. */
const SHELL_TOOL = /^(?:run|exec|execute|shell|bash|sh|terminal|command|run_command|run_shell_command|execute_command)$/;
const CMD_KEYS = ['cmd', 'command'];
const OUTPUT_KEYS = ['stdout', 'output', 'stderr'];

type ParseJsonLine = (line: string) => { [key: string]: Json } | null;

/**
 * jsonLineObject remembered by line for one trace: a JSON line is read by the command-record pass, as a tool record,
 * and as the result below the call before it, and is parsed once.
 */
function jsonLinesOnce(): ParseJsonLine {
  const seen = new Map<string, { [key: string]: Json } | null>();
  return (line) => {
    let record = seen.get(line);
    if (record === undefined) {
      record = jsonLineObject(line);
      seen.set(line, record);
    }
    return record;
  };
}

/** A trace line that is one JSON object ('{"tool": …, "args": …, "result": …}'), parsed; null for any other line. */
function jsonLineObject(line: string): { [key: string]: Json } | null {
  if (line.length > 1_400 || !JSON_LINE.test(line)) return null;
  try {
    const record = JSON.parse(line.trim().replace(/,$/, '')) as Json;
    return isObject(record) ? record : null;
  } catch {
    return null;
  }
}

/**
 * '{"tool": "shell.run", "args": {"cmd": "npm run build"}, "result": {"exit_code": 0, "stdout": "built in 8.1s"}}': a
 * shell tool's call written as one JSON line is a command record as "$ npm run build" with its output is, the output
 * read as "exit <code>: <stdout>" (only with an exit code, a number).
 */
function jsonCommandRecord(line: string, parse: ParseJsonLine): { command: string; output: string } | null {
  const record = parse(line);
  if (!record) return null;
  const tool = field(record, TOOL_KEYS);
  const args = field(record, ARGS_KEYS);
  const result = field(record, RESULT_KEYS);
  if (typeof tool !== 'string' || !SHELL_TOOL.test((tool.split(/[.:/]/).pop() ?? '').toLowerCase())) return null;
  if (!isObject(args) || !isObject(result)) return null;
  const command = field(args, CMD_KEYS);
  const code = Object.entries(result).find(([k]) => EXIT_KEY.test(k.toLowerCase()))?.[1];
  if (typeof command !== 'string' || command.length > 400 || typeof code !== 'number') return null;
  const printed = OUTPUT_KEYS.map((k) => field(result, [k])).filter((v): v is string => typeof v === 'string');
  return { command, output: `exit ${code}: ${printed.join('\n').slice(0, 600)}` };
}

/**
 * The call of a JSON line: its tool's name and arguments, under "tool" (or "tool_name", "function", "action"), or under
 * "name" beside an arguments key ('{"name": "envs.delete", "arguments": {…}}'), or inside a "function" object that holds
 * both ('{"type": "function", "function": {"name": …, "arguments": "{…}"}}'). Arguments written as a JSON string are
 * parsed. Null when the line names no tool.
 */
function jsonCall(record: { [key: string]: Json }): { tool: string; args: Json | undefined } | null {
  let tool = field(record, TOOL_KEYS);
  let holder = record;
  if (isObject(tool)) {
    holder = tool;
    tool = field(tool, ['name']);
  } else if (tool === undefined && field(record, ARGS_KEYS) !== undefined) tool = field(record, ['name']);
  if (typeof tool !== 'string' || !JSON_TOOL_NAME.test(tool)) return null;
  let args = field(holder, ARGS_KEYS);
  if (typeof args === 'string' && args.length <= 1_400 && /^\s*\{/.test(args)) args = jsonLineObject(args) ?? args;
  return { tool, args };
}

/** A line after a call that holds its result alone: a JSON object that calls no tool, after an optional result label. */
const RESULT_LABEL = /^\s*(?:<\s*|(?:result|observation|output|response|tool_result|tool result)\s*:\s*)/i;
function resultBelow(next: string | undefined, parse: ParseJsonLine): { [key: string]: Json } | null {
  if (next === undefined) return null;
  const record = parse(next.replace(RESULT_LABEL, ''));
  return record && !jsonCall(record) && field(record, RESULT_KEYS) === undefined ? record : null;
}

function jsonToolRecord(
  line: string,
  next: string | undefined,
  parse: ParseJsonLine,
): { text: string; ok: boolean; alias?: string; resultBelow?: boolean } | null {
  const record = parse(line);
  if (!record) return null;
  const call = jsonCall(record);
  if (!call) return null;
  const { tool, args } = call;
  // '{"name": "envs.delete", "arguments": {…}}' then '{"ok": true}': a call with no result of its own takes the result
  // on the line after it.
  const below = field(record, RESULT_KEYS) === undefined ? resultBelow(next, parse) : null;
  const result = below ?? field(record, RESULT_KEYS);
  if (result === undefined) return null;
  const name = tool.split(/[.:/]/).pop() ?? '';
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  // '"args": {"remote": "origin", "branch": "fix/tz"}': a key from a closed list of kinds of things (ARG_NOUN) names
  // what its value is, so it is read before the value ("branch fix/tz"); other keys ("model_id", "sql") are left out.
  const values = isObject(args)
    ? Object.entries(args)
        .map(([k, v]) => {
          const value = typeof v === 'string' && v.length <= 120 ? v.trim() : typeof v === 'number' && v >= 0 ? String(v) : '';
          return value && ARG_NOUN.test(k) ? `${k.toLowerCase()} ${value}` : value;
        })
        .filter((v) => v.length > 0)
    : [];
  const ok = isObject(result) && resultSucceeded(result) && !dryRunArguments(args);
  // "create_pull_request": a pull request, merge request, issue or ticket is opened by being created, so the record
  // also reads "open pull request …" (only for these things: creating a file does not open it).
  const opened = ok && CREATED_OPEN.test(words) ? words.replace(/^create\b/, 'open') : null;
  return {
    text: [words, ...values].join(' '),
    ok,
    ...(opened ? { alias: [opened, ...values].join(' ') } : {}),
    ...(below ? { resultBelow: true } : {}),
  };
}
/** Argument keys that name a kind of thing ("branch", "bucket", "remote", "table"): a closed list. */
const ARG_NOUN =
  /^(?:branch|remote|bucket|table|database|schema|queue|topic|repo|repository|project|cluster|namespace|service|environment|endpoint|channel|user|group|role|volume|host|region|index|file|path|image|tag|release|base)$/i;
/** Tool names that create what is opened by being created: a pull or merge request, an issue, a ticket. */
const CREATED_OPEN =
  /^create (?:(?:a |an )?(?:pull request|merge request|pr|mr|issue|ticket|incident|change request|change ticket|support ticket|case|bug)s?)$/;

/**
 * A tool called in function style with its arguments: "> tool: envs.delete(environment=\"pr-1131\")",
 * "Action: delete_env(\"pr-1131\")", "> envs.delete(\"pr-1131\")" (group 1 the tool, 2 the arguments), or in brackets
 * with the result after an arrow, "[tool: envs.delete environment=pr-1131] → {\"ok\": true}" (group 3 the tool, 4 the
 * arguments, 5 the result).
 */
const FUNCTION_CALL =
  /^\s*(?:\[[^\]]{0,40}\]\s*)?(?:>+\s*)?(?:(?:tool|tool_call|tool_use|function_call|action|call)\s*:\s*)?([A-Za-z_][\w.:/-]{0,80})\((.{0,400})\)\s*$|^\s*\[(?:tool|tool_call|action|call)\s*:\s*([A-Za-z_][\w.:/-]{0,80})((?:\s+[\w.-]{1,40}=\S{1,120}){0,8})\s*(?:\]\s*(?:->|\u2192|=>)\s*(\{.{0,1400}\})|(?:->|\u2192|=>)\s*(\{.{0,1400}\})\s*\])\s*$/i;
/** An argument: "key=value", "key: value" or a bare literal, the value quoted or up to the next comma or space. */
const CALL_ARGUMENT = /(?:([A-Za-z_][\w.-]{0,40})\s*[=:]\s*)?(?:"([^"]{0,120})"|'([^']{0,120})'|([^\s,"'()=]{1,120}))/g;

/**
 * A tool called in function style whose result is a JSON object on its line or the next one: read as a JSON tool
 * record is (its tool's last name segment in words, then its arguments' values, a kind-of-thing key before its value),
 * ticked off when the result says success (resultSucceeded). Shell tools are command records and are left to those
 * rules; a call with no JSON result is no such record.
 */
function functionToolRecord(
  line: string,
  next: string | undefined,
  parse: ParseJsonLine,
): { text: string; ok: boolean; resultBelow: boolean } | null {
  if (line.length > 1_400) return null;
  const call = FUNCTION_CALL.exec(line);
  if (!call) return null;
  const tool = (call[1] ?? call[3]) as string;
  const name = tool.split(/[.:/]/).pop() ?? '';
  if (SHELL_TOOL.test(name.toLowerCase())) return null;
  const inline = call[5] ?? call[6];
  const result = inline !== undefined ? parse(inline) : resultBelow(next, parse);
  if (!result) return null;
  const values: string[] = [];
  for (const a of (call[2] ?? call[4] ?? '').matchAll(CALL_ARGUMENT)) {
    const value = (a[2] ?? a[3] ?? a[4] ?? '').trim();
    if (!value || /^(?:true|false|null|none)$/i.test(value)) continue;
    values.push(a[1] && ARG_NOUN.test(a[1]) ? `${a[1].toLowerCase()} ${value}` : value);
  }
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  const dry = DRY_RUN_ARGUMENT.test(call[2] ?? call[4] ?? '');
  return { text: [words, ...values].join(' '), ok: resultSucceeded(result) && !dry, resultBelow: inline === undefined };
}

/** An argument that makes a call run nothing: a dry-run, simulate, preview or what-if flag set, or such a CLI option. */
const DRY_RUN_KEY = /^(?:dry[_-]?run|simulate|simulation|preview|what[_-]?if|check[_-]?only|plan[_-]?only|no[_-]?op)$/i;
const DRY_RUN_OPTION = /(?:^|\s)--(?:dry-?run|what-?if|noop|simulate)\b/i;
const DRY_RUN_ARGUMENT =
  /\b(?:dry[_-]?run|simulate|preview|what[_-]?if|check[_-]?only|plan[_-]?only|no[_-]?op)\s*[=:]\s*["']?(?:true|yes|1)\b|--(?:dry-?run|what-?if|noop|simulate)\b/i;

/**
 * '"arguments": {"environment": "pr-1131", "dry_run": true}': a call told to run nothing reports nothing done, whatever
 * its result says (the docs' dry runs).
 */
function dryRunArguments(args: Json | undefined): boolean {
  if (!isObject(args)) return typeof args === 'string' && DRY_RUN_ARGUMENT.test(args);
  return Object.entries(args).some(
    ([k, v]) =>
      (DRY_RUN_KEY.test(k) && (v === true || v === 1 || (typeof v === 'string' && /^(?:true|yes|1)$/i.test(v.trim())))) ||
      (typeof v === 'string' && DRY_RUN_OPTION.test(v)) ||
      (Array.isArray(v) && v.some((x) => typeof x === 'string' && DRY_RUN_OPTION.test(x))),
  );
}

/**
 * Where a line's prose is cut into parts read one by one: a semicolon, and an arrow with a word after it ("6. Close the
 * alert → alert DISK-7781 closed at 03:24": the instruction, then its outcome with a subject of its own). An arrow
 * before a number or a version ("axios 1.6 → 1.7"), or before an outcome with no subject ("→ restarted on log-03",
 * "→ done", "→ not needed"), whose object is the instruction's, joins the two and is not a cut.
 */
const OUTCOME_SPLIT = /;\s+|\s+(?:→|->|=>)\s+(?=\p{L})(?!\p{L}+ed\b|done\b|not\b|no\b)/u;

export function prepareTrace(input: string): PreparedTrace {
  const trace = plainIdioms(input);
  // Reading the lines (records, status lines, tables) and indexing every sentence's tokens is work too: it is counted in
  // the same budget, as it goes, so a trace whose preparation alone would cost much is refused before it is finished.
  const work = new WorkBudget(MILESTONE_BUDGET);
  const charge = (units: number) => {
    if (!work.spend(units)) refuse();
  };
  const texts: string[] = [];
  const jsonOf = jsonLinesOnce();
  const checked = new Set<number>();
  const markPassed = new Set<number>();
  const status = new Map<number, StatusLine>();
  // "ran out of polymerase", "ran out of time before writing the tests": running out of something is lacking it, never
  // running a step, so the phrase is read as "lacked".
  const lines = trace.split(/\n+/).map((line) => line.replace(RUN_OUT_OF, 'lacked').replace(QUOTED_STEP, '$2: $3'));
  // 'Revert "Add retry to the sender"': a revert commit is always later than the commit it reverts, wherever the log
  // lists it, so the reverted subject is not done.
  const reverted = new Set<string>();
  for (const line of lines) {
    const m = COMMIT_LINE.exec(line);
    const r = m ? REVERT_SUBJECT.exec(line.slice(m[0].length)) : null;
    if (r) reverted.add(commitKey(r[1] as string));
  }
  // Under a heading that announces work not done ("What I did not do:", "## Failed steps", "Open items:"), the items
  // that follow report nothing done: list items after a "…:" heading, every line after a markdown heading, up to the
  // next heading.
  let scope: 'none' | 'items' | 'section' = 'none';
  const records: boolean[] = [];
  const recordRuns: boolean[] = [];
  const recordWrites: boolean[] = [];
  const recordWhole: boolean[] = [];
  const recordPassed: boolean[] = [];
  const recordWarned = new Set<number>();
  const recordDenied = new Set<string>();
  const recordPostings = new Map<string, number[]>();
  const recordErrors = new Map<number, { only: Set<string>; heads: Set<string> }>();
  lines.forEach((line, k) => {
    charge(PREPARE_LINE_UNITS);
    let command: string;
    let output: string;
    let fromJson = false;
    const inline = INLINE_RECORD.exec(line);
    const cmd = inline ? null : (COMMAND_LINE.exec(line) ?? CALL_LINE.exec(line));
    if (inline) {
      command = inline[1] as string;
      output = inline[2] as string;
    } else if (cmd) {
      const result = RESULT_LINE.exec(lines[k + 1] ?? '');
      command = (cmd[2] as string).replace(/\]\s*$/, '');
      if (result) output = result[1] as string;
      else if (cmd[1]) {
        // "$ make build" and what it printed, up to the next command (at most 20 lines).
        const out: string[] = [];
        for (let j = k + 1; j < lines.length && j <= k + 20; j++) {
          const l = lines[j] as string;
          charge(PREPARE_LINE_UNITS);
          if (COMMAND_LINE.test(l) || CALL_LINE.test(l) || INLINE_RECORD.test(l)) break;
          out.push(l);
        }
        if (out.length === 0) return;
        output = out.join('\n');
      } else return;
    } else {
      const json = jsonCommandRecord(line, jsonOf);
      if (!json) return;
      command = json.command;
      output = json.output;
      fromJson = true;
    }
    charge(RECORD_TEST_UNITS + PREPARE_TOKEN_UNITS * (wordCount(command) + wordCount(output)));
    const words = new Set<string>();
    for (const w of command.toLowerCase().split(/[^\p{L}\p{N}_-]+/u)) {
      if (w) words.add(eventStem(w));
      if (/[-_]/.test(w)) for (const part of w.split(/[-_]+/)) if (part) words.add(eventStem(part));
    }
    // The words as a milestone's tokens read them too ("src/api.ts", "config.ts"), so a path named in both is one word.
    if (/\w[./]\w/.test(command)) {
      const pathToks = tokenizeSentence(command);
      charge(pathToks.length * PREPARE_TOKEN_UNITS);
      for (const t of pathToks) if (t.kind !== 'punct') words.add(eventStem(t.lower));
    }
    // "pytest -q", "vitest run": a test runner names the tests it runs.
    if (TEST_RUNNERS.has(programOf(command)) || TEST_RUNNERS.has(launchedProgram(command))) words.add(TEST_STEM);
    // "pnpm install", "npm ci", "bundle install": a package manager's install that names no package installs the
    // project's dependencies, so the record names them (and "npm ci", a clean install, names "install").
    const dependencies = dependencyInstall(command);
    if (dependencies) for (const w of INSTALL_WORDS) addWord(words, w);
    // "exit 1: Error: creating S3 bucket (logs-archive)": a failed result names what failed; its words are the record's
    // too, so a later report of creating that bucket is contradicted by the record.
    const failed = reportsFailure(output);
    if (failed) {
      const fromError = new Set<string>();
      const errorHeads = new Set<string>();
      for (const e of output.matchAll(ERROR_SUBJECT)) {
        for (const w of (e[1] as string).toLowerCase().split(/[^\p{L}\p{N}_-]+/u)) {
          if (w) fromError.add(eventStem(w));
          if (/[-_]/.test(w)) for (const part of w.split(/[-_]+/)) if (part) fromError.add(eventStem(part));
        }
        // "creating S3 bucket policy (acme-logs-prod)": the last word before the bracketed name is what failed.
        const head = (e[1] as string).split('(')[0]?.trim().split(/\s+/).pop()?.toLowerCase();
        if (head) errorHeads.add(eventStem(head));
      }
      // The words only the error names, not the command: a milestone named through them is judged by the heads.
      const only = new Set<string>();
      for (const w of fromError) if (!words.has(w)) only.add(w);
      for (const w of only) words.add(w);
      if (errorHeads.size > 0 && only.size > 0) recordErrors.set(records.length, { only, heads: errorHeads });
    }
    for (const w of words) {
      const list = recordPostings.get(w);
      if (list) list.push(records.length);
      else recordPostings.set(w, [records.length]);
    }
    // A result that says nothing happened ("resolution step is skipped", "nothing applied", "already up to date")
    // contradicts a report of the step as a failure does: the record is counted as not done.
    // A JSON shell record shows runs only (recordRan): its failures are left to the tool record read as a line, which
    // reports nothing done, so it contradicts no other milestone that shares a word with its command ("terraform").
    records.push(!fromJson && (failed || DID_NOTHING.test(output)));
    for (const d of output.matchAll(NOTHING_DONE)) {
      const v = verbReading((d[1] as string).toLowerCase());
      if (v) recordDenied.add(eventStem(v.lemma));
    }
    const clean =
      !failed && /[\p{L}\p{N}]/u.test(output) && !NOT_A_SUCCESS.test(output.replace(NO_FINDINGS, ' ')) && !DID_NOTHING.test(output);
    recordRuns.push(
      clean && !NOT_A_RUN.test(command) && (RUNNERS.has(programOf(command)) || RUNNERS.has(launchedProgram(command)) || dependencies),
    );
    recordWrites.push(clean && WRITERS.has(toolOf(command)));
    recordWhole.push(!SELECTS_TESTS.test(command));
    if (COUNTED_WARNINGS.test(output)) recordWarned.add(recordPassed.length);
    recordPassed.push(PASSES_REPORTED.test(output));
  });
  // The text index of the last line when it was a ticket's title alone, for a status field on the next line.
  let title: { index: number; name: string } | null = null;
  // The line of a tool call's result that the call before it has read (jsonToolRecord), read as no line of its own.
  let resultLine = -1;
  // The identifier a heading names, for the list items under it (listSubject), by line; where each line's sentences start.
  const lineSubject: Array<string | null> = [];
  const lineStart: number[] = [];
  let subject: string | null = null;
  for (const [lineIndex, line] of lines.entries()) {
    charge(PREPARE_LINE_UNITS);
    lineStart[lineIndex] = texts.length;
    const named = HEADING.exec(line);
    if (LIST_ITEM.test(line) && !named) lineSubject[lineIndex] = subject;
    else subject = named ? headingIdentifier((named[1] ?? named[2] ?? '').trim()) : null;
    if (lineIndex === resultLine) continue;
    const previousTitle = title;
    title = null;
    // "OPS-4411 Rotate the TLS certificate\nStatus: Done": the field on the line after a ticket's title is the title's
    // status, as on a tracker line that holds both.
    const field = previousTitle ? STATUS_FIELD.exec(line) : null;
    if (previousTitle && field) {
      const st = readStatus(previousTitle.name, field[1] as string);
      if (st) {
        status.set(previousTitle.index, st);
        texts[previousTitle.index] = `${previousTitle.name} ${field[1]}`;
        continue;
      }
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = (heading[1] ?? heading[2] ?? '').trim();
      scope = notDoneHeading(text) ? (heading[1] !== undefined ? 'section' : 'items') : 'none';
      texts.push(text);
      status.set(texts.length - 1, { done: false, name: text, actions: [] });
      continue;
    }
    if (scope === 'items' && !LIST_ITEM.test(line)) scope = 'none';
    if (scope !== 'none') {
      for (const s of splitSentences(line.replace(LINE_PREFIX, '')))
        if (s.trim()) {
          status.set(texts.length, { done: false, name: '', actions: [] });
          texts.push(s.trim());
        }
      continue;
    }
    // '> tool: envs.delete(environment="pr-1131")' then '< {"ok": true}': a call in function style with a JSON result
    // is read as a JSON tool record is, ticked off only when that result says success.
    const called = functionToolRecord(line, lines[lineIndex + 1], jsonOf);
    if (called) {
      if (called.ok) checked.add(texts.length);
      else status.set(texts.length, { done: false, name: '', actions: [] });
      texts.push(called.text);
      if (called.resultBelow) resultLine = lineIndex + 1;
      continue;
    }
    // "$ npm ls build", "[tool: bash \"make build\" -> …]": a command is what was typed, not a report; whether it ran is
    // for the record rules (recordFailed, recordRan), so the line itself reports nothing done.
    const typed = COMMAND_LINE.exec(line);
    if (
      INLINE_RECORD.test(line) ||
      (CALL_LINE.test(line) && RESULT_LINE.test(lines[lineIndex + 1] ?? '')) ||
      (typed &&
        (typed[1] || /^\s*(?:\[[^\]]{0,40}\]\s*)?(?:>+\s*)?\[?(?:tool|tool_call|tool_use|function_call|cmd|exec|shell)\s*:/i.test(line)))
    ) {
      status.set(texts.length, { done: false, name: '', actions: [] });
      texts.push(line.trim());
      continue;
    }
    // '{"tool": "github.create_branch", "args": {"name": "fix/csp"}, "result": {"ok": true}}': a tool call written as
    // one JSON line is read as its tool's name and arguments, ticked off when its result says ok and names no error,
    // and as reporting nothing done otherwise.
    const json = jsonToolRecord(line, lines[lineIndex + 1], jsonOf);
    if (json) {
      if (json.resultBelow) resultLine = lineIndex + 1;
      if (json.ok) checked.add(texts.length);
      else status.set(texts.length, { done: false, name: '', actions: [] });
      texts.push(json.text);
      if (json.alias) {
        checked.add(texts.length);
        texts.push(json.alias);
      }
      continue;
    }
    const commit = COMMIT_LINE.exec(line);
    if (commit) {
      // "4c7b2f0 Enable HTTP/3 on the edge proxies": a commit record reports its subject done, as a ticked item does,
      // unless a revert commit names it; a revert line itself reports nothing done.
      const subject = line.slice(commit[0].length).trim();
      if (!subject) continue;
      if (REVERT_SUBJECT.test(subject) || reverted.has(commitKey(subject)) || UNFINISHED_COMMIT.test(subject))
        status.set(texts.length, { done: false, name: '', actions: [] });
      else checked.add(texts.length);
      texts.push(subject);
      continue;
    }
    // "(Agent) 03:33 Grew the filesystem": a time stamp after the speaker's label is no more part of the sentence.
    const unprefixed = line.replace(LINE_PREFIX, '');
    const spoken = withoutSpeaker(unprefixed);
    let body = spoken === unprefixed ? spoken : spoken.replace(LINE_PREFIX, '');
    if (UNTICKED.test(body) || CROSSED.test(body) || REMARK_NOT_DONE.test(body)) {
      // "✗ rotate-keys (re-run): 2 failed": a crossed item is a failed run of the step it names (failedLaterUnderItsName).
      const crossed = CROSSED.test(body) ? stepKey(spelledJobName(body.replace(CROSSED, ''))) : '';
      status.set(texts.length, { done: false, name: crossed, actions: [], ...(crossed ? { failed: true } : {}) });
      texts.push(body.replace(UNTICKED, '').replace(CROSSED, '').trim());
      continue;
    }
    // "| 3 | Reboot worker-3 | ❌ failed |": a table row whose last cell is a status is a status line, its name the
    // cells before (bare numbers aside).
    const row = tableRow(body) ?? ticketLine(body);
    if (row) {
      status.set(texts.length, row.st);
      texts.push(row.text);
      continue;
    }
    const st = readStatusLine(body);
    if (st) {
      status.set(texts.length, st);
      // The words of a step named by a snake_case identifier are the words it joins, as its name is (readStatusLineAt).
      const snake = st.name.includes(' ') ? st.name.replace(/ /g, '_') : '';
      texts.push(snake && body.includes(snake) ? body.replace(snake, st.name).trim() : body.trim());
      continue;
    }
    // "[x] rotate the keys": a ticked checklist item reports its instruction done (an unticked one stays an instruction).
    const ticked = TICKED.exec(body);
    if (ticked) body = spelledJobName(body.slice(ticked[0].length));
    const before = texts.length;
    const titled = ticked ? null : TICKET_TITLE.exec(body);
    let first = true;
    for (const s of splitSentences(body))
      for (const part of s.split(OUTCOME_SPLIT)) {
        if (!part.trim()) continue;
        if (ticked && first) {
          checked.add(texts.length);
          if (!ticked[0].includes('[')) markPassed.add(texts.length);
        }
        first = false;
        // "It was not until Friday that the release was submitted": the cleft denies only "before Friday"; the clause
        // after "that" is asserted and read as a sentence of its own.
        texts.push(withoutNotOnly(part.replace(NOT_UNTIL_CLEFT, '').trim()));
      }
    if (titled && texts.length === before + 1) title = { index: before, name: (titled[1] as string).trim() };
  }
  const postings = new Map<string, number[]>();
  let tokens = 0;
  const toks: Tok[][] = [];
  const negative: boolean[] = [];
  const listSubject = new Map<number, string>();
  lineSubject.forEach((id, l) => {
    if (id === null) return;
    for (let k = lineStart[l] ?? texts.length; k < (lineStart[l + 1] ?? texts.length); k++) listSubject.set(k, id);
  });
  texts.forEach((text, i) => {
    const words = new Set<string>();
    // The same tokens the parser reads (numbers with decimals, "°C", hyphenated words), so the index and the parse agree.
    const all = joinNumberCompounds(tokenizeSentence(text));
    charge(all.length * PREPARE_TOKEN_UNITS);
    toks.push(all);
    const list = all.filter((t) => t.kind !== 'punct').map((t) => t.lower);
    tokens += list.length;
    negative.push(list.some((w) => NEGATION_WORDS.has(w)));
    addSentenceWords(words, list);
    // A step reported done by its name alone was carried out (CARRY_OUT_STEMS): index those actions for the line too.
    const st = status.get(i);
    if (checked.has(i) || (st?.done && st.ofName)) for (const c of CARRY_OUT_STEMS) words.add(c);
    if ((st?.done && st.passed) || markPassed.has(i)) words.add(PASS_STEM);
    if (st && wholeWorkStep(st)) for (const w of WHOLE_WORK) words.add(w);
    for (const w of words) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  return {
    texts,
    toks,
    negative,
    postings,
    parsed: new Map(),
    parses: new Map(),
    mentions: new Map(),
    directions: new Map(),
    anaphoricUndo: new Map(),
    discredited: new Map(),
    readings: new Map(),
    checked,
    listSubject,
    markPassed,
    status,
    records,
    recordErrors,
    recordRuns,
    recordWrites,
    recordWhole,
    recordPassed,
    recordWarned,
    recordPostings,
    recordDenied,
    work,
    tokens,
  };
}

const LEMMAS = new Map<string, { lemma: string } | null>();
function lemmaOf(w: string): { lemma: string } | null {
  let v = LEMMAS.get(w);
  if (v === undefined) {
    const r = verbReading(w);
    v = r ? { lemma: r.lemma } : null;
    if (LEMMAS.size >= 20_000) LEMMAS.clear();
    LEMMAS.set(w, v);
  }
  return v;
}

/**
 * "6-well plates", "3-node cluster", "2-factor login": a whole number joined by a hyphen to a word, with no space, is one
 * word that names a kind of thing, not a count of it; the shared tokenizer splits it, so the milestone and the trace are
 * joined the same way here.
 */
function joinNumberCompounds(toks: Tok[]): Tok[] {
  let joined = false;
  const out: Tok[] = [];
  for (let k = 0; k < toks.length; k++) {
    const a = toks[k] as Tok;
    const dash = toks[k + 1];
    const b = toks[k + 2];
    if (
      a.kind === 'number' &&
      /^\d{1,4}$/.test(a.raw) &&
      dash?.raw === '-' &&
      dash.offset === a.offset + a.raw.length &&
      b?.kind === 'word' &&
      b.offset === dash.offset + 1 &&
      /^\p{L}+$/u.test(b.raw)
    ) {
      const raw = `${a.raw}-${b.raw}`;
      const lower = raw.toLowerCase();
      out.push({ raw, lower, stem: stemOf(lower), index: out.length, offset: a.offset, kind: 'word' });
      k += 2;
      joined = true;
      continue;
    }
    out.push(joined ? { ...a, index: out.length } : a);
  }
  return out;
}

function tag(text: string): Tagged[] {
  return tagSentence(joinNumberCompounds(tokenizeSentence(text)), new Set());
}

/** Content words of a phrase (and of its attached phrases), as event stems. */
function phraseWords(np: NounPhrase | null, into: Set<string>, depth = 0): void {
  if (!np || depth > 6) return;
  for (const t of [...np.tokens, ...np.numberWords]) {
    const w = eventStem(t.tag === 'VERB' ? t.lemma : t.lower);
    into.add(w);
    if (ADDRESSEE_STEMS.has(w)) into.add(ADDRESSEE_STEM).add(ADDRESSEE_OBJECT_STEM);
    if (w.charCodeAt(0) === 35 && CHANNEL_NAME.test(w)) into.add(CHANNEL_STEM).add(w.slice(1));
    if (t.lower.includes('-')) for (const part of wordParts(t.lower)) if (!/[_.]/.test(part)) into.add(eventStem(part));
  }
  phraseWords(np.possessor, into, depth + 1);
  for (const p of np.pps) phraseWords(p.np, into, depth + 1);
  for (const k of np.conjuncts) phraseWords(k, into, depth + 1);
}

/** "his", "her": possessives that name a person other than the speaker ("their" may be the things' own). */
const OTHER_POSSESSIVES = new Set(['his', 'her']);
/** Possessive names of a time ("Monday's backup", "today's deploy"), not of a person. */
const TIME_POSSESSORS = new Set([
  ...'monday tuesday wednesday thursday friday saturday sunday today yesterday tonight tomorrow night week month year'.split(' '),
  ...MONTH_NAMES,
]);

/**
 * "Priya's rollback of the billing service", "her restart of the cache": an event noun whose possessor is a person's
 * name or "his"/"her" is that person's doing, which the trace's author reports rather than carries out; fail
 * closed, it names no event done ("Monday's backup", a time, still does).
 */
function othersEvent(np: NounPhrase): boolean {
  const owner = np.possessor;
  if (!owner?.head) return false;
  if (owner.pronoun) return OTHER_POSSESSIVES.has(owner.pronoun);
  return owner.head.tag === 'PROPN' && owner.head.name && !TIME_POSSESSORS.has(owner.head.lower);
}

/** The event nouns a phrase names: its head, and for "X of Y" lists each conjunct's head. */
function heads(np: NounPhrase | null): string[] {
  if (!np) return [];
  if (np.conjuncts.length > 1) return np.conjuncts.flatMap(heads);
  if (othersEvent(np)) return [];
  const out: string[] = [];
  if (np.head) out.push(eventStem(np.head.tag === 'VERB' ? np.head.lemma : np.head.lower));
  // "Snapshot snap-0a91 of the data volume", "release v2.8.0": a name with a digit right after a noun is that noun's
  // name (an apposition), so the noun before it heads the phrase too.
  const at = np.head ? np.tokens.indexOf(np.head) : -1;
  const before = at > 0 ? np.tokens[at - 1] : undefined;
  if (
    np.head &&
    before &&
    /\d/.test(np.head.lower) &&
    /[a-z]/.test(np.head.lower) &&
    (before.tag === 'NOUN' || before.tag === 'PROPN') &&
    !/\d/.test(before.lower)
  )
    out.push(eventStem(before.lower));
  // "the rollout": the doing of "roll out", whose action is the verb.
  const split = np.head && np.head.tag !== 'VERB' ? particleNoun(np.head.lower) : null;
  if (split) out.push(split[0]);
  // "a full backup of the billing database": the head; "backup of" keeps its object among the words.
  return out;
}

/** The verbs `verb` entails with these objects (OBJECT_SENSES): a sense with "*" needs none, the others a head in its set. */
function objectEntailed(verb: string, objects: Array<NounPhrase | null>, after: Tagged[] = []): string[] {
  const senses = OBJECT_SENSES.get(senseKey(verb));
  if (!senses) return [];
  const found = new Set<string>();
  // "Added unit tests", "fitted a gradient boosting classifier": the parser may take a noun of a compound for a verb, so
  // the last word before the first preposition, punctuation or conjunction after the verb heads its object too (and
  // the last one before the next such stop after "of").
  let last: Tagged | undefined;
  for (const t of after) {
    if (t.tag === 'PUNCT' || t.tag === 'CC' || t.tag === 'MODAL' || t.tag === 'NEG' || /^(?:that|which|who|to)$/.test(t.lower)) break;
    if (t.tag === 'PREP') {
      if (t.lower !== 'of') break;
      if (last) found.add(eventStem(last.lower));
      last = undefined;
      continue;
    }
    last = t;
  }
  if (last) found.add(eventStem(last.lower));
  for (const np of objects) {
    if (!np || np.pronoun) continue;
    for (const h of heads(np)) found.add(h);
    // "18 months of subscription events", "a copy of the table": a measure names what it is of.
    for (const p of np.pps) if (p.prep === 'of') for (const h of heads(p.np)) found.add(h);
  }
  return senses.flatMap((s) => (!s.objects || [...found].some((h) => s.objects?.has(h)) ? s.entails : []));
}

function withHypernyms(list: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of list) addWord(out, w);
  return out;
}

function verbStem(c: Clause): string {
  return c.verb ? eventStem(c.verb.lemma) : '';
}

/** First parts of a hyphenated verb that deny, halve or feign its last part ("un-deployed", "half-migrated", "dry-ran"). */
const HYPHEN_NOT_HEAD = new Set('un de dis non mis half semi part partially pseudo quasi anti counter dry mock fake test pre'.split(' '));

/**
 * The stems a verb token stands for besides its lemma's: an "-ed" form the lexicon does not list is compared by its own
 * stem ("scaled", "plated", "isolated" meet "scale", "plate", "isolate", whose endings the lemma guess cuts wrongly), and
 * a hyphenated verb whose last part is a listed verb is that verb ("hot-deployed" is deployed; not "un-", "half-",
 * "dry-" and the like).
 */
function surfaceStems(t: Tagged): string[] {
  const out: string[] = [];
  if (t.tag !== 'VERB') return out;
  if (t.lower === `${t.lemma}ed` && !isVerbBase(t.lemma)) out.push(eventStem(t.lower));
  const dash = t.lower.lastIndexOf('-');
  if (dash > 0) {
    const head = t.lower.slice(dash + 1);
    const lead = t.lower.slice(0, dash);
    const v = lemmaOf(head);
    if (v && isVerbBase(v.lemma) && !HYPHEN_NOT_HEAD.has(lead)) out.push(eventStem(v.lemma));
  }
  return out;
}

/** The definite phrase or pronoun a trace sentence uses for something named before ("the backup", "it"). */
function antecedentWords(
  np: NounPhrase | null,
  earlier: Array<{ np: NounPhrase; words: Set<string> }>,
  farther?: (head: string) => Array<{ np: NounPhrase; words: Set<string> }>,
): Set<string> | null {
  if (!np) return null;
  if (np.pronoun && /^(?:it|they|them|its|their)$/.test(np.pronoun)) return earlier[earlier.length - 1]?.words ?? null;
  if (np.det === 'the' && np.head && !np.pronoun) {
    const head = eventStem(np.head.lower);
    const own = new Set<string>();
    phraseWords(np, own);
    const headed = (x: NounPhrase) => !!x.head && eventStem(x.head.lower) === head;
    // "the queue" after "the dead-letter queue and the retry queue" (one phrase or two) may be either: it names none.
    const ambiguous = Symbol('ambiguous');
    const find = (list: Array<{ np: NounPhrase; words: Set<string> }>): Set<string> | null | typeof ambiguous => {
      const found: Set<string>[] = [];
      for (let k = list.length - 1; k >= 0; k--) {
        const e = list[k] as { np: NounPhrase; words: Set<string> };
        if (e.np === np) continue;
        // A list ("312 jobs and the retry queue") is its members, each a phrase of its own.
        const phrases =
          e.np.conjuncts.length > 1
            ? e.np.conjuncts.map((c) => {
                const words = new Set<string>();
                phraseWords(c, words);
                return { np: c, words };
              })
            : [e];
        for (const x of phrases) if (headed(x.np) && [...own].every((w) => x.words.has(w))) found.push(x.words);
      }
      if (found.length === 0) return null;
      const widest = found.reduce((a, b) => (b.size > a.size ? b : a));
      // One thing named more or less fully each time ("the full backup", "the backup"), or two different things.
      return found.every((f) => [...f].every((w) => widest.has(w))) ? widest : ambiguous;
    };
    // "the certificate" names the phrase headed by "certificate" before it: in the two sentences before, else in the
    // ones before those (up to DEFINITE_REACH sentences back), as a title line names "the window" of a runbook.
    const near = find(earlier);
    if (near === ambiguous) return null;
    if (near) return near;
    const far = farther ? find(farther(head)) : null;
    return far === ambiguous ? null : far;
  }
  return null;
}

/** How many sentences back "the <noun>" looks for the phrase it names ("it" looks two back only). */
const DEFINITE_REACH = 6;

/**
 * Parses one trace sentence and records what its clauses assert as done. `previous` holds the phrases of the
 * sentences before it, for "the backup" and "it".
 */
/**
 * Who a trace's author is not: third-person pronouns, "you", and the people an agent serves or works beside. A relative
 * clause with one of them as subject ("a policy that an admin changed on Oct 30", "the file you uploaded") tells what was
 * there before the step, as background, not a step of the trace's author.
 */
const OTHER_PARTIES = new Set(
  `he she they you someone somebody anyone admin admins administrator administrators user users customer customers client
  clients requester reporter colleague colleagues manager owner owners vendor vendors maintainer maintainers predecessor
  teammate teammates coworker coworkers`.split(/\s+/),
);

function othersBackground(c: Clause, tokens: Tagged[]): boolean {
  if (c.kind !== 'relative' || !c.subject) return false;
  // "the rule that the admin edited": the parser may take "that the admin" for a shared subject of a reduced relative;
  // a phrase opened by the relative word is the clause's own subject all the same.
  if (c.subjectShared && !/^(?:that|which|whom)$/.test(tokens[c.subject.start]?.lower ?? '')) return false;
  const word = (c.subject.pronoun ?? c.subject.head?.lower ?? '').toLowerCase();
  return OTHER_PARTIES.has(word);
}

/** Words that open a condition or a time still to come before a bare participle: "Once migration done, …". */
const CONDITION_OPENERS = new Set('once when whenever after until till unless if'.split(' '));
/** Heads and tokens of a phrase after "by"/"before" that make it a deadline: "by Friday", "by EOD", "before the 5th". */
const DEADLINE_HEAD =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?$|^(?:eod|eow|eom|cob|tomorrow|tonight|noon|midnight|end|week|weekend|month|quarter|sprint|deadline)$|^\d{1,2}(?::\d{2})?(?:am|pm)?$|^\d{1,2}(?:st|nd|rd|th)$|^\d{4}-\d{2}-\d{2}$/;

/**
 * A bare participle with no auxiliary that is never a simple past ("Migration done") is a log-style report, unless it is a
 * condition ("Once migration done, …", "when backup done,") or a deadline ("Migration done by Friday", "cutover done
 * before EOD", "done by the 5th"): those say what must or will happen, not what did.
 */
function conditionOrDeadline(c: Clause, tokens: Tagged[]): boolean {
  // Only a form that is never a simple past ("done", "taken"): "Cutover completed before 6am" may report the past.
  if (!c.verb || c.verb.tense !== 'none' || c.verb.tokens.some((t) => t.tag !== 'VERB' || t.form !== 'participle')) return false;
  const opener = tokens[(c.subject?.start ?? c.verb.tokens[0]?.index ?? 0) - 1];
  if (opener && (CONDITION_OPENERS.has(opener.lower) || (opener.lower === 'as' && tokens[opener.index - 1]?.lower === 'soon'))) return true;
  return c.pps.some(
    (p) =>
      (p.prep === 'by' || p.prep === 'before') &&
      !!p.np &&
      (MONTH_NAMES.has(p.np.head?.lower ?? '') || p.np.tokens.some((t) => DEADLINE_HEAD.test(t.lower))),
  );
}

function readSentence(trace: PreparedTrace, i: number): TraceSentence {
  const hit = trace.parsed.get(i);
  if (hit) return hit;
  const statusLine = trace.status.get(i);
  if (statusLine) return readStatusSentence(trace, i, statusLine);
  const text = trace.texts[i] as string;
  const parsed = parseOf(trace, i);
  const statuses = clauseStatuses(parsed.clauses);
  // The scope passes below (scopes.ts, word binding, the clause rules) read every token a few more times than the
  // parser's steps count: a quarter unit per token keeps the units proportional to CPU.
  spend(trace, parsed.tokens.length >> 2);
  const excluded = excludedTokens(parsed.tokens);
  // Words "it" and "the backup" stand for, by clause: they count only for a clause that asserts something done.
  const anteWords = new Map<number, string[]>();
  const itemWords: string[] = [];
  // "At no point were the keys rotated": a fronted negative phrase denies the whole sentence.
  const negativeFront = NEGATIVE_FRONT.test(text);
  // A conditional sentence, or one with a time clause in the present tense, tells what would or will happen.
  const colonAt = text.indexOf(':');
  const hypothetical =
    SEE_TO_IT.test(text) ||
    conditionalSentence(parsed.tokens) ||
    prospectiveTimeClause(parsed.tokens) ||
    NO_CHANGE_MODE.test(text) ||
    ATTRIBUTED.test(text) ||
    (colonAt > 0 && NOT_DONE_STATUS.test(text.slice(colonAt + 1)));
  // "The keys are rotated every 90 days": a present tense with a frequency word tells a habit or a rule.
  const frequency = parsed.tokens.some(
    (t) =>
      FREQUENCY.has(t.lower) ||
      // "every 90 days", "every night": "every" before a number or a unit of time; "every host" is a quantifier.
      (t.lower === 'every' &&
        /^(?:\d+|other|few|\w*day|\w*days|weeks?|months?|years?|hours?|minutes?|nights?|mornings?|evenings?|quarters?|sprints?|releases?|time|shift)$/.test(
          parsed.tokens[t.index + 1]?.lower ?? '',
        )),
  );
  const timeToCome = TIME_TO_COME.test(text);
  const percentShort = PERCENT_SHORT.test(text);
  // "Policy requires that keys are rotated": the parser reads "that keys" as the object and the complement as a clause
  // of its own; it is asserted only after a factive verb ("confirmed that …").
  const thatComplements = new Set<number>();
  parsed.clauses.forEach((c, k) => {
    const next = parsed.clauses[k + 1];
    if (c.object?.det === 'that' && next?.verb && !next.subject && !next.parent && !FACTIVE_VERBS.has(c.verb?.lemma ?? ''))
      thatComplements.add(next.id);
  });
  // "Replacing the disk took twenty minutes": a gerund opening the sentence is the subject of the next clause.
  const gerundSubjects = new Set<number>();
  parsed.clauses.forEach((c, k) => {
    const next = parsed.clauses[k + 1];
    const first = c.verb?.tokens[0];
    if (!c.verb || !next?.verb || c.subject || c.parent || next.subject || next.parent) return;
    if (!c.verb.nonFinite || first?.form !== 'ing' || first.index !== 0) return;
    const ns = statuses.get(next.id);
    if (!ns || ns.negated || ns.cues.size > 0 || next.verb.tense !== 'past' || next.verb.nonFinite) return;
    if (GERUND_SUBJECT_DONE.has(next.verb.lemma)) gerundSubjects.add(c.id);
  });
  // What "it", "the backup" refer to: the subjects and objects of this sentence and the two before it.
  const earlier: Array<{ np: NounPhrase; words: Set<string> }> = [];
  for (let k = Math.max(0, i - 2); k < i; k++) earlier.push(...mentionsOf(trace, k));
  // Farther back, only the sentences whose index holds the phrase's head are parsed for it.
  const farther = (head: string) => {
    const list: Array<{ np: NounPhrase; words: Set<string> }> = [];
    const at = trace.postings.get(head) ?? [];
    spend(trace, 1);
    for (const k of at) if (k >= i - DEFINITE_REACH && k < i - 2) list.push(...mentionsOf(trace, k));
    return list;
  };
  const advice = /^\s*([a-z][a-z ]*?)\s*:/i.exec(text);
  const label = (advice?.[1] ?? '').toLowerCase();
  // "Recommended action:", "Next steps:", "Still to do:": a label whose first word announces advice or open work.
  const adviceLine = !!advice && adviceLabel(label);
  const done: TraceSentence['done'] = [];
  const splitPhrasal: string[] = [];
  const polarity: TraceSentence['polarity'] = [];
  const denials: TraceSentence['denials'] = [];
  // "We did not rotate the keys, patch the bastion or renew the certificate": a conjunct with the subject of the one
  // before it and a bare verb (no tense of its own), or one joined by "or"/"nor", is under that one's negation and
  // modality.
  const inherited = new Map<number, { negated: boolean; unasserted: boolean }>();
  // A question asserts nothing ("Did anyone restore the backup?").
  const question = /\?\s*["')\]]*\s*$/.test(text);
  // Clauses asserted as done, by id: a participle or gerund has no tense of its own ("penetration testing of X was not
  // carried out"), so it is done only when the clause it hangs from is.
  const assertedDone = new Set<number>();
  const pronounHeads = new Map<NounPhrase, string[]>();
  const underWay: TraceSentence['underWay'] = [];
  // The steps "came up", "went live" report, as words of the sentence (see INCHOATIVES).
  const inchoativeWords: string[] = [];
  /** Verbs a done clause entails through its object (objectEntailed): words of the sentence too. */
  const senseWords: string[] = [];
  // "the password reset link": a verb read as the head of a noun compound; its phrases are the compound's own words.
  const compounds = new Set<number>();
  const argHeads = (list: NounPhrase[]) => list.flatMap((a) => [...heads(a), ...(pronounHeads.get(a) ?? [])]);
  for (const c of parsed.clauses) {
    for (const np of [c.subjectShared ? null : c.subject, c.object]) {
      if (!np) continue;
      if (np.pronoun || np.det === 'the') {
        const ante = antecedentWords(np, earlier, farther);
        if (ante) anteWords.set(c.id, [...(anteWords.get(c.id) ?? []), ...ante]);
        // "We did not postpone the upgrade: it was done on Friday": "it" names the event a verb of doing reports.
        const last = earlier[earlier.length - 1];
        if (ante && np.pronoun && last) pronounHeads.set(np, heads(last.np));
      }
      if (!np.pronoun) earlier.push({ np, words: wordsOf(np) });
    }
    if (!c.verb) continue;
    const st = statuses.get(c.id);
    if (!st) continue;
    const verb = c.verb.lemma;
    polarity.push({ verb: eventStem(verb), negated: st.negated });
    // "did not page the engineer until 12:30": the negation says when, not whether.
    const untilTime = st.negated && c.pps.some((p) => p.prep === 'until' && p.np?.tokens.some((t) => t.tag === 'NUM'));
    // "No logs, dashboards or alerts were reviewed": a negative phrase the parser left before the subject still denies.
    const negativeAdjunct = c.pps.some((p) => p.prep === 'np' && p.np?.negative && !p.clause);
    // "We deployed the fix, not the workaround": a contrastive "not" denies the phrase after it, not the clause.
    const contrastNots = c.parent ? 0 : c.marks.filter((t) => t.tag === 'NEG' && excluded.has(t.index)).length;
    const ownNegated = contrastNots > 0 ? (c.negations - contrastNots) % 2 === 1 : st.negated;
    const from = inherited.get(c.id);
    // "neither rotated … nor renewed", "; nor did we renew": "neither" before the verb and a conjunct opened by "nor" deny.
    const neither = parsed.tokens[(c.verb.tokens[0]?.index ?? 0) - 1]?.lower === 'neither' || c.marker === 'nor';
    const negated = (ownNegated && !untilTime) || negativeAdjunct || negativeFront || neither || (!!from?.negated && c.negations === 0);
    // "finished upgrading the kernel": the gerund of finish/complete is done when they are.
    const parentLemma = c.parent?.verb?.lemma ?? '';
    // "We were able to restart the API": "be able to" in the past, affirmative and asserted, is "managed to".
    const toTok = c.kind === 'infinitive' ? parsed.tokens[(c.verb.tokens[0]?.index ?? 0) - 1] : undefined;
    const ableParent =
      !!c.parent &&
      parentLemma === 'be' &&
      c.parent.verb?.tense === 'past' &&
      toTok?.lower === 'to' &&
      parsed.tokens[toTok.index - 1]?.lower === 'able' &&
      statuses.get(c.parent.id)?.negated === false &&
      (statuses.get(c.parent.id)?.cues.size ?? 1) === 0 &&
      !inherited.get(c.parent.id)?.negated &&
      !inherited.get(c.parent.id)?.unasserted;
    const cues = [...st.cues].filter(
      (x) => !(c.marker === 'ing' && ASPECTUAL_DONE.has(parentLemma) && x === `to:${parentLemma}`) && !(ableParent && x === 'to'),
    );
    // A bare "be" with no finite auxiliary ("that the kernel be upgraded", "[is going] to be upgraded") reports nothing.
    const first = c.verb.tokens[0];
    const before = first ? parsed.tokens[first.index - 1] : undefined;
    const bareBe =
      (first?.tag === 'BE' && first.lower === 'be' && c.modals.length === 0) || (c.kind !== 'infinitive' && before?.tag === 'TO');
    // "are rotating", "were being rotated": under way, not done.
    const progressive = c.verb.progressive || c.verb.tokens.some((t) => t.lower === 'being');
    // "nearly updated", "partially migrated": short of done.
    // "Half of the mailboxes were converted", "migrated some of the tenants": a share of the group short of the whole.
    const partly =
      c.adverbs.some((a) => SHORT_OF_DONE.has(a.lower)) ||
      percentShort ||
      [c.subject, c.object].some((np) => !!np && SHARE_SHORT.has(np.partitive ?? np.det ?? ''));
    // A verb inside "instead of …", "rather than …", "but not …", "without …" is what was not done.
    const inExclusion = !!first && excluded.has(first.index);
    // "The disk failed before the backup completed": a "before" clause after an interruption, or after a clause that
    // is itself denied or unasserted, does not say that its event ever happened. In a plain sequence ("all nine passed
    // before the release was promoted") it does.
    // "Before renewing the certificate, I backed it up": a gerund after "before" tells what was about to be done, not
    // that it was.
    const beforeGerund = c.verb.tokens.length === 1 && c.verb.tokens[0]?.form === 'ing';
    // "We refrained from upgrading the runners": a gerund after a verb of refraining and its preposition.
    const refrained =
      first?.form === 'ing' &&
      REFRAINED_FROM.test(
        parsed.tokens
          .slice(Math.max(0, first.index - 4), first.index)
          .map((t) => t.lower)
          .join(' '),
      );
    const beforeClause =
      c.kind === 'adverbial' &&
      /^(?:before|prior_to|ahead_of)$/.test(c.marker ?? '') &&
      (beforeGerund || INTERRUPTIONS.has(c.parent?.verb?.lemma ?? '') || (!!c.parent && (statuses.get(c.parent.id)?.cues.size ?? 0) > 0));
    // "gets rebuilt tomorrow": a participle after a present "get" is a present passive, whatever the parser made of it.
    const presentGet = /^gets?$/.test(before?.lower ?? '');
    const habitual = (frequency || timeToCome) && ((c.verb.tense === 'present' && !c.verb.perfect) || presentGet);
    // "Password reset requested", "the password reset link was sent": a verb whose past is its base ("reset", "set",
    // "cut", "shut", "put"), alone between a noun and a noun or another verb, is the head of a noun compound.
    const only = c.verb.tokens.length === 1 ? c.verb.tokens[0] : undefined;
    const prevTok = only ? parsed.tokens[only.index - 1] : undefined;
    const nextTok = only ? parsed.tokens[only.index + 1] : undefined;
    const compound =
      !!only &&
      only.lower === c.verb.lemma &&
      (prevTok?.tag === 'NOUN' || (prevTok?.tag === 'PROPN' && (!prevTok.name || prevTok.index === 0))) &&
      !!nextTok &&
      ['NOUN', 'BE', 'MODAL', 'HAVE', 'VERB'].includes(nextTok.tag);
    if (compound) compounds.add(c.id);
    // "Integration tests: 2 failed", "Smoke checks (nightly)": a present "-s" form right after the bare nouns that open
    // the sentence, with nothing after it but a colon, a bracket, a dash or the end, is a plural noun in a label, not a
    // report ("the tests" would have a determiner). So is a plain present after a plural noun ("Segregation-of-duties
    // check: was not performed"): the label's head noun, whatever the parser made of it.
    const labelNoun =
      !!only &&
      (only.form === 'third' || only.form === 'base') &&
      only.index > 0 &&
      !c.object &&
      parsed.tokens.slice(0, only.index).every((t) => t.tag === 'NOUN' || t.tag === 'PROPN' || t.tag === 'ADJ') &&
      (!nextTok || /^[:([\-\u2013\u2014]$/.test(nextTok.lower) || nextTok.kind === 'punct');
    if (labelNoun) compounds.add(c.id);
    // "The release job deploys the service", "We back up the home directories": the simple present of an action, in the
    // active, says what someone or something does (a description, a habit, a plan), not that it was done; an outcome
    // in the present ("the tests pass", "the build succeeds") still reports.
    const presentAction =
      !!first &&
      c.verb.tense === 'present' &&
      !c.verb.perfect &&
      !c.verb.passive &&
      !c.verb.copula &&
      !c.verb.imperative &&
      c.modals.length === 0 &&
      !labelNoun &&
      c.kind !== 'relative' &&
      // With an object of its own ("deploys the service", "rotates it"): a plural noun the parser took for a verb
      // ("Release notes for 5.2 were published", "the tests pass") has none.
      !!c.object &&
      (!!c.object.det || !!c.object.pronoun || c.object.tokens.length > 1 || verb.includes('_')) &&
      c.verb.tokens.every((t) => t.tag === 'VERB' || t.tag === 'ADV') &&
      // An "-s" form after its subject or anywhere past the first word; a plain present only after I, we, they, you.
      ((first.form === 'third' && (first.index > 0 || (!!c.subject && !c.subjectShared))) ||
        (first.form === 'base' && !!c.subject && !c.subjectShared && /^(?:i|we|they|you)$/.test(c.subject.pronoun ?? ''))) &&
      !PRESENT_OUTCOMES.has(verb) &&
      !testResult(c, verb);
    // "ack'd the page, writing up the incident doc now": an "-ing" form with no auxiliary, with "now", "currently" or
    // "still" in its clause or with no subject right after a comma, tells what is under way or goes along with the
    // clause it hangs from, not a step of its own done (fail closed).
    const ingUnderWay =
      c.verb.tokens[0]?.form === 'ing' &&
      c.verb.tokens.every((t) => t.tag === 'VERB' || t.tag === 'ADV') &&
      (parsed.tokens.slice(c.start, c.end).some((t) => UNDER_WAY_ADVERBS.has(t.lower)) ||
        (!c.subject && parsed.tokens[(c.verb.tokens[0]?.index ?? 0) - 1]?.lower === ','));
    const unasserted =
      ingUnderWay ||
      cues.length > 0 ||
      adviceLine ||
      hypothetical ||
      bareBe ||
      progressive ||
      inExclusion ||
      partly ||
      beforeClause ||
      refrained ||
      habitual ||
      compound ||
      labelNoun ||
      presentAction ||
      thatComplements.has(c.id) ||
      othersBackground(c, parsed.tokens) ||
      conditionOrDeadline(c, parsed.tokens) ||
      !!from?.unasserted ||
      // "got permission to restart the API", "had time to …": an infinitive after its parent's object completes the noun,
      // and says nothing of whether it was done.
      (c.kind === 'infinitive' && !!c.parent?.object && !c.parent.object.pronoun);
    // "rolling back checkout-api to v5.1.4", "We are migrating the orders table": under way, kept for a completion of
    // the same event in one of the next two sentences ("rollback complete": completedLater). A log line's "-ing" form
    // with no subject and no auxiliary is such a report too.
    const loneIng =
      c.verb.tokens[0]?.form === 'ing' && c.verb.tokens.every((t) => t.tag === 'VERB' || t.tag === 'ADV') && !c.subject && !c.parent;
    if (
      (progressive || loneIng) &&
      !negated &&
      !question &&
      cues.length === 0 &&
      !adviceLine &&
      !hypothetical &&
      !inExclusion &&
      !partly &&
      !from?.unasserted
    ) {
      const uw = new Set<string>([eventStem(verb)]);
      if (verb.includes('_')) uw.add(eventStem(verb.replace('_', '')));
      for (const np of [c.subject, c.object, c.object2, ...c.pps.map((p) => p.np)]) if (np && !np.pronoun) phraseWords(np, uw);
      for (const t of c.verb.tokens) uw.add(eventStem(t.tag === 'VERB' ? t.lemma : t.lower));
      underWay.push({ actions: withHypernyms([eventStem(verb)]), words: uw, order: c.id });
    }
    // The next conjunct of a main or coordinated clause; after an infinitive or other dependent clause, the conjunct
    // right after it ("were unable to patch or reboot": "reboot" after the infinitive "patch").
    const next = parsed.clauses[parsed.clauses.indexOf(c) + 1];
    const nextConjunct =
      c.kind === 'main' || c.kind === 'coord'
        ? parsed.clauses.find((x) => x.id > c.id && x.parent === c.parent && x.kind === 'coord' && x.subjectShared)
        : next && next.kind === 'coord' && next.subjectShared && next.parent === null
          ? next
          : undefined;
    const nextFirst = nextConjunct?.verb?.tokens[0];
    if (
      nextConjunct?.verb &&
      (/^(?:or|nor)$/.test(nextConjunct.marker ?? '') ||
        (nextConjunct.verb.tokens.length === 1 && nextFirst?.form === 'base' && nextConjunct.modals.length === 0))
    ) {
      // A conjunct reached from two clauses keeps the denial or the hedge of either.
      const had = inherited.get(nextConjunct.id);
      inherited.set(nextConjunct.id, { negated: negated || !!had?.negated, unasserted: unasserted || question || !!had?.unasserted });
    }
    const args = [c.subject, c.object, c.object2].filter((x): x is NounPhrase => x !== null);
    // "did not skip the bank reconciliation": a negated implicative of not doing asserts the doing, but only when the
    // negation is the verb's own (or its subject's): "failed with no space left on device" is a failure, its "no" belongs
    // to a phrase after the verb.
    const verbOwnNegation =
      c.verb.tokens.some((t) => t.tag === 'NEG') ||
      c.marks.some((t) => t.tag === 'NEG') ||
      !!c.subject?.negative ||
      neither ||
      negativeFront;
    if (negated && verbOwnNegation && !unasserted && !question && NEGATED_MEANS_DONE.has(verb)) {
      done.push({ actions: withHypernyms(args.flatMap(heads)), phrases: args, order: c.id });
      continue;
    }
    // "The log review showed nothing unusual": a negative object says what the review found, not that it did not happen.
    const onlyObjectNegative =
      negated &&
      !!c.object?.negative &&
      c.verb.tokens.every((t) => t.tag !== 'NEG') &&
      !c.subject?.negative &&
      c.marks.every((t) => t.tag !== 'NEG');
    if (onlyObjectNegative && !unasserted && !question && RESULT_VERBS.has(verb) && c.subject) {
      done.push({ actions: withHypernyms(heads(c.subject)), phrases: [c.subject], order: c.id });
      continue;
    }
    // "The key rotation is complete": an event noun said to be complete, done or finished.
    if (!negated && !unasserted && !question && c.verb.copula && c.subject && !c.subject.pronoun) {
      const tail = parsed.tokens[(c.verb.tokens[c.verb.tokens.length - 1]?.index ?? -2) + 1];
      const end = tail ? parsed.tokens[tail.index + 1] : undefined;
      if (tail && DONE_STATE.has(tail.lower) && (!end || end.tag === 'PUNCT' || end.tag === 'PREP' || end.tag === 'CC')) {
        done.push({ actions: withHypernyms(heads(c.subject)), phrases: [c.subject], order: c.id });
        continue;
      }
    }
    // "The note above is wrong - the restore was never run": a clause that denies an action, kept for the rule that a
    // later denial discredits an earlier report (discredited).
    if (negated && !unasserted && !question && !onlyObjectNegative && !untilTime) {
      const words = new Set<string>();
      for (const np of [...args, ...c.pps.map((p) => p.np)]) if (np && !np.pronoun) phraseWords(np, words);
      for (const w of DENIAL_FILLER) words.delete(w);
      // A denial must name what it denies, or deny everything ("nothing has been rolled back").
      if (words.size > 0 || c.subject?.negative || c.object?.negative) {
        // "rolled back" denies "rolled the config back" too, whose particle the parser reads apart from the verb.
        const stems = [eventStem(verb), ...(verb.includes('_') ? [eventStem(verb.split('_')[0] as string)] : [])];
        // "no reboot recorded", "no restore job ran": the negative phrase names the event denied.
        const negativeHeads = args.filter((a) => a.negative).flatMap(heads);
        denials.push({
          actions: withHypernyms([...stems, ...argHeads(isCompletion(verb) ? args : createdArgs(c, args)), ...negativeHeads]),
          words,
        });
      }
    }
    if (negated || unasserted || question) continue;
    // "The guide was proofread": a participle the lexicon does not list reads as a bare noun after "was"; "The keys got
    // rotated": a get-passive whose participle reads as the object.
    const predicate = c.verb.copula ? parsed.tokens[(c.verb.tokens[c.verb.tokens.length - 1]?.index ?? -2) + 1] : undefined;
    const predicateEnd = predicate ? parsed.tokens[predicate.index + 1] : undefined;
    if (
      predicate &&
      c.subject &&
      !c.subject.pronoun &&
      (predicate.tag === 'NOUN' || predicate.tag === 'PROPN') &&
      (!predicateEnd || ['PUNCT', 'PREP', 'CC'].includes(predicateEnd.tag))
    ) {
      done.push({ actions: withHypernyms([eventStem(predicate.lower)]), phrases: [c.subject], order: c.id });
      continue;
    }
    const getPassive =
      verb === 'get' && c.object && c.object.tokens.length === 1 && !c.object.det ? lemmaOf(c.object.tokens[0]?.lower ?? '') : null;
    if (getPassive && /(?:ed|en)$/.test(c.object?.tokens[0]?.lower ?? '')) {
      done.push({ actions: withHypernyms([eventStem(getPassive.lemma)]), phrases: c.subject ? [c.subject] : [], order: c.id });
      continue;
    }
    if (
      c.verb.nonFinite &&
      !gerundSubjects.has(c.id) &&
      // "Restarted API, worker and scheduler.": a log line opened by a past form is a report with its subject left out.
      !(first?.index === 0 && (first.form === 'past' || first.form === 'past_or_participle') && !c.subject) &&
      !(c.parent && assertedDone.has(c.parent.id) && !isNonCompletion(c.parent.verb?.lemma ?? ''))
    )
      continue;
    assertedDone.add(c.id);
    const verbTok = c.verb.tokens.find((t) => t.tag === 'VERB' && t.lemma === verb) ?? c.verb.tokens[c.verb.tokens.length - 1];
    const actions = withHypernyms([eventStem(verb), ...(verbTok ? surfaceStems(verbTok) : [])]);
    // "Dropped 3,114 rows", "fitted a logistic regression", "pulled 18 months of events": a verb that entails another
    // only for some objects (OBJECT_ENTAILMENTS) does so when its object, a passive's subject, or what a measure in
    // them is "of", is headed by one of those.
    // "Confirmed the lag was 0.4 s": what a "that"-complement is about is what the verb looked at.
    const complementSubjects = parsed.clauses.filter((x) => x.parent === c && x.kind === 'complement').map((x) => x.subject);
    const lastVerbAt = c.verb.tokens[c.verb.tokens.length - 1]?.index ?? -1;
    const sensed = c.verb.passive
      ? objectEntailed(verb, [c.subject])
      : objectEntailed(
          verb,
          [c.object, c.object2, ...complementSubjects],
          lastVerbAt >= 0 ? parsed.tokens.slice(lastVerbAt + 1, lastVerbAt + 13) : [],
        );
    for (const e of sensed)
      for (const w of withHypernyms([e])) {
        actions.add(w);
        senseWords.push(w);
      }
    // "The upgrade went through (without problems)": "go through" with no object of its own is "take place".
    const after = parsed.tokens[(c.verb.tokens[c.verb.tokens.length - 1]?.index ?? -2) + 1];
    // "production deploy of orders-api held pending the migration", "the release was held until Monday", "held it
    // back": "hold" followed (after its object, if any) by a word of waiting suspends its event; only "the review
    // meeting was held (on Monday)" reports that the event took place.
    const afterObject = c.object ? parsed.tokens[c.object.end] : after;
    if (verb === 'hold' && (HOLD_SUSPENDS.has(after?.lower ?? '') || HOLD_SUSPENDS.has(afterObject?.lower ?? ''))) {
      done.push({ actions: new Set([eventStem(verb)]), phrases: [], order: c.id });
      continue;
    }
    const wentThrough =
      verb === 'go' &&
      !c.object &&
      ((after?.lower === 'through' && !c.pps.some((p) => p.prep === 'through' && p.np)) || WENT_WELL.has(after?.lower ?? ''));
    // "A review of the firewall rules followed": "follow" with no object, in the active, and nothing after it but
    // punctuation, "and" or a time says that its event-noun subject took place next ("followed by", "followed up" do not).
    const followed =
      verb === 'follow' &&
      !c.object &&
      !c.verb.passive &&
      (!after ||
        after.tag === 'PUNCT' ||
        after.tag === 'CC' ||
        /^(?:at|on|shortly|immediately|soon|later|afterwards|next)$/.test(after.lower));
    // "Deletion of the old disks after the migration completed": where the subject ends in a phrase opened by a word
    // that also opens a clause, the verb may be that clause's ("after the migration completed"), so the subject's
    // event is not reported by it.
    const ofArgs = args.filter((a) => a !== c.subject || !endsInClauseOpener(a, 0));
    if (isCompletion(verb) || wentThrough || followed) for (const h of withHypernyms(argHeads(ofArgs))) actions.add(h);
    for (const h of withHypernyms(argHeads(createdArgs(c, args)))) actions.add(h);
    // "turned it off", "switched the search flag off": a particle right after the object makes the phrasal verb
    // ("turn off"), whose reversals and entailments then apply as to "turned off the flag".
    // "switched the flag back off": "back" before the particle says it returned there, and the particle still counts.
    // ("turned the banner on": the parser may read "the banner" as what "turned" became, its attribute.)
    const splitObject = c.object ?? (verb === 'turn' ? c.attribute : null);
    let split = splitObject ? parsed.tokens[splitObject.end] : undefined;
    let backParticle = false;
    if (split?.lower === 'back' && splitObject && SPLIT_PARTICLES.has(parsed.tokens[splitObject.end + 1]?.lower ?? ''))
      split = parsed.tokens[splitObject.end + 1];
    if (split && SPLIT_PARTICLES.has(split.lower) && PHRASAL.has(`${verb}_${split.lower}`)) {
      // It is then that act, not only a return: "switched it back off" turned it off (and so undoes "turned it on").
      backParticle = split.lower !== 'back';
      const phrasal = withHypernyms([eventStem(`${verb}_${split.lower}`)]);
      for (const h of phrasal) {
        actions.add(h);
        splitPhrasal.push(h);
      }
    }
    // "restored the pre-migration copy of the table", "rolled back to the pre-upgrade snapshot": going back to the state
    // before an event undoes that event (its "un-" form, which every action's reversals hold), and no other.
    if (RESTORING.has(verb))
      for (const np of [...args, ...c.pps.map((p) => p.np)])
        for (const t of np?.tokens ?? []) {
          const pre = PRE_EVENT.exec(t.lower);
          if (pre) actions.add(`un${eventStem(pre[1] as string)}`);
        }
    // "Completion of the rollout was confirmed by IT": the completion of an event, reported by a verb of completion,
    // reports the event itself.
    if (isCompletion(verb) || RECORDING.has(verb))
      for (const a of args)
        if (a.head && eventStem(a.head.lower) === COMPLETION_STEM)
          for (const p of a.pps) if (p.prep === 'of') for (const h of withHypernyms(heads(p.np))) actions.add(h);
    // "Everyone got a walkthrough", "received a briefing": an event someone got took place (not "got no approval").
    if (RECEIVE.has(verb) && c.object && !c.object.negative && !c.object.pronoun)
      for (const h of withHypernyms(heads(c.object))) actions.add(h);
    // "Went ahead with the restart": the event noun after "with".
    if (verb === 'go_ahead')
      for (const p of c.pps) if (p.prep === 'with' && p.np) for (const h of withHypernyms(heads(p.np))) actions.add(h);
    // "The tunnel came up", "3.4 went live": with nothing after it but the particle, the result of the step.
    const inchoative = INCHOATIVES.get(`${verb} ${after?.lower ?? ''}`);
    if (inchoative && (!c.object || (c.object.tokens.length === 1 && c.object.tokens[0]?.lower === after?.lower))) {
      for (const a of inchoative) {
        actions.add(a);
        inchoativeWords.push(a);
      }
    }
    // "left a comment on the pull request": "leave" with an indefinite event noun and nothing after it but a place.
    const objectEnd = c.object ? parsed.tokens[c.object.end] : undefined;
    if (
      verb === 'leave' &&
      c.object &&
      /^(?:a|an)$/.test(c.object.det ?? '') &&
      (!objectEnd || objectEnd.tag === 'PUNCT' || /^(?:on|in|under|at|to)$/.test(objectEnd.lower))
    )
      for (const h of heads(c.object)) actions.add(h);
    // "dropped the migration" gave it up, but "dropped 14 duplicate rows" removed them: the object-bound sense wins.
    if (isNonCompletion(verb) && sensed.length === 0) {
      done.push({ actions: new Set([eventStem(verb)]), phrases: [], order: c.id });
      continue;
    }
    // "changed back", "rolled it back", "moved back to 15": a return to where things were, never the step itself.
    const lastVerbTok = c.verb.tokens[c.verb.tokens.length - 1];
    const backAt =
      parsed.tokens[(lastVerbTok?.index ?? -2) + 1]?.lower === 'back'
        ? (lastVerbTok?.index ?? -2) + 1
        : c.object && parsed.tokens[c.object.end]?.lower === 'back'
          ? c.object.end
          : -1;
    const back = backAt >= 0 && !backParticle;
    // "by 13:00 it was back at 200", "brought it back to 6": "be back" or "bring back" at or to a value is a return too.
    const backToValue =
      (verb === 'be' || verb === 'bring') &&
      back &&
      /^(?:at|to)$/.test(parsed.tokens[backAt + 1]?.lower ?? '') &&
      parsed.tokens[backAt + 2]?.tag === 'NUM';
    // The phrases after its prepositions count too for the quantity check ("installed on 9 of the 12 hosts").
    const counted = [...args, ...c.pps.map((p) => p.np).filter((x): x is NounPhrase => x !== null)];
    done.push({ actions, phrases: args, order: c.id, back: (back && BACK_UNDO.has(verb)) || backToValue, counted });
  }
  // "The deletion of the 312 orphaned user accounts took place", "Reindexing of the documents changed since the
  // snapshot was done by the nightly job": where the parser took a participle inside the "of" phrase for a clause of its
  // own, the verb of doing after it still reports the event noun that opens the sentence (or a clause after a comma).
  const ofAt = nominalOf(parsed.tokens);
  // "his cleanup of the temp buckets", "Priya's rollback of …": another person's event (othersEvent) is not reported.
  const owner = parsed.tokens[ofAt - 2];
  const othersOf =
    !!owner &&
    (OTHER_POSSESSIVES.has(owner.lower) ||
      (owner.tag === 'POS' && parsed.tokens[ofAt - 3]?.tag === 'PROPN' && !TIME_POSSESSORS.has(parsed.tokens[ofAt - 3]?.lower ?? '')));
  if (ofAt > 0 && !othersOf) {
    const ev = parsed.tokens[ofAt - 1] as Tagged;
    const doneIds0 = new Set(done.map((d) => d.order));
    for (const d of done) {
      const c = parsed.clauses[d.order];
      const vAt = c?.verb?.tokens[0]?.index ?? -1;
      if (!c?.verb || vAt <= ofAt + 1 || !(isCompletion(c.verb.lemma) || c.verb.lemma === 'follow')) continue;
      if (c.subject && c.subject.start < ofAt) continue;
      const inside = parsed.tokens.slice(ofAt + 1, vAt);
      if (
        inside.some(
          (t) =>
            t.tag === 'PUNCT' ||
            t.tag === 'NEG' ||
            t.tag === 'MODAL' ||
            t.tag === 'CC' ||
            t.tag === 'SUB' ||
            t.tag === 'REL' ||
            (CLAUSE_PREPS.has(t.lower) && t.lower !== 'since'),
        )
      )
        continue;
      const others = parsed.clauses.filter(
        (x) => x !== c && x.verb && (x.verb.tokens[0]?.index ?? -1) > ofAt && (x.verb.tokens[0]?.index ?? -1) < vAt,
      );
      if (!others.every((x) => doneIds0.has(x.id))) continue;
      const split = ev.tag !== 'VERB' ? particleNoun(ev.lower) : null;
      for (const h of withHypernyms([eventStem(ev.tag === 'VERB' ? ev.lemma : ev.lower), ...(split ? [split[0]] : [])])) d.actions.add(h);
    }
  }
  // "Step 5 (reindex the events table) was run by Lars": a numbered step named in brackets and reported carried out is
  // its instruction done, read as a milestone is (as a ticked item is).
  const named = STEP_NAMED.exec(text);
  // "… was run in dry-run mode", "… was run only on staging", "… was partly done": not the step carried out.
  if (named && !STEP_HEDGED.test(text)) {
    const ran = done.find((d) => {
      const lemma = parsed.clauses[d.order]?.verb?.lemma ?? '';
      return CARRIED_OUT_VERBS.has(lemma) && (parsed.clauses[d.order]?.verb?.tokens[0]?.index ?? -1) > 0;
    });
    if (ran) {
      const item = milestoneOf(trace, named[1] as string);
      done.push({ actions: withHypernyms([...item.actions, ...CARRY_OUT_STEMS]), phrases: [], order: ran.order });
      itemWords.push(...item.words);
    }
  }
  // "[x] Back up the database": a ticked checklist item is read as a milestone is, and its action is done (unless the
  // item itself is negated or asks).
  if (trace.checked.has(i) && !question && parsed.tokens.every((t) => t.tag !== 'NEG')) {
    const item = milestoneOf(trace, text);
    // "✓ typecheck 22s": a mark before a check, a test or a build says it passed, as "Type check ✅" does.
    const passed = trace.markPassed.has(i) && item.words.some((w) => PASSABLE_EVENTS.has(w));
    done.push({
      actions: withHypernyms([...item.actions, ...CARRY_OUT_STEMS, ...(passed ? [PASS_STEM] : [])]),
      phrases: [],
      order: parsed.clauses.length,
    });
    itemWords.push(...item.words);
    if (passed) itemWords.push(PASS_STEM);
  }
  // "Kernel upgrade: done." — a step named before a colon and a status word after it.
  const colon = text.indexOf(':');
  const head = parsed.clauses[0];
  if (!question && !adviceLine && colon > 0 && DONE_STATUS.test(text.slice(colon + 1)) && head?.subject && !head.verb) {
    done.push({ actions: withHypernyms(heads(head.subject)), phrases: [head.subject], order: head.id });
  }
  // "rollback complete, v5.1.4 serving", "Migration done.", "deploy: rollback finished": an articleless status phrase,
  // one to four words ending in an event noun, then complete, completed, done or finished and nothing but punctuation
  // or the end, at the start of the sentence or after a label's colon, reports that event done.
  const bareTokens = new Set<number>();
  if (!question && !adviceLine && !hypothetical && !negativeFront) {
    const bare = BARE_DONE.exec(text);
    const noun = bare?.[1]?.toLowerCase().split(/\s+/).pop() ?? '';
    const phraseOk =
      !!bare &&
      // "his cleanup … complete", "Priya's rollback complete": another person's event (othersEvent) is not reported.
      (bare[1] as string)
        .split(/\s+/)
        .every(
          (w) => !BARE_DONE_STOP.has(w.toLowerCase()) && !OTHER_POSSESSIVES.has(w.toLowerCase()) && !/\p{Lu}\p{L}*['\u2019]s$/u.test(w),
        ) &&
      (bare[2] ?? '').split(/\s+/).every((w) => !BARE_OF_STOP.has(w.toLowerCase()));
    const split = particleNoun(noun);
    if (bare && phraseOk && (namesEvent(noun) || split || PHRASAL_NOUNS.has(noun))) {
      done.push({
        actions: withHypernyms([eventStem(noun), ...(split ? [split[0]] : [])]),
        phrases: [],
        order: parsed.clauses.length,
        bare: (bare[1] as string).trim().split(/\s+/).length === 1,
      });
      // The phrase's words are this report's, whatever clause the parser hung them on ("…, v5.1.4 serving 24/24 pods").
      const from = bare.index + (bare[0].length - bare[0].trimStart().length);
      const to = bare.index + bare[0].length;
      for (const t of parsed.tokens) if (t.offset >= from && t.offset < to) bareTokens.add(t.index);
    }
  }
  // The sentence's words, but not those only in an exclusion phrase ("rather than the kernel": scopedWords) or only in
  // the subject, objects or prepositional phrases of a clause that asserts nothing done ("…, but the wiki wasn't").
  const doneIds = new Set(done.map((d) => d.order));
  const denied = new Set<number>();
  for (const c of parsed.clauses) {
    // A background relative clause ("the backup that the customer uploaded") describes a phrase of its parent.
    if (!c.verb || doneIds.has(c.id) || compounds.has(c.id) || othersBackground(c, parsed.tokens)) continue;
    // "checked if the backup had completed", "confirmed that no data was downloaded": what a done step examined.
    if (
      c.parent &&
      doneIds.has(c.parent.id) &&
      (c.kind === 'complement' || (c.kind === 'adverbial' && /^(?:if|whether)$/.test(c.marker ?? '')))
    )
      continue;
    for (const np of [c.subjectShared ? null : c.subject, c.object, c.object2, ...c.pps.map((p) => p.np)]) {
      if (np) for (let k = np.start; k < np.end; k++) if (!bareTokens.has(k)) denied.add(k);
    }
  }
  const words = new Set<string>();
  const scopedWords = new Set<string>();
  parsed.tokens.forEach((t, k) => {
    if (t.kind === 'punct' || (denied.has(k) && !excluded.has(k))) return;
    const into = excluded.has(k) ? scopedWords : words;
    if (parsed.tokens[k - 1]?.lower === 'non') {
      addWord(into, eventStem(`non-${t.lower}`));
      return;
    }
    addWord(into, eventStem(t.tag === 'VERB' ? t.lemma : t.lower));
    // "I've unsubscribed you", "sent a link to you": "you" after a verb or "to"/"for" is the one the reply speaks to.
    if (t.lower === 'you' && k > 0 && (parsed.tokens[k - 1]?.tag === 'VERB' || /^(?:to|for)$/.test(parsed.tokens[k - 1]?.lower ?? '')))
      into.add(ADDRESSEE_OBJECT_STEM);
    if (t.lower === 'your' && REACHES_YOU.has(parsed.tokens[k + 1]?.lower ?? '')) into.add(ADDRESSEE_OBJECT_STEM);
    for (const w of surfaceStems(t)) addWord(into, w);
    if (t.lower.includes('-') || IDENTIFIER.test(t.lower)) for (const part of wordParts(t.lower)) addWord(into, eventStem(part));
    if (t.tag === 'NOUN') for (const part of particleNoun(t.lower) ?? []) addWord(into, part);
  });
  // The phrasal verb a particle after the object made ("switched the flag off": "switch off") is a word of the sentence.
  for (const w of splitPhrasal) addWord(words, w);
  for (const c of parsed.clauses) {
    if (c.verb?.lemma.includes('_')) {
      addWord(excluded.has(c.verb.tokens[0]?.index ?? -1) ? scopedWords : words, eventStem(c.verb.lemma));
    }
    if (doneIds.has(c.id)) for (const w of anteWords.get(c.id) ?? []) words.add(w);
  }
  for (const w of itemWords) addWord(words, w);
  for (const w of inchoativeWords) words.add(w);
  for (const w of senseWords) words.add(w);
  // "Tried to restore the database": the step attempted, kept for a retry that succeeds later (retriedLater).
  const attempts: TraceSentence['attempts'] = [];
  for (const c of parsed.clauses) {
    if (c.kind !== 'infinitive' || !c.verb || !c.parent || !ATTEMPT_VERBS.has(c.parent.verb?.lemma ?? '') || !doneIds.has(c.parent.id))
      continue;
    const own = [c.subject, c.object, c.object2].filter((x): x is NounPhrase => x !== null);
    const attemptWords = new Set<string>([eventStem(c.verb.lemma)]);
    for (const np of [...own, ...c.pps.map((p) => p.np)]) phraseWords(np, attemptWords);
    attempts.push({ actions: withHypernyms([eventStem(c.verb.lemma)]), words: attemptWords, phrases: own, order: c.id });
  }
  // "Restart of api-gw-3 failed: …": an event with "of" reported failing is an attempt of it too, which a retry that
  // worked in one of the next three sentences carries out ("Second attempt succeeded").
  for (const c of parsed.clauses) {
    const subject = c.subject;
    const ofPhrase = subject?.pps.find((p) => p.prep === 'of')?.np;
    if (c.verb?.lemma !== 'fail' || !doneIds.has(c.id) || !subject?.head || !ofPhrase || othersEvent(subject)) continue;
    if (!namesEvent(subject.head.lower)) continue;
    const attemptWords = new Set<string>([eventStem(subject.head.lower)]);
    phraseWords(ofPhrase, attemptWords);
    attempts.push({ actions: withHypernyms([eventStem(subject.head.lower)]), words: attemptWords, phrases: [ofPhrase], order: c.id });
  }
  // "Retried with the weekly dump and it finished cleanly": a retry, then a success of "it" (or of nothing named) after
  // it; "The second attempt at 08:40 succeeded": a success whose subject is a further attempt.
  let retried = false;
  let retryAt = -1;
  for (const d of done) {
    const c = parsed.clauses[d.order];
    const lemma = c?.verb?.lemma ?? '';
    // The lexicon does not list "retry": its lemma is a guess ("retri"), compared by stem.
    // A retry of something named ("Retried the DNS update") is that thing's, not an earlier attempt's: only a retry
    // with no object, or "it"/"that", counts.
    if (lemma && eventStem(lemma) === RETRY_STEM && (!c?.object || /^(?:it|that|this)$/.test(c.object.pronoun ?? '')))
      retryAt = retryAt < 0 ? d.order : retryAt;
    // "it went through on the third attempt": "go through" with nothing after it but punctuation or a phrase of time or
    // place (the parser keeps "through" apart) is a success too; "went through the logs" is not.
    const throughAt = (c?.verb?.tokens[c.verb.tokens.length - 1]?.index ?? -2) + 1;
    const afterThrough = parsed.tokens[throughAt + 1];
    const wentThrough =
      lemma === 'go' &&
      parsed.tokens[throughAt]?.lower === 'through' &&
      (!afterThrough || afterThrough.tag === 'PUNCT' || /^(?:on|at|in|after|within)$/.test(afterThrough.lower));
    if (!c || !(RETRY_SUCCESS.has(lemma) || wentThrough)) continue;
    const subj = c.subject;
    const head = subj?.head?.lower ?? '';
    // "The second attempt (at 08:40) succeeded", not "the second attempt to reboot the host" or "… of the upload".
    const further =
      !!subj &&
      /^(?:attempt|retry|try)$/.test(head) &&
      subj.tokens.some((t) => FURTHER.has(t.lower)) &&
      !subj.pps.some((p) => p.prep !== 'at' && p.prep !== 'on') &&
      parsed.tokens[subj.end]?.lower !== 'to';
    const plain = !subj || /^(?:it|that|this)$/.test(subj.pronoun ?? '') || (head === 'retry' && subj.det === 'the');
    if (head === 'retry' && subj?.det === 'the') retryAt = retryAt < 0 ? d.order - 1 : retryAt;
    if (further || (plain && retryAt >= 0 && d.order > retryAt)) retried = true;
  }
  // "Retried and it finished with 3 errors": a retry that reports a failure did not carry the step out.
  if (retried && reportsFailure(text)) retried = false;
  const attempting = parsed.clauses.some((c) => c.kind === 'infinitive' && ATTEMPT_VERBS.has(c.parent?.verb?.lemma ?? ''));
  const out: TraceSentence = {
    words,
    scopedWords,
    done,
    polarity,
    denials,
    attempts,
    retried,
    attempting,
    underWay,
    excepting: EXCEPTING.test(text) || PHRASE_ONLY.test(text),
  };
  trace.parsed.set(i, out);
  return out;
}

/**
 * Prepositions that also open a clause of time: "after the migration" / "after the migration completed". Between an
 * event noun's "of" and a verb of completion, all but "since" ("the documents changed since the snapshot") leave the
 * verb to that clause.
 */
const CLAUSE_PREPS = new Set(['after', 'before', 'until', 'till', 'since', 'once']);

/** Whether a noun phrase ends in a prepositional phrase (at any depth) opened by one of CLAUSE_PREPS. */
function endsInClauseOpener(np: NounPhrase, depth: number): boolean {
  const last = np.pps[np.pps.length - 1];
  if (!last || depth > 8) return false;
  return CLAUSE_PREPS.has(last.prep) || endsInClauseOpener(last.np, depth + 1);
}

/**
 * The index of the "of" after an event noun that opens the sentence, or a clause after a comma, with at most a
 * determiner before it ("The deletion of …", "Following the review, the deletion of …", "Reindexing of …"); -1 if none.
 */
function nominalOf(tokens: Tagged[]): number {
  let start = 0;
  for (let k = 0; k < tokens.length - 1 && k < 40; k++) {
    const t = tokens[k] as Tagged;
    if (t.lower === ',') {
      start = k + 1;
      continue;
    }
    if (tokens[k + 1]?.lower !== 'of') continue;
    const lead = k - start;
    const nominal = t.tag === 'NOUN' || t.tag === 'PROPN' || (t.tag === 'VERB' && t.form === 'ing');
    if (nominal && (lead === 0 || (lead === 1 && tokens[start]?.tag === 'DET'))) return k + 1;
    return -1;
  }
  return -1;
}

/**
 * "A snapshot of the volume was created", "Created a backup of the CRM database", "Snapshot snap-0a91 … created": what
 * was created is an event that took place. That is the object, or the subject of a passive or of a "created" with no
 * object (a passive with its auxiliary left out); never the subject of an active one ("The failed migration created a
 * backlog" says nothing of the migration).
 */
function createdArgs(c: Clause, args: NounPhrase[]): NounPhrase[] {
  if (c.verb?.lemma !== 'create') return [];
  return c.verb.passive || !c.object ? args : args.filter((a) => a !== c.subject);
}

/** Verbs of attempting, whose infinitive is done only if a retry succeeds later (retriedLater). */
const ATTEMPT_VERBS = new Set(['try', 'attempt']);
const RETRY_STEM = eventStem('retry');
/** Verbs that report that an attempt worked: "it finished cleanly", "the second attempt succeeded" (and "went through"). */
const RETRY_SUCCESS = new Set(['succeed', 'work', 'finish', 'complete']);
/** Words that make an attempt a further one: "the second attempt", "another try", "the next retry". */
const FURTHER = new Set(['second', 'third', 'fourth', 'next', 'another', 'new', 'final', 'last', 'later']);

/**
 * Whether an attempt in sentence `i` was carried out by a retry that succeeded in one of the next three sentences
 * (lines split at ";" count apart), with no other attempt ("tried to …") in between, where "the second attempt"
 * would be that one's.
 */
function retriedLater(trace: PreparedTrace, i: number): boolean {
  for (let j = i + 1; j <= i + 3 && j < trace.texts.length; j++) {
    spend(trace, 1);
    const s = readSentence(trace, j);
    if (s.attempting) return false;
    if (s.retried) return true;
  }
  return false;
}

/** "Step 5 (reindex the events table) was run": a numbered step, its instruction in brackets, reported carried out. */
const STEP_NAMED =
  /^\s*(?:step|task|stage|item|phase)\s*#?\d{1,3}[a-z]?\s*\(([^()]{3,200})\)\s+(?:was|has\s+been|had\s+been|got)\s+(?:run|done|completed|performed|executed|carried\s+out|finished)\b/i;
const CARRIED_OUT_VERBS = new Set(['run', 'do', 'complete', 'perform', 'execute', 'carry_out', 'finish']);
const STEP_HEDGED = /\b(?:dry|simulat\w*|partial(?:ly)?|partly|only|not|never|skipp\w*|mock|test\s+mode)\b/i;

/** Words of a denial that name no thing: "nothing has been rolled back", "none of it was run". */
const DENIAL_FILLER = new Set(['noth', 'none', 'no', 'anyth', 'nobodi', 'anyon', 'yet', 'ever'].map(eventStem));

/** A status line: its words are all of its words, and it reports done only what its status says (readStatus). */
/**
 * "Run", "execute", "perform", "conduct": carrying a step out. A step reported done by its name alone (a ticked item,
 * "Type check ✅", "Migration: done") was carried out, so a milestone "run the type check" is met by it.
 */
const CARRY_OUT_STEMS = ['run', 'execute', 'perform', 'conduct'].map(eventStem);
/** Generic names of the whole work a pipeline runs on, which a step named by its verb alone leaves out. */
const WHOLE_WORK = ['project', 'code', 'codebase', 'app', 'application', 'repo', 'repository', 'workspace', 'solution'].map(eventStem);
/**
 * "build ........ passed": a pipeline's step named by a verb alone, reported done, is done on what the pipeline works
 * on, so the whole work's generic names count as its words ("Build the project", "Lint the codebase"); any other word
 * ("Build the docs") does not.
 */
function wholeWorkStep(st: StatusLine): boolean {
  return st.done && !!st.ofName && /^\s*[a-z]+\s*$/i.test(st.name) && isVerbBase(st.name.trim().toLowerCase());
}

function readStatusSentence(trace: PreparedTrace, i: number, st: StatusLine): TraceSentence {
  const words = new Set<string>();
  const list = (trace.toks[i] as Tok[]).filter((t) => t.kind !== 'punct').map((t) => t.lower);
  spend(trace, list.length + 1);
  addSentenceWords(words, list);
  const actions = [...st.actions];
  if (st.done && st.ofName) {
    actions.push(...milestoneOf(trace, st.name).actions, ...CARRY_OUT_STEMS);
    // "Emergency lighting test: passed": a name of two or more words is also a noun compound whose last word is its
    // head; when that word names an event (a verb's base form, a nominalisation), the event is the step's action, so
    // the line meets "Test the emergency lighting" however the name's first words read as an instruction.
    const nameWords: string[] = st.name.toLowerCase().match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? [];
    const last = nameWords[nameWords.length - 1];
    if (nameWords.length >= 2 && last && namesEvent(last)) actions.push(eventStem(last));
    // "Building control inspection of the foundations: passed": in a longer name the event noun before the first "of"
    // heads it, whatever words come before that noun.
    const ofAt = nameWords.indexOf('of');
    const beforeOf = ofAt > 0 ? nameWords[ofAt - 1] : undefined;
    if (beforeOf && namesEvent(beforeOf)) actions.push(eventStem(beforeOf));
    if (wholeWorkStep(st)) for (const w of WHOLE_WORK) words.add(w);
  }
  // "Type check ✅": the check passed.
  if (st.done && st.passed) {
    actions.push(PASS_STEM);
    words.add(PASS_STEM);
  }
  const done: TraceSentence['done'] = st.done && actions.length > 0 ? [{ actions: withHypernyms(actions), phrases: [], order: 0 }] : [];
  const out: TraceSentence = {
    words,
    scopedWords: new Set(),
    done,
    polarity: [],
    denials: [],
    attempts: [],
    retried: false,
    attempting: false,
    underWay: [],
  };
  trace.parsed.set(i, out);
  return out;
}

/**
 * Whether a later clause of the trace denies an action that sentence `i` reports done, on no words that sentence does
 * not have ("Restored the backup and verified the row counts." … "the restore was never run"). A report contradicted
 * in part by a later record is not evidence for any step it reports.
 */
/**
 * "All three stale DNS records were deleted." … "deletion of mail2.acme.io failed": a later sentence that reports the
 * action (verb or noun) failing for some member leaves a step about all of them not done.
 */
function failsLater(trace: PreparedTrace, i: number, actions: string[]): boolean {
  for (const a of actions) {
    for (const j of trace.postings.get(a) ?? []) {
      spend(trace, 1);
      if (j > i && reportsFailure(trace.texts[j] ?? '')) return true;
    }
  }
  return false;
}

function discredited(trace: PreparedTrace, i: number): boolean {
  const hit = trace.discredited.get(i);
  if (hit !== undefined) return hit;
  const s = readSentence(trace, i);
  const actions = new Set<string>();
  for (const d of s.done) for (const a of d.actions) actions.add(a);
  let found = false;
  for (const a of actions) {
    for (const j of trace.postings.get(a) ?? []) {
      if (j <= i) continue;
      spend(trace, 1);
      if (!trace.negative[j]) continue;
      const later = readSentence(trace, j);
      if (later.denials.some((d) => d.actions.has(a) && [...d.words].every((w) => s.words.has(w)))) {
        found = true;
        break;
      }
    }
    if (found) break;
  }
  trace.discredited.set(i, found);
  return found;
}

/**
 * "No restart of the ingest workers appears in the log", "the log shows no restart", "there was no restart of the
 * workers": "no" right before the action's own noun says the event did not happen, whatever verb the sentence hangs it
 * on (which the clause reader may not parse as a denial). The thing after "of", when there is one, must be among the
 * report's words, so another thing's absence denies nothing; a word between "no" and the noun ("no further restart")
 * is not read.
 */
const NO_EVENT =
  /\bno\s+([\p{L}-]+)(?:\s+of\s+([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){0,5}?))?(?=\s+(?:appears?|is|was|were|has|have|had|happened|occurred|took|in|on|at|for|from|recorded|logged|shown|listed|found|since|after|before)\b|\s*[,;.)]|\s*$)/giu;
const OF_FILLER = new Set(['the', 'a', 'an', 'any', 'our', 'its', 'their', 'this', 'that', 'these', 'those', 'all']);

function namesNoSuchEvent(text: string, action: string, reportWords: Set<string>, eventsOnly = false): boolean {
  for (const m of text.matchAll(NO_EVENT)) {
    const noun = (m[1] as string).toLowerCase();
    if (eventStem(noun) !== action) continue;
    // "no cells were transfected" is about cells, not about an event that did not happen.
    if (eventsOnly && !namesEvent(noun)) continue;
    const thing = (m[2] ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w && !OF_FILLER.has(w));
    if (thing.every((w) => reportWords.has(eventStem(w)))) return true;
  }
  return false;
}

/**
 * A noun that names an event: a verb's base form used as a noun ("restore", "reboot") or a nominalisation
 * ("migration", "deployment"); a plural such as "files" (also a verb's third person) names things.
 */
function namesEvent(noun: string): boolean {
  return isVerbBase(noun) || /(?:tion|sion|ment|al)$/.test(noun);
}

/**
 * "Restarted the workers." … "No restart of the workers appears in the log"; "Restore tested on staging." … "There was
 * no restore on staging this month": a later "no <event>" whose event is one of the milestone's own words (the step's
 * action, or the event it is done to) denies the report, under the same
 * conditions as namesNoSuchEvent (the thing after "of", if any, among the report's words); "no cells were transfected"
 * names no event and denies nothing here.
 */
function noSuchEventLater(trace: PreparedTrace, i: number, m: Milestone): boolean {
  const report = readSentence(trace, i).words;
  for (const w of m.words)
    for (const j of trace.postings.get(w) ?? []) {
      if (j <= i) continue;
      spend(trace, 1);
      if (namesNoSuchEvent(trace.texts[j] ?? '', w, report, !m.actions.includes(w))) return true;
    }
  return false;
}

/** Steps whose whole point is that a failure stops: a later report that it has not stopped undoes the claim. */
const FIX_ACTIONS = new Set(['fix', 'resolve', 'repair', 'solve', 'debug'].map(eventStem));
/** "still fails", "is still failing", "the error persists", "fails again", "the same error": a failure that goes on. */
/** "went red", "turned red", "is red again": a check's colour of failure. */
const WENT_RED = /\b(?:went|goes|turned|turns|is|was|are|were|still|stays|stayed)\s+red\b|\bred\s+again\b/i;
/** A count of failures: "2 failed", "1 failure", "3 failing", "4 errors". */
const FAILED_COUNT = /\b[1-9]\d*\s+(?:failed|failures?|failing|errors?)\b/i;
/** Words of a milestone that ask for a passing result rather than name what passes ("Make the smoke tests pass"). */
const PASS_WORDS = new Set(['pass', 'green', 'succeed'].map(eventStem));
/** Words that say what kind of check a name is: "smoke tests", "smoke suite", "lint checks", "e2e specs". */
const CHECK_KINDS = new Set(['test', 'tests', 'suite', 'check', 'checks', 'spec', 'specs'].map(eventStem));

/**
 * "smoke tests (run 1): 18 passed" … "smoke tests (run 2): 16 passed, 2 failed", "the smoke suite went red on the re-run":
 * a milestone that asks for a check to pass is judged by the latest result of that check. A later sentence that names
 * every other content word of the milestone (the check's name: "smoke", "tests") and reports a failure or red overrides
 * an earlier pass; so does a count of failures in the passing sentence itself. Sentences are found through the index, so the cost is the postings of one word.
 */
function passOverturnedLater(trace: PreparedTrace, i: number, m: Milestone): boolean {
  if (!m.words.some((w) => PASS_WORDS.has(w)) && !m.actions.some((a) => PASS_WORDS.has(a))) return false;
  const own = m.words.filter((w) => !PASS_WORDS.has(w) && !m.actions.includes(w));
  // "the smoke tests" and "the smoke suite" are one check: the kind word counts only when nothing else names it.
  const named = own.filter((w) => !CHECK_KINDS.has(w));
  const names = named.length > 0 ? named : own;
  const first = names[0];
  if (first === undefined) return false;
  // "The tests passed on the previous run": a pass the sentence itself places in an earlier run is history, so a
  // failure of the check anywhere in the trace, before it in the text too, may be the latest result (fail closed).
  const passing = trace.texts[i] ?? '';
  const pass = PASS_REPORT.exec(passing);
  const history = pass !== null && EARLIER_RUN.test(passing.slice(0, pass.index + pass[0].length + 60).split(LATER_CUT)[0] ?? '');
  for (const j of trace.postings.get(first) ?? []) {
    spend(trace, names.length);
    if ((j < i && !history) || !names.every((w) => hasAny(trace.postings.get(w) ?? [], j, j))) continue;
    const text = trace.texts[j] ?? '';
    // The passing sentence itself fails the check by a count of failures ("16 passed, 2 failed") or by a failure in a
    // clause that follows the pass ("passed at 10:05, then failed at 10:31").
    // A later status line or crossed item of the check that is not a pass ("unit tests ❌", "✗ typecheck 21s",
    // "smoke tests: skipped") leaves the pass behind it no longer the latest result (fail closed).
    if (j === i ? FAILED_COUNT.test(text) || failsAfterPass(text) : failureReport(text) || trace.status.get(j)?.done === false) return true;
  }
  // "The smoke test passed at 10:05. It failed again at 10:31.": the next sentence, opening on "it" or "they", goes on
  // about the check the passing sentence named.
  const next = trace.texts[i + 1];
  if (next !== undefined && PRONOUN_OPENING.test(next) && failureReport(next)) return true;
  // "The smoke suite passed at 10:02. A re-run at 10:40 failed": a re-run named by no check of its own, in one of the
  // next two sentences, is a run of the check just reported, and its failure is the latest result.
  for (let j = i + 1; j <= i + 2 && j < trace.texts.length; j++) {
    spend(trace, 1);
    const text = trace.texts[j] ?? '';
    if (!RERUN_REF.test(text) || CHECK_KIND_WORD.test(text)) continue;
    if (failureReport(text)) return true;
  }
  return false;
}

/**
 * "The certificate was renewed, but the renewal failed", "… The renewal was rejected by the CA", "the CA refused the
 * renewal": the step's own event noun ("renewal" of renew), after "the"/"this"/"that", failing or refused after the
 * report — later in its sentence past "but", "then", "however" or a semicolon, or in the next sentence — is the latest
 * word on it (fail closed).
 */
const EVENT_FAILED =
  /\b(?:the|this|that)\s+([\p{L}-]{3,})\s+(?:(?:was|were|got|has\s+been|had\s+been)\s+)?(?:failed|errored|crashed|aborted|timed\s+out|broke|rejected|refused|denied|declined|blocked)\b|\b(?:rejected|refused|denied|declined|blocked)\s+(?:the|this|that)\s+([\p{L}-]{3,})\b/giu;
const AFTER_REPORT = /(?:\bbut\b|\bthen\b|\bhowever\b|;)/i;

function eventFailedAfter(trace: PreparedTrace, i: number, m: Milestone): boolean {
  const own = trace.texts[i] ?? '';
  const cut = AFTER_REPORT.exec(own);
  const texts = [cut ? own.slice(cut.index) : '', trace.texts[i + 1] ?? ''];
  spend(trace, 2);
  for (const text of texts)
    for (const e of text.matchAll(EVENT_FAILED)) {
      const noun = ((e[1] ?? e[2]) as string).toLowerCase();
      if (namesEvent(noun) && m.actions.includes(eventStem(noun))) return true;
    }
  return false;
}

/** A report of a passing result: "passed", "passes", "went green", "succeeded". */
const PASS_REPORT = /\b(?:pass(?:ed|es|ing)?|green|succeed(?:ed|s|ing)?)\b/i;
/** After a pass, a later clause: "…, then failed", "… but failed on the re-run", "… until 10:31, when it failed". */
const LATER_CLAUSE = /(?:[,;]\s*|\s)(?:and\s+)?(?:then|but|however|later|until|till|since)\b(.*)$/is;
/** A sentence that goes on about the one before it through a pronoun subject. */
const PRONOUN_OPENING = /^\W*(?:(?:but|then|and|later|now|since\s+then)\W+)*(?:it|they)\b/i;

/** The marks of a failed check in a status line ("Status: lint ❌", "✗ e2e"), wherever the line puts its label. */
const FAILURE_MARK = /[\u274c\u2717\u2718\u2716]|\u{1f534}/u;

function failureReport(text: string): boolean {
  return reportsFailure(text) || WENT_RED.test(text) || FAILURE_MARK.test(text);
}

/** A clause that places itself before what the sentence reported first: "…, failed earlier", "…, had failed at 9:10". */
const EARLIER_CLAUSE = /\b(?:earlier|before|previously|initially|originally|at\s+first|had\s+(?:\w+\s+)?failed|yesterday)\b/i;
const SUBJECTLESS_FAILURE =
  /^\W*(?:(?:and|then|but|again|it|they)\s+)*(?:fail(?:ed|s|ing)?|broke|errored|crashed|timed\s+out|went\s+red)\b/i;
const CLOCK = /\b([01]?\d|2[0-3]):([0-5]\d)\b/;

function minutesOf(text: string): number | null {
  const t = CLOCK.exec(text);
  return t ? Number(t[1]) * 60 + Number(t[2]) : null;
}

function failsAfterPass(text: string): boolean {
  const pass = PASS_REPORT.exec(text);
  if (!pass) return false;
  const rest = text.slice(pass.index + pass[0].length);
  const later = LATER_CLAUSE.exec(rest);
  if (later) return failureReport(later[1] ?? '');
  // "passed at 15:30, failed at 15:58": a clause after a comma or semicolon that opens on a failure, with no subject
  // of its own ("lint passed, build failed" is another check), reports the same check's next result in the order
  // told, unless it places itself earlier by a word ("failed earlier") or by a clock time before the pass's.
  const comma = /[,;]\s*(.*)$/s.exec(rest);
  if (!comma) return false;
  const clause = comma[1] ?? '';
  if (!SUBJECTLESS_FAILURE.test(clause) || EARLIER_CLAUSE.test(clause)) return false;
  const passAt = minutesOf(rest.slice(0, comma.index));
  const failAt = minutesOf(clause);
  return passAt === null || failAt === null || failAt >= passAt;
}

/**
 * Words that place a pass in an earlier run than the latest: "on the previous run", "in the last build", "earlier",
 * "yesterday", "used to pass", "before the rebase".
 */
const EARLIER_RUN =
  /\b(?:(?:previous|prior|earlier|last|first|original|old|initial)\s+(?:\w+\s+)?(?:run|build|attempt|pipeline|job|commit|push|round|try)|earlier|previously|yesterday|last\s+(?:night|week)|used\s+to|before\s+(?:the|my|our|this|that|it|we|I)\b)/i;
/** Where a later clause starts: the pass's own words end there. */
const LATER_CUT = /[,;]|\b(?:but|then|however|and)\b/i;

/** A later run of a check named by no name of its own: "a re-run", "the rerun", "the retry", "the next/second run". */
const CHECK_KIND_WORD = /\b(?:tests?|suites?|checks?|specs?|linters?|lint|builds?|scans?)\b/i;
const RERUN_REF = /\b(?:re-?runs?|re-?tr(?:y|ies)|(?:next|second|third|another|later|last|final)\s+run)\b/i;

const PERSISTING_FAILURE =
  /\bstill\s+(?:\w+\s+){0,2}(?:fail|fails|failing|failed|broken|crash(?:es|ing)?|errors?|erroring|red)\b|\b(?:fail|fails|failing|failed|crash(?:es|ed)?|errors?)\s+(?:\w+\s+){0,3}again\b|\b(?:error|failure|bug|crash|problem|issue)s?\s+(?:still\s+)?(?:persists?|remains?|recurs?|reappears?|is\s+back)\b|\bsame\s+(?:error|failure|stack\s*trace|exception)\b/i;

/**
 * A claimed fix ("Fixed the type error in cart.ts") followed in the trace by a report that the failure goes on ("The
 * build still fails on the same line") is not done: the claim is contradicted by what happened after it.
 */
function failurePersistsLater(trace: PreparedTrace, i: number): boolean {
  if (trace.lastPersistingFailure === undefined) {
    // Read once per trace: every claimed fix compares its sentence with the last such report.
    trace.lastPersistingFailure = -1;
    for (let j = trace.texts.length - 1; j >= 0; j--) {
      spend(trace, 1);
      if (PERSISTING_FAILURE.test(trace.texts[j] ?? '')) {
        trace.lastPersistingFailure = j;
        break;
      }
    }
  }
  return trace.lastPersistingFailure > i;
}

/** For inspection in tests: what each sentence of a prepared trace asserts as done. */
export function doneActions(trace: PreparedTrace): Array<{ text: string; actions: string[][]; words: string[] }> {
  return trace.texts.map((text, i) => {
    const s = readSentence(trace, i);
    return { text, actions: s.done.map((d) => [...d.actions]), words: [...s.words] };
  });
}

function mentionsOf(trace: PreparedTrace, k: number): Array<{ np: NounPhrase; words: Set<string> }> {
  let list = trace.mentions.get(k);
  if (!list) {
    list = [];
    for (const c of parseOf(trace, k).clauses)
      for (const np of [c.subjectShared ? null : c.subject, c.object]) if (np && !np.pronoun) list.push({ np, words: wordsOf(np) });
    trace.mentions.set(k, list);
  }
  return list;
}

/**
 * "Upgrade of the node pool completed at 03:12": a verb's base form that opens a sentence (or the text after a label's
 * colon) directly followed by "of" is the event noun, as with "The upgrade of …", not an instruction; an instruction's
 * verb takes its object without "of" ("dispose of", "think of" are not steps that report anything either way).
 */
function ofNominal(tokens: Tagged[]): Tagged[] {
  let k = 0;
  while (k < tokens.length && tokens[k]?.tag === 'PUNCT') k++;
  const t = tokens[k];
  // "Training of the model finished": a gerund opening the sentence with "of" after it is the event noun too.
  if (t && t.tag === 'VERB' && (t.form === 'base' || t.form === 'ing') && tokens[k + 1]?.lower === 'of') {
    t.tag = 'NOUN';
    t.lemma = t.lower;
    delete t.form;
  }
  return tokens;
}

/**
 * "Freed 41 GB by pruning the Docker cache": an "-ing" word the lexicon does not list as a verb, after "by" and before
 * its object (a determiner, an adjective, a noun or a number), is the gerund of the means, so the parser reads it as
 * a verb whose clause is done when the clause it hangs from is.
 */
function meansGerunds(tokens: Tagged[]): Tagged[] {
  tokens.forEach((t, k) => {
    const next = tokens[k + 1];
    if (
      t.tag === 'NOUN' &&
      /^[a-z]{3,}ing$/.test(t.lower) &&
      tokens[k - 1]?.lower === 'by' &&
      next &&
      ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(next.tag)
    ) {
      t.tag = 'VERB';
      t.form = 'ing';
      t.lemma = t.lower;
    }
  });
  return tokens;
}

function parseOf(trace: PreparedTrace, i: number): ParsedSentence {
  let p = trace.parses.get(i);
  if (!p) {
    p = parseSentence(ofNominal(meansGerunds(tagSentence(trace.toks[i] as Tok[], new Set()))));
    spend(trace, p.steps + 1);
    trace.parses.set(i, p);
  }
  return p;
}

function wordsOf(np: NounPhrase): Set<string> {
  const s = new Set<string>();
  phraseWords(np, s);
  return s;
}

/**
 * A milestone (or a status line's name) as read, once per text and request: reading one tags and parses it, which is
 * counted as a sentence's parse is (its tokens and parser steps).
 */
function milestoneOf(trace: PreparedTrace, text: string): Milestone {
  let m = trace.readings.get(text);
  if (!m) {
    const cost = { units: 0 };
    m = readMilestone(text, cost);
    spend(trace, cost.units);
    trace.readings.set(text, m);
  }
  return m;
}

/**
 * Whether a milestone's first word can be its verb: a base form the lexicon lists, or a hyphenated word whose last part
 * is one or that an article follows ("Re-encode the rejected files", "Double-check the totals", "Dry-run the
 * migration"), which the lexicon does not list whole and would otherwise leave a later word ("files") as the verb.
 */
function instructionVerb(word: string, next: string): boolean {
  if (isVerbBase(word)) return true;
  const hyphen = /^[a-z]{2,8}-([a-z]{2,})$/.exec(word);
  // "Re-encode the files": an unlisted hyphenated word before an article can only be the verb (a noun phrase does not
  // run "<noun> the <noun>").
  return !!hyphen && (isVerbBase(hyphen[1] as string) || /^(?:the|a|an)$/.test(next));
}

/** Reads a milestone: an instruction ("back up the billing database") or a noun phrase ("peer review of the change"). */
/** "missing" in "Impute missing tenure values": an "-ing" form or a participle that modifies the noun after it. */
function participleBeforeNoun(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  const next = tokens[k + 1];
  return (
    !!t &&
    t.tag === 'VERB' &&
    (t.form === 'ing' || t.form === 'past_or_participle') &&
    !!next &&
    (next.tag === 'NOUN' || next.tag === 'PROPN' || next.tag === 'ADJ')
  );
}

export function readMilestone(text: string, cost?: { units: number }): Milestone {
  const toks = tag(plainIdioms(text));
  // The first word of an instruction is its verb even where the tagger would read a noun or an adverb ("back up", "page").
  const first = toks[0];
  const second = toks[1];
  if (first && first.kind === 'word') {
    const phrasal = second && PHRASAL.has(`${first.lower}_${second.lower}`);
    const secondIsVerb =
      !!second &&
      (second.tag === 'BE' ||
        second.tag === 'MODAL' ||
        second.tag === 'HAVE' ||
        (second.tag === 'VERB' &&
          (second.form === 'past' || second.form === 'past_or_participle') &&
          // "Grant read access": a past written like its base ("read", "set", "reset") before a noun modifies the noun;
          // so does a participle after a verb the lexicon lists ("Enable tiered storage", "Restore deleted files").
          !(
            (second.lower === second.lemma || (second.form !== 'past' && isVerbBase(first.lower) && first.tag !== 'VERB')) &&
            toks[2]?.tag === 'NOUN'
          )));
    if (
      phrasal ||
      (instructionVerb(first.lower, second?.lower ?? '') && first.tag !== 'VERB' && second && second.tag !== 'PUNCT' && !secondIsVerb)
    ) {
      first.tag = 'VERB';
      first.lemma = first.lower;
      first.form = 'base';
      if (phrasal && second) second.tag = 'ADV';
    }
  }
  // An instruction has one verb: later verb-like words after a noun are nouns ("run the smoke tests").
  if (first?.tag === 'VERB') {
    for (let k = 1; k < toks.length; k++) {
      const t = toks[k] as Tagged;
      const p = toks[k - 1] as Tagged;
      if (
        t.tag === 'VERB' &&
        (t.form === 'third' ||
          t.form === 'base' ||
          t.form === 'ing' ||
          // "the October cost report": a past form between a noun and a noun is part of the compound.
          ((t.form === 'past' || t.form === 'past_or_participle') &&
            toks[k + 1]?.tag === 'NOUN' &&
            (p.tag === 'NOUN' || p.tag === 'PROPN' || (k === 1 && (t.lower === t.lemma || t.form !== 'past'))))) &&
        !['CC', 'TO', 'MODAL', 'BE', 'HAVE', 'DO', 'REL', 'PREP'].includes(p.tag) &&
        p.lower !== 'that'
      ) {
        t.tag = 'NOUN';
        t.lemma = t.lower;
      }
    }
  }
  const parsed = parseSentence(toks);
  if (cost) cost.units += 1 + toks.length + parsed.steps;
  const statuses = clauseStatuses(parsed.clauses);
  const main = parsed.clauses.find((c) => c.verb) ?? null;
  const words = new Set<string>();
  const scoped = new Set<string>();
  const excluded = excludedTokens(parsed.tokens);
  const actions: string[] = [];
  let objectPhrase: NounPhrase | null = null;
  // "Centrifuge sample set B": an instruction opens with its verb; a first word the lexicon does not list as a verb,
  // followed by a phrase (not by the verb the tagger found: "Password reset for Ana" is a noun phrase), may be that
  // verb, so a clause doing it counts too. A later verb whose past is its base ("set", "cut") is then a noun.
  const lead = parsed.tokens[0];
  const leadVerb =
    !!main?.verb &&
    !!lead &&
    lead !== main.verb.tokens[0] &&
    (lead.tag === 'NOUN' || lead.tag === 'PROPN') &&
    /^[a-z]+$/.test(lead.lower) &&
    (['NOUN', 'PROPN', 'DET', 'ADJ', 'NUM'].includes(parsed.tokens[1]?.tag ?? '') || participleBeforeNoun(parsed.tokens, 1));
  if (main?.verb) {
    const baseAsPast =
      main.verb.tokens.length === 1 && main.verb.tokens[0]?.lower === main.verb.lemma && main.verb.tokens[0]?.form !== 'base';
    // After a first word read as the verb, an "-s" form right after a noun is that noun's plural ("Impute missing
    // tenure values"), and a participle right before a noun modifies it ("Winsorize clipped readings"): no second
    // action, or a present "values" or a past "clipped" in the trace would meet the step.
    const verbToken = main.verb.tokens[0];
    const at = verbToken ? parsed.tokens.indexOf(verbToken) : -1;
    const nounForm =
      main.verb.tokens.length === 1 &&
      ((verbToken?.form === 'third' && parsed.tokens[at - 1]?.tag === 'NOUN') || participleBeforeNoun(parsed.tokens, at));
    if (!(leadVerb && (baseAsPast || nounForm))) actions.push(eventStem(main.verb.lemma));
    if (leadVerb && lead) actions.push(eventStem(lead.lower));
    const light = LIGHT_VERBS.has(main.verb.lemma) && !!main.object;
    // "Give the customer a refund": with two objects the event is the second; the first is who receives it.
    if (light) actions.push(...heads(main.object2 ?? main.object));
    else words.add(eventStem(main.verb.lemma));
    objectPhrase = main.object;
  } else {
    // A noun phrase: its head is the action ("security review of the endpoint", "controller sign-off").
    const np = parsed.clauses.find((c) => c.subject)?.subject ?? null;
    actions.push(...heads(np).slice(0, 1));
    // "Edit nginx.conf": a verb the lexicon does not list reads as a noun; a bare first word (no determiner before
    // it) that is not the head may be the instruction's verb, so a clause doing it meets the milestone too.
    const lead = parsed.tokens[0];
    if (np && !np.det && lead && lead !== np.head && (lead.tag === 'NOUN' || lead.tag === 'PROPN') && np.tokens[0] === lead) {
      actions.push(eventStem(lead.lower));
    }
  }
  parsed.tokens.forEach((t, k) => {
    if (!['NOUN', 'PROPN', 'ADJ', 'NUM', 'SYM', 'VERB'].includes(t.tag)) return;
    // "Carry out the review": every word of a light verb (its particle too) gives way to the event noun.
    if (main?.verb?.tokens.includes(t) && LIGHT_VERBS.has(main.verb.lemma) && main.object) return;
    if (t.tag === 'VERB' && main?.verb?.tokens.includes(t)) {
      words.add(eventStem(main.verb.lemma));
      return;
    }
    // "the customer's account", and "the customer" as an object of the step ("Unsubscribe the customer from …", "Send
    // the customer a link"): the one a reply speaks to.
    const possessor = ADDRESSEES.has(t.lower) && POSSESSIVE_S.test(parsed.tokens[k + 1]?.lower ?? '');
    const object = ADDRESSEES.has(t.lower) && !possessor && (main?.object?.head === t || main?.object2?.head === t);
    (excluded.has(k) ? scoped : words).add(
      possessor ? ADDRESSEE_STEM : object ? ADDRESSEE_OBJECT_STEM : eventStem(t.tag === 'VERB' ? t.lemma : t.lower),
    );
  });
  if (!main?.verb && actions[0]) words.add(actions[0]);
  let quantity: Milestone['quantity'] = null;
  // "Install the patch on all 12 hosts": with no count on the object, a counted phrase after a preposition counts.
  const counted = (np: NounPhrase | null | undefined) =>
    !!np && (/^(?:all|every|each)$/.test(np.det ?? '') || np.tokens.some((t) => t.tag === 'NUM'));
  if (!counted(objectPhrase) && main)
    objectPhrase = main.pps.map((p) => p.np).find((np) => counted(np) && np?.head?.tag !== 'NUM') ?? objectPhrase;
  if (objectPhrase && (/^(?:all|every|each)$/.test(objectPhrase.det ?? '') || objectPhrase.tokens.some((t) => t.tag === 'NUM'))) {
    const count = objectPhrase.tokens.find((t) => t.tag === 'NUM')?.lower ?? null;
    quantity = {
      universal: /^(?:all|every|each)$/.test(objectPhrase.det ?? ''),
      count,
      head: objectPhrase.head ? eventStem(objectPhrase.head.lower) : null,
    };
  }
  // "Reindex all shards": an instruction whose verb the lexicon does not list is read as a noun phrase, so its count
  // is read from the words: "all", "every" or "each", a number perhaps, then the counted noun.
  if (!quantity && !main?.verb) {
    const k = parsed.tokens.findIndex((t) => /^(?:all|every|each)$/.test(t.lower));
    const rest = k >= 0 ? parsed.tokens.slice(k + 1, k + 5) : [];
    const noun = rest.find((t) => t.tag === 'NOUN' || t.tag === 'PROPN');
    if (noun) {
      const count = rest.slice(0, rest.indexOf(noun)).find((t) => t.tag === 'NUM')?.lower ?? null;
      quantity = { universal: true, count, head: eventStem(noun.lower) };
    }
  }
  // "Upgrade the cluster on staging": an environment's name after a preposition is the place, not a clause of its own,
  // so the trace may write it as a modifier ("on the staging cluster").
  const embedded = parsed.clauses
    .filter((c) => c !== main && c.verb && !environmentPlace(c))
    .map((c) => ({ verb: verbStem(c), negated: statuses.get(c.id)?.negated ?? false }));
  // The value a step sets follows "to" ("set the TTL to 60"), or "at" for a step that aims something ("point the
  // record at the new load balancer").
  const toPhrase = (main?.pps.find((p) => p.prep === 'to') ?? main?.pps.find((p) => p.prep === 'at'))?.np;
  const target = toPhrase ? toPhrase.tokens.filter((t) => t.kind !== 'punct').map((t) => eventStem(t.lower)) : [];
  const direct = main?.verb && !LIGHT_VERBS.has(main.verb.lemma) ? main.object : null;
  const object = direct ? direct.tokens.filter((t) => ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(t.tag)).map((t) => eventStem(t.lower)) : [];
  return {
    text,
    object,
    directions: directionsOf(parsed.tokens),
    identifiers: parsed.tokens.filter((t) => t.kind === 'word' && IDENTIFIER_NAME.test(t.raw)).map((t) => eventStem(t.lower)),
    words: [...words].filter((w) => w.length > 0),
    scoped: [...scoped].filter((w) => w.length > 0 && !words.has(w)),
    actions,
    quantity,
    embedded,
    target,
  };
}

/** Whether a sorted list holds a value in [lo, hi] (binary search). */
function hasAny(list: number[], lo: number, hi: number): boolean {
  let a = 0;
  let b = list.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if ((list[mid] as number) < lo) a = mid + 1;
    else b = mid;
  }
  return a < list.length && (list[a] as number) <= hi;
}

const MONTH_ALONE = new RegExp(`\\b(${[...MONTH_NAMES].join('|')})\\b(?!\\s*\\d)`, 'i');
/**
 * "Recompute the revenue for October" against "recomputed the revenue for October 1-15": days of the month the
 * milestone names, fewer than all of them, are a part of it.
 */
function partOfTheMonth(milestone: string, text: string): boolean {
  const month = MONTH_ALONE.exec(milestone)?.[1];
  if (!month) return false;
  const range = new RegExp(`\\b${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|–|to|through|until)\\s*(\\d{1,2})\\b`, 'i').exec(text);
  return !!range && (Number(range[1]) > 1 || Number(range[2]) < 28);
}

/** A count written in digits or as one number word ("twelve", "twenty"); NaN otherwise. */
function countValue(w: string): number {
  if (/^\d+$/.test(w)) return Number(w);
  const reader = new NumberWordsReader();
  return reader.push(w.toLowerCase()) ? reader.value : Number.NaN;
}
const PARTIAL_COUNT =
  /(?<![\w/.:-])(\d{1,6}|[a-z]+)\s{1,3}(?:out\s{1,3})?of\s{1,3}(?:the\s{1,3})?(\d{1,6}|[a-z]+)\b(?:\s{1,3}([\p{L}][\p{L}-]*))?|(?<![\w/.:-])(\d{1,6})\/(\d{1,6})(?![\w/.:-])(?:\s{1,3}([\p{L}][\p{L}-]*))?/giu;

/**
 * Whether a sentence counts part of a group the milestone names: "9 of 12 hosts", "three out of four replicas", "3/4
 * nodes" (fewer than all), where the milestone counts ("all", a number) or names the counted word ("Resync the
 * replicas" against "3 of 4 replicas resynced"). A count of something else ("118 of 121 passed") is left alone.
 */
function partOfTheGroup(m: Milestone, text: string): boolean {
  if (!/\d|\bof\b/i.test(text)) return false;
  const named = new Set(normaliseTokens(m.text));
  for (const c of text.matchAll(PARTIAL_COUNT)) {
    const n = countValue((c[1] ?? c[4]) as string);
    const of = countValue((c[2] ?? c[5]) as string);
    if (!(n >= 0 && of > n)) continue;
    const noun = c[3] ?? c[6];
    if (m.quantity || (noun && named.has(normaliseTokens(noun)[0] ?? ''))) return true;
  }
  return false;
}

/** Whether a done clause's phrases say that only part of what the milestone counts was done ("only two of the five"). */
/**
 * "to the canary ring only", "on eu-west-1 only,", "for internal users only (the allowlist)", "only for the beta
 * cohort": "only" closing a phrase, or opening one of its prepositions, restricts what it names.
 */
const PHRASE_ONLY = /[\p{L}\p{N}]\s+only\s*(?:[.,;:()\u2013\u2014]|\s-\s|$)|\bonly\s+(?:for|to|in|on|at|within)\s/iu;
/** "to prod-canary only", "staging only": the word (or hyphenated name) that "only" closes. */
const ONLY_CLOSES = /([\p{L}\p{N}][\p{L}\p{N}_.-]*)\s+only\s*(?:[.,;:)]|$)/giu;
/** Names of deployment environments, as the matcher stems them. */
const ENVIRONMENTS = new Set(
  'prod production staging stage dev development test testing qa uat sandbox preprod canary local localhost beta preview demo'
    .split(' ')
    .map((w) => stemmer(w)),
);
/** A clause that is only an environment's name read as a gerund ("on staging", "in testing"): a place, not a step. */
function environmentPlace(c: Clause): boolean {
  const v = c.verb;
  return (
    !!v &&
    v.nonFinite &&
    v.tokens.length === 1 &&
    !c.subject &&
    !c.object &&
    c.pps.length === 0 &&
    c.negations === 0 &&
    ENVIRONMENTS.has(stemmer((v.tokens[0] as Tagged).lower))
  );
}
/** A partial rollout: a canary is a part of the place it is named after. */
const PARTIAL_ROLLOUT = /(?:^|[^\p{L}])(?:canary|canaries)(?![\p{L}])/iu;
/**
 * Whether a sentence restricts what it reports to a place or a group the milestone does not name: "only" closing a
 * phrase ("shipped to prod-canary only", "deployed, staging only") whose word is not one of the milestone's, or a
 * canary the milestone does not ask for ("rolled out to the canary ring"). Fail closed: such a sentence meets
 * no milestone that names the whole ("Deploy the hotfix", "Ship build 7.4.1 to production").
 */
function restrictedElsewhere(m: Milestone, text: string): boolean {
  if (!/only|canar/i.test(text)) return false;
  const named = new Set(normaliseTokens(m.text));
  if (PARTIAL_ROLLOUT.test(text) && !PARTIAL_ROLLOUT.test(m.text)) return true;
  for (const o of text.matchAll(ONLY_CLOSES)) {
    const written = o[1] as string;
    const words = normaliseTokens(written);
    // A place: an environment's name, or a name with a hyphen or a digit ("prod-canary", "eu-west-1", "node-3");
    // "for internal users only" restricts who sees a change, not where it was made.
    const place = /[-\d]/.test(written) || words.some((w) => ENVIRONMENTS.has(w));
    if (place && words.length > 0 && !words.every((w) => named.has(w))) return true;
  }
  return false;
}
/** A milestone that counts a whole group: "all", "every", "each", or a count in digits or words ("the 12 hosts"). */
function countsWhole(m: Milestone): boolean {
  return (
    !!m.quantity &&
    (m.quantity.universal || /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/.test(m.quantity.count ?? ''))
  );
}
/**
 * Words that take members out of a group: "except (for)", "excluding", "apart from", "other than", "minus", and "but" or
 * "save" before a number, "one" or "for" ("all shards but one", "restarted, save two"). A milestone that counts ("all",
 * a number) is not met in a sentence with one of them (the group reported is not all of it).
 */
const EXCEPTING =
  /\b(?:except|excepting|excluding|apart\s+from|other\s+than|minus|(?:but|save)\s+(?:for\b|\d|one|two|three|four|five|a\s+few|a\s+couple))\b/i;
function partial(m: Milestone, phrases: NounPhrase[]): boolean {
  if (!m.quantity) return false;
  for (const np of phrases) {
    if (m.quantity.head && (!np.head || eventStem(np.head.lower) !== m.quantity.head)) continue;
    if (np.partitive && !/^(?:all|each|every|both)$/.test(np.partitive)) return true;
    if (np.only) return true;
    // "Most keys were rotated", "some of the hosts": fewer than all.
    if (/^(?:most|some|several|many|few|half|part)$/.test(np.det ?? np.tokens[0]?.lower ?? '')) return true;
    const count = np.tokens.find((t) => t.tag === 'NUM')?.lower ?? null;
    if (m.quantity.count && count && count !== m.quantity.count) return true;
    if (m.quantity.count && !count && !/^(?:all|every|each|the)$/.test(np.det ?? '')) return true;
  }
  return false;
}

/**
 * Whether the milestone is met: one sentence with all its words, in which a clause asserts its action as done, with
 * no partial count where the milestone says "all" or a number, and with the polarity of any clause inside the
 * milestone ("no customer data was downloaded").
 */
/**
 * Kinds of named time: a milestone that names one ("Run Wednesday's export", "Close the March books", "Deploy the
 * hotfix today", "Run the nightly export") asks for that time, and a done clause that names another time of the same
 * kind, and not the milestone's, in one of its phrases, reports another occasion.
 */
const TIME_KINDS: Array<Set<string>> = [
  new Set('monday tuesday wednesday thursday friday saturday sunday tue tues wed thu thur thurs fri'.split(' ')),
  new Set([...MONTH_NAMES].filter((x) => x !== 'may' && x !== 'march')),
  new Set('today yesterday tonight tomorrow'.split(' ')),
  new Set('nightly daily weekly monthly hourly quarterly yearly annual'.split(' ')),
];
const TIME_WORD = new RegExp(`\\b(?:${TIME_KINDS.flatMap((k) => [...k]).join('|')}|may|march)\\b`, 'i');

/** The times a milestone names, by kind (see TIME_KINDS); tagged only when one of their words is in it. */
function milestoneTimes(text: string): Map<number, Set<string>> {
  const wanted = new Map<number, Set<string>>();
  if (!TIME_WORD.test(text)) return wanted;
  for (const t of tag(text)) {
    const k = timeKindOf(t, true);
    if (k >= 0) wanted.set(k, (wanted.get(k) ?? new Set()).add(t.lower));
  }
  return wanted;
}

/** "may" and "march" are months only when written with a capital. */
const CAPITAL_MONTHS = new Set(['may', 'march']);

function timeKindOf(t: Tagged, inMilestone: boolean): number {
  const lower = t.lower;
  if (CAPITAL_MONTHS.has(lower)) return inMilestone || /^[A-Z]/.test(t.raw) ? 1 : -1;
  return TIME_KINDS.findIndex((k) => k.has(lower));
}

/**
 * Whether the done clause `order` of sentence `i` names a time of a kind the milestone names but none of the milestone's
 * own times of that kind: "the orders export ran on Monday" does not meet "Run Wednesday's orders export". A clause
 * names a time by its step (a word of its subject or object: "Wednesday's run", "the weekly export"), by the head of a
 * prepositional phrase or of one of its conjuncts ("on Monday and on Tuesday"), or by an adverb ("yesterday"); a time
 * inside another phrase ("before Wednesday's deadline") is not when the step took place. Only read when the milestone
 * names a time.
 */
function otherTimeNamed(wanted: Map<number, Set<string>>, trace: PreparedTrace, i: number, order: number): boolean {
  if (wanted.size === 0) return false;
  const c = parseOf(trace, i).clauses.find((x) => x.id === order);
  if (!c) return false;
  const named: Tagged[] = [];
  for (const np of [c.subject, c.object, c.object2]) if (np) named.push(...np.tokens, ...(np.possessor?.tokens ?? []));
  for (const p of c.pps) if (p.np) for (const x of [p.np, ...p.np.conjuncts]) if (x.head) named.push(x.head);
  named.push(...c.adverbs);
  spend(trace, named.length);
  for (const [k, own] of wanted) {
    const times = named.filter((t) => timeKindOf(t, false) === k).map((t) => t.lower);
    if (times.length > 0 && !times.some((w) => own.has(w))) return true;
  }
  return false;
}

export function milestoneMet(text: string, trace: PreparedTrace): boolean {
  if (metAsWritten(text, trace)) return true;
  // "Run the type check" against "typecheck ...... ok": two words of the milestone that the trace writes as one
  // ("type check"/"typecheck", "health check"/"healthcheck", "data set"/"dataset") are read as that one word, once
  // per pair the trace's index holds.
  for (const match of text.matchAll(OPEN_COMPOUND)) {
    const [, a, b] = match as unknown as [string, string, string];
    if (COMPOUND_STOP.has(a.toLowerCase()) || COMPOUND_STOP.has(b.toLowerCase())) continue;
    spend(trace, 1);
    if (!trace.postings.has(eventStem(a + b))) continue;
    const at = match.index ?? 0;
    if (metAsWritten(`${text.slice(0, at)}${a}${b}${text.slice(at + a.length + 1 + b.length)}`, trace)) return true;
  }
  return false;
}
/** Two adjacent words of at least three letters (overlapping pairs: the lookahead keeps the second for the next). */
const OPEN_COMPOUND = /\b([A-Za-z]{3,})\s(?=([A-Za-z]{3,})\b)/g;
/** Words that never join a compound. */
const COMPOUND_STOP = new Set(
  'the and for with from into onto all each every then that this those these than its our their your not any some was were has had are'.split(
    ' ',
  ),
);

function metAsWritten(text: string, trace: PreparedTrace): boolean {
  const m = milestoneOf(trace, text);
  if (m.words.length === 0 || m.actions.length === 0) return false;
  if (recordFailed(m, trace)) return false;
  const times = milestoneTimes(m.text);
  // "Observation: nothing applied": a result of the trace's own tools that denies the action outweighs any prose claim.
  if (m.actions.some((a) => trace.recordDenied.has(a))) return false;
  if (recordRan(m, trace)) return true;
  // A sentence can only meet the milestone if each of its words is in it or in the two sentences before it (where
  // "it" and "the backup" find what they refer to), and if one of its clauses asserts the milestone's action done.
  const near = (w: string, i: number) => {
    const list = trace.postings.get(w);
    return !!list && hasAny(list, i - 2, i);
  };
  // "Imported the new IdP certificate on auth-1. … Imported the certificate on auth-3": words missing near sentence `i`
  // may come from one sentence farther back (up to DEFINITE_REACH) that names a word the two share, as "the
  // certificate" names the phrase it stands for there (see antecedentWords); only then is the sentence parsed.
  const farAntecedent = (i: number) => {
    const missing = m.words.filter((w) => !near(w, i));
    if (missing.length === 0) return true;
    // "Deleted pr-1131" for "Delete preview environment pr-1131": kind nouns an identifier makes redundant; "Merged
    // #4812" for "Merge the PR" after "Opened PR #4812": the kind the trace wrote beside the identifier.
    if (missing.every((w) => identifierKinds(m.text).has(w))) return true;
    if (missing.length === 1 && underHeadingOf(trace, i, m, missing[0] as string)) return true;
    if (missing.length <= 3 && !missing.some((w) => m.actions.includes(w)) && identifierAntecedent(trace, i, m, missing)) return true;
    const shared = m.words.filter((w) => !m.actions.includes(w) && hasAny(trace.postings.get(w) ?? [], i, i));
    spend(trace, missing.length + shared.length);
    for (let k = i - 3; k >= Math.max(0, i - DEFINITE_REACH); k--)
      if (missing.every((w) => hasAny(trace.postings.get(w) ?? [], k, k)) && shared.some((w) => hasAny(trace.postings.get(w) ?? [], k, k)))
        return true;
    return false;
  };
  // Only a sentence that names one of the actions, with every word of the milestone in it or near it, is parsed: the
  // index says which, so a sentence that names the action but lacks a word costs no parse.
  const seen = new Set<number>();
  for (const a of m.actions) {
    const list = trace.postings.get(a) ?? [];
    spend(trace, 1 + list.length);
    for (const i of list) if (!seen.has(i) && farAntecedent(i)) seen.add(i);
  }
  const pool = [...seen].sort((a, b) => a - b);
  spend(trace, m.words.length + pool.length);
  // The last clause of the trace that undoes the milestone's action, found once (see lastUndo).
  let undo: { last: { j: number; order: number } | null } | undefined;
  for (const i of pool) {
    spend(trace, m.words.length);
    const s = readSentence(trace, i);
    if ((m.directions.goal.size > 0 || m.directions.source.size > 0) && directionsSwapped(m, directionsAt(trace, i))) continue;
    spend(trace, m.words.length + s.done.length);
    // "Tried to restore the database; … Retried … and it finished cleanly": an attempt a later retry carried out.
    const attempt = s.attempts.find((a) => m.actions.some((x) => a.actions.has(x)) && !partial(m, a.phrases));
    // "rolling back checkout-api to v5.1.4 …" then "rollback complete": a step under way that a bare completion of its
    // event in one of the next two sentences finished (completedLater).
    const going = s.underWay.find((u) => m.actions.some((x) => u.actions.has(x)) && m.words.every((w) => u.words.has(w) || s.words.has(w)));
    const had = (w: string) => s.words.has(w) || (!!attempt && attempt.words.has(w)) || (!!going && going.words.has(w));
    // "restored the index" after "the search index": words of the milestone a definite phrase of its head leaves out
    // (definiteNames).
    const absent = m.words.filter((w) => !had(w));
    let byIdentifier: string | null = null;
    const implied =
      absent.length > 0 &&
      absent.length <= 3 &&
      !absent.some((w) => m.actions.includes(w)) &&
      (definiteNames(trace, i, m, absent) ||
        topicObject(trace, i, m, absent, s) ||
        personByPronoun(trace, i, m, absent) ||
        absent.every((w) => identifierKinds(m.text).has(w)) ||
        (absent.length === 1 && underHeadingOf(trace, i, m, absent[0] as string)) ||
        (byIdentifier = identifierAntecedent(trace, i, m, absent)) !== null);
    const has = (w: string) => had(w) || (implied && absent.includes(w));
    if (!m.words.every(has)) continue;
    if (!m.scoped.every((w) => has(w) || s.scopedWords.has(w))) continue;
    // A clause that reports another time than the milestone names ("on Monday" for "Wednesday's export") is not it, but
    // another done clause of the sentence ("on Monday and on Wednesday") may be.
    let doneHere = m.words.every((w) => s.words.has(w) || (implied && absent.includes(w)))
      ? s.done.find(
          (d) =>
            !d.back &&
            m.actions.some((a) => d.actions.has(a)) &&
            !partial(m, d.counted ?? d.phrases) &&
            !(countsWhole(m) && s.excepting) &&
            !otherTimeNamed(times, trace, i, d.order),
        )
      : undefined;
    if (!doneHere && attempt && retriedLater(trace, i))
      doneHere = { actions: attempt.actions, phrases: attempt.phrases, order: attempt.order };
    if (!doneHere && going && completedLater(trace, i, m.actions)) doneHere = { actions: going.actions, phrases: [], order: going.order };
    if (!doneHere) continue;
    // Kind nouns left out for the identifier hold only where the done clause itself names the identifier: "Deleted
    // pr-1122 but kept pr-1131" deletes pr-1122 alone.
    if (absent.length > 0 && absent.every((w) => identifierKinds(m.text).has(w)) && !namesIdentifier(m, doneHere.phrases, trace, i))
      continue;
    if (byIdentifier !== null && !phrasesHold(doneHere.phrases, [byIdentifier], trace, i)) continue;
    if (partOfTheMonth(m.text, trace.texts[i] ?? '')) continue;
    if (partOfTheGroup(m, trace.texts[i] ?? '')) continue;
    if (restrictedElsewhere(m, trace.texts[i] ?? '')) continue;
    if (otherTimeNamed(times, trace, i, doneHere.order)) continue;
    if (!m.embedded.every((e) => s.polarity.some((p) => p.verb === e.verb && p.negated === e.negated))) continue;
    undo ??= lastUndo(m, trace);
    if (undo.last && (undo.last.j > i || (undo.last.j === i && undo.last.order > doneHere.order))) continue;
    // "… The change was reverted": a generic undo of "the change", "it", "that" in the same or the next sentence.
    if (undoesPrevious(trace, i, doneHere.order)) continue;
    if (undoesNamedAction(trace, i, doneHere.order, m.actions)) continue;
    if (undoesShortReference(trace, i, doneHere.order, m)) continue;
    if (changeRevertedLater(trace, i)) continue;
    if (discredited(trace, i)) continue;
    if (failedLaterUnderItsName(trace, i)) continue;
    if (noSuchEventLater(trace, i, m)) continue;
    if (m.actions.some((a) => FIX_ACTIONS.has(a)) && failurePersistsLater(trace, i)) continue;
    if (m.quantity?.universal && failsLater(trace, i, m.actions)) continue;
    if (passOverturnedLater(trace, i, m)) continue;
    if (eventFailedAfter(trace, i, m)) continue;
    return true;
  }
  return false;
}

/**
 * An identifier: a name that can stand for one thing alone, with a letter and at least two digits ("pr-1131",
 * "KB5044281", "INC-5521"), a hyphenated name with a digit that opens with a letter ("db-cluster-3", "worker-7"), "#"
 * and digits ("#4812"), or a name whose parts are joined by "." or "/"
 * between letters or digits ("kestrel-labs.com", "invoice.py", "fix/csv-unicode"). A bare number or version ("1131",
 * "1.30"), a number with a unit ("300ms", "24h") or a short code ("Q3", "p99") is not: it counts or measures as often
 * as it names.
 */
const IDENTIFIER_NAME =
  /^(?:#\d{2,}|(?=[^-]*-)(?=\D*\d)\p{L}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)+|(?=[\w./-]*\p{L})(?=(?:[^\d]*\d){2})[\p{L}\p{N}][\w./-]{2,}[\p{L}\p{N}]|\p{L}[\w-]*(?:[./][\w-]*\p{L}[\w-]*)+)$/u;
const NUMBER_WITH_UNIT = /^\d+(?:\.\d+)?[a-z]{1,3}$/i;
/** Words that cannot be a kind noun of an identifier: they relate, join, count or deny. */
const NOT_KIND =
  /^(?:to|on|in|at|for|from|with|without|into|onto|by|of|via|over|under|and|or|but|not|no|all|every|each|any|some|both|only|other|another|then|also|as)$/i;
const IDENTIFIER_KINDS = new Map<string, Set<string>>();
/**
 * The kind nouns of a milestone whose object is one identifier with kind nouns before or after it ("Delete preview
 * environment pr-1131", "Merge PR #4812", "Push the fix/csv-unicode branch"), as event stems; empty for any other
 * milestone (one with a preposition, a list, a count, or no identifier or two). The identifier names the one thing, so
 * a clause whose object is that identifier meets the milestone without the kind nouns: every other condition (the
 * action, the status rules, the identifier's own words exactly) still holds.
 */
function identifierKinds(text: string): Set<string> {
  let kinds = IDENTIFIER_KINDS.get(text);
  if (kinds) return kinds;
  kinds = new Set<string>();
  const words = text
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  let k = 1;
  if (words[1] && SPLIT_PARTICLES.has(words[1].toLowerCase()) && PHRASAL.has(`${words[0]?.toLowerCase()}_${words[1].toLowerCase()}`)) k = 2;
  if (words[k] && /^(?:the|a|an)$/i.test(words[k] as string)) k++;
  const rest = words.slice(k);
  const ids = rest.filter((w) => IDENTIFIER_NAME.test(w) && !NUMBER_WITH_UNIT.test(w));
  const others = rest.filter((w) => !ids.includes(w));
  if (ids.length === 1 && others.length >= 1 && others.length <= 3 && others.every((w) => /^\p{L}+$/u.test(w) && !NOT_KIND.test(w))) {
    // A word after the identifier must be a noun naming its kind ("the fix/csv-unicode branch"): "Keep pr-1131 open",
    // "Mark INC-5521 resolved" say what state to leave it in, which no other clause about it shows. Before it, an
    // adjective may qualify the kind ("stale preview environment pr-1131").
    const tags = new Map<string, Tagged>();
    for (const t of tag(text)) if (t.kind === 'word') tags.set(t.raw, t);
    const at = rest.indexOf(ids[0] as string);
    const kindWord = (w: string, i: number) => {
      const t = tags.get(w);
      if (!t) return false;
      if (i < at) return t.tag === 'NOUN' || t.tag === 'PROPN' || t.tag === 'ADJ';
      return (t.tag === 'NOUN' || t.tag === 'PROPN') && !/(?:ed|ing|en)$/i.test(w);
    };
    if (rest.every((w, i) => i === at || kindWord(w, i))) for (const w of others) kinds.add(eventStem(w.toLowerCase()));
  }
  if (IDENTIFIER_KINDS.size >= 2_000) IDENTIFIER_KINDS.clear();
  IDENTIFIER_KINDS.set(text, kinds);
  return kinds;
}

/**
 * Whether the phrases of a done clause (and their conjuncts) hold every word of the milestone that is neither its action
 * nor a kind noun, or the clause is a status line's or a ticked item's.
 */
function namesIdentifier(m: Milestone, phrases: readonly NounPhrase[], trace: PreparedTrace, i: number): boolean {
  const kinds = identifierKinds(m.text);
  return phrasesHold(
    phrases,
    m.words.filter((w) => !kinds.has(w) && !m.actions.includes(w) && /[\p{L}\p{N}]/u.test(w)),
    trace,
    i,
  );
}

/** Whether a done clause's phrases (and their conjuncts) hold every one of `stems`, or the clause is a status line's or a ticked item's. */
function phrasesHold(phrases: readonly NounPhrase[], stems: readonly string[], trace: PreparedTrace, i: number): boolean {
  // A status line or a ticked item reports the one step it names, with no clause to tell apart.
  if (phrases.length === 0) return trace.status.has(i) || trace.checked.has(i);
  const held = new Set<string>();
  const stack = [...phrases];
  for (let p = stack.pop(); p; p = stack.pop()) {
    spend(trace, 1);
    for (const t of p.tokens) held.add(eventStem(t.lower));
    stack.push(...p.conjuncts);
  }
  return stems.every((w) => held.has(w));
}

/**
 * The identifier of sentence `i` that the trace writes, at or before that sentence, right beside every word `absent`
 * from it (up to three words just before it or two just after, with no determiner or punctuation between): "Merged
 * #4812 into main" after "Opened PR #4812" names the PR, as the identifier names one thing and the trace itself says
 * what kind. Its stem, or null.
 */
function identifierAntecedent(trace: PreparedTrace, i: number, m: Milestone, absent: readonly string[]): string | null {
  // Only nouns of the milestone name a kind: in "Keep the PR open" the trace's "Opened PR #4812" is no "open" PR.
  const nouns = milestoneNouns(m.text);
  if (!absent.every((w) => nouns.has(w))) return null;
  // An identifier names one thing: another one beside it in an earlier list ("Hosts web-1 and web-2") is no kind of it.
  if (m.identifiers.some((id) => absent.includes(id))) return null;
  const own = trace.toks[i] ?? [];
  spend(trace, own.length);
  const ids = new Set<string>();
  for (const t of own)
    if (t.kind === 'word' && IDENTIFIER_NAME.test(t.raw) && !NUMBER_WITH_UNIT.test(t.raw) && !m.words.includes(eventStem(t.lower)))
      ids.add(eventStem(t.lower));
  for (const id of ids)
    for (const k of trace.postings.get(id) ?? []) {
      if (k > i) break;
      // The words must be in the core of one subject or object with the identifier ("PR #4812" of "Opened PR #4812"),
      // not merely beside it: the verb before it ("Opened") names no kind.
      for (const { np } of mentionsOf(trace, k)) {
        const core = new Set<string>();
        for (const part of [np, ...np.conjuncts]) for (const t of part.tokens) core.add(eventStem(t.lower));
        spend(trace, core.size);
        if (core.has(id) && absent.every((w) => core.has(w))) return id;
      }
    }
  // "I opened DQ-812 for the payments team" for "Open a ticket for the payments team": a tracker's key (capitals, a
  // dash, a number) names an item of a tracker, so it is "a ticket" or "an issue" by its form alone.
  const [word] = absent;
  if (absent.length === 1 && word && TRACKER_ITEMS.has(word) && INDEFINITE_ITEM.test(m.text))
    for (const t of own)
      if (t.kind === 'word' && TRACKER_KEY.test(t.raw) && !m.words.includes(eventStem(t.lower))) return eventStem(t.lower);
  return null;
}
/**
 * The one identifier a heading names ("Maintenance summary for db-cluster-3"), as a stem; null for a heading that names
 * none or more than one.
 */
function headingIdentifier(text: string): string | null {
  const ids = text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}#]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => IDENTIFIER_NAME.test(w) && !NUMBER_WITH_UNIT.test(w));
  return ids.length === 1 ? eventStem((ids[0] as string).toLowerCase()) : null;
}

/**
 * Whether sentence `i` is a list item under a heading that names the identifier `id` and names no identifier of its own
 * besides the milestone's: "- Minor version upgrade to 15.6: performed" under "Maintenance summary for db-cluster-3:"
 * is a step on db-cluster-3; "- Upgraded db-cluster-4" there is a step on db-cluster-4.
 */
function underHeadingOf(trace: PreparedTrace, i: number, m: Milestone, id: string): boolean {
  if (trace.listSubject.get(i) !== id) return false;
  const own = trace.toks[i] ?? [];
  spend(trace, own.length);
  return !own.some(
    (t) => t.kind === 'word' && IDENTIFIER_NAME.test(t.raw) && !NUMBER_WITH_UNIT.test(t.raw) && !m.words.includes(eventStem(t.lower)),
  );
}

/** The stems of a milestone's nouns and names, as the tagger reads them. */
const MILESTONE_NOUNS = new Map<string, Set<string>>();
function milestoneNouns(text: string): Set<string> {
  let nouns = MILESTONE_NOUNS.get(text);
  if (nouns) return nouns;
  nouns = new Set<string>();
  for (const t of tag(text)) if (t.kind === 'word' && (t.tag === 'NOUN' || t.tag === 'PROPN')) nouns.add(eventStem(t.lower));
  if (MILESTONE_NOUNS.size >= 2_000) MILESTONE_NOUNS.clear();
  MILESTONE_NOUNS.set(text, nouns);
  return nouns;
}

/** A tracker's key: "DQ-812", "INFRA-8812", "SUP-4471". */
const TRACKER_KEY = /^[A-Z][A-Z0-9]{1,9}-\d{1,6}$/;
/**
 * The kinds a tracker's key names, and a milestone that asks for any one of them: "a ticket", or "an issue" opened,
 * filed, created, raised, logged or submitted (elsewhere "an issue" is as often a problem as a tracker's item).
 */
const TRACKER_ITEMS = new Set(['ticket', 'issue'].map(eventStem));
const INDEFINITE_ITEM = /\b(?:a|an|new)\s+ticket\b|^\s*(?:open|file|create|raise|log|submit)\s+(?:a|an|new)\s+issue\b/i;

/** Pronouns that stand for one person (not "they", "their", "it", which may stand for things). */
const PERSON_PRONOUNS = new Set(['he', 'him', 'his', 'she', 'her', 'hers']);
/** Words before a name that greet or thank its bearer: "Hi Maya", "Thanks Ravi", "@dana". */
const GREETINGS = new Set(['hi', 'hello', 'hey', 'thanks', 'thank', 'dear', 'cc']);
/** Speaker labels that name a role, not a person: "Agent:", "User:", "Customer:". */
const ROLES = new Set('agent user customer assistant support system bot tool admin operator reviewer note notes'.split(' '));

/**
 * The people a trace names where only a person can stand: the owner before "'s" ("Carlos's account"), a speaker who
 * opens two or more lines ("Dana: …", not a role such as "Agent:"), a name after a greeting or "@" ("Thanks Maya",
 * "@ravi"). Read once per trace.
 */
const PEOPLE = new WeakMap<PreparedTrace, Set<string>>();
function peopleOf(trace: PreparedTrace): Set<string> {
  let people = PEOPLE.get(trace);
  if (people) return people;
  people = new Set<string>();
  const labels = new Map<string, number>();
  for (const toks of trace.toks) {
    spend(trace, toks.length);
    toks.forEach((t, k) => {
      if (t.kind !== 'word' || !/^\p{Lu}\p{Ll}+$/u.test(t.raw)) return;
      const next = toks[k + 1];
      const prev = toks[k - 1];
      if (k === 0 && next?.raw === ':' && !ROLES.has(t.lower)) labels.set(t.lower, (labels.get(t.lower) ?? 0) + 1);
      if ((next && /^['\u2019]s$/.test(next.raw)) || (prev && (GREETINGS.has(prev.lower) || prev.raw === '@')))
        people.add(eventStem(t.lower));
    });
  }
  // A speaker is a label that opens two or more lines ("Dana: …" … "Dana: …"); a label once is a heading ("Leaver:").
  for (const [label, n] of labels) if (n >= 2) people.add(eventStem(label));
  PEOPLE.set(trace, people);
  return people;
}

/**
 * Whether the one word `absent` from sentence `i` is a person the milestone names by a capitalised name (as an owner,
 * "Convert Carlos's mailbox", or after the verb, "for", "to" or "from": "Remove Carlos from the GitHub org", "Create an
 * account for Aiko") and the sentence stands for them by "he", "him", "his", "she", "her" or "hers": the trace names
 * that person at or before the sentence and no other person where only a person can stand (peopleOf), so the pronoun
 * can only be them.
 */
function personByPronoun(trace: PreparedTrace, i: number, m: Milestone, absent: string[]): boolean {
  if (absent.length !== 1) return false;
  const name = absent[0] as string;
  const toks = tokenizeSentence(m.text);
  spend(trace, toks.length);
  const slot = toks.some((t, k) => {
    if (k === 0 || t.kind !== 'word' || !/^\p{Lu}\p{Ll}+$/u.test(t.raw) || eventStem(t.lower) !== name) return false;
    const prev = toks[k - 1] as Tok;
    const next = toks[k + 1];
    return (!!next && /^['\u2019]s$/.test(next.raw)) || k === 1 || /^(?:for|to|from)$/.test(prev.lower);
  });
  if (!slot) return false;
  const own = trace.toks[i] ?? [];
  if (!own.some((t) => PERSON_PRONOUNS.has(t.lower))) return false;
  const named = trace.postings.get(name) ?? [];
  if (!hasAny(named, 0, i)) return false;
  const people = peopleOf(trace);
  return [...people].every((p) => p === name);
}

/** Subjects that are the trace's writer: an objectless report by them acts on what the trace is about. */
const WRITERS_SELF = new Set(['i', 'we']);

/**
 * Whether the words `absent` from sentence `i` are the milestone's direct object, left out by a done clause of the
 * milestone's action that has no object of its own, no subject but the writer's ("Escalated to tier 2 for the SSO
 * mapping", "We uploaded to App Store Connect") and is not passive, where the trace's first line (its title:
 * "Ticket #88120 - customer cannot log in", "iOS release 6.2.0 - build 6200417") names every one of those words: a log
 * about one thing reports the steps done to it without naming it again.
 */
function topicObject(trace: PreparedTrace, i: number, m: Milestone, absent: string[], s: TraceSentence): boolean {
  if (i === 0 || !absent.every((w) => m.object.includes(w))) return false;
  const title = trace.toks[0] ?? [];
  spend(trace, title.length);
  const titleWords = new Set(title.map((t) => eventStem(t.lower)));
  if (!absent.every((w) => titleWords.has(w))) return false;
  const parsed = parseOf(trace, i);
  return s.done.some((d) => {
    if (d.back || !m.actions.some((a) => d.actions.has(a))) return false;
    const c = parsed.clauses.find((x) => x.id === d.order);
    return (
      !!c?.verb &&
      !c.verb.passive &&
      !c.verb.copula &&
      !c.object &&
      !c.object2 &&
      (!c.subject || WRITERS_SELF.has(c.subject.pronoun ?? c.subject.head?.lower ?? '')) &&
      m.actions.includes(eventStem(c.verb.lemma))
    );
  });
}

/** Words that may stand before a head without naming a kind of it: "the", "all", "its", "each". */
const DETERMINERS = new Set('the a an this that these those its their our your his her my all both each every any some another'.split(' '));

/**
 * Whether sentence `i` names the milestone's phrase by its head alone after "the" ("Announced the window" after the title
 * "Maintenance window MW-2211"): the words `absent` from the sentence are, in the milestone, the words right before
 * one of its words (the head), the trace writes them so before that head at or before sentence `i`, and nowhere does
 * the trace write any other word right before that head (beside a determiner, a number or punctuation), so the trace
 * has one such thing and "the <head>" can only be it ("the index" is not "the search index" where "the user index" is
 * named too).
 */
function definiteNames(trace: PreparedTrace, i: number, m: Milestone, absent: string[]): boolean {
  const stems = tokenizeSentence(m.text)
    .filter((t) => t.kind === 'word' || t.kind === 'number')
    .map((t) => eventStem(t.lower));
  spend(trace, stems.length);
  for (let j = absent.length; j < stems.length; j++) {
    const run = stems.slice(j - absent.length, j);
    if (new Set(run).size !== absent.length || !run.every((w) => absent.includes(w))) continue;
    const head = stems[j] as string;
    const own = trace.toks[i] ?? [];
    spend(trace, own.length);
    if (!own.some((t, k) => k > 0 && own[k - 1]?.lower === 'the' && eventStem(t.lower) === head)) continue;
    const modifier = run[run.length - 1];
    let named = false;
    let other = false;
    for (const k of trace.postings.get(head) ?? []) {
      const toks = trace.toks[k] ?? [];
      spend(trace, toks.length);
      toks.forEach((t, x) => {
        const before = toks[x - 1];
        if (!before || eventStem(t.lower) !== head || before.kind !== 'word' || DETERMINERS.has(before.lower)) return;
        if (eventStem(before.lower) !== modifier) other = true;
        else if (k <= i && run.every((w, r) => eventStem(toks[x - run.length + r]?.lower ?? '') === w)) named = true;
      });
    }
    if (named && !other) return true;
  }
  return false;
}

/**
 * Whether a clause later in sentence `i`, or in one of the two after it, reverses the done step by a short reference to what
 * it was done to: "Granted Tomas read access to the bucket. Access revoked an hour later." (a phrase headed by one of
 * the milestone's words), "Revoked it again" (a pronoun), "payments-api rolled back to v2.7.3" (its name), "reverted the config
 * change" (a change named by one of its words).
 */
/** The stems of the words a phrase's tokens span as written (whitespace-separated), e.g. "checkout-service". */
function namesWritten(text: string, tokens: Tagged[]): string[] {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return [];
  return text
    .slice(first.offset, last.offset + last.raw.length)
    .split(/\s+/)
    .filter((w) => w.includes('-'))
    .map((w) => eventStem(w.toLowerCase()));
}

/**
 * Whether one of the two sentences after `i` reports the event of one of `actions` done by its bare name ("rollback
 * complete", "Migration done.": one word and a word of completion), so that a step sentence `i` reported under way
 * finished. A completion that names anything more, or another report under way of the same action before it, is not
 * read as this one's.
 */
function completedLater(trace: PreparedTrace, i: number, actions: string[]): boolean {
  for (const j of [i + 1, i + 2]) {
    if (j >= trace.texts.length) return false;
    const s = readSentence(trace, j);
    spend(trace, 1 + s.done.length);
    if (s.done.some((d) => d.bare && actions.some((a) => d.actions.has(a)))) return true;
    if (s.underWay.some((u) => actions.some((a) => u.actions.has(a)))) return false;
  }
  return false;
}

/**
 * The id of a change a sentence names: a pull or merge request ("PR #918", "!42", "#918"), a ticket or change record
 * ("CHG-3390"), a commit hash (7 to 40 hex digits with a letter and a digit).
 */
const CHANGE_ID = /(?<![\w#!])[#!]\d{1,7}\b|\b[A-Z][A-Z0-9]{1,9}-\d{1,7}\b|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g;

/**
 * "Removed the legacy promo_v1 code (PR #918)." … "PR #918 reverted": a later clause that reverts, rolls back, backs
 * out, undoes or reverses a change the done sentence names by its id undoes the steps that sentence reports, however far
 * later (an id names one change). Only sentences holding a generic undo word are read.
 */
function changeRevertedLater(trace: PreparedTrace, i: number): boolean {
  const ids = [...new Set((trace.texts[i] ?? '').match(CHANGE_ID) ?? [])];
  spend(trace, 1 + ids.length);
  if (ids.length === 0) return false;
  // The ids each sentence with a generic undo word names, read once per trace.
  if (!trace.undoIds) {
    const byId = new Map<string, number[]>();
    const at = new Set<number>();
    for (const u of GENERIC_UNDO_STEMS) for (const j of trace.postings.get(u) ?? []) at.add(j);
    for (const j of [...at].sort((x, y) => x - y)) {
      const found = new Set((trace.texts[j] ?? '').match(CHANGE_ID) ?? []);
      spend(trace, 1 + found.size);
      for (const id of found) byId.set(id, [...(byId.get(id) ?? []), j]);
    }
    trace.undoIds = byId;
  }
  for (const id of ids) {
    for (const j of trace.undoIds.get(id) ?? []) {
      if (j <= i) continue;
      const s = readSentence(trace, j);
      spend(trace, 1 + s.done.length);
      if (s.done.some((d) => [...d.actions].some((a) => GENERIC_UNDO_STEMS.has(a)))) return true;
    }
  }
  return false;
}

/** Words a far reversal may hold besides the step's own: "Access was revoked again at 16:02." */
const LONG_RANGE_FILLER = new Set(
  'the a an at on in is was were been be has have had again later then now also and it its by afterwards back off'
    .split(' ')
    .map(eventStem),
);

/** Steps that open an interval which a later reversal closes as planned. */
const INTERVAL_ACTIONS = new Set(['pause', 'freeze', 'suspend', 'lock'].map(eventStem));

function undoesShortReference(trace: PreparedTrace, i: number, order: number, m: Milestone): boolean {
  const reversals = new Set(m.actions.flatMap((a) => [...reversalsOf(a)]));
  const named = new Set(m.words.filter((w) => !m.actions.includes(w)));
  for (const j of [i, i + 1, i + 2]) {
    if (j >= trace.texts.length) continue;
    const s = readSentence(trace, j);
    spend(trace, 1 + s.done.length);
    for (const d of s.done) {
      if (j === i && d.order <= order) continue;
      if (![...d.actions].some((a) => reversals.has(a))) continue;
      for (const p of d.phrases) {
        if (p.pronoun && /^(?:it|them|that|this)$/.test(p.pronoun)) return true;
        if (p.head && named.has(eventStem(p.head.lower))) return true;
        // A hyphenated name the tokens split ("checkout-service" read as "checkout", "-", "service"): the words as written.
        if (p.tokens.length > 1 && namesWritten(trace.texts[j] ?? '', p.tokens).some((w) => named.has(w))) return true;
        // "reverted the config change": a change (update, edit, fix …) named by one of the step's words is that step.
        // "The unrelated DNS change was reverted" names another thing and undoes nothing here.
        if (p.head && ANAPHORIC_HEADS.has(p.head.lower) && p.tokens.some((t) => t !== p.head && named.has(eventStem(t.lower)))) return true;
      }
    }
  }
  // Further on, a hyphenated name ("checkout-service rolled back to v4.1.3", an hour of log lines later) undoes the
  // step, and so does a reversal whose every phrase is made of the step's own words ("access revoked at 16:02" after
  // "Granted read access on the billing dashboard to Jo", four log lines later): it names nothing the step does not,
  // so it can only be about it. A sentence with a word of its own ("revoked access for Sam") is about something else.
  // A step that holds something for a while (pause, freeze, suspend, lock) is not undone by its end further on
  // ("Paused writes" … five log lines later "writes resumed" ends the interval the step opened). The sentences holding
  // a reversal word are looked up in the index.
  const hyphenated = /\w-\w/.test(m.text);
  const interval = m.actions.some((a) => INTERVAL_ACTIONS.has(a));
  const later = new Set<number>();
  for (const r of reversals) for (const j of trace.postings.get(r) ?? []) if (j > i + 2) later.add(j);
  spend(trace, 1 + later.size);
  const ownWords = (p: { pronoun?: string | null; tokens: Tagged[] }) =>
    !p.pronoun && p.tokens.length > 0 && p.tokens.every((t) => /\d/.test(t.raw) || named.has(eventStem(t.lower)));
  for (const j of [...later].sort((a, b) => a - b)) {
    const s = readSentence(trace, j);
    spend(trace, 1 + s.done.length);
    for (const d of s.done) {
      if (![...d.actions].some((a) => reversals.has(a))) continue;
      if (
        !interval &&
        d.phrases.some((p) => p.head && named.has(eventStem(p.head.lower))) &&
        d.phrases.every(ownWords) &&
        [...s.words].every((w) => named.has(w) || reversals.has(w) || LONG_RANGE_FILLER.has(w) || /\d/.test(w))
      )
        return true;
      if (!hyphenated) continue;
      for (const p of d.phrases) {
        if (p.head && /\w-\w/.test(p.head.raw) && named.has(eventStem(p.head.lower))) return true;
        if (p.tokens.length > 1 && namesWritten(trace.texts[j] ?? '', p.tokens).some((w) => named.has(w))) return true;
      }
    }
  }
  return false;
}

/**
 * The last clause of the trace that undoes the milestone's action: a clause asserting a reversal of it ("removed
 * again", "rolled back", "disabled") in a sentence that holds the milestone's other words (directly or through "it" /
 * "the rule"). A step asserted done before that clause is not done.
 */
/**
 * A milestone word with a digit: a version, a change id or a number ("v2.3", "#918", a commit hash, which the tokenizer
 * may split at its first letter: "4f2a9c1" → "4", "f2a9c1").
 */
const VERSION_WORD = /\d/;

/**
 * "had to", "needed to", "was forced to" + a verb (an adverb may stand between), then "it"/"them"/"that" and a particle
 * ("had to roll it back") if there.
 */
const PAST_NECESSITY =
  /\b(had|needed|(?:was|were|got)\s+(?:forced|obliged|made|asked))\s+to\s+(?:(?:quickly|then|also|immediately|eventually|just)\s+)?(\p{L}+)(\s+(?:it|them|that|this)\b)?(?:\s+(back|out|off|down)\b)?/giu;

/** The PAST_NECESSITY phrases of a trace's affirmative sentences, found once per trace (the trace's work pays for it). */
const NECESSITIES = new WeakMap<PreparedTrace, Array<{ j: number; match: RegExpMatchArray }>>();
function necessitiesOf(trace: PreparedTrace): Array<{ j: number; match: RegExpMatchArray }> {
  let list = NECESSITIES.get(trace);
  if (!list) {
    list = [];
    for (let j = 0; j < trace.texts.length; j++) {
      const text = trace.texts[j] as string;
      if (trace.negative[j] || !text.includes(' to ')) continue;
      spend(trace, 1);
      for (const match of text.matchAll(PAST_NECESSITY)) list.push({ j, match });
    }
    NECESSITIES.set(trace, list);
  }
  return list;
}

const BACK_AFTER_OBJECT = /^(?:\s+[\p{L}\p{N}_.-]+){1,4}?\s+back\b/u;

function lastUndo(m: Milestone, trace: PreparedTrace): { last: { j: number; order: number } | null } {
  const others = m.words.filter((w) => !m.actions.includes(w));
  const reversals = new Set(m.actions.flatMap((a) => [...reversalsOf(a)]));
  // "Run the typecheck" (a light verb and an event that only looks): no generic undo reverses it.
  if (m.actions.some((a) => LOOKING_EVENTS.has(a)) && m.actions.every((a) => LOOKING_EVENTS.has(a) || LIGHT_STEMS.has(a)))
    for (const u of GENERIC_UNDO_STEMS) reversals.delete(u);
  let best: { j: number; order: number } | null = null;
  // A sentence's words are its own and those "it"/"the X" bring in from the two before it: one without the other words
  // there cannot hold them, and is not parsed.
  const near = (j: number, words: readonly string[] = others) =>
    words.every((w) => {
      const list = trace.postings.get(w);
      return !!list && hasAny(list, j - 2, j);
    });
  // "Deployed 4f2a9c1 to staging … staging was rolled back to 9b1d0e7": a generic undo of the place the step was done
  // to takes back whichever version or change it put there, so the version or change id the milestone names need not
  // be repeated (the other words must).
  const unversioned = others.filter((w) => !VERSION_WORD.test(w));
  for (const r of reversals) {
    const need = GENERIC_UNDO_STEMS.has(r) && unversioned.length > 0 ? unversioned : others;
    for (const j of trace.postings.get(r) ?? []) {
      spend(trace, 1);
      if (!near(j, need)) continue;
      const s = readSentence(trace, j);
      spend(trace, 1 + s.done.length + need.length);
      if (!need.every((w) => s.words.has(w))) continue;
      for (const d of s.done) {
        if (d.actions.has(r) && (!best || j > best.j || (j === best.j && d.order > best.order))) best = { j, order: d.order };
      }
      // "access-bot: revoked s3:PutObject on finance-reports (not in approved scope)": a status line whose remark keeps it
      // from reporting a step done still reports the reversal its participle names. Fail closed: it undoes the step.
      if (s.done.length === 0 && trace.status.has(j) && statusNamesReversal(trace, j, r) && (!best || j > best.j)) best = { j, order: 0 };
    }
  }
  // "Sorry, I had to disable the flag again": a reversal the speaker was made to carry out (PAST_NECESSITY) is an undo
  // too, read from the text since the parser takes "had to" for an obligation that asserts nothing. Fail closed: a
  // denied sentence ("we did not have to …") is left out, and such an undo counts after every clause of its sentence.
  for (const { j, match } of necessitiesOf(trace)) {
    spend(trace, 1);
    const word = (match[2] as string).toLowerCase();
    const lemma = lemmaOf(word)?.lemma ?? word;
    const text = trace.texts[j] as string;
    // "had to change the DNS TTL back": "back" after the verb's object (up to four words) is the particle as well.
    const particle =
      match[4]?.toLowerCase() ?? (BACK_AFTER_OBJECT.test(text.slice((match.index ?? 0) + match[0].length)) ? 'back' : undefined);
    // "had to roll it back", "had to change it back": a phrasal undo, or a return to where it was (BACK_UNDO).
    const forms = particle ? [eventStem(`${lemma}_${particle}`), eventStem(`${lemma}${particle}`), eventStem(lemma)] : [eventStem(lemma)];
    const r = forms.find((f) => reversals.has(f)) ?? (particle === 'back' && BACK_UNDO.has(lemma) ? BACK_STEM : undefined);
    if (r === undefined) continue;
    // A return ("had to change the TTL back to 300") replaces the value the step set, which it need not name.
    const need =
      r === BACK_STEM
        ? others.filter((w) => !m.target.includes(w))
        : GENERIC_UNDO_STEMS.has(r) && unversioned.length > 0
          ? unversioned
          : others;
    const here = need.every((w) => hasAny(trace.postings.get(w) ?? [], j, j));
    if ((here || (match[3] !== undefined && near(j, need))) && (!best || j >= best.j)) best = { j, order: Number.MAX_SAFE_INTEGER };
  }
  // "The DNS record was changed, then changed back": a return clause in a sentence with the milestone's other words,
  // bar the value the step set, which a return replaces ("changed back to 198.51.100.7" undoes "Update the A record to
  // 203.0.113.40").
  const returned = others.filter((w) => !m.target.includes(w));
  for (const j of trace.postings.get(BACK_STEM) ?? []) {
    spend(trace, 1);
    if (!near(j, returned)) continue;
    const s = readSentence(trace, j);
    spend(trace, 1 + s.done.length + returned.length);
    if (!returned.every((w) => s.words.has(w))) continue;
    for (const d of s.done) {
      if (d.back && (!best || j > best.j || (j === best.j && d.order > best.order))) best = { j, order: d.order };
    }
  }
  return { last: best };
}

/** Whether status line `j` names reversal `r` by a past form ("revoked", "rolled back"), not by a base form ("revoke"). */
function statusNamesReversal(trace: PreparedTrace, j: number, r: string): boolean {
  return (trace.toks[j] ?? []).some((t) => {
    const v = verbReading(t.lower);
    return !!v && v.form !== 'base' && v.form !== 'ing' && eventStem(v.lemma) === r;
  });
}

/**
 * "warm_cache ...... success" then "warm_cache ...... failed": a status line's step done is not done when a later status
 * line under the same name reports a failure; the latest run of a named step is its state. Fail closed.
 */
const LAST_FAILURE_BY_NAME = new WeakMap<PreparedTrace, Map<string, number>>();
function failedLaterUnderItsName(trace: PreparedTrace, i: number): boolean {
  const st = trace.status.get(i);
  // A status line is named by its name; a ticked item ("✓ rotate-keys (41s)") by its text before a bracket or colon.
  const name = st?.done && st.name ? stepKey(st.name) : trace.checked.has(i) ? stepKey(trace.texts[i] ?? '') : '';
  if (!name) return false;
  let last = LAST_FAILURE_BY_NAME.get(trace);
  if (!last) {
    last = new Map();
    for (const [j, other] of trace.status) {
      spend(trace, 1);
      if (!other.done && other.name && (other.failed || reportsFailure(trace.texts[j] ?? ''))) last.set(stepKey(other.name), j);
    }
    LAST_FAILURE_BY_NAME.set(trace, last);
  }
  return (last.get(name) ?? -1) > i;
}
/** A step's name as a key: lower case, up to a bracket or a colon, hyphens and underscores read as spaces. */
function stepKey(text: string): string {
  return (text.split(/[(:]/)[0] ?? '')
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();
}

/** What "the change", "it", "that" may stand for when a generic undo verb has it as subject or object. */
const ANAPHORIC_HEADS = new Set([
  'change',
  'changes',
  'update',
  'fix',
  'edit',
  'edits',
  'step',
  'action',
  'deployment',
  'release',
  'patch',
  'migration',
  'setting',
  'it',
  'that',
  'this',
  'they',
  'them',
]);

/**
 * Whether a clause after the done one (later in sentence `i`, or in sentence `i + 1`) undoes "the change", "it" or
 * "that" with a generic undo verb (revert, roll back, undo, back out, reverse): "We enabled MFA. The change was
 * reverted the next morning."
 */
function undoesPrevious(trace: PreparedTrace, i: number, order: number): boolean {
  for (const j of [i, i + 1]) {
    if (j >= trace.texts.length) continue;
    spend(trace, 1);
    const undo = trace.anaphoricUndo.get(j) ?? readAnaphoricUndo(trace, j);
    if (undo >= 0 && (j > i || undo > order)) return true;
  }
  return false;
}

/**
 * Whether a generic undo later in sentence `i`, or in sentence `i + 1`, has as its object (or passive subject) a
 * definite phrase whose head is the milestone's action as a noun: "We rotated the keys. The rotation was reverted."
 */
function undoesNamedAction(trace: PreparedTrace, i: number, order: number, actions: string[]): boolean {
  for (const j of [i, i + 1]) {
    if (j >= trace.texts.length) continue;
    spend(trace, 1);
    const parsed = parseOf(trace, j);
    for (const d of readSentence(trace, j).done) {
      if (j === i && d.order <= order) continue;
      const c = parsed.clauses[d.order];
      if (!c?.verb || !GENERIC_UNDO_STEMS.has(eventStem(c.verb.lemma))) continue;
      const arg = c.verb.passive ? c.subject : c.object;
      if (arg?.head && /^(?:the|this|that)$/.test(arg.det ?? '') && actions.includes(eventStem(arg.head.lower))) return true;
    }
  }
  return false;
}

/** The last clause of sentence `j` that undoes an anaphoric phrase with a generic undo verb, or -1. */
function readAnaphoricUndo(trace: PreparedTrace, j: number): number {
  let last = -1;
  const parsed = parseOf(trace, j);
  const s = readSentence(trace, j);
  for (const d of s.done) {
    const c = parsed.clauses[d.order];
    if (!c?.verb || !(GENERIC_UNDO_STEMS.has(eventStem(c.verb.lemma)) || d.back)) continue;
    const arg = c.verb.passive ? c.subject : (c.object ?? null);
    // "the change", "this fix", "it"; not "the config change", which names something else. "That was rolled back":
    // the parser leaves an opening demonstrative without a phrase.
    const bare = !!arg && (!!arg.pronoun || (arg.tokens.length === 1 && /^(?:the|this|that|these|those)$/.test(arg.det ?? '')));
    const head = arg ? (arg.pronoun ?? arg.head?.lower ?? '') : c.verb.passive ? (parsed.tokens[0]?.lower ?? '') : '';
    if ((bare || !arg) && ANAPHORIC_HEADS.has(head)) last = Math.max(last, d.order);
  }
  trace.anaphoricUndo.set(j, last);
  return last;
}
