import { describe, expect, it } from 'vitest';
import { benchProcess } from './bench-process.ts';
import { ProcessInputError } from './process-input-error.ts';
import type { IracProcessResult, MilestoneProcessResult } from './verify-process.ts';
import { verifyProcess } from './verify-process.ts';

const irac = (trace: string) => verifyProcess({ trace }) as IracProcessResult;
const ms = (trace: string, milestones: string[]) => verifyProcess({ trace, mode: 'milestones', milestones }) as MilestoneProcessResult;
/** Whether the trace shows the one milestone done. */
const done = (trace: string, milestone: string) => ms(trace, [milestone]).matched_milestones.length === 1;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof ProcessInputError) return e.code;
    throw e;
  }
  return undefined;
}

describe('IRAC structure', () => {
  it('accepts plain headings in order', () => {
    const r = irac(
      'Issue: Is the contract valid?\nRule: A contract needs offer, acceptance and consideration.\nApplication: Both parties signed and paid.\nConclusion: The contract is valid.',
    );
    expect(r).toMatchObject({ verified: true, score: 1, missing_steps: [], mechanism: 'deterministic_irac_structure' });
  });
  it('accepts markdown, synonyms, any order and any case', () => {
    const r = irac(
      '## HOLDING\nThe tenant wins.\n\n**Analysis**\nThe heater was broken.\n\n1. Question presented: whether rent may be withheld\n\n> **Governing law** — the housing code.',
    );
    expect(r.verified).toBe(true);
    expect(r.steps.every((s) => s.via === 'heading')).toBe(true);
  });
  it('detects steps from signal phrases in prose', () => {
    const r = irac(
      'The issue is whether the employer may fire Ann for her post. Under the National Labor Relations Act, concerted activity is protected. Here, Ann discussed wages with colleagues. Therefore, the dismissal was unlawful.',
    );
    expect(r).toMatchObject({ verified: true, score: 1 });
    expect(r.steps.map((s) => s.via)).toEqual(['signal', 'signal', 'signal', 'signal']);
  });
  it('reports missing steps and the fraction found', () => {
    const r = irac('Issue: Was there negligence?\nIn conclusion, the driver was negligent.');
    expect(r).toMatchObject({ verified: false, score: 0.5, missing_steps: ['Rule', 'Application'] });
  });
  it('does not count a step word used in passing', () => {
    const r = irac('I like this rule of thumb and the analysis was fun; no problem.');
    expect(r.score).toBe(0);
    expect(r.missing_steps).toEqual(['Issue', 'Rule', 'Application', 'Conclusion']);
  });
  it('"In conclusion" and "Therefore" open a conclusion at a sentence start', () => {
    expect(irac('Blah. Therefore the claim fails.').found_steps).toEqual(['Conclusion']);
    expect(irac('In conclusion: the claim fails.').found_steps).toEqual(['Conclusion']);
    // A one-word section is too thin to count as a conclusion.
    expect(irac('In conclusion: yes').found_steps).toEqual([]);
  });
});

describe('IRAC: the cases of issue 15', () => {
  it('counts inline "Heading:" forms, not only headings at a line start', () => {
    const r = irac(
      'We start with the facts. Issue: whether the tweet is defamatory. Rule: a false statement that harms reputation is defamatory. Application: the tweet falsely accuses the mayor of bribery. Conclusion: the tweet is defamatory.',
    );
    expect(r).toMatchObject({ verified: true, found_steps: ['Issue', 'Rule', 'Application', 'Conclusion'] });
    expect(r.steps.every((s) => s.via === 'heading')).toBe(true);
  });
  it('reads "In this case" as the application of the rule', () => {
    const r = irac(
      'The issue is whether the landlord may keep the deposit. Under the housing code, a deposit must be returned within 30 days. In this case the landlord kept it for two months. Therefore the deposit must be returned.',
    );
    expect(r.steps.find((s) => s.step === 'Application')).toEqual({ step: 'Application', found: true, via: 'signal' });
    expect(r.verified).toBe(true);
  });
  it('does not verify hollow headings: a heading needs content under it', () => {
    for (const trace of [
      'Issue:\nRule:\nApplication:\nConclusion:',
      '## Issue\n\n## Rule\n\n## Analysis\n\n## Conclusion\n',
      'Issue: TBD\nRule: N/A\nApplication: -\nConclusion: ...',
    ]) {
      const r = irac(trace);
      expect(r.verified, trace).toBe(false);
      expect(r.found_steps, trace).toEqual([]);
      expect(
        r.steps.every((s) => s.hollow === true),
        trace,
      ).toBe(true);
    }
    const partial = irac('Issue: whether the will is valid.\nRule:\nApplication:\nConclusion: the will is valid.');
    expect(partial).toMatchObject({ verified: false, found_steps: ['Issue', 'Conclusion'], missing_steps: ['Rule', 'Application'] });
  });
});

describe('milestones', () => {
  const trace =
    'First I identified the key issues. Then I looked up the governing statutes and applied them to the facts. Finally, I drafted a conclusion.';
  it('matches with case, punctuation, stemming and function-word tolerance', () => {
    const r = ms(trace, ['Identify the key issue', 'apply statutes to facts', 'Draft conclusion!']);
    expect(r).toMatchObject({ verified: true, process_rate: 1, missed_milestones: [] });
  });
  it('reports missed milestones and the rate', () => {
    const r = ms(trace, ['identify issues', 'interview the client', 'cite case law', 'draft conclusion']);
    expect(r.verified).toBe(false);
    expect(r.process_rate).toBe(0.5);
    expect(r.missed_milestones).toEqual(['interview the client', 'cite case law']);
  });
  it('does not match words scattered over different sentences', () => {
    expect(ms('We held a long interview with the client.', ['interview the client']).verified).toBe(true);
    expect(ms('We reviewed the client file. The interview went well.', ['interview the client']).verified).toBe(false);
    expect(ms('The client paid. We scheduled an interview with the witness.', ['client interview summary']).verified).toBe(false);
  });
});

describe('milestones that a sentence mentions but does not assert as done', () => {
  const notDone: Array<[string, string]> = [
    ['The database backup was not performed before the upgrade.', 'back up the database'],
    ['We skipped the load test because the cluster was busy.', 'run the load test'],
    ['No rollback plan was written for the release.', 'write a rollback plan'],
    ['The vendor never signed the contract.', 'sign the contract'],
    ['The security audit was postponed until next quarter.', 'security audit'],
    ['A data migration was planned but not carried out.', 'migrate the data'],
    ['The team failed to rotate the API keys.', 'rotate the API keys'],
    ['The schema was changed without a code review.', 'code review'],
    ['Instead of patching the server, we replaced it.', 'patch the server'],
    ['We could not reproduce the error on the test machine.', 'reproduce the error'],
    ['Neither the README nor the changelog was updated.', 'update the changelog'],
    ['We will notify the users tomorrow.', 'notify the users'],
    ['The export should have been encrypted, but it was sent in clear text.', 'encrypt the export'],
    ['Only three of the ten hosts were rebooted.', 'reboot all ten hosts'],
    ['Next steps: archive the old tickets.', 'archive the old tickets'],
    ['The fix is waiting for approval.', 'approval of the fix'],
  ];
  it.each(notDone)('"%s" does not meet "%s"', (trace, milestone) => {
    const r = ms(trace, [milestone]);
    expect(r.verified).toBe(false);
    expect(r.missed_milestones).toEqual([milestone]);
  });
  const done: Array<[string, string]> = [
    ['We took a full backup of the database before the upgrade.', 'back up the database'],
    ['The load test ran for two hours and passed.', 'run the load test'],
    ['We did not skip the code review: two engineers approved it.', 'code review'],
    [
      'The first restore attempt failed. After the permissions were fixed, the restore succeeded and the data was restored.',
      'restore the data',
    ],
    ['We did not page the on-call engineer until 03:10.', 'page the on-call engineer'],
    ['The audit found no open issues.', 'audit'],
  ];
  it.each(done)('"%s" meets "%s"', (trace, milestone) => {
    expect(ms(trace, [milestone]).verified).toBe(true);
  });
});

describe('IRAC steps denied under their heading', () => {
  it('does not count a step whose section says it was not done', () => {
    const r = irac(
      'Issue: whether the lease was renewed.\nRule: The governing statute was not researched.\nApplication: We did not apply the rule to the facts.\nConclusion: None reached.',
    );
    expect(r.found_steps).toEqual(['Issue']);
    expect(r.steps.filter((s) => s.denied).map((s) => s.step)).toEqual(['Rule', 'Application']);
    // "None reached." is too short to be a section at all: hollow.
    expect(r.steps.find((s) => s.step === 'Conclusion')).toMatchObject({ found: false, hollow: true });
  });
  it('counts a section that applies a rule negatively or concludes in the negative', () => {
    const r = irac(
      'Issue: whether the exemption covers the sale.\nRule: The exemption applies only to sales under 500 euros.\nApplication: The exemption does not apply here because the sale was for 900 euros.\nConclusion: The sale is not exempt.',
    );
    expect(r).toMatchObject({ verified: true, missing_steps: [] });
  });
});

describe('input errors', () => {
  it('throws stable codes', () => {
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'socratic' }))).toBe('invalid_mode');
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'milestones' }))).toBe('milestones_required');
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'milestones', milestones: [] }))).toBe('milestones_required');
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'milestones', milestones: ['!!'] }))).toBe('invalid_milestones');
    expect(codeOf(() => verifyProcess({ trace: '   ' }))).toBe('invalid_trace');
    expect(codeOf(() => verifyProcess({ trace: 'Issue: x', mode: 'IRAC' }))).toBeUndefined();
  });
});

describe('bench', () => {
  it('runs', () => {
    for (const b of benchProcess(20)) expect(b.msPerOp).toBeGreaterThan(0);
  });
});

describe('milestones: what a question, a gerund or "against" does not assert', () => {
  it.each([
    ['Was the certificate ever rotated on the staging proxy?', 'Rotate the certificate'],
    ['Has anybody deployed the hotfix to the EU cluster yet?', 'Deploy the hotfix'],
    ['Load testing of the checkout service was never done before launch.', 'Do load testing of the checkout service'],
    ['Manual review of the invoices was not performed this quarter.', 'Perform manual review of the invoices'],
    ['The team voted against migrating the queue to Kafka.', 'Migrate the queue'],
    ['We argued against rebuilding the index during business hours.', 'Rebuild the index'],
  ])('%s → not done', (trace, milestone) => {
    expect(ms(trace, [milestone]).missed_milestones).toEqual([milestone]);
  });

  it.each([
    ['The certificate was rotated on the staging proxy. Did it also reach production?', 'Rotate the certificate'],
    ['Load testing of the checkout service was completed on Friday.', 'Do load testing of the checkout service'],
    ['After rebuilding the index, we reran the slow queries.', 'Rerun the slow queries'],
  ])('%s → done', (trace, milestone) => {
    expect(ms(trace, [milestone]).matched_milestones).toEqual([milestone]);
  });
});

describe('milestones: scopes the parser leaves open (docs/engines-text.md, Process)', () => {
  it.each([
    // exclusion phrases: the milestone's words only inside "rather than …", "but not …", "except …"
    ['We tested the firmware but not the kernel.', 'test the kernel'],
    ['We upgraded the firmware rather than the kernel.', 'upgrade the kernel'],
    ['Every package except the kernel was upgraded.', 'upgrade the kernel'],
    ['Instead of a full reindex, only the changed documents were reindexed.', 'Run a full reindex'],
    ['The build was tested on Android but not on iOS.', 'Test the build on iOS'],
    // words only in the arguments of a clause that asserts nothing done
    ['The runbook was updated, but the wiki wasn’t.', 'update the wiki'],
    ['No logs, dashboards or alerts were reviewed.', 'review the dashboards'],
    // conditional sentences, present-tense time clauses, attribution
    ['Provided the tests pass, the kernel gets upgraded tonight.', 'upgrade the kernel'],
    ['Once the kernel is upgraded, reboot the host.', 'upgrade the kernel'],
    ['According to the contractor, the load test was done.', 'run the load test'],
    // bare "be", infinitives the parser left as clauses, progressive, short of done, fronted negation
    ['It is recommended that the kernel be upgraded.', 'upgrade the kernel'],
    ['The kernel is going to be upgraded.', 'upgrade the kernel'],
    ['The wiki was to have been updated last week.', 'update the wiki'],
    ['The keys are being rotated.', 'rotate the keys'],
    ['The wiki was almost updated.', 'update the wiki'],
    ['At no point were the keys rotated.', 'rotate the keys'],
    ['We held off on upgrading the kernel.', 'upgrade the kernel'],
    // done, then undone
    ['The feature flag was enabled, then disabled an hour later.', 'enable the feature flag'],
    ['The migration was applied at 10:00. It was rolled back at 10:20.', 'apply the migration'],
    ['The index was created and later dropped.', 'create the index'],
    ['We enabled MFA for all admins. The change was reverted the next morning.', 'enable MFA for all admins'],
    ['I bumped the timeout to 60 seconds. That was rolled back after the review.', 'bump the timeout to 60 seconds'],
    // a "before" clause does not say its event happened
    ['The disk failed before the backup completed.', 'back up the disk'],
    ['The host crashed before finishing the update.', 'finish the update'],
    ['Before rotating the signing key, I exported the old one.', 'rotate the signing key'],
    // habits and rules, not-done statuses, partial quantities, unticked items
    ['The keys are rotated every 90 days by policy.', 'rotate the keys'],
    ['Policy requires that keys are rotated quarterly.', 'rotate the keys'],
    ['Rotated keys: 0 of 12.', 'rotate the keys'],
    ['Most keys were rotated.', 'rotate all keys'],
    ['- [ ] rotate the keys', 'rotate the keys'],
    ['- [x] do not rotate the keys', 'rotate the keys'],
    // noun compounds with a verb whose past is its base; advice labels
    ['Password reset requested.', 'reset the password'],
    ['A password reset link was sent, but the user never used it.', 'reset the password'],
    ['Recommended action: reset the password.', 'reset the password'],
    // undone through a short reference to what was changed: its head noun, a pronoun, a name
    [
      '10:00 Granted Lena write access to the reports bucket.\n10:30 Access revoked after the review.',
      'grant Lena write access to the reports bucket',
    ],
    ['Granted Lena write access to the reports bucket. Revoked it an hour later.', 'grant Lena write access to the reports bucket'],
    ['Edited the cron schedule and restarted the scheduler. Later reverted the schedule change.', 'edit the cron schedule'],
    ['We removed the old certificate, then restored it when the new one failed.', 'remove the old certificate'],
    ['The stale tag was deleted. It was restored from the backup the next day.', 'delete the stale tag'],
    [
      '14:01 Deployed billing-api v3.1.0 to production.\n14:07 billing-api rolled back to v3.0.9.',
      'deploy billing-api v3.1.0 to production',
    ],
    // a step about all of them, with a later record of one failing
    [
      'Summary: all four old buckets were emptied.\nLog: emptied logs-2019; emptied logs-2020; emptying of logs-2021 failed (object lock).',
      'empty all four old buckets',
    ],
    // another party's report
    ['Per the hosting provider, the firewall rule was removed at noon.', 'remove the firewall rule'],
    ['According to the contractor, the boiler was serviced on Monday.', 'service the boiler'],
    // an unticked item, or a line whose closing remark is a status of not doing
    ['- [ ] Staging credentials rotated (needs the vendor)', 'rotate the staging credentials'],
    ['✓ Lint\n- Smoke tests (skipped: no staging slot)', 'run the smoke tests'],
    ['3. Backups verified (pending sign-off)', 'verify the backups'],
    // a step under a condition is not asserted done
    ['If the canary stays healthy, we promote the release.', 'promote the release'],
    ['Unless the audit objects, the vendor account gets closed.', 'close the vendor account'],
    ['Step 1 - Rebuild the search index: done\nStep 2 - Warm the cache: skipped', 'warm the cache'],
    ['Task 4 - Rotate the signing keys: pending', 'rotate the signing keys'],
    ['INFRA-88 Renew the wildcard certificate\nStatus: In progress', 'renew the wildcard certificate'],
    ['INFRA-88 Renew the wildcard certificate\nPriority: high', 'renew the wildcard certificate'],
    ['✅ Type check\n❌ E2E tests (4 failed)', 'run the E2E tests'],
    ['Smoke tests: passed\nLoad tests: skipped', 'run the load tests'],
    // running out of something is lacking it, and cuts off what was to follow
    ['The assay was scheduled for Monday, but we ran out of reagent.', 'run the assay'],
    ['We ran out of time before migrating the reports.', 'migrate the reports'],
    // a tool result that says nothing happened, or that nothing was done, outweighs a claim in prose
    ['> tool: run_command("pnpm dedupe")\n< exit 0: Already up to date\nI deduped the dependencies.', 'dedupe the dependencies'],
    [
      '[tool: bash "terraform apply -target=module.dns" -> Apply complete! Resources: 0 added. Nothing applied.]\nThe DNS change was applied.',
      'apply the DNS change',
    ],
  ])('%s → not done', (trace, milestone) => {
    expect(ms(trace, [milestone]).missed_milestones).toEqual([milestone]);
  });

  it.each([
    ['We deployed the fix, not the workaround.', 'deploy the fix'],
    ['The keys were rotated without downtime.', 'rotate the keys'],
    ['We checked if the backup had completed.', 'check the backup'],
    ['Once the build was green, we tagged the release.', 'tag the release'],
    ['The feature flag was disabled, then enabled again.', 'enable the feature flag'],
    // other words: completion verbs, "is complete", "X: done", gerund subjects, finish + gerund, hypernyms
    ['The kernel upgrade succeeded.', 'upgrade the kernel'],
    ['The kernel upgrade went through without problems.', 'upgrade the kernel'],
    ['The key rotation is complete.', 'rotate the keys'],
    ['Kernel upgrade: done.', 'upgrade the kernel'],
    ['Upgrading the kernel took an hour.', 'upgrade the kernel'],
    ['We finished upgrading the kernel at noon.', 'upgrade the kernel'],
    ['Before the upgrade, a snapshot of the orders database was taken.', 'Back up the orders database'],
    ['The old log files were purged from the disk.', 'Delete the old log files'],
    ['It then edited nginx.conf to raise the timeout.', 'Edit nginx.conf'],
    ['We did not postpone the kernel upgrade: it was done on Friday.', 'upgrade the kernel'],
    ['We enabled MFA for all admins. The unrelated DNS change was reverted.', 'enable MFA for all admins'],
    ['The English guide was proofread and published.', 'proofread the English guide'],
    ['The keys got rotated on Monday.', 'rotate the keys'],
    // a status line after a label that only numbers the step; a ticket's status field on the line after its title
    ['Step 1 - Rebuild the search index: done\nStep 2 - Warm the cache: skipped', 'rebuild the search index'],
    ['Stage: lint ........ passed', 'lint'],
    ['INFRA-88 Renew the wildcard certificate\nStatus: Done', 'renew the wildcard certificate'],
    // a step reported done by its name alone was carried out: "run …" is met
    ['✅ Type check\n❌ E2E tests (4 failed)', 'run the type check'],
    ['Smoke tests: passed', 'run the smoke tests'],
    ['It left a comment on the pull request explaining the failure.', 'comment on the pull request'],
    ['Checklist:\n- [x] rotate the keys\n✓ Back up the database', 'back up the database'],
    ['Checklist:\n- [x] rotate the keys\n✓ Back up the database', 'rotate the keys'],
    ['Restarted API, worker and scheduler.', 'restart the scheduler'],
    ['Even under load, all nine smoke tests passed before the release was promoted.', 'promote the release'],
    ['We restarted the API, provided the logs and closed the ticket.', 'provide the logs'],
    ['Every host is now patched.', 'patch the hosts'],
    // a failure of another action does not touch a step about all of them
    ['All four old buckets were emptied. The report upload failed.', 'empty all four old buckets'],
    // a reversal of something else undoes nothing
    ['Granted Lena write access to the reports bucket. Revoked the old deploy keys.', 'grant Lena write access to the reports bucket'],
    ['✓ Unit tests (482 passed)', 'run the unit tests'],
  ])('%s → done', (trace, milestone) => {
    expect(ms(trace, [milestone]).matched_milestones).toEqual([milestone]);
  });
});

