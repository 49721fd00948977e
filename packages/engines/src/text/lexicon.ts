/**
 * The closed word classes of English and a list of common verbs: what the clause parser (clauses.ts) tags words by.
 * No statistics and no model: a word's class comes from these lists, its ending and its neighbours, so the parse of a
 * sentence is a pure function of its words.
 */

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);
const set = (s: string): Set<string> => new Set(words(s));

export const DETERMINERS = set('the a an this that these those');
export const POSSESSIVE_DETERMINERS = set('its his her their our my your whose');
/** Quantifying determiners; "no" is both a determiner and a negation (the clause parser counts it as negation). */
export const QUANTIFIERS = set('all every each some any no most many several few both either neither various certain numerous much');
export const PRONOUNS = set(
  'he she it they we i you him her them us me itself himself herself themselves ourselves one someone somebody something nobody nothing anyone anybody anything everyone everybody everything none',
);
export const PREPOSITIONS = set(
  `of in on at by for with from to into onto under over between among through during after before since until till about against across along
  around near toward towards via per within without despite like off than as behind beyond below above outside inside upon throughout amid
  amongst beside besides except including excluding regarding concerning following past plus versus vs unlike underneath beneath up down
  aboard atop alongside opposite onboard amidst`,
);
/** Subordinating conjunctions: they open an adverbial clause. "after", "before", "since" and "until" are also prepositions. */
export const SUBORDINATORS = set('because although though while whereas if unless when whenever so whether where wherever');
export const RELATIVES = set('who whom which that whose where when');
export const COORDINATORS = set('and or but nor yet');
export const BE = set("be is are was were been being am 's 're");
export const HAVE = set("have has had having 've 'd");
export const DO = set('do does did');
export const MODALS = set('can could may might must shall should will would ought');
export const NEGATORS = set('not never no');
/** Adverbs that do not end in -ly. */
export const ADVERBS = set(
  `also still already only just now then later previously alone twice once again yet even ever soon too very so further afterwards afterward
  instead meanwhile however therefore thus hence here there today yesterday tomorrow tonight away back ahead together almost nearly quite
  rather always often sometimes seldom rarely usually well fully mostly mainly largely partly partially entirely solely exclusively
  anyway indeed perhaps maybe apart ago reportedly allegedly apparently supposedly likely unlikely first last next abroad overnight home`,
);
/** Particles of phrasal verbs: "carried out", "gave up", "rolled back". */
export const PARTICLES = set('up out off down back on in over away ahead through along around');

/** Phrasal verbs whose particle belongs to the predicate (the lemma becomes "carry_out"). */
export const PHRASAL = set(
  `carry_out give_up set_up roll_back back_up switch_on switch_off turn_on turn_off take_over go_ahead go_on shut_down sign_off pick_up
  find_out point_out hand_over break_out call_off put_off carry_on log_in fill_in step_down drop_out take_out take_up bring_in bring_up
  wind_down write_off write_up lay_off cut_off close_down open_up clean_up look_up set_off check_in check_out turn_down put_out pay_off
  pay_back rule_out phase_out sell_off buy_out spin_off hold_up hold_off back_out pull_out move_in move_out end_up kick_off spin_up tear_down`,
);

