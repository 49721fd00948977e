/**
 * Word lists the milestone matcher adds to the shared cues of `packages/engines/src/text/cues.ts`, each a closed list
 * stated in docs/engines-text.md (Process). Lemmas use "_" for a verb with its particle ("hold_off", "roll_back").
 */

const set = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Verbs that leave what they govern undone: "held off on upgrading", "put off the review", "called off the test". */
export const MORE_NON_COMPLETION = set('hold_off put_off push_back call_off hold_back back_out deprioritise deprioritize table');

/**
 * Verbs that, with an event noun as subject or object, report that the event took place, besides the shared list:
 * "the upgrade succeeded", "the merge finished", "the column rename was applied".
 */
export const MORE_COMPLETION = set('succeed finish end wrap_up happen occur take_place apply ship issue');

/** Verbs whose gerund complement is done when they are: "finished upgrading the kernel", "completed migrating". */
export const ASPECTUAL_DONE = set('finish complete');

/**
 * Verbs that, in the past tense with a gerund as subject, report the gerund done: "Replacing the disk took twenty
 * minutes", "Rotating the keys was completed at noon".
 */
export const GERUND_SUBJECT_DONE = set('take last succeed finish complete end do perform carry_out conduct run go_ahead');

/** Status words after "<step>:" that report it done ("Kernel upgrade: done."). */
export const DONE_STATUS = /^\s*(?:done|completed|complete|finished|performed|carried out|passed)\s*[.!]?\s*$/i;

/**
 * Verbs that undo another: a step asserted done and then undone by a later clause with the same object is not done
 * (the milestone names a state that must last). Generic undo verbs apply to every action.
 */
export const GENERIC_UNDO = set('revert roll_back undo back_out reverse');

/**
 * Verbs that, with "back" after them or after their object, return something to where it was: "changed back",
 * "rolled it back", "moved back to 15". Such a clause undoes the step named in its sentence (or "it").
 */
export const BACK_UNDO = set(
  'change switch move set put turn flip swap point migrate roll go shift revert lower raise rename reassign scale dial',
);
const REVERSAL_PAIRS: Array<[string, string]> = [
  ['add', 'remove delete drop'],
  ['enable', 'disable'],
  ['activate', 'deactivate'],
  ['install', 'uninstall remove'],
  ['create', 'delete remove drop destroy tear_down deprovision'],
  ['provision', 'deprovision destroy tear_down'],
  ['delete', 'restore undelete'],
  ['remove', 'restore reinstate'],
  ['deploy', 'undeploy'],
  ['apply', 'unapply remove uninstall'],
  ['launch', 'pull withdraw take_down'],
  ['publish', 'take_down'],
  ['grant', 'revoke withdraw remove'],
  ['open', 'close'],
  ['start', 'stop'],
  ['mount', 'unmount'],
  ['lock', 'unlock'],
  ['block', 'unblock'],
  ['attach', 'detach'],
  ['connect', 'disconnect'],
  ['publish', 'unpublish withdraw retract'],
  ['assign', 'unassign'],
  ['upgrade', 'downgrade'],
  ['promote', 'demote'],
  ['approve', 'revoke withdraw'],
  ['subscribe', 'unsubscribe'],
  ['pause', 'resume unpause'],
  ['freeze', 'unfreeze'],
  ['suspend', 'reinstate'],
  ['switch_on', 'switch_off'],
  ['turn_on', 'turn_off'],
  ['enable', 'switch_off turn_off'],
  ['disable', 'switch_on turn_on'],
  // What ends a booking or a registration: the state the trace ends in is the one that counts. (Not "issue"/"renew" →
  // "revoke": a rotation issues the new certificate and revokes the old one, which the undo rule would not tell apart.)
  ['schedule', 'cancel'],
  ['book', 'cancel'],
  ['register', 'deregister'],
  ['enroll', 'unenroll withdraw'],
];
export const REVERSALS = new Map<string, string[]>();
for (const [a, b] of REVERSAL_PAIRS) {
  const list = b.split(' ');
  REVERSALS.set(a, [...(REVERSALS.get(a) ?? []), ...list]);
  for (const x of list) REVERSALS.set(x, [...(REVERSALS.get(x) ?? []), a]);
}