describe('milestones: status lines, commit records, coordinated negation and later denials (docs/engines-text.md, Process)', () => {
  it('reads a status line by its status alone', () => {
    const trace =
      'Nightly job 412\nschema check ...... ok\nload tests ........ failed (p99 over budget)\nsmoke tests ... skipped\nVacuum: carried out at 02:10\nReindex - postponed to Sunday\nSeed data: loaded, verified';
    expect(done(trace, 'Run the schema check')).toBe(true);
    expect(done(trace, 'Run the load tests')).toBe(false);
    expect(done(trace, 'Run the smoke tests')).toBe(false);
    expect(done(trace, 'Vacuum the database')).toBe(false);
    expect(done(trace, 'Reindex')).toBe(false);
    expect(done(trace, 'Load the seed data')).toBe(true);
    expect(done(trace, 'Verify the seed data')).toBe(true);
    expect(done('Printer toner: replaced, not tested yet', 'Replace the printer toner')).toBe(false);
  });
  it('reads commit records as done unless a revert names them', () => {
    const trace = 'c0ffee1 Revert "Enable gzip on the API"\nbeef123 Enable gzip on the API\n1a2b3c4 Rename the billing module';
    expect(done(trace, 'Rename the billing module')).toBe(true);
    expect(done(trace, 'Enable gzip on the API')).toBe(false);
  });
  it('keeps a negation over bare coordinated verbs', () => {
    const trace = 'They did not label the samples, weigh the crucibles or calibrate the oven.';
    expect(done(trace, 'Calibrate the oven')).toBe(false);
    expect(done(trace, 'Label the samples')).toBe(false);
    expect(done('We neither labelled the samples nor weighed the crucibles.', 'Weigh the crucibles')).toBe(false);
    expect(done('We were unable to label or weigh the crucibles.', 'Weigh the crucibles')).toBe(false);
    expect(done('Nobody labelled the samples, weighed the crucibles or calibrated the oven.', 'Calibrate the oven')).toBe(false);
  });
  it('does not take a report that a later clause denies', () => {
    const trace =
      'Night log: Reset the gateway and cleared the alarm queue. Morning check: the gateway was never reset; the logs show no reboot.';
    expect(done(trace, 'Reset the gateway')).toBe(false);
    expect(done(trace, 'Clear the alarm queue')).toBe(false);
    expect(done('Reset the gateway and cleared the alarm queue. The modem was not reset.', 'Clear the alarm queue')).toBe(true);
  });
  it('reads a line opened by a cross or a skip mark as reporting nothing done', () => {
    const ci = '✔ build the site\n✖ integration tests: 3 failed, 88 passed\n⏭ publish docs (skipped)\n❌ smoke tests passed on retry';
    expect(done(ci, 'Build the site')).toBe(true);
    expect(done(ci, 'Pass the integration tests')).toBe(false);
    expect(done(ci, 'Publish the docs')).toBe(false);
    expect(done(ci, 'Run the smoke tests')).toBe(false);
  });
  it('does not take a fix that a later line says did not hold', () => {
    const claim = 'Agent: Fixed the null check in parser.py; the tests pass now.\n';
    expect(done(`${claim}Agent: The tests still fail with the same traceback.`, 'Fix the null check in parser.py')).toBe(false);
    expect(done(`${claim}Reviewer: the crash persists on Windows.`, 'Fix the null check in parser.py')).toBe(false);
    expect(done(`${claim}Agent: Opened a PR for it.`, 'Fix the null check in parser.py')).toBe(true);
    // Only a fix is undone by a failure that goes on; other steps keep their own rules.
    expect(done('Updated the changelog. The deploy still fails.', 'Update the changelog')).toBe(true);
  });
  it('reads "no" before one of the step\'s own words later in the trace as a denial of it', () => {
    const trace = 'Handover: logs archived, migration tested on the replica.\nLater: there was no migration on the replica this week.';
    expect(done(trace, 'Test the migration on the replica')).toBe(false);
    expect(done(trace, 'Archive the logs')).toBe(true);
    // "No cells" names no event: the cells were still plated.
    expect(done('Plated the cells at noon. No cells were transfected.', 'Plate the cells')).toBe(true);
    expect(done('Checked the archived files. No files were deleted.', 'Check the archived files')).toBe(true);
  });
  it('reads a record that holds no such event as a denial: the record is where it would be, not what is denied', () => {
    const ran = '08:10 Ops: rebuilt the search index.\n';
    expect(done(`${ran}08:40 Audit: no rebuild of the search index appears in the job history.`, 'Rebuild the search index')).toBe(false);
    expect(done(`${ran}08:40 Audit: the job history shows no rebuild.`, 'Rebuild the search index')).toBe(false);
    expect(done(`${ran}08:40 Audit: there was no rebuild of the search index in the timeline.`, 'Rebuild the search index')).toBe(false);
    // Another object's absence denies nothing of this one; a log that is itself the object stays part of the denial.
    expect(done(`${ran}08:40 Audit: no rebuild of the user index appears in the job history.`, 'Rebuild the search index')).toBe(true);
    expect(done('Rotated the logs at 02:00. The audit trail was never rotated.', 'Rotate the logs')).toBe(true);
  });
  it('lets the last tool record of a command overrule what the prose says of it', () => {
    const failed = 'Action: shell `make docs`\nObservation: exit 2, missing sphinx theme\nFinal answer: I generated the docs.';
    expect(done(failed, 'Generate the docs')).toBe(false);
    const retried = `${failed.replace('Final answer: I generated the docs.', '')}Action: shell \`make docs\`\nObservation: build succeeded, 0 errors\nFinal answer: I generated the docs.`;
    expect(done(retried, 'Generate the docs')).toBe(true);
  });
  it('reads items under a heading of work not done as not done', () => {
    const trace = 'Done:\n- archived the old tickets\nNot done (no access):\n- exported the audit log\n- purged the cache';
    expect(done(trace, 'Archive the old tickets')).toBe(true);
    expect(done(trace, 'Export the audit log')).toBe(false);
    expect(done(trace, 'Purge the cache')).toBe(false);
    expect(done('Goal: tickets archived by Friday.', 'Archive the tickets')).toBe(false);
    expect(done('We got approval to archive the tickets.', 'Archive the tickets')).toBe(false);
    expect(done('We archived the tickets. The archiving was reverted an hour later.', 'Archive the tickets')).toBe(false);
  });
  it('undoes a step returned to where it was, or its un- form', () => {
    expect(done('The proxy timeout was changed, then changed back.', 'Change the proxy timeout')).toBe(false);
    // A return names the old value, not the one the step set.
    expect(done('Set the pool size to 40 at 10:00. At 11:30 the pool size was set back to 20.', 'Set the pool size to 40')).toBe(false);
    expect(done('Set the pool size to 40 at 10:00. At 11:30 the cache size was set back to 20.', 'Set the pool size to 40')).toBe(true);
    expect(done('The hotfix was applied. On Friday we rolled it back.', 'Apply the hotfix')).toBe(false);
    expect(done('The cron job was scheduled, then unscheduled.', 'Schedule the cron job')).toBe(false);
    expect(done('The proxy timeout was changed at noon.', 'Change the proxy timeout')).toBe(true);
  });
  it('reads the clause after "It was not until … that" as asserted', () => {
    expect(done("It wasn't until noon that we restarted the API.", 'Restart the API')).toBe(true);
    expect(done('It was not until Friday that we learned the invoice was never paid.', 'Pay the invoice')).toBe(false);
  });
  it('undoes a flag switched on and then off', () => {
    expect(done('The beta banner was switched on at noon and switched off again at 13:00.', 'Switch on the beta banner')).toBe(false);
  });
  it('reads a command that ran, but not one that was only viewed, dry-run, did nothing or was undone', () => {
    expect(done('$ make build\ncompiled 212 files in 14.2s', 'Run the build')).toBe(true);
    expect(done("$ make build\nmake: Nothing to be done for 'build'.", 'Run the build')).toBe(false);
    expect(done('$ make -n build\ncc -o app main.c', 'Run the build')).toBe(false);
    expect(done('[tool_call: bash "cat migrations/0042.sql"]\n[tool_result: CREATE INDEX ix ON t(a);]', 'Run migration 0042')).toBe(false);
    expect(done('[tool_call: bash "psql -f migrations/0042.sql"]\n[tool_result: CREATE INDEX]', 'Run migration 0042')).toBe(true);
    expect(done('$ alembic upgrade head\nRunning upgrade a1 -> b2\nThe migration was rolled back at noon.', 'Run the migration')).toBe(
      false,
    );
    expect(done('[tool: bash "npm run smoke" -> 3 passed, 2 skipped]', 'Run the smoke tests')).toBe(false);
    expect(done('$ make test\n^C', 'Run the tests')).toBe(false);
    expect(done('$ psql -f migrations/0042.sql\nCREATE INDEX', 'Run all migrations')).toBe(false);
    expect(done('$ npm run smoke\n12 passed', 'Run the 3 smoke suites')).toBe(false);
    expect(done('$ make build\nStarting build of 212 files...', 'Run the build')).toBe(false);
  });
  it('reads a table row by its last cell, and prose where that cell is not a status', () => {
    const table = '| # | Step | Status |\n|---|---|---|\n| 1 | Drain node w-3 | ✅ done |\n| 2 | Reboot w-3 | ❌ failed |';
    expect(done(table, 'Drain node w-3')).toBe(true);
    expect(done(table, 'Reboot w-3')).toBe(false);
    expect(done('| Reboot w-3 | not done | Alice |', 'Reboot w-3')).toBe(false);
  });
  it('reads a line after a speaker label, unlisted and hyphenated verbs, and keeps their negations', () => {
    expect(done('(Ana) Scaled the worker pool to 20.', 'Scale the worker pool to 20')).toBe(true);
    expect(done('(Skipped) Scale the worker pool to 20.', 'Scale the worker pool to 20')).toBe(false);
    expect(done('We have not scaled the worker pool.', 'Scale the worker pool')).toBe(false);
    expect(done('The patch was hot-deployed to prod-eu.', 'Deploy the patch to prod-eu')).toBe(true);
    expect(done('The patch was un-deployed from prod-eu.', 'Deploy the patch to prod-eu')).toBe(false);
    expect(done('The consumers were half-migrated.', 'Migrate the consumers')).toBe(false);
    expect(done('Plate 2: incubated, colonies not counted.', 'Count the colonies')).toBe(false);
    expect(done('Plate 2: incubated, colonies counted.', 'Count the colonies')).toBe(true);
  });
  it('reads a tracker line by its status field', () => {
    const log =
      "OPS-7: Rotate the keys; Status: Won't Do\nOPS-8 Patch the bastion. Status: Done\nOPS-9 Renew the cert. Status: Done (unverified)";
    expect(done(log, 'Rotate the keys')).toBe(false);
    expect(done(log, 'Patch the bastion')).toBe(true);
    expect(done(log, 'Renew the cert')).toBe(false);
    expect(done('OPS-11 Restart the API. Status: closed', 'Restart the API')).toBe(false);
  });
  it('reads what a thing did by itself as the step that brings it about, from a closed list', () => {
    expect(done('The IPsec tunnel came up at 19:40.', 'Bring up the IPsec tunnel')).toBe(true);
    expect(done('The IPsec tunnel did not come up.', 'Bring up the IPsec tunnel')).toBe(false);
    expect(done('Version 3.4 went live on 12 March.', 'Release version 3.4')).toBe(true);
    expect(done('Version 3.4 will go live on 12 March.', 'Release version 3.4')).toBe(false);
    expect(done('The newsletter went out at 09:00.', 'Send the newsletter')).toBe(true);
  });
  it('reads a typed command as no report, and a runner that only lists or shows as no run', () => {
    expect(done('$ npm ls build\nbuild@1.0.0', 'Run the build')).toBe(false);
    expect(done('[tool: bash "make build" -> ok]', 'Make the build')).toBe(false);
    expect(done('(Example) Restarted the worker.', 'Restart the worker')).toBe(false);
    expect(done('| Restart the API | planned | done by Friday |', 'Restart the API')).toBe(false);
  });
  it('reads "was able to" and "went ahead with" as done only when affirmative, past and asserted', () => {
    expect(done('We were able to restart the API and clear the cache.', 'Clear the cache')).toBe(true);
    expect(done("I wasn't able to restart the API.", 'Restart the API')).toBe(false);
    expect(done('I will be able to restart the API tomorrow.', 'Restart the API')).toBe(false);
    expect(done('Nobody was able to restart the API.', 'Restart the API')).toBe(false);
    expect(done('Went ahead with the restart of the API.', 'Restart the API')).toBe(true);
    expect(done('We did not go ahead with the restart of the API.', 'Restart the API')).toBe(false);
  });
});

describe('milestones: status marks, counts, "not only", abbreviations, phrasal nouns, "completion of", "before"', () => {
  it('reads a status mark after a step name, and counts of passes with no failures', () => {
    const r = ms(
      'Lint ✅\nUnit tests ✅ (1,204 passed)\nIntegration tests ❌ (2 failed)\nDeploy preview ⏭ skipped\nSmoke tests ✅ dry run only\n' +
        "I'll deploy the fix after lunch ✅\nAPI tests: 40 passed, 0 failed\nE2E tests: 38 passed, 2 failed\nLoad tests: 3 errors",
      [
        'Run the lint',
        'Run the unit tests',
        'Run the integration tests',
        'Deploy the preview',
        'Run the smoke tests',
        'Deploy the fix',
        'Run the API tests',
        'Run the E2E tests',
        'Run the load tests',
      ],
    );
    expect(r.matched_milestones).toEqual(['Run the lint', 'Run the unit tests', 'Run the API tests']);
  });
  it('reads "not only … but" as asserting both, and keeps what it says was not done', () => {
    const r = ms(
      'We not only patched the hypervisors but also replaced the fan. The vendor not only failed to ship the firmware but also missed the deadline.',
      ['Patch the hypervisors', 'Replace the fan', 'Ship the firmware'],
    );
    expect(r.matched_milestones).toEqual(['Patch the hypervisors', 'Replace the fan']);
  });
  it('reads abbreviations, whole/entire for full, photos, and nouns of phrasal verbs', () => {
    const r = ms(
      'Renewed the TLS cert for shop.example.net. Ran the whole regression suite. Took photos of the lintel. The rollout of the VPN client finished on Tuesday. The cleanup of the old profiles is planned for next sprint.',
      [
        'Renew the TLS certificate for shop.example.net',
        'Run the full regression suite',
        'Photograph the lintel',
        'Roll out the VPN client',
        'Clean up the old profiles',
      ],
    );
    expect(r.missed_milestones).toEqual(['Clean up the old profiles']);
  });
  it('reads "completion of" on record, and a "before" clause after a denied one', () => {
    const r = ms(
      'Completion of the supplier audit was recorded on 2 May. Completion of the SOC 2 review is scheduled for Q4. Nobody reviewed the script before it was applied to production. The disk failed before the backup completed.',
      [
        'Carry out the supplier audit',
        'Complete the SOC 2 review',
        'Apply the script to production',
        'Review the script',
        'Complete the backup',
      ],
    );
    expect(r.matched_milestones).toEqual(['Carry out the supplier audit', 'Apply the script to production']);
  });
});