/** base, past, participle (comma-separated alternatives). Regular verbs are not listed. */
const IRREGULAR = `
arise arose arisen|awake awoke awoken|be was,were been|bear bore borne,born|beat beat beaten,beat|become became become|begin began begun
bend bent bent|bet bet bet|bid bid bid|bind bound bound|bite bit bitten|bleed bled bled|blow blew blown|break broke broken|breed bred bred
bring brought brought|broadcast broadcast broadcast|build built built|burn burnt,burned burnt,burned|burst burst burst|buy bought bought
cast cast cast|catch caught caught|choose chose chosen|cling clung clung|come came come|cost cost cost|creep crept crept|cut cut cut
deal dealt dealt|dig dug dug|do did done|draw drew drawn|dream dreamt,dreamed dreamt,dreamed|drink drank drunk|drive drove driven
eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|fight fought fought|find found found|flee fled fled|fly flew flown
forbid forbade forbidden|forecast forecast forecast|forget forgot forgotten|forgive forgave forgiven|freeze froze frozen|get got got,gotten
give gave given|go went gone|grind ground ground|grow grew grown|hang hung hung|have had had|hear heard heard|hide hid hidden|hit hit hit
hold held held|hurt hurt hurt|keep kept kept|kneel knelt knelt|know knew known|lay laid laid|lead led led|lean leant,leaned leant,leaned
leap leapt,leaped leapt,leaped|learn learnt,learned learnt,learned|leave left left|lend lent lent|let let let|lie lay lain|light lit lit
lose lost lost|make made made|mean meant meant|meet met met|mislead misled misled|mistake mistook mistaken|overcome overcame overcome
overtake overtook overtaken|oversee oversaw overseen|pay paid paid|prove proved proven,proved|put put put|quit quit quit|read read read
rebuild rebuilt rebuilt|redo redid redone|remake remade remade|repay repaid repaid|reset reset reset|rerun reran rerun|retake retook retaken
rewrite rewrote rewritten|rid rid rid|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen|seek sought sought
sell sold sold|send sent sent|set set set|sew sewed sewn|shake shook shaken|shed shed shed|shine shone shone|shoot shot shot|show showed shown
shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk|sit sat sat|sleep slept slept|slide slid slid|speak spoke spoken
speed sped sped|spend spent spent|spin spun spun|split split split|spread spread spread|spring sprang sprung|stand stood stood|steal stole stolen
stick stuck stuck|sting stung stung|strike struck struck|strive strove striven|swear swore sworn|sweep swept swept|swim swam swum
swing swung swung|take took taken|teach taught taught|tear tore torn|tell told told|think thought thought|throw threw thrown|thrust thrust thrust
undergo underwent undergone|understand understood understood|undertake undertook undertaken|upset upset upset|wake woke woken|wear wore worn
weave wove woven|win won won|wind wound wound|withdraw withdrew withdrawn|withhold withheld withheld|withstand withstood withstood
write wrote written|outrun outran outrun|outsell outsold outsold|foresee foresaw foreseen|overhear overheard overheard|uphold upheld upheld`;