/**
 * Words that entail another (the more specific one first): a trace that says "purged the logs" says the logs were
 * deleted, "took a snapshot" that a backup was made. Only in this direction: "deleted" does not say "purged".
 */
export const HYPERNYMS: Array<[string, string]> = [
  ['snapshot', 'backup'],
  ['purge', 'delete'],
  ['purge', 'remove'],
  ['erase', 'delete'],
  ['wipe', 'delete'],
  ['delete', 'remove'],
  ['reboot', 'restart'],
  ['execute', 'run'],
  ['rerun', 'run'],
  ['upgrade', 'update'],
  ['update', 'change'],
  ['edit', 'change'],
  ['modify', 'change'],
  ['signoff', 'approve'],
  // Closed list of ordinary synonyms, each read only from the more specific word to the more general one.
  ['cut', 'reduce'],
  ['lower', 'reduce'],
  ['decrease', 'reduce'],
  ['shorten', 'reduce'],
  ['trim', 'reduce'],
  ['raise', 'increase'],
  ['swap', 'replace'],
  ['switch_on', 'enable'],
  ['turn_on', 'enable'],
  ['switch_off', 'disable'],
  ['turn_off', 'disable'],
  // Casual words for a step, each entailing the plain one ("shipped v2 to prod" is deployed there, "spun up a runner"
  // created one); never the other way.
  ['ship', 'deploy'],
  ['ship', 'release'],
  ['bump', 'upgrade'],
  ['bump', 'update'],
  ['kickoff', 'start'],
  ['spinup', 'create'],
  ['setup', 'create'],
  ['writeup', 'write'],
  // "the whole test suite", "the entire table" is the full one (not the other way: "the full disk" may be filled).
  ['whole', 'full'],
  ['entire', 'full'],
  // A photo taken of something is a photograph of it ("took photos of the lintel").
  ['photo', 'photograph'],
  // Abbreviations and the words they shorten name the same thing, so each entails the other.
  ...(
    [
      ['cert', 'certificate'],
      ['repo', 'repository'],
      ['config', 'configuration'],
      ['db', 'database'],
      ['env', 'environment'],
      ['prod', 'production'],
      ['deps', 'dependencies'],
      ['dep', 'dependency'],
      ['pkg', 'package'],
      ['pkgs', 'packages'],
      ['docs', 'documentation'],
      ['k8s', 'kubernetes'],
      ['infra', 'infrastructure'],
      ['var', 'variable'],
      ['vars', 'variables'],
      ['ack', 'acknowledge'],
      ['dedupe', 'deduplicate'],
      ['dedup', 'deduplicate'],
      // Two phrasal verbs that name one act: "switched the flag off" is "turned it off".
      ['switch_on', 'turn_on'],
      ['switch_off', 'turn_off'],
    ] as Array<[string, string]>
  ).flatMap(
    ([a, b]): Array<[string, string]> => [
      [a, b],
      [b, a],
    ],
  ),
];

/** Marks that tick a step off in checklists and CI summaries ("✔ build", "Lint ✅"). */
export const DONE_MARKS = '✓✔☑✅';
/** Marks of a step that failed, was skipped or stopped ("✖ e2e tests", "⏭ lint", "Deploy ❌"). */
export const NOT_DONE_MARKS = '✗✘✖❌❎⨯⏭⛔🚫';

/**
 * Status lines ("unit tests ...... passed", "Harvest: postponed", "Column wash - skipped"): words of the status that
 * report the step done, and words any one of which makes the status say it is not done (with any negation).
 */