describe('milestones: "followed", "created", unlisted first verbs, tool nouns, test commands, file writes', () => {
  it('reads an event noun that "followed" or was "created" as done, and keeps their denials and plans', () => {
    const r = ms(
      'A review of the firewall rules followed. Snapshot snap-0a91 of the data volume created (100% complete). A backup of the CRM database was not created. I will create a snapshot of the analytics disk. The review was followed by a vote. The failed migration of the users table created a backlog.',
      [
        'Review the firewall rules',
        'Snapshot the data volume',
        'Back up the CRM database',
        'Snapshot the analytics disk',
        'Vote',
        'Migrate the users table',
      ],
    );
    expect(r.matched_milestones).toEqual(['Review the firewall rules', 'Snapshot the data volume']);
  });
  it('reads an instruction opened by a verb the lexicon does not list', () => {
    const r = ms('Sample set B: centrifuged at 4000 g for 10 min. Sample set C was not centrifuged.', [
      'Centrifuge sample set B',
      'Centrifuge sample set C',
    ]);
    expect(r.matched_milestones).toEqual(['Centrifuge sample set B']);
  });
  it('reads a tool named by its agent noun as its action', () => {
    const r = ms('lint ........ passed\nbundle ...... skipped\nI did not run the type checker.', [
      'Run the linter',
      'Run the bundler',
      'Run the type checker',
    ]);
    expect(r.matched_milestones).toEqual(['Run the linter']);
  });
  it('reads a test command that ran as a run of the test suite, but not one that lists or fails', () => {
    expect(done('> tool: run_command("npm test")\n< exit 0: 212 passed, 0 failed', 'Run the test suite')).toBe(true);
    expect(done('> run_command("npm test")\n< exit 0: 96 passing, 0 failing', 'Run the test suite')).toBe(true);
    expect(done('Action: shell `pytest -q`\nObservation: 88 passed in 3.1s', 'Run the test suite')).toBe(true);
    expect(done('Action: shell `pytest -q`\nObservation: 88 passed in 3.1s', 'Run the integration tests')).toBe(false);
    expect(done('$ npm test -- --listTests\n/app/src/a.test.ts', 'Run the test suite')).toBe(false);
    expect(done('> tool: run_command("pnpm test")\n< exit 1: 4 failed, 208 passed', 'Run the test suite')).toBe(false);
    expect(done('Action: shell `pytest -k smoke`\nObservation: 5 passed in 0.4s', 'Run the test suite')).toBe(false);
    expect(done('$ npm test -- src/parser.test.ts\n12 passed', 'Run the test suite')).toBe(false);
    expect(done('Action: shell `pytest tests/unit -q`\nObservation: 50 passed in 2.0s', 'Run the unit tests')).toBe(true);
    const fixed =
      '> tool: run_command("pytest -q")\n< exit 1: 2 failed, 40 passed\n> tool: run_command("pytest -q")\n< exit 0: 42 passed in 3.0s';
    expect(done(fixed, 'Make the test suite pass')).toBe(true);
    expect(done('$ npm test\nTests: 3 failed, 97 passed, 100 total', 'Make the tests pass')).toBe(false);
    expect(done('$ npm test -- -t parser\n12 passed', 'Make the test suite pass')).toBe(false);
    expect(done('$ npm test\nno tests found', 'Make the tests pass')).toBe(false);
  });
  it('reads a passing status as the check passed, abbreviations, and an event noun with "of" before a verb of doing', () => {
    const r = ms(
      'Type check ✅\nE2E tests ✅ dry run only\nLint ❌ (3 errors)\ninstall deps ...... ok\nThe deletion of the 312 orphaned user accounts took place on 3 March. The archiving of the flagged invoices never took place. Migration of the 2,300 archived mailboxes flagged by legal was not done.',
      [
        'Pass the type check',
        'Pass the E2E tests',
        'Pass the lint',
        'Install the dependencies',
        'Delete the orphaned user accounts',
        'Archive the flagged invoices',
        'Migrate the archived mailboxes',
      ],
    );
    expect(r.matched_milestones).toEqual(['Pass the type check', 'Install the dependencies', 'Delete the orphaned user accounts']);
  });
  it('reads a word of not doing before a noun in a participle list as the kind of thing, and keeps it elsewhere', () => {
    const r = ms(
      'Done during the meeting: reviewed the Q3 error budget and closed the two stale incidents.\nCleanup: archived the old error logs, purge of the audit bucket pending\nTriage: closed the open tickets (not verified)',
      [
        'Review the Q3 error budget',
        'Close the stale incidents',
        'Archive the old error logs',
        'Purge the audit bucket',
        'Close the open tickets',
      ],
    );
    expect(r.matched_milestones).toEqual(['Review the Q3 error budget', 'Close the stale incidents']);
  });
  it('reads a numbered step named in brackets and reported carried out as its instruction done', () => {
    const r = ms(
      'Step 5 (reindex the events table) was run by Lars at 22:15. Step 6 (vacuum the users table) was not run. Step 7 (drop the old index) was run? Step 8 (rotate the keys) will be done tomorrow. Step 9 (restart the API) was run in dry-run mode.',
      ['Reindex the events table', 'Vacuum the users table', 'Drop the old index', 'Rotate the keys', 'Restart the API'],
    );
    expect(r.matched_milestones).toEqual(['Reindex the events table']);
  });
  it('reads an attempt as done only when a retry of it succeeds soon after, with no other attempt in between', () => {
    expect(
      done(
        'Tried to restore the billing database; pg_restore failed. Retried with the weekly dump and it finished cleanly.',
        'Restore the billing database',
      ),
    ).toBe(true);
    expect(
      done(
        'Attempted to renew the wildcard certificate, but the DNS challenge timed out. The second attempt succeeded.',
        'Renew the wildcard certificate',
      ),
    ).toBe(true);
    expect(
      done(
        'Tried to restore the billing database; pg_restore failed. Retried and it finished with 3 errors.',
        'Restore the billing database',
      ),
    ).toBe(false);
    expect(
      done(
        'Tried to rebuild the search index; the job failed. Retried with a larger node, but it failed again.',
        'Rebuild the search index',
      ),
    ).toBe(false);
    expect(
      done(
        'Tried to rotate the host keys; it failed. Tried to reboot bastion-2; that failed too. The second attempt succeeded.',
        'Rotate the host keys',
      ),
    ).toBe(false);
    expect(done('Tried to upload the firmware twice. The retry did not succeed.', 'Upload the firmware')).toBe(false);
    expect(
      done(
        'We will try to migrate the cron jobs tomorrow; if it fails, we retry on Friday and it should succeed.',
        'Migrate the cron jobs',
      ),
    ).toBe(false);
    expect(done('Tried to upload the firmware. It failed. Later, everything else finished.', 'Upload the firmware')).toBe(false);
    expect(done('Tried to upload the firmware; it failed. Retried the DNS update and it worked.', 'Upload the firmware')).toBe(false);
    expect(done('Tried to upload the firmware; it failed. The second attempt to reboot the switch succeeded.', 'Upload the firmware')).toBe(
      false,
    );
  });
  it('reads a file-writing tool that succeeded as the file written', () => {
    const trace =
      '> write_file("src/config.ts")\n< ok\n> write_file("src/server.ts")\n< error: permission denied\n> edit_file("src/db.ts")\n< ok';
    expect(ms(trace, ['Write src/config.ts', 'Write src/server.ts', 'Write src/db.ts']).matched_milestones).toEqual([
      'Write src/config.ts',
    ]);
  });
});

describe('log records, message headers and rollbacks', () => {
  it('a bracketed message header ("[Agent Tomás, Oct 2 10:14]") is who wrote the line, not part of its sentence', () => {
    expect(done('[Agent Tomás, Oct 2 10:14] Checked the payment log: card charged twice.', 'Check the payment log')).toBe(true);
    expect(done('[Priya 09:12] Restarted the worker.', 'Restart the worker')).toBe(true);
    expect(done('[Finance, Oct 3 16:02] Refund rejected: no refund issued.', 'Refund the duplicate charge')).toBe(false);
  });
  it('a rollback after a deploy undoes it, with the log records dated in full', () => {
    const log = [
      '2026-05-02 14:02:11 INFO  Deployed orders-api v3.1.0 to prod-us (12/12 pods ready).',
      '2026-05-02 14:40:15 WARN  alert: error rate 4%',
      '2026-05-02 14:42:09 INFO  Rolled back orders-api to v3.0.9 on prod-us.',
    ].join('\n');
    expect(done(log, 'Deploy orders-api v3.1.0 to prod-us')).toBe(false);
    expect(done('2026-05-02 14:02:11 INFO  Deployed orders-api v3.1.0 to prod-us.', 'Deploy orders-api v3.1.0 to prod-us')).toBe(true);
    expect(done('Upgraded the node pool to 1.29. Rolled back the billing-api canary.', 'Upgrade the node pool to 1.29')).toBe(true);
    const m = 'Deploy checkout-service v4.2.0 to prod-eu';
    expect(done('Deployed checkout-service v4.2.0 to prod-eu.\nRolled back checkout-service to v4.1.3 on prod-eu.', m)).toBe(false);
    expect(done('Deployed checkout-service v4.2.0 to prod-eu.\nRolled back billing-service to v2.1.3 on prod-us.', m)).toBe(true);
    // Further on, a hyphenated name still undoes it; another name does not.
    const filler = '\nChecked the dashboards.\nPaged the on-call.\nWrote the summary.\n';
    expect(done(`Deployed checkout-service v4.2.0 to prod-eu.${filler}Rolled back checkout-service to v4.1.3.`, m)).toBe(false);
    expect(done(`Deployed checkout-service v4.2.0 to prod-eu.${filler}Rolled back billing-service to v2.1.3.`, m)).toBe(true);
  });
  it('"configure" is the instruction\'s verb, and access removed again undoes a grant', () => {
    expect(done('Rate limits for the partner were not configured.', 'Configure rate limits for the partner')).toBe(false);
    expect(done('Configured rate limits for the partner.', 'Configure rate limits for the partner')).toBe(true);
    const grant = '14:03 granted contractor j.ruiz write access to the prod-configs repo\n14:50 access removed again after the review';
    expect(done(grant, 'Grant j.ruiz write access to the prod-configs repo')).toBe(false);
    expect(
      done(
        'Granted Lena admin access to the billing console. Removed the stale API keys.',
        'Grant Lena admin access to the billing console',
      ),
    ).toBe(true);
  });
});

describe('what became of a named step, a part of the whole, a wider denial, a failed tool call', () => {
  it('a step named in quotes and its status is a status line', () => {
    expect(done('Step "Run integration tests" cancelled: the job exceeded the time limit', 'Run the integration tests')).toBe(false);
    expect(done('The step "Run integration tests" was skipped.', 'Run the integration tests')).toBe(false);
    expect(done('Step "Start services" finished in 48s', 'Start the services')).toBe(true);
  });
  it('a part of the counted things ("9 of the 12 hosts") is not all of them, after a preposition too', () => {
    expect(done('KB5044284 installed on 9 of the 12 hosts; 3 hosts failed.', 'Install KB5044284 on all 12 hosts')).toBe(false);
    expect(done('Installed the patch on all 12 hosts.', 'Install the patch on all 12 hosts')).toBe(true);
  });
  it('a later denial with a wider verb ("wasn\'t changed") denies an update', () => {
    const t = "Updated the README with the new env variables.\nUser: the README wasn't changed at all.";
    expect(done(t, 'Update the README with the new env variables')).toBe(false);
  });
  it('days of the month a milestone names, fewer than all of them, are a part of it', () => {
    const m = 'Recompute the daily revenue for October';
    expect(done('Recomputed the daily revenue for October 1-15; October 16-31 is still pending.', m)).toBe(false);
    expect(done('Recomputed the daily revenue for October 1-31.', m)).toBe(true);
    expect(done('Recomputed the daily revenue for October.', m)).toBe(true);
  });
  it('a failed tool result naming what failed contradicts the prose that claims it', () => {
    const t =
      '> tool: run_command("terraform apply")\n< exit 1: Error: creating S3 bucket (logs-archive): BucketAlreadyExists\nAgent: Done! I created the logs-archive bucket.';
    expect(done(t, 'Create the logs-archive bucket')).toBe(false);
  });
});

describe('tool installs, bare completions, steps under way, reverted changes, casual verbs', () => {
  it("a package manager's install that names no package installs the dependencies", () => {
    expect(done('$ yarn install --frozen-lockfile\nDone in 12.40s.', 'Install the dependencies')).toBe(true);
    expect(
      done(
        '> tool: bash("bundle install")\n< Bundle complete! 41 Gemfile dependencies, 77 gems now installed.',
        'Install the dependencies',
      ),
    ).toBe(true);
    expect(done('$ npm install left-pad\nadded 1 package in 1s', 'Install the dependencies')).toBe(false);
    expect(done('$ npm install left-pad\nadded 1 package in 1s', 'Install left-pad')).toBe(true);
    expect(done('$ npm ci\nnpm ERR! code EUSAGE', 'Install the dependencies')).toBe(false);
    expect(done('$ pnpm install --dry-run\nPackages: +12', 'Install the dependencies')).toBe(false);
    expect(done('$ pnpm install\nLockfile is up to date, resolution step is skipped', 'Install the dependencies')).toBe(false);
  });
  it('an articleless event noun and a word of completion report the event done', () => {
    expect(done('Backup complete, 41 GB written.', 'Take a backup')).toBe(true);
    expect(done('batch: reindex finished', 'Reindex')).toBe(true);
    expect(done('Reindex not finished.', 'Reindex')).toBe(false);
    expect(done('Expected result: reindex finished.', 'Reindex')).toBe(false);
    expect(done('Cleanup done?', 'Clean up')).toBe(false);
  });
  it('a step under way is done when a bare completion of its event follows within two sentences', () => {
    const m = 'Migrate the invoices table to the archive cluster';
    expect(done('worker: migrating the invoices table to the archive cluster\nworker: migration done', m)).toBe(true);
    expect(done('worker: migrating the invoices table to the archive cluster\nworker: migration failed', m)).toBe(false);
    expect(done('We are migrating the invoices table to the archive cluster.', m)).toBe(false);
    expect(done('We will be migrating the invoices table to the archive cluster. Migration done.', m)).toBe(false);
    const two = 'Restarting the api pods on eu-1. Restarting the api pods on us-1. Restart complete.';
    expect(done(two, 'Restart the api pods on eu-1')).toBe(false);
  });
  it('a later revert of a change named by its id undoes what that change did', () => {
    const t = 'Mon  Dropped the unused sessions table (PR #412).\nTue  Nothing else.\nWed  PR #412 reverted after the billing job failed.';
    expect(done(t, 'Drop the unused sessions table')).toBe(false);
    expect(done('Dropped the unused sessions table (PR #412).\nPR #4120 reverted.', 'Drop the unused sessions table')).toBe(true);
    expect(done('Dropped the unused sessions table in 9f3c2ab.\nWe may revert 9f3c2ab later.', 'Drop the unused sessions table')).toBe(
      true,
    );
  });
  it('a weekday before a time opens a log line as a bare time does', () => {
    expect(done('Fri 16:05  Rotated the webhook signing secret.', 'Rotate the webhook signing secret')).toBe(true);
    expect(done('Friday 16:05 Rotated the webhook signing secret.', 'Rotate the webhook signing secret')).toBe(true);
  });
  it('a verb opening a sentence with "of" after it is the event noun', () => {
    expect(done('Reindex of the search cluster completed at 04:10.', 'Reindex the search cluster')).toBe(true);
    expect(done('Reindex of the search cluster was postponed.', 'Reindex the search cluster')).toBe(false);
  });
  it('"the <noun>" names the last phrase with that head up to six sentences back', () => {
    const t =
      'Copied the signed release bundle to mirror-1.\nmirror-2 timed out.\nRetry later; checked the network.\nmirror-2 back.\nCopied the bundle to mirror-2.';
    expect(done(t, 'Copy the signed release bundle to mirror-2')).toBe(true);
    const other =
      'Copied the unsigned release bundle to mirror-1.\nmirror-2 timed out.\nRetry later.\nmirror-2 back.\nCopied the bundle to mirror-2.';
    expect(done(other, 'Copy the signed release bundle to mirror-2')).toBe(false);
  });
  it('a status name of several words is also a compound headed by its last word', () => {
    expect(done('Fire alarm test: passed', 'Test the fire alarm')).toBe(true);
    expect(done('Fire alarm test: postponed', 'Test the fire alarm')).toBe(false);
  });
  it('a pipeline step named by its verb alone is done on the whole work, not on anything else', () => {
    const t = 'Job 7 (main)\nlint ....... ok\ncompile .... passed\npackage .... skipped';
    expect(done(t, 'Compile the codebase')).toBe(true);
    expect(done(t, 'Compile the docs')).toBe(false);
    expect(done(t, 'Package the app')).toBe(false);
  });
  it("a checker's zero findings ('No fixes applied', 'no problems') do not hold its run back", () => {
    expect(done('$ npx eslint .\nChecked 52 files. No problems found.', 'Run eslint')).toBe(true);
    expect(done('$ npx eslint .\nNo files matched; nothing to do', 'Run eslint')).toBe(false);
  });
  it('casual verbs entail the plain step, never the other way', () => {
    expect(done('Shipped v4.2 to production at noon.', 'Deploy v4.2 to production')).toBe(true);
    expect(done('Deployed v4.2 to production at noon.', 'Ship v4.2 to production')).toBe(false);
    expect(done('Bumped pydantic to 2.9.', 'Upgrade pydantic to 2.9')).toBe(true);
    expect(done('Kicked off the quarterly reindex.', 'Start the quarterly reindex')).toBe(true);
    expect(done('Spun up two spare runners.', 'Create two spare runners')).toBe(true);
    expect(done('The guest wifi account was set up.', 'Create the guest wifi account')).toBe(true);
    expect(done('The incident summary was written up by Lea.', 'Write the incident summary')).toBe(true);
    expect(done('We did not spin up the spare runners.', 'Create the spare runners')).toBe(false);
  });
});

describe('holds, background relative clauses, deadlines, conditions and the latest result of a check', () => {
  it('"held pending", "held until", "held back" suspend an event; a meeting that was held took place', () => {
    expect(done('release-bot: rollout of billing 2.3 to eu-west held pending the schema check', 'Roll out billing 2.3 to eu-west')).toBe(
      false,
    );
    expect(done('The invoice run was held until the auditors signed off.', 'Carry out the invoice run')).toBe(false);
    expect(done('We held back the 7.1 release because of the crash report.', 'Release 7.1')).toBe(false);
    expect(done('The kickoff workshop was held on Tuesday with all vendors.', 'Hold the kickoff workshop')).toBe(true);
  });
  it('a participle before a noun after the first verb modifies the noun ("Enable tiered storage")', () => {
    expect(done('Tiered storage was discussed again, but we decided against enabling it.', 'Enable tiered storage')).toBe(false);
    expect(done('Enabled tiered storage on the analytics cluster.', 'Enable tiered storage')).toBe(true);
    expect(done('Restored the deleted invoices from last night’s snapshot.', 'Restore deleted invoices')).toBe(true);
  });
  it("a relative clause whose subject is someone else is background, not the author's step", () => {
    expect(done('I opened the ticket about the quota that a customer raised last week.', 'Raise the quota')).toBe(false);
    expect(done('I checked the firewall rule that your administrator edited on Monday.', 'Edit the firewall rule')).toBe(false);
    expect(done('I imported the spreadsheet that the client uploaded this morning.', 'Import the spreadsheet')).toBe(true);
    expect(done('I reviewed the config that I changed yesterday.', 'Change the config')).toBe(true);
  });
  it('a bare "done" under a condition or before a deadline is not a report', () => {
    expect(done('Plan: reindex done by Thursday, then switch the alias.', 'Run the reindex')).toBe(false);
    expect(done('Cutover done before EOD.', 'Do the cutover')).toBe(false);
    expect(done('Once reindex done, switch the alias.', 'Run the reindex')).toBe(false);
    expect(done('Once reindex done, switch the alias.', 'Switch the alias')).toBe(false);
    expect(done('Reindex done.', 'Run the reindex')).toBe(true);
    expect(done('Reindex done by the nightly job.', 'Run the reindex')).toBe(true);
  });
  it('the latest result of the same check overrides an earlier pass', () => {
    expect(done('lint checks (run 1): 40 passed\nlint checks (run 2): 38 passed, 2 failed', 'Make the lint checks pass')).toBe(false);
    expect(done('The e2e specs passed this morning. After the rebase the e2e suite went red.', 'Make the e2e specs pass')).toBe(false);
    expect(done('The e2e specs failed at first. After the fix all e2e specs passed.', 'Make the e2e specs pass')).toBe(true);
    expect(done('The e2e specs passed. Later the unit tests failed.', 'Make the e2e specs pass')).toBe(true);
    expect(done('api tests: 112 passed, 0 failed', 'Make the api tests pass')).toBe(true);
    // A failure in a clause after the pass, or in the next sentence through "it"/"they", is the latest result too.
    expect(done('The canary probe passed at 08:40, then failed at 09:15 with a 502.', 'Make the canary probe pass')).toBe(false);
    expect(done('The canary probe passed on Monday but failed again on Tuesday.', 'Make the canary probe pass')).toBe(false);
    expect(done('The canary probe passed at 08:40. It failed at 09:15.', 'Make the canary probe pass')).toBe(false);
    expect(done('The canary probe failed twice, then passed at 08:40.', 'Make the canary probe pass')).toBe(true);
    expect(done('The canary probe passed at 08:40. It took 3 seconds.', 'Make the canary probe pass')).toBe(true);
  });
  it('"\'d" is "would" before a base form ("I\'d suggest …") and "had" before a participle', () => {
    expect(done("I'd also recommend clearing the print queue.", 'Clear the print queue')).toBe(false);
    expect(done("We'd suggest rotating the API token next week.", 'Rotate the API token')).toBe(false);
    expect(done("By noon we'd already cleared the print queue.", 'Clear the print queue')).toBe(true);
  });
  it('a chat handle before a colon is the speaker, so a past form after it opens the line', () => {
    const incident = '10:02 @lena: search_v2 flag disabled to cut load\n10:40 @lena: re-enabled search_v2, it was not the cause';
    expect(done(incident, 'Disable the search_v2 flag')).toBe(false);
    expect(done('10:02 @lena: restarted the ingest worker', 'Restart the ingest worker')).toBe(true);
  });
});