/** Regular verbs (base forms) common in reports, news, documentation and logs. Irregular ones are above. */
const REGULAR = `
accept access accompany accuse acquit achieve acknowledge acquire act adapt add address adjust admit adopt advance advise affect afford agree aim
alert allocate allow alter amend analyse analyze announce answer appeal appear apply appoint approach approve archive argue arrange arrest
arrive ask aspirate assemble assess assign assist assume attach attack attempt attend attract audit authorise authorize automate avoid
award back balance ban bank base beg behave believe belong benefit blame block board boil book boost borrow bother bounce brief budget burden
calculate calibrate call campaign cancel capture care cause caution cease celebrate certify challenge change charge chase chat check cheer
chair claim clarify classify clean clear click climb close coach collaborate collapse collect combine comment commission commit communicate
compare compensate compete compile complain complete comply compose compute concede conceal concentrate concern conclude condemn conduct
confirm conflict confront connect consider consist construct consult consume contact contain continue contract contribute control convert
convict convince cook cool cooperate coordinate copy correct count cover crack crash create credit criticise criticize cross crush cry cure
damage dance date debate decide declare decline decrease dedicate defeat defend defer define delay delete deliver demand demolish demonstrate
deny depart depend deploy deposit describe deserve design desire destroy detail detect determine develop devote diagnose die differ direct
disable disagree disappear discharge disclose discover discuss dismiss display dispute dissolve distribute divide document donate double
doubt download drain drag drop dry earn ease educate elect eliminate email embrace emerge emphasise emphasize employ empty enable encourage
encrypt end endorse enforce engage enhance enjoy enlarge enrol enroll ensure enter equip erect escalate escape establish estimate evacuate
evaluate examine exceed exchange exclude execute exercise exhibit exist expand expect experience experiment expire explain explode explore
export expose express extend extract face fail fax feature file fill filter finance finish fire fix flag flip flood flow focus fold follow force
form found frame free fuel function fund gain gather generate govern grab graduate grant greet guarantee guard guess guide halt hand handle
happen harm harvest hate head heal heat help hesitate highlight hire host house hunt identify ignore illustrate imagine impact implement imply
import impose improve incline include incorporate increase incubate indicate influence inform inherit initiate injure insist inspect install
instruct insure integrate intend interest interpret interview introduce invent invest investigate invite involve issue join judge jump justify
kick kill kiss knock label lack land last laugh launch lease license lift like limit line link list listen live load loan locate lock log
look love maintain manage manufacture march mark market marry master match matter measure mention merge migrate mind mine miss mix model
modify monitor motivate mount move multiply name need negotiate neutralise neutralize nominate note notice notify number object oblige obtain
occupy occur offer omit open operate oppose order organise organize originate outline overlook owe own pack paint park participate pass patch
pause perform permit persuade phone pick place plan plant play plead please pledge plot point pose possess post postpone pour practise
practice praise pray predict prefer prepare present preserve press presume prevent price print privatise proceed process produce profit
program programme progress prohibit project promise promote prompt propose prosecute protect protest provide publish pull pump punish purchase
pursue push qualify question race raise rank rate reach react realise realize reboot recall receive reckon recognise recognize recommend
reconcile record recover recruit recycle reduce refer reflect reform refund refuse regard register regret regulate reinforce reject relate
relax release relocate rely remain remark remember remind remove rename renew renovate rent reopen repair repeat replace reply report
represent reproduce request require rescue research resemble reserve reside resign resist resolve respect respond rest restart restore
restrict result resume retain retire retreat return reveal reverse revert review revise revoke reward risk roll rotate route rule rush sack
sail save scale scan schedule score scream screen search secure seed seem seize select separate serve settle shape share shift ship shop shout
sign signal simplify skip slip slow smell smile smoke solve sort sound sponsor spot stabilise stabilize staff stage start starve state station
stay steer step stock stop store strengthen stress stretch struggle study submit succeed suffer suggest suit supply support suppose surprise
surrender surround survey survive suspect suspend sustain switch tackle tag talk target taste tax terminate test thank threaten tick tie
tolerate top total touch tour trace track trade train transfer transform translate transmit transport trap travel treat trigger trim trust
try turn type uncover undergo unlock update upgrade upload urge use vaccinate validate value vanish vary verify view violate visit voice
volunteer vote wait walk want warm warn wash waste watch water weigh welcome widen wipe wish withdraw wonder work worry wrap yield
cede cool deploy encrypt merge rebuild redeploy reinstall retest revalidate configure reconfigure rename restrict seed sign supersede surpass
rank top trail lag outnumber outperform account tally edge narrow widen double triple halve hatch drain freeze carry marry bury worry hurry vary deny rely apply supply reply orbit age page bake reboot redeploy draft cite outline summarise summarize brainstorm
  conclude concede injure charge score save defeat beat stop sleep cost
  sprint outsprint outpace outscore outvote outbid outlast outclass`;

export interface VerbForms {
  base: string;
  past: Set<string>;
  participle: Set<string>;
}

const IRREGULAR_BY_FORM = new Map<string, { base: string; past: boolean; participle: boolean }>();
export const IRREGULAR_BASES = new Set<string>();
for (const entry of IRREGULAR.split(/[|\n]/)) {
  if (entry.trim() === '') continue;
  const [base, past, part] = words(entry) as [string, string, string];
  IRREGULAR_BASES.add(base);
  for (const p of past.split(',')) {
    const prev = IRREGULAR_BY_FORM.get(p);
    IRREGULAR_BY_FORM.set(p, { base, past: true, participle: prev?.participle ?? false });
  }
  for (const p of part.split(',')) {
    const prev = IRREGULAR_BY_FORM.get(p);
    IRREGULAR_BY_FORM.set(p, { base: prev?.base ?? base, past: prev?.past ?? false, participle: true });
  }
}
const REGULAR_BASES = set(REGULAR);

