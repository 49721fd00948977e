"""Source of the held-out process (milestones) set, round 4.

Each trace carries its milestones; each milestone has two independent hand readings
(A: written with the trace; B: a second reading of the finished trace, milestone by
milestone, asking only "does the record show this step was actually carried out?").
`python3 oracle.py` turns this file into cases.json and labels.json.
"""

D, N = "done", "not_done"

# (id, register, trace, [(milestone, reading_a, reading_b, category), ...])
TRACES = [
("t01", "coding-agent chat", """User: The login test is flaky on CI. Can you fix it and make sure it passes?
Assistant: I'll start by reading the test file.
[tool: read_file tests/test_login.py]
Assistant: The test depends on wall-clock time. I replaced the sleep call with a frozen clock (freezegun).
[tool: edit_file tests/test_login.py -> ok]
[tool: bash "pytest tests/test_login.py -q" -> 12 passed in 0.84s]
Assistant: All twelve login tests pass locally. I have not pushed the branch yet. Would you like me to open a pull request?""",
 [("Replace the sleep call with a frozen clock", D, D, "done_plain"),
  ("Run the login tests", D, D, "done_tool_result"),
  ("Push the branch", N, N, "negated"),
  ("Open a pull request", N, N, "asked")]),

("t02", "CI output", """Run: build-and-test #4412 (pull_request)
✓ Checkout
✓ Set up Node 20
✓ Install dependencies (pnpm install --frozen-lockfile)
✓ Unit tests: 482 passed, 0 failed
- Integration tests (skipped: condition github.event_name == 'push' was false)
- Deploy to staging (skipped)
Job summary: 4 succeeded, 2 skipped""",
 [("Install dependencies", D, D, "done_list"),
  ("Run the unit tests", D, D, "done_list"),
  ("Run the integration tests", N, N, "ci_skipped"),
  ("Deploy to staging", N, N, "ci_skipped")]),

("t03", "runbook execution log", """Failover drill, orders-db, 14 Nov
10:02 Paused writes from the API (maintenance flag on).
10:04 Promoted replica orders-db-2 to primary.
10:06 Connection string repointed in Vault; API pods restarted.
10:09 Smoke test of the checkout flow: OK.
10:15 The old primary was supposed to be rebuilt as a replica, but we ran out of time; ticket DBA-412 opened for Monday.
10:16 Maintenance flag removed, writes resumed.""",
 [("Pause writes from the API", D, D, "done_past_form"),
  ("Promote the replica to primary", D, D, "done_past_form"),
  ("Restart the API pods", D, D, "done_passive"),
  ("Rebuild the old primary as a replica", N, N, "planned"),
  ("Resume writes", D, D, "done_passive")]),

("t04", "incident notes", """Incident INC-2231, summary
Root cause: an expired TLS certificate on the internal load balancer.
Actions taken: the certificate was renewed at 03:40 UTC and the load balancer was reloaded two minutes later.
During the incident we did not notify customers, update the status page or file a postmortem; all three are tracked as follow-ups.""",
 [("Renew the certificate", D, D, "done_passive"),
  ("Reload the load balancer", D, D, "done_passive"),
  ("Notify customers", N, N, "negation_list"),
  ("Update the status page", N, N, "negation_list"),
  ("File a postmortem", N, N, "negation_list")]),

("t05", "lab notes", """Day 3. Thawed a vial of HEK293 cells from the -80 and plated the cells at 2x10^5 per well.
Transfection of the cells with the GFP plasmid was attempted, but the lipofectamine had expired and no cells were transfected; we will repeat tomorrow with fresh reagent.
Mycoplasma testing was not done this week.""",
 [("Thaw the cells", D, D, "done_past_form"),
  ("Plate the cells", D, D, "done_plain"),
  ("Transfect the cells with the GFP plasmid", N, N, "attempted_failed"),
  ("Test for mycoplasma", N, N, "negated")]),

("t06", "support ticket", """SUP-9912 Customer cannot reset password
Status: Resolved
Comments:
- (Priya) Reproduced the issue on staging with the customer's account.
- (Priya) Cause: the reset email went to a stale secondary address.
- (Marco) Updated the customer's primary email and triggered a new password reset link. Customer confirmed they could log in.
- (Marco) Should we also purge stale secondary addresses for other accounts? Leaving that question for the data team.""",
 [("Reproduce the issue on staging", D, D, "done_past_form"),
  ("Update the customer's primary email", D, D, "done_plain"),
  ("Trigger a new password reset link", D, D, "done_plain"),
  ("Purge stale secondary addresses for other accounts", N, N, "asked")]),

("t07", "coding-agent chat", """User: Please bump lodash to 4.17.21 and run the full test suite.
Assistant: Done. I bumped lodash to 4.17.21 and ran the full test suite; everything passes.
User: The CI log says the test job never started. Did you actually run it?
Assistant: You're right, I apologise. I only edited package.json; I did not run the tests. Running them now.
[tool: bash "npm test" -> Error: Cannot find module 'jest'. exit code 1]
Assistant: The test run failed because jest is not installed in this environment.""",
 [("Bump lodash to 4.17.21", D, D, "done_plain"),
  ("Run the full test suite", N, N, "contradicted")]),

("t08", "deploy log", """14:01 Deployed payments-api v2.8.0 to production as a 10% canary.
14:07 Error rate on the canary rose to 4.1%; payments-api rolled back to v2.7.3 at 14:08.
14:20 Feature flag new_checkout enabled for internal users.
14:35 Database migration 0042_add_refund_index applied.""",
 [("Deploy payments-api v2.8.0 to production", N, N, "undone"),
  ("Enable the new_checkout feature flag for internal users", D, D, "done_passive"),
  ("Apply database migration 0042_add_refund_index", D, D, "done_passive")]),

("t09", "postmortem", """To stop the bleeding, the on-call engineer restarted the queue workers instead of failing over the broker.
Rather than purging the dead-letter queue, she replayed its 1,204 messages into the main queue.
Capacity was then added to the consumer pool, from 6 to 10 instances.""",
 [("Restart the queue workers", D, D, "done_plain"),
  ("Fail over the broker", N, N, "instead_of"),
  ("Purge the dead-letter queue", N, N, "instead_of"),
  ("Replay the dead-letter messages into the main queue", D, D, "done_plain"),
  ("Add capacity to the consumer pool", D, D, "done_passive")]),

("t10", "onboarding checklist", """## New hire checklist: J. Okafor
- [x] Laptop issued and encrypted
- [x] SSO account created
- [ ] Added to the on-call rotation
- [x] Security training completed (certificate on file)
- [ ] Production database access granted (waiting on manager approval)""",
 [("Issue a laptop", D, D, "done_list"),
  ("Create the SSO account", D, D, "done_list"),
  ("Add to the on-call rotation", N, N, "unticked"),
  ("Complete the security training", D, D, "done_list"),
  ("Grant production database access", N, N, "unticked")]),

("t11", "agent log", """Plan:
1. Snapshot the data volume
2. Resize the filesystem to 200 GB
3. Restart the ingest service
Execution:
Snapshot snap-0a91 of the data volume vol-7731 created (100% complete).
resize2fs /dev/nvme1n1: the filesystem on /dev/nvme1n1 is now 52428800 (4k) blocks long.
The ingest service restart will happen in the next maintenance window.""",
 [("Snapshot the data volume", D, D, "done_nominal"),
  ("Resize the filesystem", D, D, "done_tool_result"),
  ("Restart the ingest service", N, N, "planned")]),

("t12", "runbook", """Certificate rotation runbook (edge tier)
Last executed: never
1. Generate a new CSR with a 4096-bit key.
2. Submit the CSR to the internal CA.
3. Install the signed certificate on both edge nodes.
4. Verify the chain with openssl s_client.""",
 [("Generate a new CSR", N, N, "instruction"),
  ("Submit the CSR to the internal CA", N, N, "instruction"),
  ("Install the signed certificate on both edge nodes", N, N, "instruction")]),

("t13", "standup note", """What I did this morning:
1. Rotated the API keys for the billing service.
2. Revoked the two keys found in the leaked gist.
3. Posted a notice in the security channel.
Not done yet: the audit of the access logs.""",
 [("Rotate the API keys for the billing service", D, D, "done_list"),
  ("Revoke the leaked keys", D, D, "done_list"),
  ("Post a notice in the security channel", D, D, "done_list"),
  ("Audit the access logs", N, N, "negated")]),

("t14", "chat", """If the nightly backup finishes before 6am, I'll kick off the reindex.
Update: the nightly backup finished at 05:12 and the reindex was started at 05:15. It's at 40% now and still running.""",
 [("Finish the nightly backup", D, D, "done_plain"),
  ("Start the reindex", D, D, "done_passive"),
  ("Complete the reindex", N, N, "partial")]),

("t15", "change record", """Change CHG-5521 (upgrade the Kafka brokers to 3.7) was cancelled by the CAB on Tuesday.
The broker configuration backup that precedes it had already been taken on Monday.""",
 [("Upgrade the Kafka brokers to 3.7", N, N, "cancelled"),
  ("Back up the broker configuration", D, D, "done_nominal")]),

("t16", "ops weekly", """The quarterly DR test has been pushed to January because of the change freeze.
Tape rotation went ahead as scheduled on Friday.""",
 [("Run the quarterly DR test", N, N, "postponed"),
  ("Rotate the tapes", D, D, "done_nominal")]),

("t17", "incident review", """The hotfix was merged without a code review and shipped straight to production.
Nobody ran the regression suite either.""",
 [("Merge the hotfix", D, D, "done_passive"),
  ("Review the code", N, N, "without"),
  ("Ship the hotfix to production", D, D, "done_passive"),
  ("Run the regression suite", N, N, "negated")]),

("t18", "pen-test follow-up", """Pen test report, section 5, recommendations: disable TLS 1.0 on the legacy gateway; enforce MFA for all VPN users.
Vendor response (24 Nov): MFA has been enforced for all VPN users since 3 November. TLS 1.0 remains enabled on the legacy gateway pending a customer migration.""",
 [("Enforce MFA for all VPN users", D, D, "done_passive"),
  ("Disable TLS 1.0 on the legacy gateway", N, N, "recommended")]),

("t19", "chat thread", """@dana: Did anyone rotate the Stripe webhook secret after the leak? I can't find it in the change log.
@li: Not yet, it's on my list for tomorrow.""",
 [("Rotate the Stripe webhook secret", N, N, "asked")]),

("t20", "CI output", """$ make build
go build ./... ok
$ make test
--- FAIL: TestParseConfig (0.00s)
FAIL github.com/acme/agent/config 0.012s
make: *** [test] Error 1
$ make release
make release: skipped because a previous step failed""",
 [("Run the build", D, D, "done_tool_result"),
  ("Get all tests passing", N, N, "attempted_failed"),
  ("Publish the release", N, N, "ci_skipped")]),

("t21", "shift log", """Night crew: we shut down line 3 at 22:10 for the belt change. The new belt was fitted and tensioned by 23:40, and line 3 was brought back up at 00:05.
The vibration sensor was meant to be recalibrated as well, but the technician had left his laptop at home.""",
 [("Shut down line 3", D, D, "done_past_form"),
  ("Fit the new belt", D, D, "done_passive"),
  ("Bring line 3 back up", D, D, "done_passive"),
  ("Recalibrate the vibration sensor", N, N, "planned")]),

("t22", "finance close", """Quarter-end close, entity DE01.
Reconciliation of the intercompany accounts was completed on 2 October.
Accrual review: finished.
The FX revaluation has not been posted; treasury rates arrived late.""",
 [("Reconcile the intercompany accounts", D, D, "done_nominal"),
  ("Review the accruals", D, D, "done_nominal"),
  ("Post the FX revaluation", N, N, "negated")]),

("t23", "clinical note", """Patient seen in ED. ECG obtained: sinus rhythm, no ST changes. Troponin drawn at 14:10 and 17:10, both negative.
Chest X-ray offered and declined by the patient. Discharged home with GP follow-up.""",
 [("Obtain an ECG", D, D, "done_passive"),
  ("Draw troponin", D, D, "done_passive"),
  ("Take a chest X-ray", N, N, "declined"),
  ("Discharge the patient", D, D, "done_past_form")]),

("t24", "coding-agent transcript", """Assistant: I'll add the migration for the last_seen_at column.
[tool_call: write_file db/migrations/20261120_add_last_seen.sql]
[tool_result: wrote 3 lines]
[tool_call: bash "psql -f db/migrations/20261120_add_last_seen.sql"]
[tool_result: ALTER TABLE]
Assistant: The column exists now. I didn't backfill the existing rows, since that would lock the table for a while. Want me to do it in batches?""",
 [("Write the migration for the last_seen_at column", D, D, "done_tool_result"),
  ("Run the migration", D, D, "done_tool_result"),
  ("Backfill the existing rows", N, N, "negated")]),

("t25", "audit email", """The auditors asked for the access review evidence. We sent them the Okta export on Monday.
Neither the AWS IAM credential report nor the GitHub audit log was attached.""",
 [("Send the Okta export", D, D, "done_plain"),
  ("Attach the AWS IAM credential report", N, N, "negation_list"),
  ("Attach the GitHub audit log", N, N, "negation_list")]),

("t26", "maintenance note", """Upgraded the staging cluster to Kubernetes 1.31 without draining the nodes first; two pods were evicted hard.""",
 [("Upgrade the staging cluster to Kubernetes 1.31", D, D, "done_past_form"),
  ("Drain the nodes", N, N, "without")]),

("t27", "git log", """$ git log --oneline -3
a41c9e2 Revert "Enable strict CSP headers"
7f0d3b1 Enable strict CSP headers
55e1a08 Add rate limiting to the login endpoint""",
 [("Add rate limiting to the login endpoint", D, D, "done_list"),
  ("Enable strict CSP headers", N, N, "undone")]),

("t28", "chat", """I was about to drop the legacy_users table when Sam pointed out that the reporting job still reads it, so I left the table alone.
I did archive the legacy_users rows to S3 first, and that archive can stay.""",
 [("Archive the legacy_users rows to S3", D, D, "done_plain"),
  ("Drop the legacy_users table", N, N, "planned")]),

("t29", "tool-call results", """{"tool":"kubectl","args":["rollout","restart","deployment/search"],"exit_code":0,"stdout":"deployment.apps/search restarted"}
{"tool":"kubectl","args":["scale","deployment/search","--replicas=6"],"exit_code":1,"stderr":"Error from server (Forbidden): deployments.apps \\"search\\" is forbidden"}""",
 [("Restart the search deployment", D, D, "done_tool_result"),
  ("Scale the search deployment to 6 replicas", N, N, "attempted_failed")]),

("t30", "lab notebook", """Sample set B: centrifuged at 4000 g for 10 min, supernatant discarded.
The pellets should have been washed twice with PBS but were washed only once.
All samples stored at -20 °C afterwards.""",
 [("Centrifuge sample set B", D, D, "done_past_form"),
  ("Discard the supernatant", D, D, "done_passive"),
  ("Wash the pellets twice with PBS", N, N, "partial"),
  ("Store the samples at -20 °C", D, D, "done_passive")]),

("t31", "issue tracker", """FEAT-301 Add CSV export to the invoices page. Resolution: Won't Do (product decided to rely on the API instead).
FEAT-302 Add PDF export to the invoices page. Resolution: Done, released in 4.12.""",
 [("Add CSV export to the invoices page", N, N, "cancelled"),
  ("Add PDF export to the invoices page", D, D, "done_list")]),

("t32", "runbook status table", """| Step | Action | Status |
|---|---|---|
| 1 | Drain node worker-3 | ✅ done |
| 2 | Patch the kernel to 6.6.58 | ✅ done |
| 3 | Reboot worker-3 | ❌ failed (IPMI timeout) |
| 4 | Uncordon worker-3 | ⏭ skipped |""",
 [("Drain node worker-3", D, D, "done_list"),
  ("Patch the kernel to 6.6.58", D, D, "done_list"),
  ("Reboot worker-3", N, N, "attempted_failed"),
  ("Uncordon worker-3", N, N, "skipped")]),

("t33", "agent summary vs change record", """Agent summary: all three stale DNS records were deleted.
Change record: deleted api-old.acme.io; deleted cdn-legacy.acme.io; deletion of mail2.acme.io failed (record locked by the registrar).""",
 [("Delete all three stale DNS records", N, N, "contradicted"),
  ("Delete api-old.acme.io", D, D, "done_past_form")]),

("t34", "meeting notes", """Sync 24 Nov: we agreed to migrate all cron jobs to Airflow next sprint. Ana already migrated the two billing jobs to Airflow last week as a pilot.
Decision: no rewrite of the scheduler.""",
 [("Migrate all cron jobs to Airflow", N, N, "planned"),
  ("Migrate the billing jobs to Airflow", D, D, "done_plain"),
  ("Rewrite the scheduler", N, N, "negated")]),

("t35", "coding-agent transcript", """[tool: bash "pytest -q -m 'not slow'"]
[result: 214 passed, 37 deselected in 12.40s]
Assistant: The fast tests pass. I deselected the slow integration tests to save time, so those have not run.""",
 [("Run the fast tests", D, D, "done_tool_result"),
  ("Run the slow integration tests", N, N, "skipped")]),

("t36", "DR exercise", """We did restore the orders snapshot onto the staging cluster, and row counts matched production within 0.1%.
We never tested a restore into a different region.""",
 [("Restore the orders snapshot onto the staging cluster", D, D, "done_plain"),
  ("Test a restore into a different region", N, N, "negated")]),

("t37", "agent run report", """The agent tried to renew the domain acme-status.com, but the registrar API returned 402 Payment Required.
It could not update the billing card either.
It successfully renewed acme.com for two years.""",
 [("Renew the domain acme-status.com", N, N, "attempted_failed"),
  ("Update the billing card", N, N, "attempted_failed"),
  ("Renew acme.com", D, D, "done_plain")]),

("t38", "handover notes", """Handover to day shift:
- Certificates on edge-01 and edge-02 renewed ✔
- HAProxy config reloaded ✔
- Monitoring alerts for certificate expiry: not yet configured
- Old certificates: kept in /etc/ssl/archive, not deleted""",
 [("Renew the certificates on edge-01 and edge-02", D, D, "done_list"),
  ("Reload the HAProxy config", D, D, "done_list"),
  ("Configure monitoring alerts for certificate expiry", N, N, "negated"),
  ("Delete the old certificates", N, N, "negated")]),

("t39", "coding-agent chat", """Assistant: I did not skip the type check this time: tsc --noEmit finished with no errors. I also didn't regenerate the API client, because the schema is unchanged.""",
 [("Run the type check", D, D, "done_other_words"),
  ("Regenerate the API client", N, N, "negated")]),

("t40", "support email", """Hi Marta, we have scheduled the firmware update for your three printers for Thursday at 9am.
The toner cartridges you ordered were delivered to reception this morning.""",
 [("Update the printer firmware", N, N, "planned"),
  ("Deliver the toner cartridges", D, D, "done_passive")]),

("t41", "security incident", """Per the vendor, the compromised account was disabled at 09:00.
Our IdP logs show successful logins from that account at 11:32 and 12:05, so the account was still active at midday.""",
 [("Disable the compromised account", N, N, "contradicted")]),

("t42", "sequencing log", """Attempt 1 to sequence library L7 failed QC (low cluster density).
We re-quantified the library and attempt 2 succeeded: library L7 sequenced to 41 M reads, Q30 92%.""",
 [("Re-quantify the library", D, D, "done_past_form"),
  ("Sequence library L7", D, D, "done_passive")]),

("t43", "coding-agent chat", """Assistant: Let me clear the CDN cache so the new logo shows up.
User: Wait, don't. Marketing wants the old logo until Monday.
Assistant: Understood, I've left the cache as it is.""",
 [("Clear the CDN cache", N, N, "planned")]),

("t44", "data pipeline log", """backfill-events: processed 12/12 partitions for 2026-10; 7/12 partitions for 2026-11 (stopped: quota exceeded)""",
 [("Backfill all partitions for 2026-10", D, D, "done_tool_result"),
  ("Backfill all partitions for 2026-11", N, N, "partial")]),
("t45", "release notes draft", """Should the canary stay healthy for an hour, we will promote build 7.3.1 to all regions.
In case the error budget is exceeded, the on-call engineer pages the release manager.
As of 16:00 the canary is still serving 5% of traffic.""",
 [("Promote build 7.3.1 to all regions", N, N, "conditional"),
  ("Page the release manager", N, N, "conditional")]),

("t46", "post-incident review", """Action items
- We recommend that the backup job raise an alert when it runs longer than two hours.
- Suggested: enable point-in-time recovery on the users database.
Already done during the review: rebooted the stuck bastion host and wiped the leaked credentials from the CI cache.""",
 [("Alert when the backup job runs longer than two hours", N, N, "recommended"),
  ("Enable point-in-time recovery on the users database", N, N, "recommended"),
  ("Restart the bastion host", D, D, "done_other_words"),
  ("Delete the leaked credentials from the CI cache", D, D, "done_other_words")]),

("t47", "access log", """11:02 Granted Tomas read access to the finance bucket for the audit.
11:40 Access revoked again after the auditors said they only needed the exported CSV.
11:45 Installed the CloudWatch agent on bastion-2.
12:10 Opened port 5432 on the db security group for the migration; closed it again at 12:30.""",
 [("Grant Tomas read access to the finance bucket", N, N, "undone"),
  ("Install the CloudWatch agent on bastion-2", D, D, "done_past_form"),
  ("Open port 5432 on the db security group", N, D, "undone")]),

("t48", "weekly ops", """The Postgres 16 upgrade was deferred to Q1.
We held off on enabling the new autoscaler until the cost review.
The expired staging certificate was replaced on Wednesday.""",
 [("Upgrade Postgres to 16", N, N, "postponed"),
  ("Enable the new autoscaler", N, N, "postponed"),
  ("Replace the expired staging certificate", D, D, "done_passive")]),

("t49", "vendor onboarding tracker", """Completion of the vendor security questionnaire: 14 November.
The signing of the DPA by both parties took place on 20 November.
Installation of the badge readers at the Lyon office is scheduled for December.""",
 [("Complete the vendor security questionnaire", D, D, "done_nominal"),
  ("Sign the DPA", D, D, "done_nominal"),
  ("Install the badge readers at the Lyon office", N, N, "planned")]),

("t50", "coding-agent chat", """Assistant: I can delete the 3,412 orphaned blobs if you confirm. Here is a dry run of the garbage collection first.
[tool: bash "blobctl gc --dry-run" -> would delete 3412 blobs (18.2 GB)]
User: Looks fine, but let's wait for the legal hold list before deleting anything.""",
 [("Do a dry run of the garbage collection", D, D, "done_tool_result"),
  ("Delete the orphaned blobs", N, N, "conditional")]),
]