describe('number compounds, "-ance" verbs, "issue", "get rid of", "ack" and long status names', () => {
  it('a number joined by a hyphen to a word names a kind of thing, not a count', () => {
    expect(done('Plated the cells into three 24-well trays.', 'Plate the cells into the 24-well trays')).toBe(true);
    expect(done('Plated the cells into three 24-well trays.', 'Plate the cells into the 96-well trays')).toBe(false);
    expect(done('Set up two 3-node clusters for the load test.', 'Create the 3-node clusters')).toBe(true);
  });
  it('every form of a verb in "-ance"/"-ence" is one word', () => {
    expect(done('Rebalancing of the order shards took place overnight.', 'Rebalance the order shards')).toBe(true);
    expect(done('Rebalanced the order shards overnight.', 'Rebalance the order shards')).toBe(true);
    expect(done('Rebalancing of the order shards was postponed.', 'Rebalance the order shards')).toBe(false);
  });
  it('"issue" reports its event noun done ("issued a refund", "Refund … issued")', () => {
    expect(done('I issued a refund of the late fee this morning.', 'Refund the late fee')).toBe(true);
    expect(done('Refund of the late fee (USD 15) issued on 3 Mar.', 'Refund the late fee')).toBe(true);
    expect(done('The refund of the late fee has not been issued yet.', 'Refund the late fee')).toBe(false);
  });
  it('"get rid of" is "remove", and "ack" is "acknowledge"', () => {
    expect(done('Got rid of the stale feature flags in the admin app.', 'Remove the stale feature flags')).toBe(true);
    expect(done('We never got rid of the stale feature flags.', 'Remove the stale feature flags')).toBe(false);
    expect(done('Removed the stale feature flags.', 'Get rid of the stale feature flags')).toBe(true);
    expect(done('Acked the disk alert at 02:10.', 'Acknowledge the disk alert')).toBe(true);
  });
  it('a status name counts its words without "of" and "the", and its event noun before "of" heads it', () => {
    expect(done('Quarterly fire door inspection of the west stairwell: passed.', 'Inspect the west stairwell')).toBe(true);
    expect(done('Quarterly fire door inspection of the west stairwell: pending.', 'Inspect the west stairwell')).toBe(false);
  });
});

describe('launched test runners, the whole suite and JSON tool records', () => {
  it('a launcher before a test runner ("npx jest", "poetry run pytest") runs the tests; "full" asks for no selection', () => {
    expect(done('$ npx jest\nTests: 88 passed, 88 total', 'Run the full test suite')).toBe(true);
    expect(done('$ poetry run pytest\n===== 120 passed in 9.1s =====', 'Run the whole test suite')).toBe(true);
    expect(done('$ poetry run pytest tests/test_api.py\n===== 12 passed in 1.1s =====', 'Run the full test suite')).toBe(false);
  });
  it('a JSON tool call is its tool and arguments, done only when its result says ok and names no error', () => {
    const log = [
      '{"tool": "gitlab.create_tag", "args": {"project": "shop/api", "tag": "v3.2.0"}, "result": {"ok": true}}',
      '{"tool": "gitlab.delete_branch", "args": {"branch": "old-ui"}, "result": {"ok": false, "error": "protected branch"}}',
      '{"tool": "slack.post_message", "args": {"channel": "#releases"}, "result": {"status": "error"}}',
    ].join('\n');
    expect(done(log, 'Create the tag v3.2.0')).toBe(true);
    expect(done(log, 'Delete the branch old-ui')).toBe(false);
    expect(done(log, 'Post a message to #releases')).toBe(false);
  });
  it('a JSON tool record is parsed: nested results, escaped quotes and exit codes are read as JSON means them', () => {
    const log = [
      '{"tool": "dns.add_record", "args": {"name": "api.\\"edge\\"", "zone": "shop.io"}, "result": {"status": "done", "data": {"ttl": 300}}}',
      '{"tool": "k8s.scale_deployment", "args": {"name": "billing"}, "result": {"ok": true, "details": {"error": "quota exceeded"}}}',
      '{"tool": "shell.rotate_logs", "args": {"host": "web-2"}, "result": {"success": true, "exit_code": 2}}',
      '{"tool": "mail.send_invoice", "args": {"to": "ops"}, "result": "ok"}',
      '{"tool": "db.drop_table", "args": {"table": "audit_tmp"}, "result": {"ok": true, "dry_run": true}}',
      '{"tool": "cache.flush_region", "args": {"region": "eu-west"}, "result": {"ok": true}, "note": {broken}',
    ].join('\n');
    expect(done(log, 'Add the record in shop.io')).toBe(true);
    expect(done(log, 'Scale the billing deployment')).toBe(false);
    expect(done(log, 'Rotate the logs on web-2')).toBe(false);
    expect(done(log, 'Send the invoice to ops')).toBe(false);
    expect(done(log, 'Drop the audit_tmp table')).toBe(false);
    expect(done(log, 'Flush the eu-west cache region')).toBe(false);
  });
});

describe('complete counts', () => {
  it('"N of N", "N out of N" and "N/N" before a noun are all of them; a partial count or a place in a series is not', () => {
    expect(done('The agent was rolled out to 14 out of 14 laptops.', 'Roll out the agent to the laptops')).toBe(true);
    expect(done('Hotfix HF-22 applied to 5 of 5 kiosks.', 'Apply hotfix HF-22 to all 5 kiosks')).toBe(true);
    expect(done('Hotfix HF-22 applied to 4 of 5 kiosks.', 'Apply hotfix HF-22 to all 5 kiosks')).toBe(false);
    expect(done('Hotfix HF-22 applied to 4/5 kiosks.', 'Apply hotfix HF-22 to all 5 kiosks')).toBe(false);
    expect(done('Step 6 of 6: deploying to production.', 'Deploy to production')).toBe(false);
    expect(done('[6/6] Deploying to production', 'Deploy to production')).toBe(false);
    expect(done('Firmware will be pushed to 8 of 8 switches tonight.', 'Push the firmware to all 8 switches')).toBe(false);
    expect(done('Backups were not taken on 4 of 4 nodes.', 'Take backups on all 4 nodes')).toBe(false);
    expect(done('Snapshots taken on 3 of 3 replicas in staging.', 'Take snapshots on all 3 replicas in production')).toBe(false);
  });
  it('a partial count of the group the milestone counts or names is not the whole group; a count of something else is', () => {
    expect(done('Resynced 3 of 4 replicas.', 'Resync the replicas')).toBe(false);
    expect(done('2/3 brokers restarted; broker-3 still draining.', 'Restart all 3 brokers')).toBe(false);
    expect(done('Certificates renewed on five out of six gateways.', 'Renew the certificates on the gateways')).toBe(false);
    expect(done('Ran the integration tests: 40 of 42 passed.', 'Run the integration tests')).toBe(true);
    expect(done('Resynced 4 of 4 replicas.', 'Resync the replicas')).toBe(true);
  });
});

describe('outcomes after an arrow, timed bare completions and identifiers', () => {
  it('an arrow before an outcome with its own subject cuts the instruction from it', () => {
    expect(done('3. Rotate the API token → token tok-118 rotated at 09:12.', 'Rotate token tok-118')).toBe(true);
    expect(done('3. Rotate the API token → token rotation pending approval.', 'Rotate the API token')).toBe(false);
    expect(done('3. Flush the CDN cache → not needed.', 'Flush the CDN cache')).toBe(false);
    expect(done('Bumped lodash 4.17.20 → 4.17.21.', 'Upgrade lodash to 4.17.21')).toBe(true);
  });
  it('a bare completion may give its duration; "creation" is the event of "create"', () => {
    expect(done('google_sql_database.reports: Creation complete after 14s', 'Create the reports database')).toBe(true);
    expect(done('Reindex done in 12 min.', 'Run the reindex')).toBe(true);
    expect(done('Creation of the reports database was postponed.', 'Create the reports database')).toBe(false);
  });
  it('an identifier joined by "_" or "." names its parts', () => {
    expect(done('Dropped the index orders.email_idx after the review.', 'Drop the email index on orders')).toBe(true);
  });
});

describe('a gerund before "of" opening a sentence', () => {
  it('is the event noun, done when a verb of doing reports it', () => {
    expect(done('Training of the fraud classifier finished in 18 min.', 'Train the fraud classifier')).toBe(true);
    expect(done('Training of the fraud classifier was postponed to Monday.', 'Train the fraud classifier')).toBe(false);
  });
});

describe('destroyed resources, failures with a negative phrase and named times', () => {
  it('destroy, destruction, tear down and deprovision undo create and provision', () => {
    expect(done('We created the reporting queue. An hour later we destroyed the reporting queue.', 'Create the reporting queue')).toBe(
      false,
    );
    expect(
      done(
        'google_pubsub_topic.audit: Creation complete after 3s\ngoogle_pubsub_topic.audit: Destruction complete after 2s',
        'Create the audit topic',
      ),
    ).toBe(false);
    expect(done('We created the sandbox cluster. The sandbox cluster was torn down on Friday.', 'Create the sandbox cluster')).toBe(false);
    expect(done('Provisioned the build agent. Later the build agent was deprovisioned.', 'Provision the build agent')).toBe(false);
    expect(done('We created the sandbox cluster. Later we destroyed the old demo bucket.', 'Create the sandbox cluster')).toBe(true);
    expect(done('We tore down the sandbox cluster.', 'Tear down the sandbox cluster')).toBe(true);
  });
  it('"failed with no …" is a failure: the "no" belongs to the phrase, not the verb', () => {
    expect(done('The invoice import failed with "no route to host".', 'Run the invoice import')).toBe(false);
    expect(done('The invoice import failed with no error message at all.', 'Run the invoice import')).toBe(false);
    expect(done('We did not skip the invoice review.', 'Do the invoice review')).toBe(true);
  });
  it('a time the milestone names is not met by a report of another time of that kind', () => {
    expect(done("On Tuesday we ran the payroll sync, a day ahead of Thursday's audit.", "Run Thursday's payroll sync")).toBe(false);
    expect(done('We ran the payroll sync on Tuesday and on Thursday.', "Run Thursday's payroll sync")).toBe(true);
    expect(done("Tuesday's payroll sync ran cleanly, and Thursday's sync was skipped.", "Run Tuesday's payroll sync")).toBe(true);
    expect(done("Tuesday's payroll sync ran cleanly, and Thursday's sync was skipped.", "Run Thursday's payroll sync")).toBe(false);
    expect(done('We published the weekly digest, and the monthly digest is drafted.', 'Publish the monthly digest')).toBe(false);
    expect(done('Yesterday we rotated the signing key, and the audit is due today.', 'Rotate the signing key today')).toBe(false);
    expect(done('We closed the June ledger in July.', 'Close the June ledger')).toBe(true);
  });
});

describe('retries that went through, "vars" and a bare completion with an "of" phrase', () => {
  it('a retry that "went through" carried the attempt out', () => {
    const tried = 'Tried to renew the wildcard certificate through the ACME client: rate limited.';
    expect(done(`${tried} Retried, and it went through.`, 'Renew the wildcard certificate')).toBe(true);
    expect(done(`${tried} Retried, and it went through on the second attempt.`, 'Renew the wildcard certificate')).toBe(true);
    expect(done(`${tried} Retried, and it went through the same rate limit again.`, 'Renew the wildcard certificate')).toBe(false);
    expect(done(`${tried} Retried, but it did not go through.`, 'Renew the wildcard certificate')).toBe(false);
  });
  it('"var"/"vars" and "variable"/"variables" are an abbreviation pair', () => {
    expect(done('Documented the build vars in CONTRIBUTING.md.', 'Document the build variables in CONTRIBUTING.md')).toBe(true);
  });
  it('an event noun with an "of" phrase, then complete, done or finished, reports the event', () => {
    expect(done('ops-bot: migration of the ledger schema to v12 complete', 'Migrate the ledger schema to v12')).toBe(true);
    expect(done('Restore of the media bucket finished after 40s.', 'Restore the media bucket')).toBe(true);
    expect(done('Restore of the media bucket not finished.', 'Restore the media bucket')).toBe(false);
    expect(done('Restore of the media bucket once the quota is raised done.', 'Restore the media bucket')).toBe(false);
    expect(done('Restore of the media bucket done by Friday.', 'Restore the media bucket')).toBe(false);
  });
});

describe('error subjects by their head, and steps named after a project script', () => {
  it('a failure "creating <thing> (<name>)" is a failure of the thing its head names', () => {
    const log =
      '$ tofu apply\ngoogle_storage_bucket.media: Creation complete after 3s [id=media-eu]\n$ tofu apply\nError: creating storage bucket IAM binding (media-eu): permission denied';
    expect(done(log, 'Create the media-eu bucket')).toBe(true);
    expect(done(log, 'Create the IAM binding for media-eu')).toBe(false);
    const again = '$ tofu apply\nError: creating storage bucket (media-eu): already exists\nWe created the media-eu bucket.';
    expect(done(again, 'Create the media-eu bucket')).toBe(false);
  });
  it('"build …", "lint …" are met by a clean run of a command naming the step and the other words', () => {
    const log = '$ yarn workspace admin build\nbuilt 88 modules in 6.1s\n$ yarn workspace site build\nerror: missing env var SITE_URL';
    expect(done(log, 'Build the admin app')).toBe(true);
    expect(done(log, 'Build the site')).toBe(false);
    expect(done('$ npm run build -- --filter admin\nbuilt 88 modules in 6.1s', 'Build the project')).toBe(false);
    expect(done('$ npm run build\nbuilt 240 modules in 9.8s', 'Build the project')).toBe(true);
    expect(done('$ npm run build -- --dry-run\nwould build 240 modules', 'Build the project')).toBe(false);
  });
});

describe('"non-" places and rollbacks of the place a step was done to', () => {
  it('a word led by "non-" (or after a lone "non") is not that word', () => {
    expect(done('Rotated the TLS keys on the non-prod clusters.', 'Rotate the TLS keys on the prod clusters')).toBe(false);
    expect(done('Rotated the TLS keys on the non prod clusters.', 'Rotate the TLS keys on the production clusters')).toBe(false);
    expect(done('Rotated the TLS keys on the non-prod clusters.', 'Rotate the TLS keys on the non-prod clusters')).toBe(true);
    expect(done('Rotated the TLS keys on the prod clusters.', 'Rotate the TLS keys on the production clusters')).toBe(true);
  });
  it('a later rollback of the place undoes the step whatever version it returns to; another place does not', () => {
    const deployed = 'Shipped build 7c91e02 to canary at 09:10.';
    expect(done(`${deployed} At 09:40 canary was rolled back to 66ab0f3.`, 'Deploy 7c91e02 to canary')).toBe(false);
    expect(done(`${deployed} At 09:40 the eu cluster was rolled back to 66ab0f3.`, 'Deploy 7c91e02 to canary')).toBe(true);
    expect(done('Released v4.2 to production. Production was reverted to v4.1 after the error spike.', 'Release v4.2 to production')).toBe(
      false,
    );
  });
});

describe('the addressee of a support reply', () => {
  it('"your X" in a reply meets "the customer\'s X", "the user\'s X"', () => {
    expect(done('Agent: Thanks for waiting. I have closed your duplicate ticket.', "Close the customer's duplicate ticket")).toBe(true);
    expect(done("Support: I've renewed your licence key, it is valid until March.", "Renew the user's licence key")).toBe(true);
    expect(done('Agent: I updated the client’s welcome email.', "Update the client's welcome email")).toBe(true);
    expect(done('Agent: I reset the subscriber password for Ann.', "Reset the subscriber's password")).toBe(true);
  });
  it('"your X" that was not done, will be done, or was asked for is not done', () => {
    expect(done("Agent: I couldn't close your duplicate ticket, it is locked.", "Close the customer's duplicate ticket")).toBe(false);
    expect(done('Agent: I will renew your licence key once billing confirms.', "Renew the user's licence key")).toBe(false);
    expect(
      done('Customer: Can you renew my licence key? Agent: Should I renew your licence key now?', "Renew the user's licence key"),
    ).toBe(false);
    expect(done('Agent: I unlocked your account. Agent: Sorry, I had to lock your account again.', "Unlock the customer's account")).toBe(
      false,
    );
    expect(done('Customer: please renew my licence key before Friday.', "Renew the user's licence key")).toBe(false);
    expect(done('Agent: I renewed your team licence key.', "Renew the user's billing key")).toBe(false);
  });
});

describe('reversals of bookings and registrations', () => {
  it('a later cancel or deregistration of the same thing undoes the step; of another thing it does not', () => {
    expect(
      done('Scheduled the failover drill for Friday; on Thursday the failover drill was cancelled.', 'Schedule the failover drill'),
    ).toBe(false);
    expect(done('Booked the conference room for the retro, then cancelled the conference room.', 'Book the conference room')).toBe(false);
    expect(done('Registered the webhook endpoint. Later we deregistered the webhook endpoint.', 'Register the webhook endpoint')).toBe(
      false,
    );
    expect(done('Scheduled the failover drill for Friday; the vendor call was cancelled.', 'Schedule the failover drill')).toBe(true);
    expect(done('Registered the webhook endpoint.', 'Register the webhook endpoint')).toBe(true);
  });
});

