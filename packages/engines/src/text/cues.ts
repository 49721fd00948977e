/**
 * Polarity and modality cues, shared by the fact and the process engines: which words deny a clause, which leave it
 * unasserted (possible, planned, reported, recommended) and how a verb that takes another verb ("failed to verify",
 * "went on to win", "planned to test") passes its clause's status down. Both engines read a clause's status through
 * these lists, so "was not performed" and "failed to find" mean the same thing to both.
 */

const set = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Words that deny the clause they stand in. "no"/"none"/"neither"/"nor" deny through the noun phrase they quantify. */
export const NEGATION_WORDS = set('not never no none neither nor nobody nothing nowhere cannot');

/**
 * Modal auxiliaries and what they make of a clause. None of them asserts that the event happened: "could begin",
 * "should have been approved", "will update" are not reports of something done.
 */
export const MODAL_AUXILIARIES = set('can could may might must shall should will would ought');

/** Adverbs that hedge a clause: what they qualify is said, not established. */
export const HEDGE_ADVERBS = set(
  'reportedly allegedly apparently supposedly possibly probably perhaps maybe presumably seemingly likely unlikely',
);

/**
 * Verbs that take another verb (with "to" or "-ing") and assert it ("managed to restore" → restored): implicative in
 * the positive sense. Under negation they deny it ("did not manage to restore").
 */
export const IMPLICATIVE_POSITIVE = set('manage go_on proceed continue happen remember bother succeed get');

/** Verbs that take another verb and deny it: "failed to verify" → not verified; negated they assert it ("did not fail to"). */
export const IMPLICATIVE_NEGATIVE = set('fail neglect forget refuse decline omit skip avoid');

/**
 * Verbs whose object or complement is not (yet) done: "was postponed", "planned to test", "is waiting for review",
 * "recommended enabling". What they govern is not asserted. Negating them asserts nothing either ("did not postpone
 * the review" does not say it took place), except for skip/omit/miss/forget, which are implicative (above) or listed
 * in NEGATED_MEANS_DONE.
 */
export const NON_COMPLETION_VERBS = set(
  `plan schedule propose recommend suggest expect intend aim hope want wish need require request demand await wait postpone delay defer
  cancel abandon skip omit miss forget neglect fail refuse decline attempt try seek consider prepare pend reschedule suspend halt block
  reject drop scrap shelve advise urge ask order mandate approve_for budget promise pledge agree offer threaten prepare design`,
);

/** Non-completion verbs that, negated, say the thing was done: "did not skip the reconciliation" → it was done. */
export const NEGATED_MEANS_DONE = set('skip omit miss forget neglect fail');

/**
 * Verbs that, with an event noun as subject or object, report that the event took place: "the backup was made",
 * "the pour went ahead", "the review showed nothing", "passed their health checks". Light verbs ("took a backup",
 * "ran the tests") are among them.
 */
export const COMPLETION_VERBS = set(
  `do perform complete finish carry_out conduct run make take hold execute undertake go_ahead pass show find reveal confirm produce yield
  return detect identify indicate conclude finalise finalize achieve accomplish deliver give`,
);

/** Verbs that report what someone says: the clause they introduce is attributed to their subject, not asserted. */
export const REPORTING_VERBS = set(
  `say state tell claim report announce suggest note caution warn argue insist add explain write believe think estimate predict expect
  allege assert maintain contend testify mention describe comment reply respond deny speculate hint acknowledge admit concede`,
);

/**
 * Verbs that presuppose their complement ("found that", "showed that", "confirmed that"): the clause they introduce is
 * asserted by the text itself.
 */
export const FACTIVE_VERBS = set('find show reveal confirm establish prove demonstrate discover know realise realize learn');

/** Reporting verbs that deny what they introduce: "X denied that Y" attributes not-Y to X. */
export const DENIAL_VERBS = set('deny dispute reject');

/**
 * Verbs that take "to" + verb and leave it unasserted, with the modality they give it: "plans to open", "expects to
 * recover", "is scheduled to open", "hopes to", "tried to".
 */
export const MODAL_MATRIX_VERBS = set(
  `plan expect intend aim hope want wish try attempt seek agree promise pledge decide offer threaten propose need plan_on schedule set
  due likely unlikely able unable allow permit require ask urge order advise encourage invite choose prepare mean`,
);

/** Exception markers: "every X except Y", "installed automatically unless …", "all but one", "other than". */
export const EXCEPTION_MARKERS = set('except unless excluding barring');

/** Adjuncts that never restrict a clause's truth: a reason or a concession ("despite three weeks of searches"). */
export const NON_RESTRICTIVE_PREPOSITIONS = set('despite because_of due_to owing_to thanks_to in_spite_of regardless_of as_a_result_of');

/**
 * Markers after which an action is not done: "instead of restoring", "rather than rebuilding", "without a review",
 * "in place of".
 */
// "decided against adding X", "argued against": the gerund after "against" is what was not done.
export const NOT_DONE_SCOPES = set('instead_of rather_than without in_place_of in_lieu_of against');

/** Headings and openers that introduce advice, plans or open items rather than a record of what was done. */
export const ADVICE_OPENERS = set(
  'recommendation recommendations recommended next_steps next_step todo to_do action_items action_item follow-up follow-ups followup proposal proposed plan planned open_items suggestion suggestions',
);