/** Whether `base` is a verb this lexicon knows. */
export function isVerbBase(base: string): boolean {
  return REGULAR_BASES.has(base) || IRREGULAR_BASES.has(base);
}

export type VerbForm = 'base' | 'third' | 'past' | 'participle' | 'past_or_participle' | 'ing';

export interface VerbReading {
  lemma: string;
  form: VerbForm;
  /** True when the word is a listed verb form; false for a form recognised by its ending only. */
  known: boolean;
}

/** Candidate bases of a regular inflected form ("stopped" → stop, "studied" → study, "raised" → raise). */
function regularBases(stem: string): string[] {
  const out = [stem, `${stem}e`];
  if (/([bdfgklmnprstvz])\1$/.test(stem)) out.push(stem.slice(0, -1));
  if (stem.endsWith('i')) out.push(`${stem.slice(0, -1)}y`);
  return out;
}

/**
 * How `word` (lower case) can be read as a verb, or null. Irregular forms come from the table; "-ed", "-ing" and
 * "-s" forms of a listed verb are recognised; an unlisted "-ed" word is still read as a past form (its lemma is the
 * word minus the ending, which is good enough for comparing stems).
 */
export function verbReading(word: string): VerbReading | null {
  const irregular = IRREGULAR_BY_FORM.get(word);
  // "run", "come", "become", "cut": the base form is written like the participle; read it as the base.
  if (irregular && !irregular.past && irregular.base === word) return { lemma: word, form: 'base', known: true };
  if (irregular) {
    const form: VerbForm = irregular.past && irregular.participle ? 'past_or_participle' : irregular.past ? 'past' : 'participle';
    // "put", "cut", "set", "read": the base form is written the same as the past.
    return { lemma: irregular.base, form, known: true };
  }
  if (isVerbBase(word)) return { lemma: word, form: 'base', known: true };
  if (word.length > 4 && word.endsWith('ing')) {
    for (const b of regularBases(word.slice(0, -3))) if (isVerbBase(b)) return { lemma: b, form: 'ing', known: true };
  }
  if (word.length > 3 && word.endsWith('ed')) {
    for (const b of regularBases(word.slice(0, -2))) if (isVerbBase(b)) return { lemma: b, form: 'past_or_participle', known: true };
    for (const b of regularBases(word.slice(0, -1))) if (isVerbBase(b)) return { lemma: b, form: 'past_or_participle', known: true };
    return { lemma: word.slice(0, -2), form: 'past_or_participle', known: false };
  }
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) {
    const cands = word.endsWith('ies')
      ? [`${word.slice(0, -3)}y`, word.slice(0, -1)]
      : word.endsWith('es')
        ? [word.slice(0, -2), word.slice(0, -1)]
        : [word.slice(0, -1)];
    for (const b of cands) if (isVerbBase(b)) return { lemma: b, form: 'third', known: true };
  }
  return null;
}

/** Verbs whose participle is written like the base ("has run", "has come", "was cut"). */
export function participleEqualsBase(word: string): boolean {
  const r = IRREGULAR_BY_FORM.get(word);
  return !!r && r.base === word && r.participle;
}

/** Base forms whose past is written the same ("put", "set", "cut"): in a log line they read as past. */
export function pastLikeBase(word: string): boolean {
  const r = IRREGULAR_BY_FORM.get(word);
  return !!r && r.base === word && r.past;
}

/** Number words the tagger treats as numerals. */
export const NUMERALS = set(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion trillion dozen half',
);

/** Month and weekday names: nouns, never verbs or names of things ("May" is a month after "in"). */
export const CALENDAR = set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays',
);
