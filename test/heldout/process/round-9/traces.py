"""Round-9 held-out traces for the process engine (mode milestones).

Each trace: (id, kind, text, [(milestone, category, reading_a)]).
reading_a is the first hand reading, written with the trace: True = the trace reports the
milestone's action as carried out on the named object (and not undone, contradicted or only partly done).
The second, independent reading is in reading_b.json; oracle.py keeps only milestones where both agree.
"""

D, N = True, False

TRACES = [
("t01", "coding-agent tool log", """[step 1] > tool: run_command("pnpm install")
Observation: Packages: +412. Done in 8.3s
[step 2] > tool: run_command("pnpm run lint")
Observation: Checked 184 files in 1.2s. No fixes applied.
[step 3] > tool: run_command("pnpm test")
Observation: Test Files  3 failed | 41 passed (44)
     Tests  7 failed | 388 passed (395)
exit code 1
[step 4] > tool: write_file("src/date/parse.ts")
Observation: wrote 2,104 bytes
Agent: I updated the date parser to accept ISO week dates. All tests pass now.""",
 [("Install the dependencies", "done-tool", D),
  ("Run the linter", "done-tool", D),
  ("Make the test suite pass", "contradicted", N),
  ("Update the date parser", "done-past", D)]),

("t02", "CI output", """Run #4821 · branch release/3.9 · triggered by push
✓ checkout (2s)
✓ setup-node 20.x (11s)
✓ Install dependencies (48s)
✓ Type check (31s)
✗ Unit tests (2m 14s) — 3 failed, 1208 passed
⏭ E2E tests — skipped (depends on Unit tests)
⏭ Publish to npm — skipped
Summary: 4 succeeded, 1 failed, 2 skipped""",
 [("Run the type check", "done-check", D),
  ("Make the unit tests pass", "failed", N),
  ("Run the E2E tests", "ci-skipped", N),
  ("Publish the package to npm", "ci-skipped", N)]),

("t03", "deploy log", """2026-11-03 14:02:11 INFO  deploy: starting rollout of checkout-api v5.2.0 to prod-eu (canary 10%)
2026-11-03 14:05:40 INFO  canary: error rate 0.2% (threshold 1%), healthy
2026-11-03 14:06:02 INFO  deploy: promoting checkout-api v5.2.0 to 100% of prod-eu
2026-11-03 14:11:37 INFO  deploy: checkout-api v5.2.0 live on prod-eu (24/24 pods ready)
2026-11-03 14:48:15 WARN  alert: p99 latency 2.4s on /cart (SLO 800ms)
2026-11-03 14:52:09 INFO  deploy: rolling back checkout-api to v5.1.4 on prod-eu
2026-11-03 14:55:30 INFO  deploy: rollback complete, v5.1.4 serving 24/24 pods
2026-11-03 15:10:00 INFO  deploy: prod-us rollout of v5.2.0 cancelled by on-call""",
 [("Deploy checkout-api v5.2.0 to prod-eu", "undone", N),
  ("Roll out checkout-api v5.2.0 to prod-us", "cancelled", N),
  ("Roll back checkout-api to v5.1.4 on prod-eu", "done-nominal", D)]),

("t04", "runbook execution notes", """Maintenance window MW-2211 - orders-db (PostgreSQL 14 to 16)
Operator: K. Lindqvist

1. Announced the window in #ops-status at 21:55.
2. Snapshot of orders-db taken at 22:01 (snap-0f3a91c2), 312 GB.
3. Replication to the standby paused.
4. pg_upgrade --check reported no incompatibilities.
5. The in-place upgrade was not performed: the vendor extension pg_partman 4.x is not built for 16 yet.
6. Replication resumed at 22:40; lag back to 0 by 22:43.
7. Window closed at 22:45; no customer impact.
Follow-up: upgrade to be rescheduled once pg_partman 5 is packaged.""",
 [("Take a snapshot of orders-db", "done-list", D),
  ("Upgrade orders-db to PostgreSQL 16", "negated", N),
  ("Announce the maintenance window in #ops-status", "done-list", D)]),

("t05", "incident notes", """INC-7730 - Login failures for SSO users (SEV2)
Timeline (UTC)
09:12 Pager fired: 38% of SAML logins returning 500.
09:20 Mira found the IdP signing certificate had rotated overnight; our SP metadata still pinned the old one.
09:31 Imported the new IdP certificate into the SP config on auth-1 and auth-2.
09:34 Logins recovering on auth-1; auth-3 still failing, it was missed in the change.
09:41 Imported the certificate on auth-3 as well. Error rate back to baseline by 09:45.
Action items
- Automate the IdP metadata refresh (owner: Mira, due Dec 15)
- Add an alert on SAML assertion failures (owner: Devon)""",
 [("Import the new IdP certificate on auth-2", "done-past", D),
  ("Import the new IdP certificate on auth-3", "done-past", D),
  ("Automate the IdP metadata refresh", "planned", N),
  ("Add an alert on SAML assertion failures", "planned", N)]),

("t06", "lab notebook", """Lab notebook - R. Osei - 2026-10-14
Expression of His-tagged GFP in BL21(DE3)
- Overnight starter (10 mL LB + kan) inoculated from glycerol stock at 17:00 yesterday.
- 1 L culture seeded with the starter, grown at 37 °C to OD600 0.62.
- Induced with 0.5 mM IPTG at 11:40; shifted to 18 °C.
- Forgot to take the pre-induction sample for the gel.
- Harvest planned for tomorrow 09:00 (16 h expression).
- Ni-NTA column: equilibrated, not yet loaded.""",
 [("Induce the culture with IPTG", "done-past", D),
  ("Take a pre-induction sample", "negated", N),
  ("Harvest the cells", "planned", N),
  ("Load the Ni-NTA column", "negated", N),
  ("Inoculate the overnight starter", "done-passive", D)]),

("t07", "support ticket", """Ticket #58213 - Customer: Halvorsen Bakeri AS - "Double charge on invoice 2026-0913"
[Agent Tomás, Oct 2 10:14] Checked the payment log: card charged twice (NOK 1,240 each) 4 seconds apart.
[Agent Tomás, Oct 2 10:20] Refund of the duplicate charge requested from Finance. Customer told to expect 5-7 business days.
[Finance, Oct 3 16:02] Refund rejected: the second charge was already reversed by the card network as a duplicate. No refund issued from our side.
[Agent Tomás, Oct 3 16:30] Emailed the customer explaining the reversal.""",
 [("Refund the duplicate charge", "failed", N),
  ("Email the customer", "done-past", D),
  ("Check the payment log", "done-past", D)]),

("t08", "coding-agent chat", """User: can you bump axios to 1.7 and rerun the tests?
Assistant: Sure. Bumping axios now.
> tool: bash("npm install axios@1.7.7")
< added 1 package, changed 2 packages in 3s
> tool: bash("npm test")
< Tests: 212 passed, 212 total
< Jest did not exit one second after the test run has completed.
< exit 1
Assistant: axios is now on 1.7.7. All 212 tests passed, although Jest complained about an open handle, so the command exited with code 1. I haven't looked into the open handle yet.
User: ok, also please update the changelog
Assistant: I'll update CHANGELOG.md once you confirm the version number for the release.""",
 [("Upgrade axios to 1.7", "done-synonym", D),
  ("Fix the open handle in Jest", "negated", N),
  ("Update the changelog", "conditional", N)]),

("t09", "data-pipeline log", """[airflow] DAG nightly_sales_etl run 2026-11-20T02:00
  extract_pos_exports ........ success (14 files, 2.1 GB)
  validate_schema ............ success
  dedupe_transactions ........ success (3,412 duplicates dropped)
  load_to_warehouse .......... failed (timeout after 3600s on COPY into sales_fact)
  refresh_dashboards ......... upstream_failed
  send_summary_email ......... skipped""",
 [("Extract the POS exports", "done-status", D),
  ("Validate the schema", "done-status", D),
  ("Load the data into the warehouse", "timeout", N),
  ("Refresh the dashboards", "failed", N),
  ("Send the summary email", "skipped", N)]),

("t10", "handover", """Night shift handover - Platform team - Fri 21 Nov
Quiet night overall. I restarted the stuck billing-worker pods at 01:10 after they stopped consuming from the queue; they've been fine since. I did not rotate the Kafka client credentials, rebuild the search index or clean up the old staging buckets, as all three need a change ticket that wasn't approved before the end of my shift. The TLS certificate for status.example.org was renewed by the ACME job at 03:00 without any intervention.""",
 [("Restart the billing-worker pods", "done-past", D),
  ("Rotate the Kafka client credentials", "negation-list", N),
  ("Rebuild the search index", "negation-list", N),
  ("Clean up the old staging buckets", "negation-list", N),
  ("Renew the TLS certificate for status.example.org", "done-passive", D)]),

("t11", "site diary", """Site diary - 14 Birchwood Rd - Wed
Electrician on site 8-12. First-fix wiring in the kitchen done; the bathroom circuit was left for Friday because the plasterer's boards are in the way.
Plumber did not turn up. Called him twice, no answer.
Skip collected at 15:00 and a new one delivered.
Building control inspection of the foundations: passed.""",
 [("Complete the first-fix wiring in the kitchen", "done-nominal", D),
  ("Wire the bathroom circuit", "postponed", N),
  ("Inspect the foundations", "done-status", D)]),

("t12", "agent tool log (ReAct)", """Thought: The migration adds an index concurrently; run it against staging first.
Action: shell `psql "$STAGING_URL" -f migrations/0087_orders_created_at_idx.sql`
Observation: ERROR: canceling statement due to statement timeout
Thought: Increase statement_timeout for the session and retry.
Action: shell `PGOPTIONS='-c statement_timeout=0' psql "$STAGING_URL" -f migrations/0087_orders_created_at_idx.sql`
Observation: CREATE INDEX
Thought: Staging is done. I will not touch production until the change window tonight.
Final answer: Migration 0087 applied on staging; production pending the change window.""",
 [("Apply migration 0087 on staging", "done-tool", D),
  ("Apply migration 0087 on production", "postponed", N)]),

("t13", "release checklist", """## Release 2.14 checklist
- [x] Freeze the main branch
- [x] Tag v2.14.0
- [x] Build the Docker images
- [ ] Sign the Docker images with cosign
- [ ] Update the Helm chart version
- [x] Draft the release notes (not published yet)
- [x] Notify #releases""",
 [("Tag v2.14.0", "done-check", D),
  ("Sign the Docker images with cosign", "negated", N),
  ("Publish the release notes", "partial", N),
  ("Build the Docker images", "done-check", D)]),

("t14", "CI job table", """| Stage | Job | Result | Duration |
|---|---|---|---|
| build | compile (linux-x64) | ✅ passed | 4m 02s |
| build | compile (macos-arm64) | ✅ passed | 6m 40s |
| build | compile (windows-x64) | ❌ failed | 2m 11s |
| test | integration tests | ⏭ skipped | - |
| package | sbom | ✅ passed | 0m 38s |""",
 [("Compile for linux-x64", "done-status", D),
  ("Compile for windows-x64", "failed", N),
  ("Run the integration tests", "ci-skipped", N)]),

("t15", "e-mail update", """Hi Jonas,
Quick update on the laptop refresh for the Lisbon office. We reimaged the six older ThinkPads instead of replacing them, since the budget for new machines was frozen until Q2. Windows 11 is now on all six and BitLocker is enabled on each. The docking stations were not swapped; the old ones work fine with the reimaged laptops.
Best, Ana""",
 [("Replace the six older ThinkPads", "instead-of", N),
  ("Reimage the six older ThinkPads", "done-past", D),
  ("Enable BitLocker on the ThinkPads", "done-passive", D),
  ("Swap the docking stations", "negated", N)]),

("t16", "standup notes", """Standup notes - Payments squad - Tue
Priya: finished the webhook retry logic yesterday, merged this morning (PR #1442). Today: load test for the retry queue.
Leon: still waiting on Legal before we can enable the SEPA instant feature flag. Asked them again whether we can turn it on for NL first.
Sam: pushed the PCI scan to next sprint; the scanner licence expired and procurement hasn't renewed it.
Blockers: SEPA flag (Legal), scanner licence.""",
 [("Merge the webhook retry logic", "done-passive", D),
  ("Load-test the retry queue", "planned", N),
  ("Enable the SEPA instant feature flag", "asked", N),
  ("Run the PCI scan", "postponed", N),
  ("Renew the scanner licence", "negated", N)]),

("t17", "experiment change log", """Change log - growth experiments
Mon 10:00  Turned on the `new_pricing_page` flag for 50% of EU traffic.
Mon 16:30  Conversion down 7% in the treatment group; flag switched off again for everyone.
Tue 09:15  Enabled `annual_plan_banner` for all logged-in users.
Tue 11:00  Removed the legacy `promo_v1` experiment code (PR #918).
Wed 14:00  PR #918 reverted: promo_v1 is still referenced by the mobile app.""",
 [("Enable the new_pricing_page flag", "undone", N),
  ("Enable annual_plan_banner for logged-in users", "done-past", D),
  ("Remove the legacy promo_v1 experiment code", "undone", N)]),

("t18", "audit note", """Quarterly access review - Finance systems - Q3
The review of all 41 NetSuite accounts was completed on 30 September by the controller. Eleven accounts belonging to leavers were deactivated the same day. The removal of admin rights from the two contractor accounts has been approved but has not yet been carried out by IT. Evidence of the review was uploaded to the GRC tool.""",
 [("Review the NetSuite accounts", "done-nominal", D),
  ("Deactivate the leavers' accounts", "done-passive", D),
  ("Remove admin rights from the contractor accounts", "negated", N),
  ("Upload evidence of the review to the GRC tool", "done-passive", D)]),

("t19", "agent chat with reviewer", """Agent summary (10:02): Backups verified. I restored last night's dump of the crm database to the scratch instance and compared row counts; everything matches.
Reviewer (10:40): the scratch instance has no crm database, and the restore job history is empty for today. Please check what you actually ran.
Agent (10:52): You're right, I ran pg_restore with --list, which only prints the archive's table of contents. No restore was performed. Apologies.""",
 [("Restore last night's dump of the crm database to the scratch instance", "contradicted", N),
  ("Compare the row counts", "contradicted", N)]),

("t20", "ops log", """Ops log - cache cluster
- Upgraded redis-cache-1 and redis-cache-2 to 7.2.5. redis-cache-3 still on 7.0.15 (its replica was lagging, will retry tomorrow).
- Flushed the session keys on redis-cache-1 only.
- Failover test: performed without incident, primary moved to redis-cache-2 in 4 s.""",
 [("Upgrade all three redis-cache nodes to 7.2.5", "partial", N),
  ("Upgrade redis-cache-2 to 7.2.5", "done-past", D),
  ("Flush the session keys on every cache node", "partial", N),
  ("Perform a failover test", "done-status", D)]),

("t21", "meeting minutes", """Minutes - Facilities committee, 12 Nov
Present: H. Berg, L. Nakamura, T. Alvarez
1. Roof repair: contractor's quote (EUR 18,400) accepted; work starts 1 Dec.
2. Car park resurfacing: cancelled for this year; budget moved to the roof.
3. Fire drill: held on 7 Nov, building cleared in 6 min 40 s.
4. Canteen survey: results not yet analysed.
AOB: none.""",
 [("Accept the contractor's quote for the roof repair", "done-passive", D),
  ("Repair the roof", "planned", N),
  ("Resurface the car park", "cancelled", N),
  ("Hold a fire drill", "done-status", D),
  ("Analyse the canteen survey results", "negated", N)]),

("t22", "pentest triage", """Security review - vendor portal (pentest findings triage)
F-1 Stored XSS in the ticket comment field: fixed in 4.3.2 and retested by the pentester, closed.
F-2 Missing rate limit on /login: we recommend adding a per-IP limit of 10/min; not implemented.
F-3 Verbose stack traces in 500 responses: if the framework upgrade lands in December, debug output will be disabled then.
F-4 Outdated jQuery 1.12: upgraded to 3.7.1 and the old file removed from the CDN bucket.""",
 [("Fix the stored XSS in the ticket comment field", "done-passive", D),
  ("Add a rate limit on /login", "recommended", N),
  ("Disable the debug output in 500 responses", "conditional", N),
  ("Upgrade jQuery to 3.7.1", "done-passive", D)]),

("t23", "support-desk notes", """Support desk notes - user: d.kowalski
- Tried to reset the user's MFA from the admin console; got "insufficient privileges", my role can't do it.
- Escalated to the IAM team (ticket IAM-2290).
- Unlocked the AD account after 5 failed logins; confirmed with the user that she can sign in to Windows.
- Could not reach her by phone to walk her through the Authenticator setup; left a voicemail.""",
 [("Reset the user's MFA", "failed", N),
  ("Escalate to the IAM team", "done-past", D),
  ("Unlock the AD account", "done-past", D),
  ("Walk the user through the Authenticator setup", "failed", N)]),

("t24", "git log", """$ git log --oneline -6
c41e9a2 Revert "Switch image uploads to the new S3 bucket"
77b0d13 Add retry with jitter to the webhook sender
5fd2e8a WIP: migrate settings page to React Query
a9c3f01 Switch image uploads to the new S3 bucket
0be4d77 Bump eslint to 9.14
e12f9b6 Fix off-by-one in invoice pagination""",
 [("Add retry with jitter to the webhook sender", "done-check", D),
  ("Switch image uploads to the new S3 bucket", "undone", N),
  ("Migrate the settings page to React Query", "partial", N),
  ("Fix the off-by-one in invoice pagination", "done-check", D)]),

("t25", "DNS cutover note", """DNS cutover for docs.example.com - done by Elif, 19 Nov
Lowered the TTL on docs.example.com to 60 s two days ahead. On the day, I pointed the CNAME at the new Netlify site, then waited for propagation; dig from three resolvers showed the new target within 5 minutes. Kept the old server running for a week as a fallback. Didn't get round to removing the old A records for docs-legacy.example.com.""",
 [("Lower the TTL on docs.example.com", "done-past", D),
  ("Point the CNAME at the new Netlify site", "done-past", D),
  ("Remove the old A records for docs-legacy.example.com", "negated", N),
  ("Shut down the old server", "absent", N)]),

("t26", "coding-agent chat", """User: please regenerate the API client from the new openapi.yaml
Agent: Running the generator.
[tool_call: bash "npx openapi-generator-cli generate -i openapi.yaml -g typescript-fetch -o src/client --dry-run"]
[tool_result: Dry run: 37 files would be written to src/client. No files were changed.]
Agent: Done. The client in src/client is regenerated from openapi.yaml and the new /invoices endpoints are available.
User: and the docs?
Agent: I didn't touch the docs site; that needs a separate build.""",
 [("Regenerate the API client from openapi.yaml", "contradicted", N),
  ("Build the docs site", "negated", N)]),

("t27", "pull-request description", """## Summary
Moves the image resizer from Lambda to the shared worker pool.

## Changes
- Resizer code moved to `workers/resize/` ✅
- Terraform for the old Lambda deleted ✅
- Load test at 200 rps ✅ (p95 180 ms)
- Alarm thresholds updated ⚠ only for p95, p99 still TODO

## Not in this PR
- Removing the Lambda's IAM role (needs the security team)""",
 [("Move the resizer code to workers/resize", "done-check", D),
  ("Delete the Terraform for the old Lambda", "done-check", D),
  ("Update the alarm thresholds for p99", "partial", N),
  ("Remove the Lambda's IAM role", "negated", N)]),

("t28", "coding-agent tool log", """> tool: run_command("make e2e")
< [playwright] Running 64 tests using 2 workers
< ........................
< Command timed out after 600 s (killed)
Agent: The e2e suite is slow on this machine; 24 of 64 tests passed before the timeout. I'll mark e2e as done since nothing failed.
> tool: run_command("make build")
< vite v5.4.2 building for production...
< ✓ 1,204 modules transformed.
< dist/ built in 41.2s""",
 [("Run the e2e tests", "timeout", N),
  ("Run the build", "done-tool", D)]),

("t29", "QC lab record", """QC run 2026-11-18 - HPLC, batch 4471 (paracetamol 500 mg)
System suitability: passed (RSD 0.4%, n=6).
Assay of batch 4471: performed in duplicate, 99.2% and 99.6% of label claim.
Dissolution testing: not performed, the bath heater failed at 10:15, service booked.
Related substances: deferred to Thursday.
Result entered into LIMS by J. Park; second-person review pending.""",
 [("Assay batch 4471", "done-status", D),
  ("Perform the dissolution test", "negated", N),
  ("Test for related substances", "postponed", N),
  ("Enter the results into LIMS", "done-passive", D),
  ("Complete the second-person review", "planned", N)]),

("t30", "customer migration notes", """Customer migration notes - Brightline Logistics
Moved the staging tenant to the new EU region on Tuesday; DNS and SSO both checked afterwards.
The production tenant stays in us-east until their freeze ends on 5 Jan.
Exported the audit logs for 2025 to their S3 bucket as requested.""",
 [("Move the production tenant to the EU region", "other-object", N),
  ("Move the staging tenant to the EU region", "done-past", D),
  ("Export the audit logs for 2024", "other-object", N)]),

("t31", "runbook record", """Runbook RB-14 "Rotate the Postgres app password", executed 2026-11-22 by on-call (Jae)
1. Generated a new 32-char password in Vault (kv/apps/ledger/db).
2. ALTER ROLE ledger_app applied on the primary.
3. Skipped: updating the replica, since the role syncs through streaming replication.
4. Rolled the ledger-api deployment so the pods pick up the new secret (12/12 restarted).
5. Verified logins with the new password from a pod shell.""",
 [("Generate a new password in Vault", "done-list", D),
  ("Update the replica", "skipped", N),
  ("Verify logins with the new password", "done-list", D)]),

("t32", "e-mail thread", """From: m.ito
Subject: Re: quarterly DR test
Did the DR failover to Frankfurt actually happen last weekend? The status page doesn't mention it, and I can't find the change record. Also, was the backup restore test on the new NAS ever scheduled?

From: ops-lead
The Frankfurt failover did not happen; it was called off on Saturday morning because of the storage firmware issue. The NAS restore test hasn't been scheduled yet.""",
 [("Fail over to Frankfurt", "cancelled", N),
  ("Schedule the backup restore test on the new NAS", "asked", N)]),

("t33", "deploy note", """Deployed search-api 3.8.1 to production at 16:20 via Argo CD (sync #2281, healthy).
Ran the smoke tests against prod afterwards: 18/18 green.
Purged the CDN cache for /search/* so the new autocomplete assets are served.
Posted the release note in #announcements.""",
 [("Deploy search-api 3.8.1 to production", "done-past", D),
  ("Run the smoke tests against production", "done-past", D),
  ("Purge the CDN cache for /search/*", "done-past", D),
  ("Post the release note in #announcements", "done-past", D)]),

("t34", "node pool upgrade record", """Node pool upgrade - gke-prod-pool-b (1.29 to 1.30)
Cordoned and drained all 6 nodes one at a time; PDBs respected, no evictions failed.
Upgrade of the node pool completed at 03:12.
No restart of the ingress controller was needed; it stayed Ready throughout.
The monitoring agents were not redeployed; version pin kept at 2.3.""",
 [("Drain all 6 nodes", "done-past", D),
  ("Upgrade the node pool", "done-nominal", D),
  ("Restart the ingress controller", "negated", N),
  ("Redeploy the monitoring agents", "negated", N)]),

("t35", "catalog import log", """Catalog import - supplier Nordtex, file nordtex_2026-11-25.csv
Parsed 8,204 rows. 7,988 products updated, 196 new products created, 20 rows rejected (missing EAN).
Images for the new products were not downloaded: the supplier's image host returned 403 for every request.
Prices were converted from SEK to EUR at the ECB rate of 25 Nov.
The rejected rows have been sent back to the supplier for correction.""",
 [("Create the new products", "done-passive", D),
  ("Download images for the new products", "negated", N),
  ("Convert the prices to EUR", "done-passive", D),
  ("Import all 8,204 rows", "partial", N),
  ("Send the rejected rows back to the supplier", "done-passive", D)]),

("t36", "coding-agent tool log", """Assistant: The flaky test was caused by a shared temp dir. I changed the fixture to use tmp_path.
[tool: bash "pytest tests/test_export.py -q" -> 1 failed, 11 passed in 2.31s]
Assistant: Still one failure: test_export_zip asserts a fixed timestamp. I patched it to freeze time with freezegun.
[tool: bash "pytest tests/test_export.py -q" -> 12 passed in 2.02s]
Assistant: The export tests pass now. I have not run the full suite.""",
 [("Change the fixture to use tmp_path", "done-past", D),
  ("Run the full test suite", "negated", N)]),

("t37", "retro notes", """Retro notes - sprint 48
What went well: the invoice PDF redesign shipped on time; customer support trained on the new refund flow.
What didn't: we should have load-tested the PDF service before release; nobody did.
Ideas: should we archive the old PDF templates? Maybe next sprint.""",
 [("Ship the invoice PDF redesign", "done-past", D),
  ("Load-test the PDF service", "negated", N),
  ("Archive the old PDF templates", "asked", N)]),

("t38", "data retention job", """Data retention job - users table cleanup
Deleted 12,440 inactive accounts older than 7 years from users (EU shard).
The US shard will be cleaned once legal confirms the retention period for California.
The deletion log was archived to s3://compliance-archive/2026-11/.""",
 [("Delete the inactive accounts from the EU shard", "done-past", D),
  ("Clean the US shard", "conditional", N),
  ("Archive the deletion log", "done-passive", D)]),

("t39", "onboarding tracker", """Onboarding - new hire: Farah Q. (start 24 Nov)
Item                      Owner      Status
Laptop ordered            IT         Done
Accounts (Google, Slack)  IT         Done
GitHub org invite         Eng mgr    Pending
Building badge            Office     Not started
Buddy assigned            Team       Done (Rui)""",
 [("Order a laptop", "done-status", D),
  ("Send the GitHub org invite", "planned", N),
  ("Issue a building badge", "negated", N),
  ("Assign a buddy", "done-status", D)]),

("t40", "mobile release notes", """iOS release 6.2.0 - build 6200417
Uploaded to App Store Connect; TestFlight processing finished after 22 min.
Submitted for App Review on Thursday. Rejected on Friday (Guideline 2.1: demo account credentials missing).
Resubmission planned for Monday with the demo account added to the review notes.
Android 6.2.0 rolled out to 20% on Play; staged rollout halted at 20% because of a crash spike on Android 14.""",
 [("Upload the build to App Store Connect", "done-past", D),
  ("Submit the app for App Review", "done-past", D),
  ("Resubmit the app for App Review", "planned", N),
  ("Roll out Android 6.2.0 to 100% of users", "partial", N)]),

("t41", "config change record", """Config change CR-5531 (edge proxies)
14:05 Raised the client body limit from 10 MB to 50 MB on edge-1..edge-4.
14:30 Uploads of large attachments confirmed working by the support team.
15:10 Memory on edge-3 climbing; set the body limit back to 10 MB on all four proxies.
15:12 Enabled request buffering to disk on edge-3 instead.""",
 [("Raise the client body limit to 50 MB on the edge proxies", "undone", N),
  ("Enable request buffering to disk on edge-3", "done-past", D)]),
("t42", "change request", """Change request CHG-3390 - replace failed disk in nas-02
The faulty drive in bay 5 was swapped for a spare at 10:20 without shutting the array down; the rebuild onto the new disk finished at 16:05.
We did the firmware update on the controller rather than on the drives, because the drive vendor has not published 4.1 yet.
Recommendation: schedule quarterly SMART reviews for all NAS units.""",
 [("Replace the faulty drive in bay 5", "done-synonym", D),
  ("Shut down the array", "without", N),
  ("Update the firmware on the drives", "instead-of", N),
  ("Rebuild the array onto the new disk", "done-nominal", D),
  ("Schedule quarterly SMART reviews for all NAS units", "recommended", N)]),

("t43", "cloud cleanup note", """Friday cleanup by Bea:
Got rid of the three unused Elastic IPs in eu-west-1 and killed the orphaned EBS volumes from the old Jenkins box (7 volumes, 1.4 TB). Bumped the RDS instance up one size to db.r6g.xlarge.
Did not get to the S3 lifecycle rules; leaving those for Monday.""",
 [("Release the three unused Elastic IPs", "done-synonym", D),
  ("Delete the orphaned EBS volumes", "done-synonym", D),
  ("Resize the RDS instance to db.r6g.xlarge", "done-synonym", D),
  ("Add the S3 lifecycle rules", "postponed", N)]),
]

