"""Hand-labelled milestone traces for done reported through an event noun and "of" whose verb of doing the parser
may not reach ("The migration of the billing tables took place", "Reindexing of the products changed during the
outage was done"), a snapshot or backup "created", instructions whose verb the lexicon does not list ("Vortex the
lysate", "Centrifuge tube rack A"), tools named by their agent nouns ("Run the linter" against "lint ... passed"),
test commands ("npm test", "pytest") for "Run the test suite", and file writes by a tool. Each form comes with traps:
the same words planned, postponed, denied, skipped, failed or only listed. Written and labelled before the rules they
measure; writes milestones-nominal.json beside this file.

Usage: python3 make_milestones_nominal.py
Same label meaning as make_milestones.py (done: the trace shows the step carried out and not undone). Reading A was
written with each trace; reading B was made in a separate pass over the traces with reading A hidden. A milestone is
kept only when both readings agree. corpus.test.ts requires no false done on this set and reports the missed ones.
"""
from agreed_readings import write_agreed

# (register, trace, [(milestone, reading A, reading B)])
TRACES = [
    ('maintenance report, nominalisations',
     'Change window 01:00-03:00. The migration of the billing tables to the new cluster took place at 01:40. A review of the firewall rules followed. The decommissioning of the old storage array did not take place, because the replacement had not been racked.',
     [('Migrate the billing tables to the new cluster', True, True),
      ('Review the firewall rules', True, True),
      ('Decommission the old storage array', False, False)]),
    ('facilities log, nominalisations and plans',
     'Inspection of the fire extinguishers on floors 2 and 3 was carried out by Securitas on Monday. Replacement of the emergency lighting batteries is planned for next week. The servicing of the lift was postponed to 14 May.',
     [('Inspect the fire extinguishers on floors 2 and 3', True, True),
      ('Replace the emergency lighting batteries', False, False),
      ('Service the lift', False, False)]),
    ('audit memo, nominalisations with modals',
     'Reconciliation of the petty cash accounts was completed by the finance team on 3 April. Testing of the access controls should be done before year end. A walkthrough of the purchasing process would follow if time allows.',
     [('Reconcile the petty cash accounts', True, True),
      ('Test the access controls', False, False),
      ('Walk through the purchasing process', False, False)]),
    ('incident write-up, reindex and rebuild',
     'Reindexing of the 3,400 products changed during the outage was done by the overnight job. The rebuilding of the recommendation cache never happened; the job was cancelled at 04:00.',
     [('Reindex the products changed during the outage', True, True),
      ('Rebuild the recommendation cache', False, False)]),
    ('ops log, snapshots and backups',
     '09:02 Snapshot of the orders volume vol-22 created (100%).\n09:10 A backup of the CRM database was not created: the agent was offline.\n09:15 Created a new IAM role for the exporter.',
     [('Snapshot the orders volume', True, True),
      ('Back up the CRM database', False, False),
      ('Create an IAM role for the exporter', True, True)]),
    ('agent log, snapshot plans',
     'Assistant: I will create a snapshot of the analytics disk before resizing it. Should I go ahead?\nUser: Not yet, wait for the DBA.',
     [('Snapshot the analytics disk', False, False),
      ('Resize the analytics disk', False, False)]),
    ('lab notebook, unlisted verbs',
     'Day 3. Vortexed the lysate for 30 s and aliquoted it into six tubes. Autoclaving of the glassware was skipped because the autoclave was booked. Plates were incubated overnight at 37 C.',
     [('Vortex the lysate', True, True),
      ('Aliquot the lysate into six tubes', True, True),
      ('Autoclave the glassware', False, False),
      ('Incubate the plates overnight', True, True)]),
    ('lab notebook, centrifuge and traps',
     'Tube rack A: centrifuged at 3000 g for 5 min, supernatant kept. Tube rack B was not centrifuged; it went straight into the fridge.',
     [('Centrifuge tube rack A', True, True),
      ('Centrifuge tube rack B', False, False),
      ('Discard the supernatant', False, False)]),
    ('CI summary, tool nouns',
     'Pipeline #4410 (main)\nlint ........ passed\nformat ...... passed\ntypecheck ... failed (12 errors)\ne2e ......... skipped',
     [('Run the linter', True, True),
      ('Run the formatter', True, True),
      ('Run the type checker', False, False),
      ('Run the e2e tests', False, False)]),
    ('CI summary, tool noun traps',
     'lint ........ not run (cache miss)\ncompile ..... ok\nbundle ...... pending',
     [('Run the linter', False, False),
      ('Run the compiler', True, True),
      ('Run the bundler', False, False)]),
    ('agent chat, linter in prose',
     "Assistant: I ran the formatter over src/ and fixed two warnings. I didn't run the linter because ESLint is not installed here.",
     [('Run the formatter over src/', True, True),
      ('Run the linter', False, False)]),
    ('agent transcript, test commands',
     'User: please fix the date bug and run the test suite.\nAssistant: I patched utils/date.ts.\n> tool: run_command("npm test")\n< exit 0: 212 passed, 0 failed\nAssistant: Done.',
     [('Fix the date bug', True, False),
      ('Run the test suite', True, True)]),
    ('agent transcript, failing test command',
     '> tool: run_command("pnpm test")\n< exit 1: 4 failed, 208 passed\nAssistant: The test suite ran; four failures remain in the parser tests.',
     [('Make the test suite pass', False, False),
      ('Fix the parser tests', False, False)]),
    ('agent transcript, pytest',
     'Action: shell `pytest -q`\nObservation: 88 passed in 3.1s\nFinal: all green.',
     [('Run the test suite', True, True),
      ('Run the integration tests', False, False)]),
    ('agent transcript, listing tests only',
     '$ npm test -- --listTests\n/app/src/a.test.ts\n/app/src/b.test.ts\nAssistant: two test files found.',
     [('Run the test suite', False, False)]),
    ('agent transcript, file writes',
     '> write_file("src/config.ts")\n< ok\n> write_file("src/server.ts")\n< error: permission denied\nAssistant: I wrote the new config.',
     [('Write src/config.ts', True, True),
      ('Write src/server.ts', False, False)]),
    ('handover note, nominalisation traps',
     'Handover. The deletion of the stale DNS records is waiting on approval. Cleanup of the temp buckets happened yesterday, but the rotation of the deploy keys has not happened yet.',
     [('Delete the stale DNS records', False, False),
      ('Clean up the temp buckets', True, True),
      ('Rotate the deploy keys', False, False)]),
    ('site diary, nominalisations',
     'Thursday. Pouring of the ground-floor slab went ahead at 07:00. The removal of the scaffolding on the east side is scheduled for Monday. Backfilling of the trench was finished by noon.',
     [('Pour the ground-floor slab', True, True),
      ('Remove the scaffolding on the east side', False, False),
      ('Backfill the trench', True, True)]),
    # Second batch, written and labelled before the pass-status, abbreviation and "<event> of … <verb of doing>" rules.
    ("CI summary, pass marks",
     "CI run 5512\nType check ✅\nUnit tests ✅ (640 passed)\nE2E tests ✅ dry run only\nLint ❌ (3 errors)",
     [("Pass the type check", True, True), ("Pass the unit tests", True, True), ("Pass the E2E tests", False, False),
      ("Pass the lint", False, False)]),
    ("build log, abbreviations",
     "Build log: install deps ...... ok\nupdate pkgs ...... skipped\nk8s deploy ...... pending",
     [("Install the dependencies", True, True), ("Update the packages", False, False),
      ("Deploy to Kubernetes", False, False)]),
    ("ops report, event nouns with participles",
     "The removal of the 40 expired API keys took place on Monday. The archiving of the flagged invoices never took "
     "place. The rollout of the patched image to the remaining nodes is planned for Friday.",
     [("Remove the expired API keys", True, True), ("Archive the flagged invoices", False, False),
      ("Roll out the patched image to the remaining nodes", False, False)]),
    ("audit follow-up, event nouns with clauses",
     "Following the audit, the cleanup of the 12 stale buckets that nobody owned was done by the platform team. "
     "Migration of the 2,300 archived mailboxes flagged by legal was not done.",
     [("Clean up the stale buckets", True, True), ("Migrate the archived mailboxes", False, False)]),
    # Third batch, written and labelled before the rule that reads "error", "open", "failed" … before a noun in a
    # participle-list status as the kind of thing, not its status.
    ("standup notes, thing modifiers",
     "Standup notes\nDone yesterday: re-ran the failed nightly jobs and closed the open tickets from the outage.\n"
     "Still open: the pending refunds.",
     [("Rerun the failed nightly jobs", True, True), ("Close the open tickets from the outage", True, True),
      ("Process the pending refunds", False, False)]),
    ("cleanup line, thing modifiers and a pending item",
     "Cleanup: archived the old error logs, purge of the audit bucket pending",
     [("Archive the old error logs", True, True), ("Purge the audit bucket", False, False)]),
    ("migration line, a failed item",
     "Migration: moved the failed jobs queue, failed on the archive queue",
     [("Move the failed jobs queue", True, True), ("Move the archive queue", False, False)]),
    # Fourth batch, written and labelled before the rule for a numbered step named in brackets.
    ("runbook log, steps named in brackets",
     "Step 1 (drain node db-4) was completed at 09:10. Step 2 (upgrade PostgreSQL to 16) was not run: the maintenance "
     "window closed. Step 3 (rebuild the replica) has been done by the on-call.",
     [("Drain node db-4", True, True), ("Upgrade PostgreSQL to 16", False, False), ("Rebuild the replica", True, True)]),
    # Fifth batch, written and labelled before the rule for an attempt that a retry then carried out.
    ("ops log, retry after a failed attempt",
     "Tried to restore the billing database from the nightly dump; pg_restore failed with a checksum error. Retried "
     "with the weekly dump and it finished cleanly.",
     [("Restore the billing database", True, True)]),
    ("cert log, second attempt",
     "Attempted to renew the wildcard certificate at 08:10, but the DNS challenge timed out. The second attempt at "
     "08:40 succeeded.",
     [("Renew the wildcard certificate", True, True)]),
    ("incident log, retry that failed",
     "Tried to rebuild the search index; the job ran out of memory. Retried with a larger node, but it failed again.",
     [("Rebuild the search index", False, False)]),
    ("incident log, two attempts before a retry",
     "Tried to rotate the SSH host keys; ansible could not reach bastion-2. Tried to reboot bastion-2 from the "
     "console; that failed too. The second attempt succeeded.",
     [("Rotate the SSH host keys", False, False), ("Reboot bastion-2", True, True)]),
    ("plan with a retry",
     "We will try to migrate the cron jobs tomorrow; if it fails, we retry on Friday and it should succeed.",
     [("Migrate the cron jobs", False, False)]),
    ("firmware note, failed retry",
     "Tried to upload the firmware twice. The retry did not succeed.",
     [("Upload the firmware", False, False)]),
    # Sixth batch, written and labelled before the rule that reads "make … pass" from the last test record.
    ("agent transcript, tests made to pass",
     "> tool: run_command(\"pytest -q\")\n< exit 1: 2 failed, 40 passed\nAssistant: I fixed the fixture.\n"
     "> tool: run_command(\"pytest -q\")\n< exit 0: 42 passed in 3.0s",
     [("Make the test suite pass", True, True)]),
    ("shell transcript, tests still failing",
     "$ npm test\n> jest\nTests: 3 failed, 97 passed, 100 total",
     [("Make the tests pass", False, False)]),
    ("shell transcript, a filtered test run",
     "$ npm test -- -t parser\n12 passed",
     [("Make the test suite pass", False, False)]),
    ("agent transcript, go test",
     "Action: shell `go test ./...`\nObservation: ok  example.com/api 0.41s\nok  example.com/db 0.22s",
     [("Make the tests pass", True, True)]),
]


def main():
    write_agreed(TRACES, "milestones-nominal.json")


if __name__ == "__main__":
    main()