describe('an undo the speaker had to carry out', () => {
  it('"had to", "needed to", "was forced to" + a reversal undoes the step', () => {
    expect(done('Turned on the read replica at noon. By two we had to turn off the read replica again.', 'Turn on the read replica')).toBe(
      false,
    );
    expect(
      done(
        'Enabled request tracing on the gateway. Latency doubled, so I was forced to disable request tracing.',
        'Enable request tracing',
      ),
    ).toBe(false);
    expect(done('Applied the kernel patch on db-7. An hour later we had to quickly roll it back.', 'Apply the kernel patch on db-7')).toBe(
      false,
    );
    expect(
      done('Pointed the CNAME at the new origin. We needed to change it back before lunch.', 'Point the CNAME at the new origin'),
    ).toBe(false);
    expect(
      done('Set the DNS TTL to 60 seconds for the cutover. We had to change the DNS TTL back to 300.', 'Set the DNS TTL to 60 seconds'),
    ).toBe(false);
  });
  it('"back" later in the sentence does not hide a plain reversal', () => {
    expect(done('Enabled request tracing in May. We had to disable request tracing back in June.', 'Enable request tracing')).toBe(false);
  });
  it('a present duty, a denied one, or a necessity about something else leaves the step done', () => {
    expect(done('Enabled request tracing on the gateway. Tomorrow I have to disable request tracing.', 'Enable request tracing')).toBe(
      true,
    );
    expect(done('Enabled request tracing on the gateway. We did not have to disable request tracing.', 'Enable request tracing')).toBe(
      true,
    );
    expect(done('Enabled request tracing on the gateway. We had to disable the debug banner.', 'Enable request tracing')).toBe(true);
  });
});

describe('chat channels, plans by a time to come, modes that change nothing, a return to the state before', () => {
  it('"#name" is a channel, so it meets a milestone that says "channel"', () => {
    expect(done('Shared the outage summary in #infra-alerts at 09:12.', 'Share the outage summary in the infra-alerts channel')).toBe(true);
    expect(done('#release-train pinged with the go/no-go result.', 'Ping the release-train channel')).toBe(true);
    expect(done('I have not shared the outage summary in #infra-alerts yet.', 'Share the outage summary in the infra-alerts channel')).toBe(
      false,
    );
    expect(done('Shared the outage summary on ticket #4471.', 'Share the outage summary in the channel')).toBe(false);
    expect(
      done('Will share the outage summary in #infra-alerts after lunch.', 'Share the outage summary in the infra-alerts channel'),
    ).toBe(false);
  });
  it('a present tense beside tomorrow, tonight or "next <time>" is a plan', () => {
    expect(done('We purge the CDN cache tonight.', 'Purge the CDN cache')).toBe(false);
    expect(done('The replica is promoted next Thursday.', 'Promote the replica')).toBe(false);
    expect(done('Next sprint the team archives the legacy dashboards.', 'Archive the legacy dashboards')).toBe(false);
    expect(done('The CDN cache was purged on Monday; next week we purge it again.', 'Purge the CDN cache')).toBe(true);
    expect(done('The replica has been promoted; tomorrow we watch the lag.', 'Promote the replica')).toBe(true);
  });
  it('a run in a mode that changes nothing reports nothing done', () => {
    expect(done('The archiver removed 1,903 expired tokens in simulation mode.', 'Remove the expired tokens')).toBe(false);
    expect(done('In what-if mode the script resized all 14 volumes.', 'Resize all 14 volumes')).toBe(false);
    expect(done('The archiver removed 1,903 expired tokens.', 'Remove the expired tokens')).toBe(true);
  });
  it('going back to the "pre-<event>" state undoes that event only', () => {
    expect(
      done(
        'Reindexed the search cluster at 01:00. By 03:00 we had restored the pre-reindex snapshot of the search cluster.',
        'Reindex the search cluster',
      ),
    ).toBe(false);
    expect(
      done('Resharded the events table. We then rolled back to the pre-resharding layout of the events table.', 'Reshard the events table'),
    ).toBe(false);
    expect(
      done(
        'Snapshotted the search cluster, then reindexed it. Later we restored the pre-reindex snapshot of the search cluster.',
        'Snapshot the search cluster',
      ),
    ).toBe(true);
    expect(
      done(
        'Reindexed the search cluster. The pre-reindex snapshot of the search cluster is kept for a week.',
        'Reindex the search cluster',
      ),
    ).toBe(true);
  });
  it('a particle after the object makes the phrasal verb, and its reversal undoes the step', () => {
    expect(done('Enabled the audit banner. After complaints we switched the audit banner off.', 'Enable the audit banner')).toBe(false);
    expect(done('Disabled the legacy webhook. An hour later we switched it back on.', 'Disable the legacy webhook')).toBe(false);
    expect(done('Enabled the audit banner. After complaints we switched the hallway lights off.', 'Enable the audit banner')).toBe(true);
  });
});

describe('a group with members taken out, a reversal done again, a dry-run flag in prose', () => {
  it('a counted milestone is not met where the sentence takes members out of the group', () => {
    expect(done('Restarted every broker except broker-4.', 'Restart all brokers')).toBe(false);
    expect(done('The 9 brokers were restarted, save one.', 'Restart the 9 brokers')).toBe(false);
    expect(done('Restarted all brokers but two.', 'Restart all brokers')).toBe(false);
    expect(done('Restarted all nine brokers excluding the canary.', 'Restart all nine brokers')).toBe(false);
    expect(done('Restarted all brokers.', 'Restart all brokers')).toBe(true);
  });
  it('doing a reversal again ("recreated", "re-enabled") undoes the step', () => {
    expect(done('Dropped the scratch schema at 11:00 and recreated it at 11:20.', 'Drop the scratch schema')).toBe(false);
    expect(done('Disabled the legacy exporter on Monday. Re-enabled the legacy exporter on Tuesday.', 'Disable the legacy exporter')).toBe(
      false,
    );
    expect(done('Dropped the scratch schema at 11:00.', 'Drop the scratch schema')).toBe(true);
  });
  it('a sentence with a dry-run flag reports nothing done', () => {
    expect(done('Pruned the old images with --dry-run: 312 would go.', 'Prune the old images')).toBe(false);
    expect(done('Ran Remove-StaleUsers -WhatIf and it removed 40 stale users.', 'Remove the stale users')).toBe(false);
    expect(done('Pruned the old images; 312 are gone.', 'Prune the old images')).toBe(true);
  });
});

describe('a re-run named by no check of its own', () => {
  it('fails the check just reported when it fails in one of the next two sentences', () => {
    expect(done('The contract suite passed at 08:15. A rerun at 09:00 failed on the payments stub.', 'Make the contract suite pass')).toBe(
      false,
    );
    expect(done('Load tests passed. The next run, after the cache change, errored out.', 'Make the load tests pass')).toBe(false);
    expect(done('The contract suite passed at 08:15. A rerun of the lint checks at 09:00 failed.', 'Make the contract suite pass')).toBe(
      true,
    );
    expect(done('The contract suite passed at 08:15. A rerun at 09:00 passed as well.', 'Make the contract suite pass')).toBe(true);
  });
});

describe('a compound written as one word, a count in an instruction the lexicon does not know', () => {
  it('two words of the milestone that the trace writes as one are that word', () => {
    expect(done('Ran the healthcheck on api-3: ok.', 'Run the health check on api-3')).toBe(true);
    expect(done('smoketest ........ passed', 'Run the smoke test')).toBe(true);
    expect(done('The healthcheck on api-3 was skipped.', 'Run the health check on api-3')).toBe(false);
    expect(done('smoketest ........ failed', 'Run the smoke test')).toBe(false);
  });
  it('"all" in an instruction read as a noun phrase still counts', () => {
    expect(done('Reindexed most shards.', 'Reindex all shards')).toBe(false);
    expect(done('Reindexed every shard except shard-7.', 'Reindex all shards')).toBe(false);
    expect(done('Reindexed all shards.', 'Reindex all shards')).toBe(true);
  });
});

describe('a get-passive beside a time to come, a phrase closed by "only"', () => {
  it('"gets <participle>" with tomorrow or a frequency word is a plan or a habit', () => {
    expect(done('The search index gets rebuilt tomorrow.', 'Rebuild the search index')).toBe(false);
    expect(done('The search index gets rebuilt every night.', 'Rebuild the search index')).toBe(false);
    expect(done('The search index was rebuilt at 02:00.', 'Rebuild the search index')).toBe(true);
  });
  it('a counted milestone is not met where "only" closes a phrase', () => {
    expect(done('Pushed the new resolver config to the eu-west-1 region only.', 'Push the new resolver config to all regions')).toBe(false);
    expect(done('Pushed the new resolver config to all regions.', 'Push the new resolver config to all regions')).toBe(true);
    expect(done('We have only pushed the new resolver config so far.', 'Push the new resolver config')).toBe(true);
  });
});

describe("a reversal named by the step's own words further on, a failure in a clause with no subject of its own", () => {
  it("a reversal naming nothing but the step's words undoes it however far later", () => {
    const grant =
      'Granted write access on the reporting bucket to Priya.\nPriya said it works.\nLunch break.\nLater the owner asked to remove it; access revoked at 17:20.';
    expect(done(grant, 'Grant write access on the reporting bucket to Priya')).toBe(false);
    expect(
      done(
        'Enabled the beta-search flag for tenant north.\nCache warmed.\nIndexes checked.\nLogs look clean.\nFlag disabled at 18:00.',
        'Enable the beta-search flag for tenant north',
      ),
    ).toBe(false);
    // A reversal that names something the step does not is about that thing.
    expect(
      done(
        'Granted write access on the reporting bucket to Priya.\nChecked the logs.\nRotated the keys.\nRevoked access for the old contractor account.',
        'Grant write access on the reporting bucket to Priya',
      ),
    ).toBe(true);
    // A step that opens an interval is closed, not undone, by its end further on.
    expect(
      done(
        'Paused the ingest workers for the migration.\nRe-pointed the queue.\nDrained the backlog.\nWorkers resumed at 04:10.',
        'Pause the ingest workers for the migration',
      ),
    ).toBe(true);
  });
  it("a failure after a comma, with no subject of its own, is the same check's next result", () => {
    expect(done('Canary check: passed at 08:05, failed at 08:40 (timeout). Not re-run.', 'Make the canary check pass')).toBe(false);
    expect(done('The canary check passed at 08:40, failed at 08:05 on the old image.', 'Make the canary check pass')).toBe(true);
    expect(done('The canary check passed; had failed twice before the fix.', 'Make the canary check pass')).toBe(true);
    expect(done('Format check passed, type check failed on two files.', 'Run the format check')).toBe(true);
  });
});

describe('infrastructure runners, checks that only look, status marks before a check', () => {
  it('terraform, helm and ansible-playbook run the subcommand they are given', () => {
    const plan = '$ terraform plan -out=net.plan\nPlan: 4 to add, 0 to change, 0 to destroy.\n';
    expect(done(plan, 'Run terraform plan')).toBe(true);
    expect(done('$ helm lint ./charts/billing\n==> Linting ./charts/billing\n1 chart(s) linted', 'Run helm lint')).toBe(true);
    expect(done('$ ansible-playbook site.yml --check\nPLAY RECAP ok=4 changed=0', 'Run ansible-playbook site.yml')).toBe(false);
    expect(done('$ kubectl apply -f web.yaml --dry-run=client\ndeployment.apps/web configured (dry run)', 'Run kubectl apply')).toBe(false);
    expect(done('$ terraform plan\nError: Invalid provider configuration', 'Run terraform plan')).toBe(false);
    expect(done('$ terraform apply net.plan\nApply cancelled.', 'Run terraform apply')).toBe(false);
  });
  it('a generic undo of something else does not take back a check that only looked', () => {
    const ci = 'Build 311\n  typecheck ......... ok\n  unit tests ........ 640 passed, 0 failed\n\n';
    expect(done(`${ci}Shipped 9c2e1a0 to canary. An hour later canary was reverted to 77ab3f0.`, 'Run the typecheck')).toBe(true);
    expect(done(`${ci}Shipped 9c2e1a0 to canary. An hour later canary was reverted to 77ab3f0.`, 'Run the unit tests')).toBe(true);
    expect(done('Shipped 9c2e1a0 to canary. An hour later canary was reverted to 77ab3f0.', 'Ship 9c2e1a0 to canary')).toBe(false);
    expect(done(`${ci}Later the typecheck was found to have run against a stale lockfile and failed.`, 'Make the typecheck pass')).toBe(
      false,
    );
  });
  it('a status mark before a check says it passed, and a later crossed run overturns it', () => {
    expect(done('Pipeline 88\n✔ lint 12s\n✔ typecheck 30s\n', 'Pass the type check')).toBe(true);
    expect(done('Pipeline 88\n✔ lint 12s\n', 'Make the linter pass')).toBe(true);
    expect(done('Pipeline 88\n✔ typecheck 30s\n\nPipeline 88 (retry)\n✘ typecheck 31s\n', 'Pass the type check')).toBe(false);
    expect(done('Nightly\ncontract tests ✅\n\nNightly (rerun)\ncontract tests ❌\n', 'Make the contract tests pass')).toBe(false);
    expect(done('Nightly\ncontract tests ✅\n\nNightly (rerun)\ncontract tests: skipped\n', 'Make the contract tests pass')).toBe(false);
    expect(done('Pipeline 88\n✘ typecheck 30s\n\nPipeline 88 (retry)\n✔ typecheck 29s\n', 'Pass the type check')).toBe(true);
    expect(done('Checklist\n[x] typecheck\n', 'Pass the type check')).toBe(false);
    expect(done('Pipeline 88\n✔ deploy preview 12s\n', 'Make the preview deploy pass')).toBe(false);
  });
});

describe('refraining, a weekday to come, returns by renaming and flipping', () => {
  it('a gerund after a verb of refraining is not done', () => {
    for (const lead of [
      'We refrained from',
      'The team held back from',
      'We stopped short of',
      'Ops steered clear of',
      'We shied away from',
      'I abstained from',
      'We passed on',
      'Finance gave up on',
      'We opted out of',
      'We backed off from',
      'I avoided',
    ])
      expect(done(`${lead} upgrading the runners.`, 'Upgrade the runners')).toBe(false);
    expect(done('We finished upgrading the runners.', 'Upgrade the runners')).toBe(true);
    expect(done('We started with upgrading the runners and it went fine.', 'Upgrade the runners')).toBe(true);
  });
  it('a present tense with "on"/"this" before a weekday is a schedule', () => {
    expect(done('The DNS cutover happens on Thursday.', 'Cut over DNS')).toBe(false);
    expect(done('This Saturday we rotate the signing key.', 'Rotate the signing key')).toBe(false);
    expect(done('The DNS cutover took place on Thursday.', 'Cut over DNS')).toBe(true);
    expect(done('The disk alerts on kafka-5 were silenced until Monday.', 'Silence the disk alerts on kafka-5')).toBe(true);
  });
  it('"renamed back", "flipped it back off" return things to where they were', () => {
    expect(done('Renamed the bucket to logs-archive. Later it was renamed back.', 'Rename the bucket to logs-archive')).toBe(false);
    expect(done('Reassigned the pager to Priya, then reassigned it back to Omar.', 'Reassign the pager to Priya')).toBe(false);
    expect(done('Turned on maintenance mode at 21:00 and flipped it back off at 21:40.', 'Turn on maintenance mode')).toBe(false);
    expect(done('Turned on maintenance mode at 21:00.', 'Turn on maintenance mode')).toBe(true);
  });
});

describe("the step's own event failing after the report", () => {
  it('a later failure or refusal of the event noun undoes the report', () => {
    expect(done('The certificate was renewed, but the renewal failed at 10:12.', 'Renew the certificate')).toBe(false);
    expect(done('Upgraded the broker to 3.7. The upgrade was rejected by the admission webhook.', 'Upgrade the broker to 3.7')).toBe(false);
    expect(done('Renewed the office lease, but the landlord then declined the renewal.', 'Renew the office lease')).toBe(false);
    expect(done('Deployed the gateway to eu-west. This deployment crashed on start.', 'Deploy the gateway to eu-west')).toBe(false);
  });
  it('a failure before the report, or of something else, leaves it', () => {
    expect(done('The renewal failed at 10:12. I renewed the certificate again at 10:30 and it worked.', 'Renew the certificate')).toBe(
      true,
    );
    expect(done('The certificate was renewed, but the dashboard export failed.', 'Renew the certificate')).toBe(true);
    expect(done('Upgraded the broker to 3.7. The upgrade of the client library failed.', 'Upgrade the broker to 3.7')).toBe(true);
    expect(done('Submitted the expense report; finance rejected the invoice on Friday.', 'Submit the expense report')).toBe(true);
  });
});

describe('a time stamp after a speaker, chat shortenings of "please"', () => {
  it('reads the line after the speaker and its time stamp', () => {
    expect(done('(Agent) 07:12 Rebuilt the search index for tenant 42.', 'Rebuild the search index for tenant 42')).toBe(true);
    expect(done('(Agent) 07:12 Will rebuild the search index for tenant 42 tonight.', 'Rebuild the search index for tenant 42')).toBe(
      false,
    );
    expect(done('(Mara) 07:10 can you rebuild the search index for tenant 42?', 'Rebuild the search index for tenant 42')).toBe(false);
  });
  it('"pls" and "plz" ask', () => {
    expect(done('pls rotate the webhook secret', 'Rotate the webhook secret')).toBe(false);
    expect(done('(Mara) 07:10 Pls rotate the webhook secret.', 'Rotate the webhook secret')).toBe(false);
    expect(done('mara: plz rotate the webhook secret', 'Rotate the webhook secret')).toBe(false);
    expect(done('Rotated the webhook secret, as Mara asked (she wrote "pls do it today").', 'Rotate the webhook secret')).toBe(true);
  });
});

describe('a script step made to pass', () => {
  it('the last clean run of the script is the pass', () => {
    expect(done('$ pnpm build\nerror TS2345 in src/cart.ts\n$ pnpm build\nBuild completed in 12s', 'Make the build pass')).toBe(true);
    expect(done('$ npm run typecheck\n> tsc --noEmit\nFound 0 errors.', 'Make the typecheck pass')).toBe(true);
    expect(done('$ pnpm build\nBuild completed in 12s\n$ pnpm build\nerror TS2345 in src/cart.ts', 'Make the build pass')).toBe(false);
    expect(done('$ npm run lint\n✖ 3 problems (3 errors, 0 warnings)', 'Make the linter pass')).toBe(false);
    expect(done('$ npm run lint\n2 warnings found', 'Make the linter pass')).toBe(false);
    expect(done('$ pnpm --filter web build\nBuild completed in 12s', 'Make the build pass')).toBe(false);
    expect(done('$ make build --dry-run\ncc -o app main.c', 'Make the build pass')).toBe(false);
  });
});

