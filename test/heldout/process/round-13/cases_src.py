"""Source of the held-out process (milestones) set, round 13.

Written from the public documentation only (README.md, docs/engines-text.md section Process, the issue excerpt in
the brief) by someone who had not read the engine's code, its corpora, its tests, or any other held-out set.

Each milestone carries two hand readings: A (written with the trace) and B (a second pass over the finished trace,
milestone by milestone, asking only "does this trace show the step done?"). Each reading is (label, one-line
justification). oracle.py keeps the milestones where A and B agree and writes cases.json.
"""

D, N = "done", "not_done"

TRACES = [
dict(id="t01", register="coding agent, shell transcript + chat", trace="""User: CI on feature/export-csv is red. Can you fix the failing test and get the branch green? Please also bump the version in package.json.

Agent: Looking at the failure first.

$ npm test -- src/export/csv.test.ts
FAIL src/export/csv.test.ts
  ✕ escapes embedded quotes (12 ms)
Tests: 1 failed, 23 passed, 24 total

The serializer doubles quotes only in the header row. Patching `src/export/csv.ts`.

> edit_file("src/export/csv.ts")
< ok: 1 hunk applied

$ npm test
Tests: 0 failed, 311 passed, 311 total

$ git push origin feature/export-csv
To github.com:acme/reports.git
   a81c2f3..4be91d0  feature/export-csv -> feature/export-csv

Agent: The quote-escaping bug is fixed and the full suite passes locally (311/311). I pushed the fix; CI should pick it up in a few minutes. I haven't touched the version in package.json yet — do you want a patch or a minor bump?""", ms=[
  ("Run the full test suite", "tool_result", (D, "`npm test` with no filter printed 311 passed, 0 failed"), (D, "second npm test ran whole suite, 311/311")),
  ("Push the fix to feature/export-csv", "tool_result", (D, "git push output shows a81c2f3..4be91d0 pushed, agent says pushed"), (D, "push record and sentence")),
  ("Bump the version in package.json", "user_mentioned", (N, "only the user asked; agent says it has not touched the version"), (N, "explicitly not done, asks which bump")),
  ("Confirm that CI is green on feature/export-csv", "planned", (N, "agent only expects CI to pick it up; no CI result shown"), (N, "'should pick it up' is a prediction")),
  ("Fix the quote escaping in the CSV serializer", "other_words", (D, "'The quote-escaping bug is fixed' after the patch and green tests"), (D, "passive statement of the fix, backed by tests")),
]),
dict(id="t02", register="ops maintenance log with levels", trace="""2026-10-14 01:02:11 INFO  maint-bot: starting maintenance window CHG-4471 (orders-db)
2026-10-14 01:02:40 INFO  maint-bot: snapshot snap-07c1e2 of orders-db-prod created (412 GiB)
2026-10-14 01:05:03 INFO  maint-bot: applying migration 0193_split_line_items to orders-db-prod
2026-10-14 01:19:47 INFO  maint-bot: migration 0193_split_line_items applied (38,211,904 rows rewritten)
2026-10-14 01:22:15 WARN  maint-bot: p99 checkout latency 2.8s (threshold 800ms)
2026-10-14 01:31:02 INFO  maint-bot: rolling back migration 0193_split_line_items on orders-db-prod
2026-10-14 01:44:30 INFO  maint-bot: rollback of migration 0193_split_line_items complete
2026-10-14 01:45:12 INFO  maint-bot: posted summary to #ops-oncall
2026-10-14 01:46:00 INFO  maint-bot: maintenance window CHG-4471 closed; re-run scheduled for 2026-10-21""", ms=[
  ("Snapshot orders-db-prod", "plain", (D, "snapshot snap-07c1e2 of orders-db-prod created"), (D, "snapshot created line")),
  ("Apply migration 0193_split_line_items to orders-db-prod", "undone", (N, "applied at 01:19, rolled back, rollback complete at 01:44"), (N, "done then rolled back")),
  ("Roll back migration 0193_split_line_items", "other_words", (D, "'rollback of migration 0193_split_line_items complete'"), (D, "nominal rollback complete")),
  ("Post a summary to the on-call channel", "other_words", (D, "'posted summary to #ops-oncall'"), (D, "#ops-oncall is the on-call channel; posted")),
  ("Re-run migration 0193_split_line_items", "planned", (N, "only 're-run scheduled for 2026-10-21'"), (N, "scheduled, not run")),
]),
dict(id="t03", register="support chat export", trace="""[Customer, Nov 3 09:12] Hi, I was charged twice for order #88213. Can you refund the duplicate charge and also cancel my subscription renewal?
[Agent Leonie, Nov 3 09:20] Sorry about that! I can see two captures of €49.00 on Nov 1.
[Agent Leonie, Nov 3 09:26] I've issued a refund of €49.00 for the duplicate capture; it should show on your card in 3–5 business days.
[Agent Leonie, Nov 3 09:27] About the renewal: I can't change subscription settings from this tool, so I've passed your request on to our billing team (ticket BIL-2231).
[Customer, Nov 3 09:40] Thanks. Could you also send me the invoice for the remaining charge?
[Agent Leonie, Nov 3 09:44] Invoice INV-2026-88213 has been emailed to the address on file.""", ms=[
  ("Refund the duplicate charge", "other_words", (D, "issued a refund of €49.00 for the duplicate capture"), (D, "refund issued")),
  ("Cancel the subscription renewal", "failed", (N, "agent can't change subscription settings; handed to billing"), (N, "not cancelled, only escalated")),
  ("Pass the renewal request to the billing team", "plain", (D, "'I've passed your request on to our billing team (BIL-2231)'"), (D, "done in present perfect")),
  ("Email the invoice to the customer", "other_words", (D, "invoice has been emailed to the address on file"), (D, "passive, done")),
  ("Verify the customer's identity", "absent", (N, "no identity check anywhere"), (N, "never mentioned")),
]),
dict(id="t04", register="data agent, JSON tool records", trace="""{"tool": "warehouse.run_query", "args": {"sql": "SELECT count(*) FROM staging.events_2026_10"}, "result": {"ok": true, "rows": [[18204411]]}}
{"tool": "warehouse.copy_table", "args": {"source": "staging.events_2026_10", "target": "analytics.events"}, "result": {"ok": false, "error": "PermissionDenied: role agent_rw cannot write analytics.events"}}
{"tool": "warehouse.copy_table", "args": {"source": "staging.events_2026_10", "target": "sandbox.events_copy"}, "result": {"ok": true, "rows_copied": 18204411}}
{"tool": "slack.post_message", "args": {"channel": "#data-eng", "text": "Copy to analytics.events blocked by permissions; loaded into sandbox.events_copy for now."}, "result": {"ok": true}}
Agent: Row count checked (18.2M). The copy into analytics.events failed on permissions, so I loaded the data into sandbox.events_copy instead and told #data-eng.""", ms=[
  ("Count the rows in staging.events_2026_10", "tool_result", (D, "run_query count(*) ok, 18204411; 'Row count checked'"), (D, "query succeeded")),
  ("Copy staging.events_2026_10 to analytics.events", "failed", (N, "copy_table ok false PermissionDenied"), (N, "failed on permissions")),
  ("Copy staging.events_2026_10 to sandbox.events_copy", "tool_result", (D, "copy_table to sandbox ok true, 18204411 rows"), (D, "succeeded")),
  ("Post a message to #data-eng", "tool_result", (D, "slack.post_message ok true; 'told #data-eng'"), (D, "posted")),
  ("Grant agent_rw write access to analytics.events", "absent", (N, "permission problem reported, no grant"), (N, "nobody granted anything")),
]),
dict(id="t05", register="deploy bot chat", trace="""deploy-bot  14:02  Deploying checkout-web 3.14.0 to staging…
deploy-bot  14:06  checkout-web 3.14.0 is live on staging (12/12 pods ready)
deploy-bot  14:07  Smoke tests on staging: 48 passed, 0 failed
deploy-bot  14:10  Production deploy of checkout-web 3.14.0 waiting for approval from @release-managers
maya        14:31  approving after standup
deploy-bot  16:55  Approval window expired; production deploy cancelled.""", ms=[
  ("Deploy checkout-web 3.14.0 to staging", "other_words", (D, "'is live on staging (12/12 pods ready)'"), (D, "deploy in progress then live")),
  ("Run the smoke tests on staging", "status_line", (D, "'Smoke tests on staging: 48 passed, 0 failed'"), (D, "ran and passed")),
  ("Deploy checkout-web 3.14.0 to production", "other_object", (N, "production deploy waited, then cancelled"), (N, "cancelled")),
  ("Approve the production deploy", "planned", (N, "maya says 'approving after standup' but the window expired with no approval"), (N, "intent only; approval never recorded")),
  ("Run the smoke tests on production", "other_object", (N, "smoke tests ran on staging only"), (N, "no production smoke run")),
]),
dict(id="t06", register="incident chat with speaker labels", trace="""(Ravi) 03:12 pagerduty: disk /var/lib/kafka 96% on kafka-b2
(Agent) 03:14 Tried to expand the EBS volume vol-0f3a to 2 TiB: ModifyVolume returned "IncorrectModificationState" (a modification is already in progress).
(Agent) 03:29 Retried after the previous modification settled, and it went through on the second attempt. The volume is now 2 TiB.
(Agent) 03:33 Grew the XFS filesystem with xfs_growfs; df now shows 48% used.
(Agent) 03:35 I did not restart the Kafka broker; it was not needed.
(Ravi) 03:40 thanks. can you also raise the retention alert threshold?
(Agent) 03:41 Will do in the morning when the change freeze lifts.""", ms=[
  ("Expand the EBS volume vol-0f3a to 2 TiB", "retry_success", (D, "first attempt failed, retry went through, volume now 2 TiB"), (D, "retry succeeded")),
  ("Grow the XFS filesystem", "plain", (D, "'Grew the XFS filesystem with xfs_growfs'"), (D, "past tense, done")),
  ("Restart the Kafka broker", "negated", (N, "'I did not restart the Kafka broker'"), (N, "negated")),
  ("Raise the retention alert threshold", "user_mentioned", (N, "user asked; agent will do it in the morning"), (N, "planned only")),
  ("Check disk usage after growing the filesystem", "tool_result", (D, "'df now shows 48% used' after xfs_growfs"), (D, "df output reported")),
]),
dict(id="t07", register="onboarding checklist", trace="""## Onboarding — Jonas Weber (start 2026-11-02)

- [x] Create the Google Workspace account
- [x] Ship the laptop (tracking DHL 00340434161234)
- [ ] Add Jonas to the payroll system
- [x] Enroll the laptop in MDM — enrollment failed twice, device not showing in Intune
- [ ] Grant GitHub org access (waiting on manager approval)
- [x] Book the welcome lunch for Wednesday

Note: payroll was handled by HR directly on Friday, they confirmed by email.""", ms=[
  ("Create the Google Workspace account", "checklist", (D, "ticked item"), (D, "ticked")),
  ("Ship the laptop", "checklist", (D, "ticked with a tracking number"), (D, "ticked, tracking given")),
  ("Add Jonas to the payroll system", "checklist", (D, "note: payroll handled by HR, confirmed by email"), (N, "box unticked; 'payroll was handled' does not say Jonas was added to the system")),
  ("Enroll the laptop in MDM", "failed", (N, "ticked but the text says enrollment failed twice, device not in Intune"), (N, "failed despite tick")),
  ("Grant GitHub org access", "planned", (N, "unticked, waiting on manager approval"), (N, "pending")),
  ("Book the welcome lunch", "checklist", (D, "ticked item"), (D, "ticked")),
]),
dict(id="t08", register="terraform output + agent summary", trace="""$ terraform apply -auto-approve -target=module.audit
module.audit.aws_s3_bucket.audit_logs: Creating...
module.audit.aws_s3_bucket.audit_logs: Creation complete after 3s [id=acme-audit-logs-prod]
module.audit.aws_s3_bucket_versioning.audit_logs: Creating...
module.audit.aws_s3_bucket_versioning.audit_logs: Creation complete after 1s
module.audit.aws_s3_bucket_policy.audit_logs: Creating...
╷
│ Error: creating S3 bucket policy (acme-audit-logs-prod): MalformedPolicy: Invalid principal in policy
╵

Agent: The bucket and its versioning config are in place; the bucket policy failed on an invalid principal. I'll fix the ARN and re-apply. I did not touch the KMS key.""", ms=[
  ("Create the acme-audit-logs-prod bucket", "tool_result", (D, "aws_s3_bucket creation complete, id acme-audit-logs-prod"), (D, "created")),
  ("Enable versioning on the acme-audit-logs-prod bucket", "other_words", (D, "versioning resource created; 'versioning config in place'"), (D, "versioning created")),
  ("Attach the bucket policy to acme-audit-logs-prod", "failed", (N, "Error: creating S3 bucket policy ... MalformedPolicy"), (N, "failed")),
  ("Rotate the KMS key", "negated", (N, "'I did not touch the KMS key'"), (N, "not touched")),
  ("Re-apply the Terraform configuration", "planned", (N, "'I'll fix the ARN and re-apply'"), (N, "future")),
]),
dict(id="t09", register="scheduler run summary", trace="""DAG run nightly_finance_close 2026-11-27T02:00Z
extract_ledger_entries ........ success
validate_ledger_totals ........ success
load_fx_rates ................. failed (HTTP 503 from rates provider)
load_fx_rates (retry 1) ....... failed
load_fx_rates (retry 2) ....... success
compute_revaluation ........... success
publish_finance_dashboard ..... skipped (upstream flag publish=false)
notify_controllers ............ queued""", ms=[
  ("Extract the ledger entries", "status_line", (D, "extract_ledger_entries success"), (D, "success")),
  ("Load the FX rates", "retry_success", (D, "failed twice, retry 2 success"), (D, "final retry succeeded")),
  ("Compute the revaluation", "status_line", (D, "compute_revaluation success"), (D, "success")),
  ("Publish the finance dashboard", "negated", (N, "skipped"), (N, "skipped")),
  ("Notify the controllers", "planned", (N, "queued, not run"), (N, "queued")),
]),
dict(id="t10", register="coding agent narrative + shell", trace="""I updated `eslint` from 8.57 to 9.14 and migrated `.eslintrc.json` to the flat config `eslint.config.js`.
Running `pnpm lint` produced 214 new errors from the stricter `no-unused-vars` defaults, so I reverted the ESLint upgrade and restored `.eslintrc.json`; the lockfile is back to its previous state.
Separately, I removed the unused `moment` dependency (nothing imports it anymore) and the build still passes:

$ pnpm build
✓ built in 9.81s

Next steps: revisit the ESLint 9 migration in its own PR, and add a CODEOWNERS entry for /config.""", ms=[
  ("Upgrade eslint to 9.14", "undone", (N, "upgraded, then 'reverted the ESLint upgrade'"), (N, "reverted")),
  ("Remove the unused moment dependency", "plain", (D, "'I removed the unused moment dependency'"), (D, "done")),
  ("Build the project", "tool_result", (D, "`pnpm build` printed built in 9.81s"), (D, "build ran and passed")),
  ("Add a CODEOWNERS entry for /config", "planned", (N, "listed under Next steps"), (N, "future work")),
  ("Migrate the ESLint config to the flat config format", "undone", (N, "migrated then .eslintrc.json restored with the revert"), (N, "revert restored the old config")),
]),
dict(id="t11", register="patch run bullet report", trace="""Patch run — OpenSSL 3.0.15 — fleet web-eu (12 hosts)
• web-eu-01 to web-eu-09: package upgraded, nginx reloaded, `openssl version` reports 3.0.15
• web-eu-10, web-eu-11: apt lock held by unattended-upgrades; not patched
• web-eu-12: in maintenance (decommission ticket OPS-1887), skipped
Summary: 9 of 12 hosts patched. Reboots were not required for this CVE.
Rescan with Qualys still outstanding.""", ms=[
  ("Upgrade OpenSSL to 3.0.15 on all 12 web-eu hosts", "partial", (N, "9 of 12 patched"), (N, "3 hosts not patched")),
  ("Upgrade OpenSSL on web-eu-05", "range_member", (D, "web-eu-05 is in web-eu-01 to web-eu-09, upgraded"), (D, "in the patched range")),
  ("Patch web-eu-11", "negated", (N, "'web-eu-10, web-eu-11: ... not patched'"), (N, "not patched")),
  ("Reboot the web-eu hosts", "negated", (N, "'Reboots were not required'"), (N, "no reboot")),
  ("Rescan the fleet with Qualys", "planned", (N, "'still outstanding'"), (N, "outstanding")),
]),
dict(id="t12", register="support ticket with customer request", trace="""Ticket #55120 — "Can't log in after phone change"
Customer (Tue 10:02): I changed phones and now every code is rejected with "MFA code invalid". Can you reset my MFA and also unlock my account? It says locked after too many tries.
Agent (Tue 10:15): Thanks, Amir. I've verified your identity with the security questions on file.
Agent (Tue 10:17): I've reset your MFA: the old authenticator device is removed, and you'll be asked to enroll the new phone at your next login.
Agent (Tue 10:18): The lockout clears by itself after 30 minutes, so I left the account as it is. Please make sure the time on your new phone is set automatically.
Customer (Tue 10:31): It works now!
Agent (Tue 10:33): Ticket closed as resolved.""", ms=[
  ("Verify the customer's identity", "plain", (D, "'I've verified your identity with the security questions'"), (D, "done")),
  ("Reset the customer's MFA", "plain", (D, "'I've reset your MFA'"), (D, "done")),
  ("Unlock the customer's account", "user_mentioned", (N, "customer asked; agent left the account as it is"), (N, "not unlocked by agent")),
  ("Set the phone's time to automatic", "instruction", (N, "agent only asks the customer to make sure of it"), (N, "instruction, never confirmed")),
  ("Close the ticket", "other_words", (D, "'Ticket closed as resolved.'"), (D, "closed")),
]),
dict(id="t13", register="ML training log", trace="""[2026-11-20 08:00:01] INFO  train.py: dataset sentiment-v7 loaded (1,204,332 examples)
[2026-11-20 08:00:44] INFO  train.py: deduplication removed 18,210 near-duplicates
[2026-11-20 08:01:10] INFO  train.py: starting fine-tune of roberta-base, 3 epochs
[2026-11-20 09:47:52] ERROR train.py: CUDA out of memory in epoch 2 step 8812
[2026-11-20 09:48:03] INFO  train.py: resuming from checkpoint ckpt-epoch1 with batch size 16
[2026-11-20 11:59:30] INFO  train.py: fine-tune of roberta-base finished, 3/3 epochs, val F1 0.913
[2026-11-20 12:00:12] INFO  eval.py: evaluation on test split skipped (--skip-test)
[2026-11-20 12:01:40] INFO  push.py: model pushed to registry as sentiment-roberta:2026-11-20""", ms=[
  ("Deduplicate the dataset", "other_words", (D, "'deduplication removed 18,210 near-duplicates'"), (D, "nominal, done")),
  ("Fine-tune roberta-base for 3 epochs", "retry_success", (D, "OOM, resumed, finished 3/3 epochs"), (D, "finished after resume")),
  ("Evaluate the model on the test split", "negated", (N, "'evaluation on test split skipped'"), (N, "skipped")),
  ("Push the model to the registry", "plain", (D, "'model pushed to registry'"), (D, "done")),
  ("Lower the learning rate", "absent", (N, "only the batch size changed"), (N, "not mentioned")),
]),
dict(id="t14", register="node maintenance table", trace="""| # | Step | Node | Result |
|---|------|------|--------|
| 1 | Cordon node | gke-pool-a-7f2k | ✅ done |
| 2 | Drain node | gke-pool-a-7f2k | ⚠️ 3 pods stuck (PDB) |
| 3 | Upgrade node pool to 1.30.5 | pool-a | ⏭ skipped |
| 4 | Uncordon node | gke-pool-a-7f2k | ✅ done |

Agent: Because the drain could not finish (PodDisruptionBudget on payments-worker), I aborted the upgrade and uncordoned the node so it takes traffic again.""", ms=[
  ("Cordon node gke-pool-a-7f2k", "undone", (N, "cordoned, then uncordoned: node is schedulable again"), (D, "step 1 was carried out as a procedure step; uncordon is the planned step 4")),
  ("Drain node gke-pool-a-7f2k", "partial", (N, "3 pods stuck; drain could not finish"), (N, "not finished")),
  ("Upgrade the node pool to 1.30.5", "negated", (N, "skipped, upgrade aborted"), (N, "skipped")),
  ("Uncordon node gke-pool-a-7f2k", "table", (D, "row 4 done; 'uncordoned the node'"), (D, "done")),
  ("Abort the upgrade", "plain", (D, "'I aborted the upgrade'"), (D, "done")),
]),
dict(id="t15", register="handover email", trace="""Hi team,

Quick handover before my PTO. The Q3 access review for the finance SharePoint was completed on Wednesday; 14 stale accounts were removed. I had planned to archive the old vendor folders too, but legal asked us to hold off until the audit closes, so that has not been done. The new retention label has been drafted but not yet published: it needs sign-off from Compliance. I also rotated the service account password for svc-sp-sync and updated it in the vault.

Thanks,
Hannah""", ms=[
  ("Complete the Q3 access review for the finance SharePoint", "other_words", (D, "'access review ... was completed on Wednesday'"), (D, "completed")),
  ("Remove the stale accounts", "plain", (D, "'14 stale accounts were removed'"), (D, "passive done")),
  ("Archive the old vendor folders", "planned", (N, "planned, then held off; 'has not been done'"), (N, "not done")),
  ("Publish the new retention label", "negated", (N, "'drafted but not yet published'"), (N, "not yet")),
  ("Rotate the password for svc-sp-sync", "plain", (D, "'rotated the service account password for svc-sp-sync'"), (D, "done")),
  ("Get sign-off from Compliance", "planned", (N, "'it needs sign-off from Compliance'"), (N, "still needed")),
]),
dict(id="t16", register="git log", trace="""$ git log --oneline -6
e71c0aa Revert "Enable request batching in the gateway"
3d9f21c Add retry with jitter to the payment client
b04e6d2 Enable request batching in the gateway
91aa7c3 WIP: migrate auth middleware to jose
5c2e8b1 Fix off-by-one in pagination cursor
0f13d44 Update README install section""", ms=[
  ("Enable request batching in the gateway", "undone", (N, "b04e6d2 reverted by e71c0aa"), (N, "reverted")),
  ("Add retry with jitter to the payment client", "commit", (D, "commit 3d9f21c"), (D, "committed")),
  ("Migrate the auth middleware to jose", "in_progress", (N, "WIP commit only"), (N, "WIP, unfinished")),
  ("Fix the off-by-one in the pagination cursor", "commit", (D, "commit 5c2e8b1"), (D, "committed")),
  ("Update the README install section", "commit", (D, "commit 0f13d44"), (D, "committed")),
]),
dict(id="t17", register="finance close checklist", trace="""Close checklist — October 2026 (entity DE01)

1. Bank reconciliation: completed, 0 unreconciled items
2. Accrue the October cloud invoice: done, €42,118.20 booked to 6815
3. Intercompany elimination: pending (US01 balances not final)
4. FX revaluation: will run once ECB month-end rates are published on Nov 3
5. Fixed asset depreciation: posted

If the US01 balances arrive today, I will run the intercompany elimination tonight and lock the period.""", ms=[
  ("Complete the bank reconciliation", "status_line", (D, "'Bank reconciliation: completed'"), (D, "completed")),
  ("Accrue the October cloud invoice", "status_line", (D, "'done, €42,118.20 booked'"), (D, "done")),
  ("Run the intercompany elimination", "conditional", (N, "pending; only 'If ... I will run'"), (N, "conditional future")),
  ("Run the FX revaluation", "planned", (N, "'will run once ... published'"), (N, "future")),
  ("Post the fixed asset depreciation", "status_line", (D, "'Fixed asset depreciation: posted'"), (D, "posted")),
  ("Lock the period", "conditional", (N, "only in the conditional sentence"), (N, "conditional")),
]),
dict(id="t18", register="ReAct agent with psql", trace="""Thought: I need to check whether the index exists before creating it.
Action: shell `psql -d shop -c "\\di orders_created_at_idx"`
Observation: Did not find any relation named "orders_created_at_idx".
Action: shell `psql -d shop -c "CREATE INDEX CONCURRENTLY orders_created_at_idx ON orders (created_at);"`
Observation: ERROR:  canceling statement due to statement timeout
Action: shell `psql -d shop -c "CREATE INDEX CONCURRENTLY orders_created_at_idx ON orders (created_at);"`
Observation: ERROR:  relation "orders_created_at_idx" already exists
Thought: The failed concurrent build left an invalid index behind. I should drop it and retry.
Action: shell `psql -d shop -c "DROP INDEX CONCURRENTLY orders_created_at_idx;"`
Observation: DROP INDEX
Final Answer: I could not create the index yet: the first concurrent build timed out and left an invalid index, which I dropped. The next attempt should run with statement_timeout disabled during a low-traffic window.""", ms=[
  ("Check whether orders_created_at_idx exists", "tool_result", (D, "\\di query ran, answered not found"), (D, "checked")),
  ("Create the index orders_created_at_idx on orders", "failed", (N, "timed out, then 'already exists' error; 'could not create the index yet'"), (N, "failed")),
  ("Drop the invalid index", "tool_result", (D, "DROP INDEX result; 'which I dropped'"), (D, "dropped")),
  ("Disable statement_timeout for the index build", "planned", (N, "'should run with statement_timeout disabled'"), (N, "recommendation")),
  ("Run ANALYZE on orders", "absent", (N, "never mentioned"), (N, "absent")),
]),
dict(id="t19", register="CI summary with status marks", trace="""CI · pipeline #48213 · branch release/2.9
Install deps ✅
Lint ✅
Type check ✅
Unit tests ✅ 1,284 passed
Integration tests ❌ 2 failed, 311 passed
Build Docker image ✅
Push image to registry ⏭ skipped (previous stage failed)
Security scan ⚠ 1 high (CVE-2026-31337 in libxml2)""", ms=[
  ("Install the dependencies", "status_line", (D, "'Install deps ✅'"), (D, "ok")),
  ("Run the type check", "status_line", (D, "'Type check ✅'"), (D, "ok")),
  ("Make the integration tests pass", "failed", (N, "2 failed"), (N, "failed")),
  ("Build the Docker image", "status_line", (D, "'Build Docker image ✅'"), (D, "ok")),
  ("Push the image to the registry", "negated", (N, "skipped"), (N, "skipped")),
  ("Fix CVE-2026-31337 in libxml2", "absent", (N, "scan reports the CVE, nothing fixes it"), (N, "open finding")),
]),
dict(id="t20", register="incident timeline, failure after success", trace="""10:02 Agent: Restarted the ingest workers on ingest-1 to ingest-4; all four report healthy.
10:05 Agent: Lag on topic clickstream dropping: 1.2M → 400k.
10:21 Agent: ingest-3 crashed again (OOMKilled) and has been restarting in a loop since 10:18.
10:24 Agent: Raised the memory limit of the ingest deployment from 2Gi to 3Gi; rollout in progress.
10:26 Agent: Marking the incident as mitigated would be premature; I'll wait for the rollout to finish before updating the status page.""", ms=[
  ("Restart the ingest workers", "failure_after_success", (D, "restarted at 10:02; the later crash does not undo the restart"), (D, "restart happened")),
  ("Get all four ingest workers healthy", "failure_after_success", (N, "healthy at 10:02 but ingest-3 crash-looping since 10:18"), (N, "not healthy at the end")),
  ("Raise the memory limit of the ingest deployment to 3Gi", "in_progress", (D, "'Raised the memory limit ... to 3Gi'"), (N, "rollout in progress: the new limit is not in effect yet")),
  ("Roll out the new memory limit", "in_progress", (N, "'rollout in progress'"), (N, "under way")),
  ("Update the status page", "planned", (N, "'I'll wait ... before updating the status page'"), (N, "future")),
  ("Mark the incident as mitigated", "negated", (N, "'would be premature'"), (N, "not done")),
]),
dict(id="t21", register="data cleaning log, markdown", trace="""### Cleaning log — customers_2026Q3.csv

**What I did**
- Dropped 1,402 rows with a null `customer_id`.
- Normalised phone numbers to E.164 (96.4% parsed; 3,118 left as-is).
- Merged duplicate customers by email: 2,240 pairs merged.

**What I did not do**
- Geocoding of addresses (API quota exhausted after 12% of rows).
- Currency conversion of `lifetime_value`: the column is already in EUR.

Output written to `customers_2026Q3_clean.parquet` (48,911 rows).""", ms=[
  ("Drop the rows with a null customer_id", "plain", (D, "'Dropped 1,402 rows with a null customer_id'"), (D, "done")),
  ("Normalise all phone numbers to E.164", "partial", (N, "96.4% parsed, 3,118 left as-is"), (N, "partial")),
  ("Merge duplicate customers by email", "plain", (D, "2,240 pairs merged"), (D, "done")),
  ("Geocode the addresses", "negated", (N, "under 'What I did not do', quota exhausted after 12%"), (N, "not done")),
  ("Convert lifetime_value to EUR", "negated", (N, "under 'What I did not do'; already in EUR"), (N, "not done")),
  ("Write the cleaned data to customers_2026Q3_clean.parquet", "other_words", (D, "'Output written to customers_2026Q3_clean.parquet'"), (D, "written")),
]),
dict(id="t22", register="Slack thread, questions", trace="""#release-2026-11 thread
priya: @agent did the feature flag `new_pricing_page` get turned on for the EU cohort?
agent: I sent a change request to the growth team (CR-7781) asking them to enable `new_pricing_page` for the EU cohort. No confirmation yet.
priya: ok. and the pricing copy, was it translated into German?
agent: The German translation was delivered by the agency this morning and merged in PR #2210.
priya: great. did anyone tell support about the new prices?
agent: Not yet. I drafted a note for the support team but haven't sent it.""", ms=[
  ("Enable new_pricing_page for the EU cohort", "asked_not_confirmed", (N, "change request sent, no confirmation"), (N, "requested only")),
  ("Translate the pricing copy into German", "other_words", (D, "German translation delivered by the agency and merged"), (D, "translation delivered")),
  ("Merge the German translation", "plain", (D, "'merged in PR #2210'"), (D, "merged")),
  ("Tell support about the new prices", "negated", (N, "'Not yet'"), (N, "not sent")),
  ("Draft a note for the support team", "plain", (D, "'I drafted a note for the support team'"), (D, "drafted")),
]),
dict(id="t23", register="runbook with numbered steps", trace="""Runbook RB-DNS-04: move api.fabrikam.io to the new load balancer
Step 1 - Lower TTL on api.fabrikam.io to 60s: done (Mon 09:10)
Step 2 - Wait 24h for the old TTL to expire: done
Step 3 - Update the A record to 203.0.113.40: done (Tue 09:30)
Step 4 - Verify resolution from three regions: 2 of 3 regions resolved to the new IP (ap-south still cached)
Step 5 - Restore TTL to 3600s: not started
Tue 11:02 The A record was changed back to 198.51.100.7 after 5xx spikes on the new LB.""", ms=[
  ("Lower the TTL on api.fabrikam.io to 60s", "status_line", (D, "step 1 done"), (D, "done")),
  ("Update the A record to 203.0.113.40", "undone", (N, "done at 09:30, changed back to 198.51.100.7 at 11:02"), (N, "reverted")),
  ("Verify resolution from three regions", "partial", (N, "2 of 3 regions"), (N, "partial")),
  ("Restore the TTL to 3600s", "negated", (N, "not started"), (N, "not started")),
  ("Wait 24h for the old TTL to expire", "status_line", (D, "step 2 done"), (D, "done")),
]),
dict(id="t24", register="coding agent tool calls, tests regress", trace="""> run_command("pytest -q")
< 128 passed in 14.02s

I then refactored `billing/invoice.py` to use `Decimal` throughout.

> run_command("pytest -q")
< 3 failed, 125 passed in 13.88s
< FAILED tests/test_invoice.py::test_rounding_half_even

I've left the refactor in place and will look at the rounding tests tomorrow. The changes are committed on branch refactor/decimal but not pushed.""", ms=[
  ("Make the test suite pass", "failure_after_success", (N, "128 passed first, latest run 3 failed"), (N, "latest run red")),
  ("Refactor billing/invoice.py to use Decimal", "plain", (D, "'I then refactored billing/invoice.py to use Decimal'"), (D, "done")),
  ("Commit the changes on refactor/decimal", "plain", (D, "'committed on branch refactor/decimal'"), (D, "committed")),
  ("Push the branch refactor/decimal", "negated", (N, "'but not pushed'"), (N, "not pushed")),
  ("Fix the rounding tests", "planned", (N, "'will look at ... tomorrow'"), (N, "future")),
]),
dict(id="t25", register="shift handover bullets", trace="""Shift handover — Sat 28 Nov, night → day

- Certificate renewal for *.int.example.net: performed at 23:40, new expiry 2027-02-26.
- The weekly restore test of the billing backup was not performed; the restore host was down for firmware.
- Log rotation on bastion-2 was skipped because the disk check passed at 71%.
- The failover drill for redis-sessions never ran: the scheduler job had been disabled by mistake. I re-enabled the job at 06:10.
- Cache purge for the CDN: completed without incident.
- Nobody has looked at ticket OPS-9921 yet.""", ms=[
  ("Renew the certificate for *.int.example.net", "other_words", (D, "'Certificate renewal ...: performed at 23:40'"), (D, "performed")),
  ("Run the weekly restore test of the billing backup", "negated", (N, "'was not performed'"), (N, "not performed")),
  ("Rotate the logs on bastion-2", "negated", (N, "log rotation skipped"), (N, "skipped")),
  ("Run the failover drill for redis-sessions", "negated", (N, "'never ran'"), (N, "never ran")),
  ("Re-enable the scheduler job", "plain", (D, "'I re-enabled the job at 06:10'"), (D, "done")),
  ("Purge the CDN cache", "other_words", (D, "'Cache purge for the CDN: completed without incident'"), (D, "completed")),
  ("Look at ticket OPS-9921", "negated", (N, "'Nobody has looked at ... yet'"), (N, "not yet")),
]),
]
