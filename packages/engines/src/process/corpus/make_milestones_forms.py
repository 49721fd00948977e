"""Hand-labelled milestone traces for done reported in other forms: a status mark at the end of a line ("Lint ✅"),
"not only … but also", closed-list synonyms and abbreviations of the milestone's words ("cert" for certificate,
"dropped the rows" for remove, "fitted a model" for train, "took photos" for photograph), a "Done …:" label before a
report with its subject left out, and "completion of <event>" recorded as a fact. Each form comes with traps that use
the same words for a step that is not done. Written and labelled before the rules they measure; writes
milestones-forms.json beside this file.

Usage: python3 make_milestones_forms.py
Same label meaning as make_milestones.py (done: the trace shows the step carried out and not undone). Reading A was
written with each trace; reading B was made in a separate pass over the traces with reading A hidden. A milestone is
kept only when both readings agree. corpus.test.ts requires no false done on this set and reports the missed ones.
"""
from agreed_readings import write_agreed

# (register, trace, [(milestone, reading A, reading B)])
TRACES = [
    ("CI summary with status marks",
     "Pipeline #8812 on release/2.4\nCheckout ✅\nLint ✅\nUnit tests ✅ (1,204 passed)\nIntegration tests ❌ (2 failed)\n"
     "Security scan ⏭ skipped\nPublish docs ⚠️ not run",
     [("Run the lint", True, True), ("Run the unit tests", True, True), ("Run the integration tests", False, False),
      ("Run the security scan", False, False), ("Publish the docs", False, False)]),
    ("deploy checklist with marks",
     "Staging deploy 14:02\nMigrate database ✅\nRestart workers ✔\nWarm the cache ✗\nSmoke tests ✅ dry run only",
     [("Migrate the database", True, True), ("Restart the workers", True, True), ("Warm the cache", False, False),
      ("Run the smoke tests", False, False)]),
    ("maintenance report, not only",
     "During the maintenance window we not only patched the hypervisors but also replaced the failed fan in rack 4. "
     "We did not rotate the BMC passwords.",
     [("Patch the hypervisors", True, True), ("Replace the failed fan in rack 4", True, True),
      ("Rotate the BMC passwords", False, False)]),
    ("vendor escalation, not only traps",
     "The vendor not only failed to ship the firmware but also missed the second deadline. Our team did not just test "
     "the rollback plan, but also timed it: 11 minutes. It was not only the cache that was never cleared; the queue was "
     "not drained either.",
     [("Ship the firmware", False, False), ("Test the rollback plan", True, True), ("Clear the cache", False, False),
      ("Drain the queue", False, False)]),
    ("ops log with abbreviations",
     "Renewed the TLS cert for shop.example.net at 09:10. Cloned the infra repo onto the new runner. The prod DB was "
     "not touched; the config for the staging env was reloaded at 09:40.",
     [("Renew the TLS certificate for shop.example.net", True, True), ("Clone the infra repository", True, True),
      ("Migrate the production database", False, False),
      ("Reload the configuration for the staging environment", True, True)]),
    ("chat, abbreviation traps",
     "Priya: did anyone renew the cert for mail.example.net?\nTom: no, I only renewed the certificate for "
     "www.example.net.\nTom: the repo for the mail service is archived, nobody has cloned it.",
     [("Renew the certificate for mail.example.net", False, False), ("Renew the cert for www.example.net", True, True),
      ("Clone the mail service repository", False, False)]),
    ("data prep notes, synonyms",
     "Data prep notes: dropped 212 rows with a null customer_id, then fitted a gradient boosting model on the "
     "remaining rows. The outliers were not dropped. Feature scaling was skipped.",
     [("Remove the rows with a null customer_id", True, True), ("Train a gradient boosting model", True, True),
      ("Remove the outliers", False, False), ("Scale the features", False, False)]),
    ("incident notes, intransitive drop traps",
     "Two nodes dropped from the pool overnight and the old replica dropped out of the cluster at 03:10. We never "
     "dropped the legacy index, and the plan to remove the debug endpoint is on hold.",
     [("Remove two nodes from the pool", False, False), ("Remove the old replica from the cluster", False, False),
      ("Remove the legacy index", False, False), ("Remove the debug endpoint", False, False)]),
    ("site visit, photos",
     "Site visit 12 June. Took photos of the cracked lintel and the damp patch in the cellar. Did not photograph the "
     "roof: no ladder on site.",
     [("Photograph the cracked lintel", True, True), ("Photograph the roof", False, False)]),
    ("weekly sync with labels",
     "Weekly sync, 3 Oct\nDone this week: migrated the billing cron jobs and archived the 2023 audit logs.\n"
     "Not done: rotated credentials for the partner API (blocked on vendor).\nNext week: decommission the old bastion.",
     [("Migrate the billing cron jobs", True, True), ("Archive the 2023 audit logs", True, True),
      ("Rotate the credentials for the partner API", False, False), ("Decommission the old bastion", False, False)]),
    ("vendor onboarding tracker, completion of",
     "Vendor onboarding tracker\nCompletion of the penetration test: expected in October.\nThe completion of the "
     "supplier audit was confirmed by procurement on 9 September.\nCompletion of the SOC 2 review is scheduled for Q4.",
     [("Complete the penetration test", False, False), ("Complete the supplier audit", True, True),
      ("Complete the SOC 2 review", False, False)]),
    ("field report, completion not confirmed",
     "Completion of the firmware rollout was not confirmed by the field team; two gateways still report 3.1.",
     [("Roll out the firmware", False, False)]),
    ("status marks, traps",
     "I'll deploy the fix after lunch ✅\nRestore test ✅ (waiting on approval)\nFeature flag enabled ✅\n"
     "Feature flag disabled again ✅ (errors spiked)",
     [("Deploy the fix", False, False), ("Run the restore test", False, False), ("Enable the feature flag", False, False)]),
    # Second batch, written and labelled (both readings) before the count, particle-noun, whole/full and
    # completion-of rules were run on it.
    ("CI output with counts",
     "Unit tests ........ 318 passed, 0 failed\nIntegration tests ........ 40 passed, 2 failed\n"
     "Contract tests ........ 0 passed, 0 failed\nE2E tests ........ 12 passed, 0 failed, 3 skipped",
     [("Run the unit tests", True, True), ("Run the integration tests", False, False),
      ("Run the contract tests", False, False), ("Run the E2E tests", False, False)]),
    ("change notes, nouns of phrasal verbs",
     "The rollout of the new VPN client to the Madrid office finished on Tuesday. The cleanup of the old VPN profiles "
     "is planned for next sprint. The shutdown of the old cluster was postponed.",
     [("Roll out the new VPN client to the Madrid office", True, True), ("Clean up the old VPN profiles", False, False),
      ("Shut down the old cluster", False, False)]),
    ("release log, whole and entire",
     "Ran the whole regression suite on the release candidate: green. The entire staging database was not restored, "
     "only the orders schema.",
     [("Run the full regression suite", True, True), ("Restore the full staging database", False, False)]),
    ("audit notes, completion of",
     "Completion of the data migration was expected by Friday but has not been confirmed. The completion of the "
     "quarterly access review was recorded in the audit log on 2 May.",
     [("Complete the data migration", False, False), ("Migrate the data", False, False),
      ("Carry out the quarterly access review", True, True)]),
    # Third batch, written and labelled (both readings) before the rule on "before" after a denied clause was run on it.
    ("review notes, before after a denial",
     "Nobody reviewed the migration script before it was applied to production. We did not take a backup before the "
     "upgrade was rolled out.",
     [("Apply the migration script to production", True, True), ("Review the migration script", False, False),
      ("Roll out the upgrade", True, True), ("Take a backup", False, False)]),
    ("handover, before that did not happen",
     "The disk failed before the nightly backup completed. Please don't restart the API before the cache is warmed. "
     "He never got to rotate the keys before his contract ended.",
     [("Complete the nightly backup", False, False), ("Warm the cache", False, False), ("Restart the API", False, False),
      ("Rotate the keys", False, False)]),
    # Fourth batch, written and labelled (both readings) before the rules on "give X a Y" and on an event noun that
    # someone got or received were run on it.
    ("onboarding notes, got and given",
     "Onboarding notes: the new hires got a walkthrough of the deploy pipeline on Monday. They did not get a tour of "
     "the data centre, and the badge office has not given them access cards yet.",
     [("Give the new hires a walkthrough of the deploy pipeline", True, True),
      ("Give the new hires a tour of the data centre", False, False), ("Give the new hires access cards", False, False)]),
    ("support ticket, refund",
     "Ticket 4471: the customer confirmed that the refund of the duplicate charge was never issued. The change to "
     "their billing address got no approval from finance. The customer received a callback from billing at 15:10.",
     [("Give the customer a refund", False, False), ("Approve the change to the billing address", False, False),
      ("Give the customer a callback from billing", True, True)]),
    ("lab notes, training",
     "The intern never got the training on the centrifuge, although she received a briefing on lab safety from Dr Ek.",
     [("Give the intern training on the centrifuge", False, False),
      ("Give the intern a briefing on lab safety", True, True)]),
]


def main():
    write_agreed(TRACES, "milestones-forms.json")


if __name__ == "__main__":
    main()