describe('shares short of done, pre-production, untouched, "would have"', () => {
  it('a share short of the whole or "mostly" is not done', () => {
    expect(done('Migration of the mailboxes is 96% done.', 'Migrate the mailboxes')).toBe(false);
    expect(done('The archive upload is 40 % complete.', 'Upload the archive')).toBe(false);
    expect(done('The mailbox migration is mostly done.', 'Migrate the mailboxes')).toBe(false);
    expect(done('The mailbox migration is done.', 'Migrate the mailboxes')).toBe(true);
  });
  it('"pre-prod" is not production', () => {
    expect(done('Deployed release 7.2 to the pre-prod cluster.', 'Deploy release 7.2 to the prod cluster')).toBe(false);
    expect(done('Deployed release 7.2 to the pre-production cluster.', 'Deploy release 7.2 to the production cluster')).toBe(false);
    expect(done('Deployed release 7.2 to the pre-prod cluster.', 'Deploy release 7.2 to the pre-prod cluster')).toBe(true);
  });
  it('"untouched", "unchanged" deny the verb', () => {
    expect(done('Rebooted db-3 on staging, and the prod db-3 is untouched.', 'Reboot db-3 in production')).toBe(false);
    expect(done('Patched the kernel on staging - prod unpatched.', 'Patch the kernel on prod')).toBe(false);
    expect(done('Rebooted db-3 in prod; the staging db-3 is untouched.', 'Reboot db-3 in prod')).toBe(true);
  });
  it('"\'d\'ve" is "would have"', () => {
    expect(done("tomas (14:02): I'd've rebooted db-3 but the console was down", 'Reboot db-3')).toBe(false);
    expect(done("tomas (14:02): I'd rebooted db-3 before the console went down", 'Reboot db-3')).toBe(true);
  });
});

describe('a pass told as history, bare "fail", a scope closed by "only"', () => {
  it('a pass placed in an earlier run does not outlive a failure reported before it in the text', () => {
    expect(done(' ✗ contract tests  (3 failed)\nThe contract tests passed on the previous run.', 'Make the contract tests pass')).toBe(
      false,
    );
    expect(done('Status: lint ❌\nThe lint checks passed earlier this morning.', 'Make the lint checks pass')).toBe(false);
    expect(
      done(
        'The contract tests failed at 09:10. I pinned the schema and the contract tests passed on the re-run.',
        'Make the contract tests pass',
      ),
    ).toBe(true);
  });
  it('a bare "fail" after the pass is the latest result; "0 fail" is none', () => {
    expect(done('The contract tests passed last week, but four of them fail now.', 'Make the contract tests pass')).toBe(false);
    expect(done('The contract tests passed at 10:02, then they fail on every retry.', 'Make the contract tests pass')).toBe(false);
    expect(done('vitest run\n 57 pass\n 0 fail\nThe contract tests passed.', 'Make the contract tests pass')).toBe(true);
  });
  it('"only" before a parenthesis or dash, or opening "for/to/in/on", restricts the group', () => {
    expect(done('Turned on the beta banner for admins only (via the allowlist).', 'Turn on the beta banner for all users')).toBe(false);
    expect(done('Turned on the beta banner for admins only - everyone else waits.', 'Turn on the beta banner for every user')).toBe(false);
    expect(done('Turned on the beta banner only for admins.', 'Turn on the beta banner for all users')).toBe(false);
    expect(done('Turned on the beta banner for admins only (via the allowlist).', 'Turn on the beta banner for admins')).toBe(true);
  });
});

describe("another person's event, a restricted place, a value brought back", () => {
  it('reads each as done or not done, failing closed (1)', () => {
    expect(
      done("Priya's rollback of the billing service finished at 14:10. I watched the dashboards.", 'Roll back the billing service'),
    ).toBe(false);
    expect(
      done("Marco's upgrade of the staging cluster completed overnight; I only reviewed the logs.", 'Upgrade the staging cluster'),
    ).toBe(false);
    expect(done("I saw that Lena's restart of the cache nodes went through.", 'Restart the cache nodes')).toBe(false);
    expect(
      done('Shipped build 7.4.1 to prod-canary only; the full production rollout waits for sign-off.', 'Ship build 7.4.1 to production'),
    ).toBe(false);
    expect(done('Deployed the hotfix, staging only for now.', 'Deploy the hotfix to production')).toBe(false);
    expect(done('The migration was applied on staging only.', 'Apply the migration in production')).toBe(false);
  });
  it('reads each as done or not done, failing closed (2)', () => {
    expect(done('Raised the worker count to 12. After the alert storm we brought it back to 6.', 'Raise the worker count to 12')).toBe(
      false,
    );
    expect(done('Set max connections to 400 at noon; by 13:00 it was back at 200.', 'Set max connections to 400')).toBe(false);
    expect(done('Lowered the TTL to 60s, then put it back to 3600s an hour later.', 'Lower the TTL to 60s')).toBe(false);
    expect(done('This script backs up the home directories.', 'Back up the home directories')).toBe(false);
    expect(done('Renamed the bucket to logs-archive. An hour later Sam renamed it back.', 'Rename the bucket to logs-archive')).toBe(false);
    expect(done('Renamed the column to customer_ref; renamed it back after the report broke.', 'Rename the column to customer_ref')).toBe(
      false,
    );
  });
  it('reads each as done or not done, failing closed (3)', () => {
    expect(done('Disabled the legacy login. Re-enabled the legacy login after support complained.', 'Disable the legacy login')).toBe(
      false,
    );
    expect(done('Scaled the queue consumers down to zero; later scaled them back up.', 'Scale the queue consumers down to zero')).toBe(
      false,
    );
    expect(done('I rolled back the billing service to 3.2.0 at 14:10.', 'Roll back the billing service')).toBe(true);
    expect(done("Tomás's migration of the orders table went through at noon.", 'Migrate the orders table')).toBe(false);
    expect(done('We saw his cleanup of the temp buckets complete.', 'Clean up the temp buckets')).toBe(false);
    expect(done("Yesterday's backup of the CRM database completed at 02:10.", 'Back up the CRM database')).toBe(true);
  });
  it('reads each as done or not done, failing closed (4)', () => {
    expect(done('Bumped the heap to 8 GB; after the OOM storm we set it back to 4 GB.', 'Bump the heap to 8 GB')).toBe(false);
    expect(done('Changed the replica count to 5. By evening the replica count was back to 3.', 'Change the replica count to 5')).toBe(
      false,
    );
    expect(done('Rolled out the new pricing to the canary fleet.', 'Roll out the new pricing')).toBe(false);
    expect(done('Enabled the feature on eu-west-1 only.', 'Enable the feature in all regions')).toBe(false);
    expect(done('Purged the CDN on staging only.', 'Purge the CDN')).toBe(false);
    expect(done('Purged the CDN on staging only.', 'Purge the CDN on staging')).toBe(true);
  });
  it('reads each as done or not done, failing closed (5)', () => {
    expect(done('Renamed the queue to orders-v2; renamed it back at 15:00 after consumers broke.', 'Rename the queue to orders-v2')).toBe(
      false,
    );
    expect(done("The team's review of the contract is done.", 'Review the contract')).toBe(true);
  });
});

describe('the simple present, shares short of the whole, and earlier families in new words', () => {
  it('reads each as done or not done, failing closed (1)', () => {
    expect(done('The reindex of the catalog is running; about 40 minutes to go.', 'Reindex the catalog')).toBe(false);
    expect(done('Started the reindex of the catalog at 09:00. At 09:40 the reindex of the catalog finished.', 'Reindex the catalog')).toBe(
      true,
    );
    expect(done('Started reindexing the catalog at 09:00. It was still going when my shift ended.', 'Reindex the catalog')).toBe(false);
    expect(done('Kicked off the export of the invoices; it is in progress.', 'Export the invoices')).toBe(false);
    expect(done('The release job deploys the service to the cluster.', 'Deploy the service')).toBe(false);
    expect(done('Step four rotates the signing keys and step five restarts the gateway.', 'Rotate the signing keys')).toBe(false);
  });
  it('reads each as done or not done, failing closed (2)', () => {
    expect(done('The registration page for the domain loads fine.', 'Register the domain')).toBe(false);
    expect(done('I opened the domain registration form.', 'Register the domain')).toBe(false);
    expect(done('Completed the registration form for the domain.', 'Register the domain')).toBe(false);
    expect(done('The installation guide for the agent was updated.', 'Install the agent')).toBe(false);
    expect(done('I read the deployment checklist for the API.', 'Deploy the API')).toBe(false);
    expect(done('The translation memory for German was downloaded.', 'Translate the pricing page into German')).toBe(false);
  });
  it('reads each as done or not done, failing closed (3)', () => {
    expect(done('The smoke tests passed at 10:00. At 10:30 the smoke tests failed on the checkout step.', 'Pass the smoke tests')).toBe(
      false,
    );
    expect(done('Lint passed. Then the type check failed with 3 errors.', 'Pass the type check')).toBe(false);
    expect(done('The payout batch is on hold pending finance approval.', 'Release the payout batch')).toBe(false);
    expect(done('Placed a hold on the outbound transfer.', 'Send the outbound transfer')).toBe(false);
    expect(done('Ran the purge with --dry-run; 812 keys would be deleted.', 'Purge the stale keys')).toBe(false);
    expect(done('A dry run of the schema migration looked clean.', 'Run the schema migration')).toBe(false);
  });
  it('reads each as done or not done, failing closed (4)', () => {
    expect(done('Migrated 7 of the 9 tenants; the other two failed on quota.', 'Migrate the tenants')).toBe(false);
    expect(done('Half of the mailboxes were converted before the token expired.', 'Convert the mailboxes')).toBe(false);
    expect(done("We'd restart the gateway if the error rate climbs again.", 'Restart the gateway')).toBe(false);
    expect(done('Plan for tomorrow: rotate the database password.', 'Rotate the database password')).toBe(false);
    expect(done('I asked Ops to flush the CDN cache; no reply yet.', 'Flush the CDN cache')).toBe(false);
    expect(done('Requested that the vendor revoke the old token. Awaiting confirmation.', 'Revoke the old token')).toBe(false);
  });
  it('reads each as done or not done, failing closed (5)', () => {
    expect(done("Customer: Could you refund order 4411? Agent: I'll look into it.", 'Refund order 4411')).toBe(false);
    expect(done('The CDN cache was flushed at 11:02 and hit ratio recovered.', 'Flush the CDN cache')).toBe(true);
    expect(done('The nightly job rebuilds the search index.', 'Rebuild the search index')).toBe(false);
    expect(done('Each morning the bot archives the old tickets.', 'Archive the old tickets')).toBe(false);
    expect(done('We rotate the API keys with the vault CLI.', 'Rotate the API keys')).toBe(false);
    expect(done('Rebuilt the search index; all queries return results.', 'Rebuild the search index')).toBe(true);
  });
  it('reads each as done or not done, failing closed (6)', () => {
    expect(done('Some of the shards were rebalanced before the timeout.', 'Rebalance the shards')).toBe(false);
    expect(done('Most of the invoices were reissued.', 'Reissue the invoices')).toBe(false);
    expect(done('The rename of the queue was reverted an hour later.', 'Rename the queue')).toBe(false);
    expect(done('Cert renewal started at 09:00 and is still pending validation.', 'Renew the certificate')).toBe(false);
    expect(done('The renewal of the certificate is under way.', 'Renew the certificate')).toBe(false);
    expect(done('The smoke suite passed, but a rerun twenty minutes later failed.', 'Pass the smoke suite')).toBe(false);
  });
  it('reads each as done or not done, failing closed (7)', () => {
    expect(done('The withdrawal is on hold until compliance signs off.', 'Process the withdrawal')).toBe(false);
    expect(done('Ran the cleanup in what-if mode: 40 files would go.', 'Run the cleanup')).toBe(false);
    expect(done('terraform apply -auto-approve --dry-run finished without errors.', 'Apply the terraform plan')).toBe(false);
    expect(done('If the vendor confirms, we will cut over DNS on Friday.', 'Cut over DNS')).toBe(false);
    expect(done('Asked the DBA to vacuum the events table; she said she would look tomorrow.', 'Vacuum the events table')).toBe(false);
    expect(done('User: please re-run the billing export. Assistant: Sure, I will.', 'Re-run the billing export')).toBe(false);
  });
  it('reads each as done or not done, failing closed (8)', () => {
    expect(done('The registrar page shows the domain as available.', 'Register the domain')).toBe(false);
    expect(done('Provisioning notes for the cluster were filed.', 'Provision the cluster')).toBe(false);
    expect(done('The deployment of the API finished at 11:40.', 'Deploy the API')).toBe(true);
  });
});

describe('JSON shell records with an exit code', () => {
  it('an exit status 0 with a clean output is a run; a failure, nothing done or a dry run is not (1)', () => {
    expect(
      done('{"tool": "shell.exec", "args": {"cmd": "make lint"}, "result": {"exit_code": 0, "stdout": "all clean"}}', 'Run the linter'),
    ).toBe(true);
    expect(
      done('{"tool": "shell.exec", "args": {"cmd": "make lint"}, "result": {"exit_code": 2, "stdout": "3 problems"}}', 'Run the linter'),
    ).toBe(false);
    expect(
      done(
        '{"tool": "bash", "args": {"command": "pytest"}, "result": {"exit_code": 0, "stdout": "2 failed, 40 passed"}}',
        'Run the test suite',
      ),
    ).toBe(false);
    expect(
      done(
        '{"tool": "bash", "args": {"command": "pytest"}, "result": {"exit_code": 0, "stdout": "42 passed"}}\n{"tool": "bash", "args": {"command": "pytest"}, "result": {"exit_code": 1, "stdout": "1 failed, 41 passed"}}',
        'Run the test suite',
      ),
    ).toBe(false);
    expect(
      done(
        '{"tool": "shell.run", "args": {"cmd": "npm run build -- --dry-run"}, "result": {"exit_code": 0, "stdout": "would build 3 packages"}}',
        'Build the project',
      ),
    ).toBe(false);
    expect(
      done(
        '{"tool": "shell.run", "args": {"cmd": "npm run build"}, "result": {"exit_code": 0, "stdout": "nothing to do"}}',
        'Build the project',
      ),
    ).toBe(false);
  });
  it('an exit status 0 with a clean output is a run; a failure, nothing done or a dry run is not (2)', () => {
    expect(done('{"tool": "shell.run", "args": {"cmd": "npm run build"}}', 'Build the project')).toBe(false);
    expect(
      done(
        '{"tool": "shell.run", "args": {"cmd": "npm run build"}, "result": {"exit_code": 0, "stdout": "built in 4s"}}',
        'Build the project',
      ),
    ).toBe(true);
    expect(
      done(
        '{"tool": "shell.run", "args": {"cmd": "npm run build"}, "result": {"exit_code": 0, "stdout": "built in 4s"}}\nI then reverted the build config change.',
        'Deploy the project',
      ),
    ).toBe(false);
    expect(
      done(
        '{"tool": "kubectl.apply", "args": {"file": "deploy.yaml"}, "result": {"exit_code": 0, "stdout": "deployment.apps/web configured (server dry run)"}}',
        'Apply deploy.yaml',
      ),
    ).toBe(false);
    expect(
      done(
        '{"tool": "db.migrate", "args": {"target": "0042"}, "result": {"exit_code": 0, "stdout": "skipped: already applied"}}',
        'Migrate the database to 0042',
      ),
    ).toBe(false);
  });
});

describe('labels of status lines and steps that aim something (held-out process round 18)', () => {
  it('a plain present after a plural noun opening a label is the label, not a report', () => {
    expect(done('Duties check: was not performed. The vendor is rebuilding the rules.', 'Perform the duties check')).toBe(false);
    expect(done('Controls test: skipped this month. Next run in January.', 'Run the controls test')).toBe(false);
    expect(done('Assets scan: not started yet. The agent is offline.', 'Run the assets scan')).toBe(false);
    expect(done('Vendor checks: done.', 'Do the vendor checks')).toBe(true);
  });
  it('a step that aimed something at a target is undone when it is aimed back, whatever it is aimed back at', () => {
    expect(
      done(
        'Pointed the CNAME at the new CDN. Errors spiked, so I pointed the CNAME back at the old CDN.',
        'Point the CNAME at the new CDN',
      ),
    ).toBe(false);
    expect(
      done(
        'Pointed the record at the new load balancer. An hour later I pointed the record back to the old one.',
        'Point the record at the new load balancer',
      ),
    ).toBe(false);
    expect(done('Pointed the CNAME at the new CDN. The error rate stayed flat.', 'Point the CNAME at the new CDN')).toBe(true);
  });
});