export const STATUS_DONE_WORDS = set(
  `done completed complete finished performed passed ok okay succeeded successful success green yes ${[...DONE_MARKS].join(' ')}`,
);
export const STATUS_NOT_DONE_WORDS = set(
  `not no never none nothing without pending skipped skip failed fail failing failure error errored postponed deferred delayed cancelled
  canceled aborted blocked waiting awaiting tbd todo outstanding open planned scheduled missing yet partial partially partly progress
  ongoing running queued red n/a na unknown unclear requested unverified unconfirmed claimed reportedly supposedly allegedly
  apparently probably maybe likely expected dry simulated only false ${[...NOT_DONE_MARKS].join(' ')}`,
);

/** Things a table, a store or a log holds: what "drop", "remove", "prune" take away when they delete. */
const STORED = 'row record entry duplicate column field table index partition view schema database collection constraint key';
/** Readings and states a check looks at: "confirmed the replication lag" checked it; "confirmed the booking" did not. */
const READINGS =
  'lag latency usage status health count size depth version value setting config configuration state integrity checksum hash output result level rate utilization load space capacity total';
/** Machines and the software on them that a patch updates or a bounce restarts. */
const HOSTS = 'server host node machine system kernel package library dependency cluster instance fleet vm firmware image';
const PROCESSES = 'service pod server worker container process node instance app application daemon broker';
/** What is kept as rows or files, so that pulling, exporting or dumping it extracts it. */
const DATA = 'data row record event log metric transaction table dataset export report file';

/**
 * Verbs that entail a more general verb only when their object (or a passive's subject, or what a measure in it is "of")
 * is headed by one of a closed set of nouns, since the verb has other senses elsewhere: "dropped 14 duplicate rows"
 * removed them, "dropped the price" did not; "fitted a regression" trained it. "*": any object. Read in this direction
 * only, like HYPERNYMS: "removed the rows" does not say they were dropped.
 */
export const OBJECT_ENTAILMENTS: Array<[verb: string, entails: string, objects: string]> = [
  ['drop', 'remove delete', `${STORED} message job queue`],
  ['remove', 'delete', `${STORED} file directory folder branch tag message comment snapshot backup log object blob version image`],
  ['prune', 'remove delete', `${STORED} backup snapshot image branch file log object version container volume`],
  ['truncate', 'empty clear', 'table log file queue'],
  ['flush', 'clear empty', 'cache queue buffer'],
  ['fit', 'train', 'model classifier regression regressor estimator network'],
  ['retrain', 'train', '*'],
  ['pull', 'extract fetch', DATA],
  ['export', 'extract', DATA],
  ['dump', 'extract export', `${DATA} database schema`],
  ['import', 'load', `${DATA} invoice`],
  ['ingest', 'load', `${DATA} invoice`],
  ['verify', 'check', '*'],
  ['validate', 'check', '*'],
  ['inspect', 'check', '*'],
  ['examine', 'check', '*'],
  ['confirm', 'check', READINGS],
  ['email', 'notify contact send', '*'],
  ['mail', 'send', '*'],
  ['ping', 'notify contact', '*'],
  ['alert', 'notify', '*'],
  ['inform', 'notify', '*'],
  ['patch', 'update', HOSTS],
  ['bounce', 'restart', PROCESSES],
  ['cycle', 'restart', PROCESSES],
  ['recycle', 'restart', PROCESSES],
  ['provision', 'create', 'cluster instance server vm machine node environment database bucket account volume queue'],
  ['join', 'merge', 'table dataset frame file'],
  ['combine', 'merge', 'table dataset frame file'],
  ['deactivate', 'disable', 'account user key token login profile'],
  ['suspend', 'disable', 'account user key token login profile'],
  ['activate', 'enable', 'account user key token feature flag module plugin profile'],
  ['add', 'write', 'test spec doc documentation comment note docstring section paragraph'],
  ['create', 'write', 'test spec doc documentation script migration report summary note'],
  ['create', 'add', 'index column constraint field key rule record row entry user member label tag'],
  ['roll_out', 'deploy', '*'],
  ['hand', 'give', '*'],
  ['hand_over', 'give', '*'],
];