describe('bracketed log times, places in milestones, CI job names, precautions, redacted names, test results', () => {
  it('a bracketed time opens a log line and is read apart from it', () => {
    expect(done('[06:10:12] compact_event_store ........ success', 'Compact the event store')).toBe(true);
    expect(done('[2026-03-02 06:10:12] INFO compact_event_store ........ success', 'Compact the event store')).toBe(true);
    expect(done('[06:10:12] compact_event_store ........ skipped (disk busy)', 'Compact the event store')).toBe(false);
    expect(done('[06:10:12] compact_event_store ........ success (dry run)', 'Compact the event store')).toBe(false);
    expect(done('[06:10:12] compact_event_store ........ failed (attempt 1)', 'Compact the event store')).toBe(false);
  });
  it('a status line naming a reversal undoes the step, whatever its remark says', () => {
    const grantThenRevoke =
      '[09:01] perm-bot: granted db:write on ledger-prod to ana.k\n[09:04] perm-bot: revoked db:write on ledger-prod from ana.k (not approved)';
    expect(done(grantThenRevoke, 'Grant db:write on ledger-prod')).toBe(false);
    expect(
      done(
        '09:01 perm-bot: granted db:write on ledger-prod to ana.k\n09:04 perm-bot: revoked db:write on ledger-prod (out of scope)',
        'Grant db:write on ledger-prod',
      ),
    ).toBe(false);
    expect(done('[09:01] perm-bot: granted db:write on ledger-prod to ana.k', 'Grant db:write on ledger-prod')).toBe(true);
  });
  it('an environment after a preposition in a milestone is a place the trace may write as a modifier', () => {
    expect(done('We resized the queue on the staging cluster.', 'Resize the queue on staging')).toBe(true);
    expect(done('We resized the queue on the production cluster.', 'Resize the queue on staging')).toBe(false);
    expect(done('We did not resize the queue on the staging cluster.', 'Resize the queue on staging')).toBe(false);
    expect(done('We will resize the queue on the staging cluster tomorrow.', 'Resize the queue on staging')).toBe(false);
    expect(done('We resized the queue on the staging cluster only for the canary pool.', 'Resize the queue on staging')).toBe(false);
  });
  it('a ticked CI job named in kebab case is read as its words', () => {
    expect(done('✓ migrate-schema (41s)', 'Migrate the schema')).toBe(true);
    expect(done('✓ push-image: registry.local/app:3.1', 'Push the image')).toBe(true);
    expect(done('✗ migrate-schema (41s)', 'Migrate the schema')).toBe(false);
    expect(done('[ ] migrate-schema', 'Migrate the schema')).toBe(false);
    expect(done('✓ dry-migrate-schema', 'Migrate the schema')).toBe(false);
    expect(done('✓ migrate-schema\n✓ revert-schema-migration', 'Migrate the schema')).toBe(false);
  });
  it('"just in case" with no clause after it is a precaution; "in case" before a clause stays a condition', () => {
    expect(done('Flushed the DNS cache on the resolver as well, just in case.', 'Flush the DNS cache on the resolver')).toBe(true);
    expect(done('Flushed the DNS cache, just in case (the TTL was long).', 'Flush the DNS cache')).toBe(true);
    expect(done('We flush the DNS cache in case the TTL is long.', 'Flush the DNS cache')).toBe(false);
    expect(done('In case the resolver misbehaves, flush the DNS cache.', 'Flush the DNS cache')).toBe(false);
    expect(done('Just in case, I planned to flush the DNS cache tonight.', 'Flush the DNS cache')).toBe(false);
  });
  it('an ellipsis inside a redacted name is no dot leader', () => {
    expect(done('Deactivated the token tk_…7Fq on the portal.', 'Deactivate the token on the portal')).toBe(true);
    expect(done('token rotation ... pending', 'Rotate the token')).toBe(false);
    expect(done('Deactivate the token tk_…7Fq on the portal', 'Deactivate the token on the portal')).toBe(false);
  });
  it("a test's present 'reproduces' reports the result; a habit, a plan or a denial does not", () => {
    expect(done('The new spec reproduces the overflow: the counter wraps at 65535.', 'Reproduce the overflow')).toBe(true);
    expect(done('This test triggers the deadlock within two seconds.', 'Trigger the deadlock')).toBe(true);
    expect(done('The new spec no longer reproduces the overflow.', 'Reproduce the overflow')).toBe(false);
    expect(done('The nightly tests usually reproduce the overflow.', 'Reproduce the overflow')).toBe(false);
    expect(done('The test reproduces the overflow if the cache is cold.', 'Reproduce the overflow')).toBe(false);
    expect(done('The script reproduces the overflow.', 'Reproduce the overflow')).toBe(false);
    expect(done('The new spec should reproduce the overflow.', 'Reproduce the overflow')).toBe(false);
  });
});

describe('JSON tool records: argument kinds, and pull requests or tickets opened by being created', () => {
  it('reads each as done or not done, failing closed', () => {
    const pr = (result: string) =>
      `{"tool": "gitlab.create_merge_request", "args": {"target": "develop", "source": "feat/x", "title": "Add x"}, "result": ${result}}`;
    expect(done(pr('{"ok": true, "iid": 77}'), 'Open a merge request against develop')).toBe(true);
    expect(done(pr('{"ok": true, "iid": 77}'), 'Create a merge request against develop')).toBe(true);
    expect(done(pr('{"ok": false, "error": "conflict"}'), 'Open a merge request against develop')).toBe(false);
    expect(done(pr('{"ok": true, "dry_run": true}'), 'Open a merge request against develop')).toBe(false);
    expect(done(pr('{"ok": true, "iid": 77}'), 'Merge the merge request')).toBe(false);
    expect(done('{"tool": "fs.create_file", "args": {"path": "notes.md"}, "result": {"ok": true}}', 'Open notes.md')).toBe(false);
    const push = '{"tool": "vcs.push", "args": {"remote": "upstream", "branch": "rel/9"}, "result": {"ok": true}}';
    expect(done(push, 'Push the branch to upstream')).toBe(true);
    expect(done(push, 'Push the branch to origin')).toBe(false);
    expect(
      done(
        '{"tool": "vcs.push", "args": {"remote": "upstream", "branch": "rel/9"}, "result": {"ok": false}}',
        'Push the branch to upstream',
      ),
    ).toBe(false);
    expect(done(`${push}\nThe push to upstream was reverted with a force-push an hour later.`, 'Push the branch to upstream')).toBe(false);
  });
});

describe('the one a reply speaks to as the object, and phrasal verbs split by their object', () => {
  it('"you" after a verb or "to" is the customer the step names', () => {
    expect(done("Agent: I've removed you from the beta list.", 'Remove the customer from the beta list')).toBe(true);
    expect(done("Agent: I've mailed a new invoice to you.", 'Mail the customer a new invoice')).toBe(true);
    expect(done('Agent: Thanks, you removed yourself from the beta list.', 'Remove the customer from the beta list')).toBe(false);
    expect(done("Agent: I haven't removed you from the beta list yet.", 'Remove the customer from the beta list')).toBe(false);
    expect(done('Agent: Shall I remove you from the beta list?', 'Remove the customer from the beta list')).toBe(false);
    expect(done("Agent: I'll remove you from the beta list once billing confirms.", 'Remove the customer from the beta list')).toBe(false);
    expect(done('Agent: I removed your colleague from the beta list.', 'Remove the customer from the beta list')).toBe(false);
  });
  it('a particle after the object, also after "back", makes the phrasal verb; switch and turn name one act', () => {
    expect(done('Switched the maintenance banner off at 18:00.', 'Turn off the maintenance banner')).toBe(true);
    expect(done('Turned the maintenance banner back on for the second window.', 'Switch on the maintenance banner')).toBe(true);
    expect(done('Turned the banner on at 17:00. Switched the banner back off at 18:00.', 'Turn on the banner')).toBe(false);
    expect(done('We did not switch the banner off.', 'Turn off the banner')).toBe(false);
    expect(done('We will switch the banner off after the window.', 'Turn off the banner')).toBe(false);
    expect(done('Switched the banner off, then turned it back on an hour later.', 'Turn off the banner')).toBe(false);
    expect(done('Switched the banner off on staging only.', 'Turn off the banner on production')).toBe(false);
  });
});

describe('earlier families of false done, in new wordings, against this pass of rules', () => {
  it('undo, a later failure, a hold, a dry run and a part stay not done under bracketed times and job names', () => {
    expect(
      done('[10:00] enable_read_replica ........ success\n[10:20] read replica disabled again (lag too high)', 'Enable the read replica'),
    ).toBe(false);
    expect(done('[10:00] warm_cache ........ success\n[10:30] warm_cache ........ failed', 'Warm the cache')).toBe(false);
    expect(done('[10:00] warm_cache ........ on hold', 'Warm the cache')).toBe(false);
    expect(done('[10:00] warm_cache --dry-run ........ success', 'Warm the cache')).toBe(false);
    expect(done('[10:00] warm_cache ........ partially done (3 of 8 nodes)', 'Warm the cache')).toBe(false);
    expect(done('✓ rotate-keys (simulated)', 'Rotate the keys')).toBe(false);
    expect(done('✓ rotate-keys\n✗ rotate-keys (re-run): 2 failed', 'Rotate the keys')).toBe(false);
  });
  it('another place, another actor, a request not confirmed and a condition stay not done under the new readings', () => {
    expect(done('We purged the cache on the staging cluster.', 'Purge the cache on production')).toBe(false);
    expect(done('Priya says she purged the cache on the staging cluster, not confirmed.', 'Purge the cache on staging')).toBe(false);
    expect(
      done(
        'Customer: can you remove me from the beta list?\nAgent: I asked billing to remove you from the beta list.',
        'Remove the customer from the beta list',
      ),
    ).toBe(false);
    expect(done('Agent: I can remove you from the beta list if you confirm by email.', 'Remove the customer from the beta list')).toBe(
      false,
    );
    expect(
      done(
        '{"tool": "jira.create_issue", "args": {"project": "OPS", "summary": "Disk alert"}, "result": {"ok": true, "simulated": true}}',
        'Open an issue in OPS',
      ),
    ).toBe(false);
    expect(
      done(
        '{"tool": "jira.create_issue", "args": {"project": "OPS", "summary": "Disk alert"}, "result": {"ok": true}}\nThe issue was closed as a duplicate and deleted.',
        'Open an issue in OPS',
      ),
    ).toBe(false);
    expect(done('Just in case, flush the DNS cache before the cutover.', 'Flush the DNS cache')).toBe(false);
    expect(done('Rolled the config out to eu-west only, just in case.', 'Roll out the config')).toBe(false);
  });
});

describe('column logs, chat past forms, shortened verbs and "-ing" forms after a comma', () => {
  it('a handle and a time in columns open a line; its report is read as any other', () => {
    expect(done('release-bot   14:02   billing-api 3.4.1 deployed to qa-west', 'Deploy billing-api 3.4.1 to qa-west')).toBe(true);
    expect(done('release-bot   14:02   billing-api 3.4.1 deploy to qa-west failed', 'Deploy billing-api 3.4.1 to qa-west')).toBe(false);
    expect(done('release-bot   14:02   will deploy billing-api 3.4.1 to qa-west at 15:00', 'Deploy billing-api 3.4.1 to qa-west')).toBe(
      false,
    );
    expect(
      done(
        'release-bot   14:02   billing-api 3.4.1 deployed to qa-west\nrelease-bot   14:20   billing-api rolled back to 3.4.0 on qa-west',
        'Deploy billing-api 3.4.1 to qa-west',
      ),
    ).toBe(false);
  });
  it('"ack\'d", "cc\'d" are past forms; "we\'d", "who\'d" stay "had"/"would"', () => {
    expect(done("ops: ack'd the disk alert at 03:10", 'Acknowledge the disk alert')).toBe(true);
    expect(done("Nobody ack'd the disk alert.", 'Acknowledge the disk alert')).toBe(false);
    expect(done("I'd ack the disk alert if it fires again.", 'Acknowledge the disk alert')).toBe(false);
    expect(done("Who'd acknowledge the disk alert at 3am?", 'Acknowledge the disk alert')).toBe(false);
  });
  it('dedupe and dedup are deduplicate', () => {
    expect(done('[04:10:00] dedupe_invoices ........ success', 'Deduplicate the invoices')).toBe(true);
    expect(done('Orders dedup: complete', 'Deduplicate the orders')).toBe(true);
    expect(done('Orders dedup: pending', 'Deduplicate the orders')).toBe(false);
    expect(done('We did not dedupe the orders.', 'Deduplicate the orders')).toBe(false);
  });
  it('an "-ing" form after a comma or with "now" is under way, not a step done', () => {
    expect(done('Closed the alert, drafting the postmortem now.', 'Draft the postmortem')).toBe(false);
    expect(done('Closed the alert, drafting the postmortem.', 'Draft the postmortem')).toBe(false);
    expect(done('Closed the alert, still drafting the postmortem.', 'Draft the postmortem')).toBe(false);
    expect(done('Closed the alert, drafting the postmortem now.', 'Close the alert')).toBe(true);
    expect(done('Closed the alert. Drafted the postmortem an hour later.', 'Draft the postmortem')).toBe(true);
  });
});

describe('an articleless event with a "to" phrase, and success as a word of completion', () => {
  it('reads each as done or not done, failing closed', () => {
    expect(done('ledger-sync: export to gs://ledger-archive succeeded (attempt 2/2)', 'Export the ledger to the archive')).toBe(true);
    expect(done('ledger-sync: export to gs://ledger-archive successful.', 'Export the ledger to the archive')).toBe(true);
    expect(done('ledger-sync: export to gs://ledger-archive not succeeded', 'Export the ledger to the archive')).toBe(false);
    expect(done('ledger-sync: export to gs://ledger-archive succeeded partially', 'Export the ledger to the archive')).toBe(false);
    expect(done('ledger-sync: export to gs://ledger-archive succeeded (dry run)', 'Export the ledger to the archive')).toBe(false);
    expect(done('If export to gs://ledger-archive succeeded, the ledger is safe.', 'Export the ledger to the archive')).toBe(false);
    expect(
      done(
        'ledger-sync: export to gs://ledger-archive succeeded\nledger-sync: export to gs://ledger-archive rolled back (bad checksum)',
        'Export the ledger to the archive',
      ),
    ).toBe(false);
  });
});

describe('an event reported failing, then a retry that worked', () => {
  it('reads each as done or not done, failing closed', () => {
    expect(done('The failover of db-7 failed: replica lagging. The second attempt succeeded.', 'Fail over db-7')).toBe(true);
    expect(done('Upgrade of the search cluster failed at 03:00. The next attempt at 03:30 succeeded.', 'Upgrade the search cluster')).toBe(
      true,
    );
    expect(done('Upgrade of the search cluster failed at 03:00. The next attempt at 03:30 failed too.', 'Upgrade the search cluster')).toBe(
      false,
    );
    expect(
      done('Upgrade of the search cluster failed at 03:00. We retry tomorrow and it should succeed.', 'Upgrade the search cluster'),
    ).toBe(false);
    expect(
      done(
        'Upgrade of the search cluster failed at 03:00. The second attempt to upgrade the logs volume succeeded.',
        'Upgrade the search cluster',
      ),
    ).toBe(false);
    expect(done("Priya's upgrade of the search cluster failed. The second attempt succeeded.", 'Upgrade the search cluster')).toBe(false);
    expect(
      done(
        'Upgrade of the search cluster failed at 03:00. The next attempt at 03:30 succeeded. At 04:00 the upgrade was rolled back.',
        'Upgrade the search cluster',
      ),
    ).toBe(false);
  });
});

describe('notebook cell numbers and promotions taken back', () => {
  it('a bracketed number opening a line is a list number, read apart from its sentence', () => {
    expect(done('[1] Loaded the invoices.\n[2] Fitted the forecast model on 36 months.', 'Fit the forecast model')).toBe(true);
    expect(done('[1] Loaded the invoices.\n[2] Did not fit the forecast model: too few months.', 'Fit the forecast model')).toBe(false);
    expect(done('[2] Fitting the forecast model…', 'Fit the forecast model')).toBe(false);
  });
  it('a demotion takes back a promotion', () => {
    expect(
      done(
        '[4] Promoted ranker_v3 to production.\n[5] Latency doubled, so I demoted ranker_v3 back to canary.',
        'Promote ranker_v3 to production',
      ),
    ).toBe(false);
    expect(done('Promoted ranker_v3 to production. Demoted ranker_v2 to archive.', 'Promote ranker_v3 to production')).toBe(true);
  });
});

describe('an instruction whose verb the lexicon does not list', () => {
  it('a plural noun after it is no second verb, so the bare instruction in a trace is no report', () => {
    expect(done('[7] # winsorize clipped sensor readings before the fit', 'Winsorize clipped sensor readings')).toBe(false);
    expect(done('winsorize clipped sensor readings', 'Winsorize clipped sensor readings')).toBe(false);
  });
  it('its past still reports it', () => {
    expect(done('We winsorized the sensor readings at the 1st and 99th percentiles.', 'Winsorize the sensor readings')).toBe(true);
  });
});

describe("a month's abbreviation ends a sentence unless a day or a year follows", () => {
  it('the next sentence is not part of the step before it', () => {
    expect(done('mo: exported the payroll for Jul-Sep. tomorrow: same for October', 'Export the payroll for October')).toBe(false);
  });
  it('a date keeps its abbreviation', () => {
    expect(done('Exported the payroll for October on Oct. 3 after the fix.', 'Export the payroll for October')).toBe(true);
  });
});

describe('verbs that entail another only for some objects', () => {
  it('reads dropping stored things as removing them, not dropping a plan', () => {
    expect(done('Dropped 212 stale entries from the audit table.', 'Remove the stale entries from the audit table')).toBe(true);
    expect(done('The orphaned partitions were dropped overnight.', 'Delete the orphaned partitions')).toBe(true);
    expect(done('We dropped the partition cleanup after the review.', 'Remove the partition cleanup')).toBe(false);
    expect(done('Latency dropped below 80 ms after the cache warmed.', 'Remove the latency')).toBe(false);
  });
  it('reads removing records as deleting them, not removing a disk', () => {
    expect(done('Removed 9 test records from the customers table.', 'Delete the test records from the customers table')).toBe(true);
    expect(done('Removed the faulty disk from bay 3.', 'Delete the faulty disk')).toBe(false);
  });
  it('reads fitting a model as training it and pulling data as extracting it', () => {
    expect(done('Fitted a gradient boosting classifier on the March sample.', 'Train a gradient boosting classifier')).toBe(true);
    expect(done('Pulled two weeks of checkout events from the lake.', 'Extract two weeks of checkout events from the lake')).toBe(true);
    expect(done('Fitted the new bracket to the rack.', 'Train the new bracket')).toBe(false);
    expect(done('Pulled the release from the store.', 'Extract the release from the store')).toBe(false);
  });
  it('reads confirming a reading as checking it, not confirming a booking', () => {
    expect(done('Confirmed the queue depth on mq-2 was under 100.', 'Check the queue depth on mq-2')).toBe(true);
    expect(done('Verified the checksum of the uploaded archive.', 'Check the checksum of the uploaded archive')).toBe(true);
    expect(done('Confirmed the venue booking for Thursday.', 'Check the venue booking')).toBe(false);
  });
  it('keeps the denials, plans and modals of the specific verb', () => {
    expect(done('We did not drop the duplicate rows yet.', 'Remove the duplicate rows')).toBe(false);
    expect(done('Next we will fit a logistic regression.', 'Train a logistic regression')).toBe(false);
    expect(done('Should I patch the build servers tonight?', 'Update the build servers')).toBe(false);
  });
  it('reads the other object-bound verbs in their own objects only', () => {
    expect(done('Patched both bastion hosts to the October release.', 'Update both bastion hosts')).toBe(true);
    expect(done('Patched the leak in the cooling loop.', 'Update the leak in the cooling loop')).toBe(false);
    expect(done('Bounced the payment workers at 02:10.', 'Restart the payment workers')).toBe(true);
    expect(done('Provisioned a staging cluster on GKE.', 'Create a staging cluster on GKE')).toBe(true);
    expect(done('Emailed the renewal quote to the account owner.', 'Send the renewal quote to the account owner')).toBe(true);
    expect(done('Added unit tests for the retry helper.', 'Write unit tests for the retry helper')).toBe(true);
    expect(done('Added a note to the retry helper.', 'Write unit tests for the retry helper')).toBe(false);
  });
});

describe('a definite phrase of the head alone names the one fuller phrase the trace has', () => {
  it('reads "the queue" as the dead-letter queue the trace named before', () => {
    expect(done('The dead-letter queue held 312 jobs. We drained the queue at 04:10.', 'Drain the dead-letter queue')).toBe(true);
    expect(done('Runbook: rotate the signing key\nRotated the key on both gateways at noon.', 'Rotate the signing key')).toBe(true);
  });
  it('does not guess when the trace names another kind of that head', () => {
    expect(
      done('The dead-letter queue held 312 jobs. The retry queue held 40. We drained the queue at 04:10.', 'Drain the dead-letter queue'),
    ).toBe(false);
    expect(done('We drained the queue at 04:10.', 'Drain the dead-letter queue')).toBe(false);
  });
  it('needs "the" before the head and keeps the clause rules', () => {
    expect(done('The dead-letter queue held 312 jobs. We drained a queue at 04:10.', 'Drain the dead-letter queue')).toBe(false);
    expect(done('The dead-letter queue held 312 jobs. We did not drain the queue.', 'Drain the dead-letter queue')).toBe(false);
  });
});

describe('a hyphenated first word of a milestone is its verb', () => {
  it('reads "Re-<verb> the …" as the verb, not a later word', () => {
    expect(done('I re-encoded the two failed uploads to UTF-8.', 'Re-encode the failed uploads to UTF-8')).toBe(true);
    expect(done('I uploaded the two failed uploads again.', 'Re-encode the failed uploads to UTF-8')).toBe(false);
    expect(done('The re-encoding of the failed uploads is planned for Monday.', 'Re-encode the failed uploads to UTF-8')).toBe(false);
  });
  it('keeps a hyphenated noun phrase a noun phrase', () => {
    expect(done('The follow-up call took place on Friday.', 'Follow-up call with the vendor')).toBe(false);
  });
});

describe('an objectless report acts on the thing the trace is titled by', () => {
  it('reads "Escalated to …" in a ticket log as escalating the ticket', () => {
    const log = 'Ticket #5521 - invoices not syncing\n- Checked the connector logs.\n- Escalated to the integrations team at 15:20.';
    expect(done(log, 'Escalate the ticket to the integrations team')).toBe(true);
    expect(done('Android release 4.1 - build 4102\nUploaded to the Play Console on Monday.', 'Upload the build to the Play Console')).toBe(
      true,
    );
  });
  it('needs the title to name the object, no object of its own and no other subject', () => {
    const log = 'Ticket #5521 - invoices not syncing\n- Escalated the refund to the integrations team.';
    expect(done(log, 'Escalate the ticket to the integrations team')).toBe(false);
    expect(
      done('Invoices not syncing\n- Escalated to the integrations team at 15:20.', 'Escalate the ticket to the integrations team'),
    ).toBe(false);
    expect(
      done(
        'Ticket #5521 - invoices not syncing\n- The vendor escalated to the integrations team.',
        'Escalate the ticket to the integrations team',
      ),
    ).toBe(false);
  });
  it('keeps denials, plans and the place the step names', () => {
    expect(
      done(
        'Ticket #5521 - invoices not syncing\n- Not escalated to the integrations team yet.',
        'Escalate the ticket to the integrations team',
      ),
    ).toBe(false);
    expect(
      done(
        'Ticket #5521 - invoices not syncing\n- Will escalate to the integrations team.',
        'Escalate the ticket to the integrations team',
      ),
    ).toBe(false);
    expect(
      done('Ticket #5521 - invoices not syncing\n- Escalated to the billing team.', 'Escalate the ticket to the integrations team'),
    ).toBe(false);
  });
});

describe('a failing record does not undo a step that seeks a failure', () => {
  it('lets the prose report a reproduction after a failing run', () => {
    const trace =
      '> tool: run_command("pnpm vitest run src/tax.test.ts")\n< exit 1: FAIL src/tax.test.ts > rounds half cents\nI reproduced the rounding failure in src/tax.test.ts.';
    expect(done(trace, 'Reproduce the rounding failure in src/tax.test.ts')).toBe(true);
  });
  it('still needs the prose, and still lets a failing record undo other steps', () => {
    const trace = '> tool: run_command("pnpm vitest run src/tax.test.ts")\n< exit 1: FAIL src/tax.test.ts > rounds half cents';
    expect(done(trace, 'Reproduce the rounding failure in src/tax.test.ts')).toBe(false);
    expect(done(`${trace}\nThe tax tests in src/tax.test.ts pass.`, 'Run the tests in src/tax.test.ts')).toBe(false);
  });
});

describe('a person the milestone names, stood for by "he" or "she"', () => {
  it('reads "her"/"his" as the one person the trace names', () => {
    const trace =
      "Leaver: Priya Nair, last day Friday.\nPriya's badge was collected. Her laptop was wiped and her Slack account was disabled.";
    expect(done(trace, "Disable Priya's Slack account")).toBe(true);
    expect(done('New hire: Tomas Berg.\nA VPN certificate was issued for him on Monday.', 'Issue a VPN certificate for Tomas')).toBe(true);
  });
  it('does not guess when the trace names another person, or not the one named', () => {
    const two = "Leaver: Priya Nair.\nPriya's badge was collected. Thanks Dana. Her Slack account was disabled.";
    expect(done(two, "Disable Priya's Slack account")).toBe(false);
    expect(done('Leaver badge collected. Her Slack account was disabled.', "Disable Priya's Slack account")).toBe(false);
    const chat = "Dana: Priya's badge is back.\nDana: can you also close her Slack?\nAgent: Her Slack account was disabled.";
    expect(done(chat, "Disable Priya's Slack account")).toBe(false);
    expect(done("Leaver: Priya Nair.\nPriya's badge was collected. The Slack account was disabled.", "Disable Priya's Slack account")).toBe(
      false,
    );
  });
  it('keeps the clause rules', () => {
    expect(
      done("Leaver: Priya Nair.\nPriya's badge was collected. Her Slack account was not disabled.", "Disable Priya's Slack account"),
    ).toBe(false);
  });
});

describe('"no <trouble>" after a status of completion', () => {
  it('reads ", no downtime" and "(no issues)" as nothing gone wrong', () => {
    expect(done('Failover of the primary database: complete, no downtime.', 'Fail over the primary database')).toBe(true);
    expect(done('Certificate rotation: done (no issues).', 'Rotate the certificate')).toBe(true);
  });
  it('keeps every other word of not doing', () => {
    expect(done('Certificate rotation: no issues.', 'Rotate the certificate')).toBe(false);
    expect(done('Certificate rotation: not done, no issues.', 'Rotate the certificate')).toBe(false);
    expect(done('Certificate rotation: done, no certificate found.', 'Rotate the certificate')).toBe(false);
  });
});

describe('a numbered step may have a longer name than a bare status label', () => {
  it('reads a step of up to twelve words after "Step N -"', () => {
    const run = 'Step 1 - Point the www record at the new load balancer in eu-west-1: done (09:40)';
    expect(done(run, 'Point the www record at the new load balancer in eu-west-1')).toBe(true);
  });
  it('keeps the status words of not doing', () => {
    expect(
      done(
        'Step 1 - Point the www record at the new load balancer in eu-west-1: pending',
        'Point the www record at the new load balancer in eu-west-1',
      ),
    ).toBe(false);
    expect(
      done(
        'Step 2 - Point the www record at the new load balancer in eu-west-1: skipped',
        'Point the www record at the new load balancer in eu-west-1',
      ),
    ).toBe(false);
  });
});

describe('the gerund of the means after "by"', () => {
  it('reads an unlisted "-ing" word after "by" as a gerund, done when its clause is', () => {
    expect(done('Freed 12 GB on runner-3 by pruning the old images.', 'Prune the old images')).toBe(true);
  });
  it('is not done where its clause is not', () => {
    expect(done('We will free 12 GB on runner-3 by pruning the old images.', 'Prune the old images')).toBe(false);
    expect(done('We could not free space by pruning the old images.', 'Prune the old images')).toBe(false);
  });
});

describe('"the <noun>" after two different things of that noun names neither', () => {
  it('is no report on either', () => {
    const two = 'The staging bucket held 9 GB and the archive bucket held 40 GB. We emptied the bucket at 04:10.';
    expect(done(two, 'Empty the staging bucket')).toBe(false);
    expect(done(two, 'Empty the archive bucket')).toBe(false);
    const listed = 'Both the staging bucket and the archive bucket were full. We emptied the bucket at 04:10.';
    expect(done(listed, 'Empty the staging bucket')).toBe(false);
  });
  it('after one thing named more or less fully, it is that thing', () => {
    expect(done('The staging bucket held 9 GB. We emptied the bucket at 04:10.', 'Empty the staging bucket')).toBe(true);
  });
});

describe('an object named by its identifier', () => {
  it('is met by a done clause whose object is the identifier, without the kind nouns', () => {
    expect(done('Yesterday I tore down sandbox-2207 and sandbox-2210.', 'Tear down the sandbox cluster sandbox-2210')).toBe(true);
    expect(done('Yesterday we archived sbx-2207 and sbx-2210 after the demo.', 'Archive sandbox workspace sbx-2210')).toBe(true);
    expect(done('Closed #7301 as a duplicate.', 'Close issue #7301')).toBe(true);
    expect(done('Renewed ledger-backup.example.org through the registrar.', 'Renew the domain ledger-backup.example.org')).toBe(true);
  });
  it('needs the same identifier in the done clause itself', () => {
    expect(done('Yesterday we archived sbx-2207 and sbx-2210 after the demo.', 'Archive sandbox workspace sbx-2201')).toBe(false);
    expect(done('Closed #7301 but reopened #7302 for the billing team.', 'Close issue #7302')).toBe(false);
    expect(done('Archived sbx-2207, while sbx-2210 stays up for QA.', 'Archive sandbox workspace sbx-2210')).toBe(false);
  });
  it('keeps every status rule', () => {
    expect(done('We will archive sbx-2210 on Friday.', 'Archive sandbox workspace sbx-2210')).toBe(false);
    expect(done('I did not archive sbx-2210.', 'Archive sandbox workspace sbx-2210')).toBe(false);
  });
  it('is not met when a word after the identifier asks for a state', () => {
    expect(done('Kept sbx-2210 for the demo.', 'Keep sbx-2210 running')).toBe(false);
    expect(done('Marked OPS-3307 as a duplicate.', 'Mark OPS-3307 resolved')).toBe(false);
  });
  it('is no identifier when it counts or measures', () => {
    expect(done('Rebooted 204 hosts overnight.', 'Reboot gateway 204')).toBe(false);
    expect(done('Set 450ms everywhere.', 'Set the timeout 450ms')).toBe(false);
  });
  it('reads a JSON tool record whose arguments hold the identifier', () => {
    const call = (result: string) =>
      `{"tool": "workspaces.archive", "args": {"workspace": "sbx-2210"}, "result": ${result}}\nAgent: finished.`;
    expect(done(call('{"ok": true}'), 'Archive sandbox workspace sbx-2210')).toBe(true);
    expect(done(call('{"ok": false, "error": "locked"}'), 'Archive sandbox workspace sbx-2210')).toBe(false);
    expect(done(call('{"ok": true}'), 'Archive sandbox workspace sbx-2211')).toBe(false);
  });
});

describe('a tool call with its result on the next line', () => {
  const call = '{"name": "workspaces.archive", "arguments": {"workspace": "sbx-2210"}}';
  it('is ticked off when the result line says success', () => {
    expect(done(`${call}\n{"ok": true}`, 'Archive sandbox workspace sbx-2210')).toBe(true);
    expect(done(`${call}\nResult: {"status_code": 204}`, 'Archive sandbox workspace sbx-2210')).toBe(true);
    expect(
      done(
        '{"type": "function", "function": {"name": "archive_workspace", "arguments": "{\\"id\\": \\"sbx-2210\\"}"}}\n{"status": "success"}',
        'Archive sandbox workspace sbx-2210',
      ),
    ).toBe(true);
  });
  it('is not done with a failing result, another id, or no result', () => {
    expect(done(`${call}\n{"ok": false, "error": "workspace is locked"}`, 'Archive sandbox workspace sbx-2210')).toBe(false);
    expect(done(`${call}\n{"status_code": 409}`, 'Archive sandbox workspace sbx-2210')).toBe(false);
    expect(done(`${call}\n{"ok": true}`, 'Archive sandbox workspace sbx-2201')).toBe(false);
    expect(done(`${call}\nAgent: I will run this after the review.`, 'Archive sandbox workspace sbx-2210')).toBe(false);
    expect(done(`${call}\n{"name": "workspaces.list", "arguments": {}}`, 'Archive sandbox workspace sbx-2210')).toBe(false);
  });
});

describe('a tool called in function style with a JSON result', () => {
  it('is ticked off when the result says success', () => {
    expect(
      done(
        '> tool: workspaces.archive(workspace="sbx-2210")\n< {"ok": true, "archived_at": "09:12"}',
        'Archive sandbox workspace sbx-2210',
      ),
    ).toBe(true);
    expect(done('Action: archive_workspace("sbx-2210")\nObservation: {"status": "done"}', 'Archive sandbox workspace sbx-2210')).toBe(true);
    expect(
      done('[tool: billing.void invoice=inv-7781 reason=duplicate] → {"status": "succeeded"}', 'Void the duplicate invoice inv-7781'),
    ).toBe(true);
  });
  it('is not done with a failing or textual result, or another id', () => {
    expect(
      done('> tool: workspaces.archive(workspace="sbx-2210")\n< {"ok": false, "error": "quota"}', 'Archive sandbox workspace sbx-2210'),
    ).toBe(false);
    expect(done('Action: archive_workspace("sbx-2210")\nObservation: archived', 'Archive sandbox workspace sbx-2210')).toBe(false);
    expect(done('> tool: workspaces.archive(workspace="sbx-2210")\nAgent: queued for tonight.', 'Archive sandbox workspace sbx-2210')).toBe(
      false,
    );
    expect(
      done('[tool: billing.void invoice=inv-7781 reason=duplicate] → {"status": "succeeded"}', 'Void the duplicate invoice inv-7718'),
    ).toBe(false);
    expect(
      done('[tool: billing.void invoice=inv-7781 dry_run=true] → {"status": "succeeded", "dry_run": true}', 'Void invoice inv-7781'),
    ).toBe(false);
  });
});

describe('an identifier standing for the kind the trace writes beside it', () => {
  it('meets the milestone by that kind', () => {
    expect(
      done('Raised PR #7731 for the cache fix. The pipeline took 9 minutes. Rebased #7731 onto develop.', 'Rebase the PR onto develop'),
    ).toBe(true);
    expect(done('Filed RFC doc-2291 for the storage plan. Reviewers replied. Approved doc-2291 after the call.', 'Approve the RFC')).toBe(
      true,
    );
    expect(done('Created sandbox sbx-4410 for Lena. She tested it. Deleted sbx-4410 at noon.', 'Delete the sandbox')).toBe(true);
  });
  it('needs that identifier, in the done clause, with that kind', () => {
    expect(done('Created sandbox sbx-4410 for Lena. Deleted sbx-4411 at noon.', 'Delete the sandbox')).toBe(false);
    expect(done('Created sandbox sbx-4410 for Lena. Deleted sbx-4410 at noon.', 'Delete the shared sandbox')).toBe(false);
    expect(done('Created sandbox sbx-4410 for Lena. We delete sbx-4410 on Friday.', 'Delete the sandbox')).toBe(false);
    expect(done('Opened PR #7731 for the cache fix. The pipeline took 9 minutes. Kept #7731 for later.', 'Keep the PR open')).toBe(false);
  });
  it('reads a tracker key as a ticket asked for by "a ticket"', () => {
    expect(done('Opened OPS-3307 for the network team.', 'Open a ticket for the network team')).toBe(true);
    expect(done('Opened OPS-3307 for the storage team.', 'Open a ticket for the network team')).toBe(false);
    expect(done('Opened OPS-3307 for the network team.', 'Open the ticket for the network team')).toBe(false);
    expect(done('Opened OPS-3307 for the network team.', 'Open a change request for the network team')).toBe(false);
    expect(done('Filed OPS-3307 about the flaky VPN.', 'File an issue about the flaky VPN')).toBe(true);
    expect(done('Investigated OPS-3307 with checkout.', 'Investigate an issue with checkout')).toBe(false);
  });
});

describe('a list item under a heading that names one identifier', () => {
  const list =
    'Night shift on cache-node-4:\n- Kernel patch 6.8.12: applied, node rebooted.\n- Disk check: postponed.\n- Flushed the session keys on cache-node-9.';
  it('is a step on the thing the heading names', () => {
    expect(done(list, 'Apply kernel patch 6.8.12 on cache-node-4')).toBe(true);
  });
  it('is not a step on another thing, nor one the item names itself, nor a step not done', () => {
    expect(done(list, 'Apply kernel patch 6.8.12 on cache-node-5')).toBe(false);
    expect(done(list, 'Flush the session keys on cache-node-4')).toBe(false);
    expect(done(list, 'Check the disk on cache-node-4')).toBe(false);
    expect(
      done('Night shift on cache-node-4 and cache-node-5:\n- Kernel patch 6.8.12: applied.', 'Apply kernel patch 6.8.12 on cache-node-4'),
    ).toBe(false);
  });
});

describe('phrases of direction keep their roles', () => {
  it('a step that moves things the other way is not the milestone', () => {
    expect(done('Merged main into the release branch to pick up the fix.', 'Merge the release branch into main')).toBe(false);
    expect(done('Synced the photos from the NAS to the laptop.', 'Sync the photos from the laptop to the NAS')).toBe(false);
    expect(done('Promoted the build from prod to staging by mistake.', 'Promote the build from staging to prod')).toBe(false);
  });
  it('the same directions, or more of them, still meet it', () => {
    expect(done('Merged the release branch into main.', 'Merge the release branch into main')).toBe(true);
    expect(done('Synced the photos from the laptop to the NAS over the VPN.', 'Sync the photos from the laptop to the NAS')).toBe(true);
  });
});

describe('tool calls told to run nothing, and identifiers that name one thing', () => {
  it('a dry-run flag or option in a call leaves it not done, whatever its result', () => {
    const call = (args: string) => `{"name": "buckets.purge", "arguments": {"bucket": "logs-eu-7"${args}}}\n{"ok": true}`;
    expect(done(call(''), 'Purge bucket logs-eu-7')).toBe(true);
    expect(done(call(', "dry_run": true'), 'Purge bucket logs-eu-7')).toBe(false);
    expect(done(call(', "preview": "yes"'), 'Purge bucket logs-eu-7')).toBe(false);
    expect(done(call(', "dry_run": false'), 'Purge bucket logs-eu-7')).toBe(true);
    expect(done('> tool: buckets.purge(bucket="logs-eu-7", what_if=True)\n{"ok": true}', 'Purge bucket logs-eu-7')).toBe(false);
  });
  it('another identifier in an earlier list is not the one the milestone names', () => {
    expect(done('Nodes db-3 and db-4:\n- Drained db-4.', 'Drain db-3')).toBe(false);
    expect(done('Nodes db-3 and db-4:\n- Drained db-3.', 'Drain db-3')).toBe(true);
  });
});
