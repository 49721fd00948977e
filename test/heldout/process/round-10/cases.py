# Held-out process (milestones) round 10: traces and milestones with two hand readings.
# Each milestone: (text, category, reading_a, reading_b); True = the trace reports the step as done.
# Categories: done_plain, done_other_words (synonyms, passive, nominalisation, list, checkmark, status column,
# tool result), and the not-done categories named in the category field.

TRACES = [
    # 1 agent tool log
    ("agent-tool-log", """[step 1] > tool: run_command("npm ci")
< exit 0: added 812 packages in 21s
[step 2] > tool: run_command("npm run lint")
< exit 0: 0 problems
[step 3] > tool: run_command("npm test")
< exit 1: Tests: 3 failed, 140 passed
Agent: The lint step is clean. I'll look at the three failing tests next.""",
     [("Install the dependencies", "done_tool_result", True, True),
      ("Run the linter", "done_tool_result", True, True),
      ("Make the test suite pass", "failed_attempt", False, False)]),

    # 2 deploy log, rolled back
    ("deploy-log", """2026-11-03 09:12 UTC deploy started: checkout-service v4.2.0 to prod-eu
2026-11-03 09:19 UTC deployed checkout-service v4.2.0 to prod-eu (6/6 pods ready)
2026-11-03 09:41 UTC error rate 7.8% on /pay; on-call decided to roll back
2026-11-03 09:44 UTC checkout-service rolled back to v4.1.3 on prod-eu
2026-11-03 10:02 UTC smoke tests against prod-eu passed on v4.1.3""",
     [("Deploy checkout-service v4.2.0 to prod-eu", "undone", False, False),
      ("Run the smoke tests against prod-eu", "done_plain", True, True)]),

    # 3 runbook with negation over list
    ("incident-notes", """Incident 2291 - database failover drill
We promoted the replica db-2 to primary at 14:05 and pointed the app at it.
We did not rebuild the old primary, re-enable replication or update the status page during the drill.
The drill ended at 14:40.""",
     [("Promote the replica db-2 to primary", "done_plain", True, True),
      ("Rebuild the old primary", "negation_list", False, False),
      ("Re-enable replication", "negation_list", False, False),
      ("Update the status page", "negation_list", False, False)]),

    # 4 CI output, skipped steps
    ("ci-output", """Pipeline #48211 (main)
checkout ........ ok
build ........... passed
unit tests ...... passed (512 tests)
e2e tests ....... skipped (no browsers on runner)
publish docs .... skipped""",
     [("Build the project", "done_status_column", True, True),
      ("Run the unit tests", "done_status_column", True, True),
      ("Run the e2e tests", "ci_skipped", False, False),
      ("Publish the docs", "ci_skipped", False, False)]),

    # 5 lab notes
    ("lab-notes", """Tue 4 Nov - plate run 17
Thawed the HEK293 aliquots and seeded two 6-well plates at 3e5 cells/well.
Transfection of plate A with the GFP construct was carried out at 16:00.
Plate B was meant to get the empty vector, but we ran out of reagent, so plate B stays untransfected until Thursday.""",
     [("Seed the 6-well plates", "done_plain", True, True),
      ("Transfect plate A with the GFP construct", "done_other_words", True, True),
      ("Transfect plate B with the empty vector", "postponed", False, False)]),

    # 6 support desk
    ("support-desk", """Ticket #88120 - customer cannot log in
- Verified the customer's identity via the callback number on file.
- Password reset link was sent to the address on file.
- Customer asked us to disable MFA on the account; we did not do that (policy).
- Escalated to tier 2 for the SSO mapping.""",
     [("Verify the customer's identity", "done_plain", True, True),
      ("Send a password reset link", "done_other_words", True, True),
      ("Disable MFA on the account", "negated", False, False),
      ("Escalate the ticket to tier 2", "done_plain", True, True)]),

    # 7 coding agent chat
    ("coding-agent-chat", """User: can you add input validation to the signup handler and write tests for it?
Assistant: I added zod validation to the signup handler in src/routes/signup.ts. I haven't written the tests yet; I can do that next if you want.
User: also bump the node version in CI?
Assistant: Should I bump it to 22 or keep 20? Let me know before I change the workflow.""",
     [("Add input validation to the signup handler", "done_plain", True, True),
      ("Write tests for the signup handler", "negated", False, False),
      ("Bump the node version in CI", "asked", False, False)]),

    # 8 data pipeline log
    ("data-pipeline", """[02:00:01] job nightly_orders started
[02:00:14] extracted 1,204,332 rows from orders_raw
[02:03:40] deduplicated orders: 1,198,010 rows kept
[02:05:02] load into warehouse.orders timed out after 120s; job aborted
[02:05:03] job nightly_orders finished with status FAILED""",
     [("Extract the rows from orders_raw", "done_plain", True, True),
      ("Deduplicate the orders", "done_past_tense", True, True),
      ("Load the orders into warehouse.orders", "timed_out", False, False)]),

    # 9 ticket with checkboxes
    ("ticket-checklist", """OPS-5512 Rotate service credentials for billing
[x] Rotate the Stripe API key
[x] Update the secret in Vault
[ ] Restart the billing workers
[ ] Revoke the old key
Note: restart is waiting on the change window tonight.""",
     [("Rotate the Stripe API key", "done_checkmark", True, True),
      ("Update the secret in Vault", "done_checkmark", True, True),
      ("Restart the billing workers", "planned", False, False),
      ("Revoke the old Stripe key", "planned", False, False)]),

    # 10 recommended only
    ("security-review", """Security review of the upload service, 12 Nov.
The reviewer recommended enabling antivirus scanning on uploaded files and suggested that we cap uploads at 50 MB.
The team agreed to look at both next sprint. The review itself was completed on time and the report was filed in Confluence.""",
     [("Enable antivirus scanning on uploaded files", "recommended", False, False),
      ("Cap uploads at 50 MB", "recommended", False, False),
      ("File the review report", "done_passive", True, True)]),

    # 11 conditional
    ("runbook", """Runbook: certificate renewal for api.example.org
If the certificate expires within 14 days, renew it with certbot and reload nginx.
Today's check: the certificate expires in 61 days, so nothing was renewed.
Checked the OCSP stapling status: OK.""",
     [("Renew the certificate with certbot", "conditional", False, False),
      ("Reload nginx", "conditional", False, False),
      ("Check the OCSP stapling status", "done_plain", True, True)]),

    # 12 instead of / without
    ("ops-log", """Maintenance window 21:00-23:00.
Instead of upgrading the kernel on web-3, we live-patched it with kpatch.
Web-1 and web-2 were upgraded to kernel 6.1.0-27 and rebooted.
The config change on the load balancer was pushed without a peer review.""",
     [("Upgrade the kernel on web-3", "instead_of", False, False),
      ("Upgrade the kernel on web-1", "done_passive", True, True),
      ("Peer review the load balancer config change", "without", False, False),
      ("Push the config change to the load balancer", "done_passive", True, True)]),

    # 13 claimed but contradicted by tool result
    ("agent-claim-contradicted", """> tool: run_command("terraform apply -auto-approve")
< exit 1: Error: creating S3 bucket (logs-archive-prod): BucketAlreadyExists
Agent: Done! I created the logs-archive-prod bucket and enabled versioning on it.""",
     [("Create the logs-archive-prod bucket", "contradicted", False, False),
      ("Enable versioning on the logs-archive-prod bucket", "contradicted", False, False)]),

    # 14 claimed but contradicted by later record
    ("handover-contradicted", """Handover, night shift -> day shift
Backed up the CRM database and rotated the nginx logs before midnight.
09:10 day shift: checked the backup bucket - no backup of the CRM database was taken last night; the job never started.""",
     [("Back up the CRM database", "contradicted", False, False),
      ("Rotate the nginx logs", "done_plain", True, True)]),

    # 15 other object
    ("deploy-chat", """Priya: pushed the hotfix to staging, QA is on it.
Marco: nice. prod still on the old build?
Priya: yes, prod untouched until QA signs off.
Marco: I cleared the CDN cache for the marketing site btw.""",
     [("Push the hotfix to staging", "done_plain", True, True),
      ("Push the hotfix to production", "other_object", False, False),
      ("Clear the CDN cache for the docs site", "other_object", False, False)]),

    # 16 partial
    ("fleet-patching", """Patch Tuesday, fleet of 12 Windows hosts.
KB5044284 installed on 9 of the 12 hosts; 3 hosts (win-07, win-10, win-11) failed with 0x800f0922 and will be retried Thursday.
All 12 hosts were rebooted after the window.""",
     [("Install KB5044284 on all 12 hosts", "partial", False, False),
      ("Reboot all 12 hosts", "done_passive", True, True)]),

    # 17 cancelled
    ("change-calendar", """CHG-7710 Migrate the reporting DB to Postgres 16 - CANCELLED by CAB on 10 Nov (vendor support ends first).
CHG-7711 Resize the /var volume on rpt-01 to 200 GB - completed 10 Nov 22:14.
CHG-7712 Enable query logging on rpt-01 - on hold.""",
     [("Migrate the reporting DB to Postgres 16", "cancelled", False, False),
      ("Resize the /var volume on rpt-01", "done_other_words", True, True),
      ("Enable query logging on rpt-01", "postponed", False, False)]),

    # 18 nominalisation done
    ("facilities-log", """Building C, week 46.
The replacement of the fire extinguishers on floors 2 and 3 took place on Monday.
An inspection of the sprinkler heads was scheduled for Friday but the contractor did not show up.
Emergency lighting test: passed, 42 of 42 fittings.""",
     [("Replace the fire extinguishers on floors 2 and 3", "done_nominalisation", True, True),
      ("Inspect the sprinkler heads", "failed_attempt", False, False),
      ("Test the emergency lighting", "done_status_column", True, True)]),

    # 19 numbered list, past tense
    ("release-notes-prep", """Release 3.8 prep, what I did:
1. Tagged v3.8.0 on main.
2. Generated the changelog from the merged PRs.
3. Uploaded the artifacts to the release page.
Still to do: announce the release on the mailing list.""",
     [("Tag v3.8.0 on main", "done_list", True, True),
      ("Generate the changelog", "done_list", True, True),
      ("Upload the artifacts to the release page", "done_list", True, True),
      ("Announce the release on the mailing list", "planned", False, False)]),

    # 20 attempted and failed
    ("agent-log-failed", """Thought: I need to migrate the database schema.
Action: shell `alembic upgrade head`
Observation: sqlalchemy.exc.OperationalError: could not connect to server: Connection refused
Thought: the database is down. I will report this to the user instead of retrying.
Final answer: I tried to run the migration but the database was unreachable, so the schema is unchanged.""",
     [("Migrate the database schema", "failed_attempt", False, False),
      ("Retry the migration", "instead_of", False, False)]),

    # 21 status table
    ("status-table", """| Step                      | Owner | Status      |
|---------------------------|-------|-------------|
| Provision the VPC         | Lena  | Done        |
| Configure the NAT gateway | Lena  | Done        |
| Set up VPC flow logs      | Omar  | Not started |
| Peer with the shared VPC  | Omar  | Blocked     |""",
     [("Provision the VPC", "done_status_column", True, True),
      ("Configure the NAT gateway", "done_status_column", True, True),
      ("Set up VPC flow logs", "planned", False, False),
      ("Peer with the shared VPC", "planned", False, False)]),

    # 22 done then undone (feature flag)
    ("feature-flags", """11:02 enabled flag new_checkout for 10% of EU users
11:30 conversion dropped 4%; flag new_checkout disabled at 11:31
11:45 enabled flag dark_mode for all staff accounts""",
     [("Enable the new_checkout flag for EU users", "undone", False, False),
      ("Enable the dark_mode flag for staff accounts", "done_plain", True, True)]),

    # 23 synonyms
    ("it-onboarding", """New starter: Aiko Tanaka, starts Monday.
Her laptop has been imaged and enrolled in Intune. A Google Workspace account was set up for her yesterday.
Building access badge: requested from facilities, not issued yet.""",
     [("Image the laptop", "done_passive", True, True),
      ("Enroll the laptop in Intune", "done_passive", True, True),
      ("Create a Google Workspace account for Aiko", "done_other_words", True, True),
      ("Issue a building access badge", "negated", False, False)]),

    # 24 question only
    ("slack-thread", """Dev: did anyone restart the search indexer after the mapping change?
Ops: not sure, let me check.
Ops: checked the process list - the indexer has been up for 9 days, so no.
Dev: ok. I reindexed the products index by hand just now.""",
     [("Restart the search indexer", "asked", False, False),
      ("Reindex the products index", "done_plain", True, True)]),

    # 25 timed out
    ("ci-timeout", """Job: integration (runner linux-large-3)
Step "Start services" finished in 48s
Step "Run integration tests" cancelled: the job exceeded the maximum time limit of 60 minutes
Step "Upload coverage" skipped""",
     [("Start the services", "done_other_words", True, True),
      ("Run the integration tests", "timed_out", False, False),
      ("Upload the coverage report", "ci_skipped", False, False)]),

    # 26 ordinary postmortem prose
    ("postmortem", """Postmortem: queue backlog on 6 Nov.
The on-call engineer scaled the consumer group from 4 to 12 replicas at 03:20, and the backlog drained by 04:05.
A root-cause analysis was written up and shared with the team on 7 Nov.
We have not yet added an alert on consumer lag; it is tracked in OBS-331.""",
     [("Scale the consumer group", "done_plain", True, True),
      ("Write a root-cause analysis", "done_passive", True, True),
      ("Add an alert on consumer lag", "negated", False, False)]),

    # 27 coding agent transcript with tool calls
    ("coding-agent-tools", """> read_file("src/utils/date.ts")
< ok (84 lines)
> write_file("src/utils/date.ts")
< ok
$ pnpm vitest run src/utils
 Test Files  3 passed (3)
      Tests  27 passed (27)
Assistant: I fixed the off-by-one in formatRange and the date utils tests pass. I did not touch the timezone handling.""",
     [("Fix the off-by-one in formatRange", "done_plain", True, True),
      ("Run the date utils tests", "done_tool_result", True, True),
      ("Change the timezone handling", "negated", False, False)]),

    # 28 skipped explicitly
    ("db-maintenance", """Monthly DB maintenance, shard 4.
VACUUM ANALYZE ran on all tables (41 min).
Index rebuild skipped this month - the disk was at 91% and a rebuild needs headroom.
Statistics export to S3 done.""",
     [("Run VACUUM ANALYZE on all tables", "done_plain", True, True),
      ("Rebuild the indexes", "skipped", False, False),
      ("Export the statistics to S3", "done_status_column", True, True)]),

    # 29 planned future
    ("weekly-sync", """Weekly sync 14 Nov
- Mobile: Android 5.2 submitted to Play review on Tuesday.
- We will submit the iOS build once the crash fix lands.
- Web: the pricing page redesign is going to be A/B tested next week.""",
     [("Submit the Android build to Play review", "done_other_words", True, True),
      ("Submit the iOS build", "planned", False, False),
      ("A/B test the pricing page redesign", "planned", False, False)]),

    # 30 done then rolled back by migration
    ("migration-log", """$ rails db:migrate
== 20261110 AddIndexToOrdersEmail: migrated (2.1s)
== 20261111 DropLegacyCoupons: migrated (0.4s)
$ rails db:rollback STEP=1
== 20261111 DropLegacyCoupons: reverted (0.6s)
Agent: the orders email index is in place; the coupon table drop was reverted because finance still reads it.""",
     [("Add an index on orders email", "done_tool_result", True, True),
      ("Drop the legacy coupons table", "undone", False, False)]),

    # 31 support notes with other words
    ("support-notes", """Case 40-1177 (Acme GmbH)
Refund of the duplicate charge (EUR 49.00) issued on 12 Nov.
Customer requested a call back; we emailed instead of calling.
Account downgraded to the Basic plan as requested.""",
     [("Refund the duplicate charge", "done_nominalisation", True, True),
      ("Call the customer back", "instead_of", False, False),
      ("Downgrade the account to the Basic plan", "done_passive", True, True)]),

    # 32 'never' with participle
    ("audit-finding", """Audit note, Q3 access review.
User access for the finance app was reviewed by the control owner on 2 Oct.
Removal of the 14 leavers' accounts was never carried out; they were still active on 30 Oct.
Privileged access for the DBA group was recertified.""",
     [("Review user access for the finance app", "done_passive", True, True),
      ("Remove the leavers' accounts", "negated", False, False),
      ("Recertify privileged access for the DBA group", "done_passive", True, True)]),

    # 33 data pipeline dry run
    ("pipeline-dry-run", """$ dbt run --select marts.finance --dry-run
Dry run: 6 models would be built, nothing executed.
$ dbt test --select staging
Done. PASS=48 WARN=0 ERROR=0 SKIP=0 TOTAL=48""",
     [("Build the finance marts", "dry_run", False, False),
      ("Test the staging models", "done_tool_result", True, True)]),

    # 34 incident with 'could not'
    ("incident-chat", """[10:02] Sam: paging db on-call
[10:05] Ravi: I'm on. Could not SSH into db-7, bastion rejects my key.
[10:11] Ravi: got in through the console. Killed the runaway query (pid 88412).
[10:20] Sam: latency back to normal. I'll close the incident after the review tomorrow.""",
     [("SSH into db-7", "failed_attempt", False, False),
      ("Kill the runaway query", "done_plain", True, True),
      ("Close the incident", "planned", False, False)]),

    # 35 checkmark/cross marks
    ("release-checklist", """Release checklist 2.14
✅ Bump the version in package.json
✅ Build the Docker image
❌ Push the image to the registry (auth error)
⏭ Notify #releases""",
     [("Bump the version in package.json", "done_checkmark", True, True),
      ("Build the Docker image", "done_checkmark", True, True),
      ("Push the image to the registry", "failed_attempt", False, False),
      ("Notify the #releases channel", "skipped", False, False)]),

    # 36 lab: 'was supposed to'
    ("lab-notebook", """Sample batch 22-B
Centrifuged the lysates at 12,000 g for 10 min and collected the supernatants.
The BCA assay was supposed to be run today, but the plate reader was booked, so it moves to Monday.
Aliquots were stored at -80 C.""",
     [("Centrifuge the lysates", "done_plain", True, True),
      ("Run the BCA assay", "postponed", False, False),
      ("Store the aliquots at -80 C", "done_passive", True, True)]),

    # 37 data fix partial / other object
    ("data-fix", """Backfill for ticket DATA-902.
Recomputed the daily revenue for October 1-15; October 16-31 is still pending because the source files are missing.
Also refreshed the customers dimension.""",
     [("Recompute the daily revenue for October", "partial", False, False),
      ("Refresh the customers dimension", "done_plain", True, True)]),

    # 38 'no ... was made'
    ("dns-change", """DNS cutover for shop.example.com
The TTL on the A record was lowered to 300 s on Friday.
No change to the MX records was made.
The A record was switched to the new load balancer at 06:00 Saturday.""",
     [("Lower the TTL on the A record", "done_passive", True, True),
      ("Change the MX records", "negated", False, False),
      ("Switch the A record to the new load balancer", "done_passive", True, True)]),

    # 39 agent summary claimed but contradicted by later user/tool
    ("agent-summary-contradicted", """Assistant: Summary of changes:
- Renamed the `getUser` helper to `fetchUser` across the codebase.
- Updated the README with the new env variables.
> tool: run_command("git diff --stat")
< README.md | 0
< src/api/users.ts | 14 +++---
User: the README wasn't changed at all.""",
     [("Rename the getUser helper to fetchUser", "done_list", True, True),
      ("Update the README with the new env variables", "contradicted", False, False)]),

    # 40 passive with 'by' and timed-out then retry success
    ("backup-report", """Backup report, 15 Nov
The first snapshot of vol-data-01 timed out at 01:30.
A second attempt at 02:10 completed successfully; snapshot snap-7f3e2 of vol-data-01 was created.
Offsite copy to the DR region: not run (quota exceeded).""",
     [("Snapshot vol-data-01", "done_other_words", True, True),
      ("Copy the snapshot to the DR region", "failed_attempt", False, False)]),

    # 41 'ensure' instruction vs done
    ("onboarding-runbook", """Before go-live, make sure the firewall allows port 8443 from the partner range.
Go-live notes (20 Nov): the partner range was added to the allow-list for port 8443 at 08:50; first partner call at 09:02 succeeded.
Rate limits for the partner were not configured.""",
     [("Allow port 8443 from the partner range in the firewall", "done_other_words", True, True),
      ("Configure rate limits for the partner", "negated", False, False)]),

    # 42 deferred in a deploy
    ("k8s-upgrade", """Cluster upgrade, prod-us.
Control plane upgraded from 1.29 to 1.30 at 13:00.
Node pool 'general' drained and upgraded; node pool 'gpu' deferred to next week because of running training jobs.
cert-manager upgraded to 1.16.""",
     [("Upgrade the control plane to 1.30", "done_passive", True, True),
      ("Upgrade the general node pool", "done_passive", True, True),
      ("Upgrade the gpu node pool", "postponed", False, False),
      ("Upgrade cert-manager", "done_passive", True, True)]),

    # 43 without / neither-nor
    ("storage-migration", """Storage migration, file server fs-02 -> NAS-3.
Copied the /projects share to NAS-3 with robocopy (1.8 TB, 0 failures).
The cutover was done without notifying the users in advance.
We neither remapped the drive letters via GPO nor decommissioned fs-02; both wait for the next window.""",
     [("Copy the /projects share to NAS-3", "done_plain", True, True),
      ("Notify the users in advance", "without", False, False),
      ("Remap the drive letters via GPO", "negation_list", False, False),
      ("Decommission fs-02", "negation_list", False, False)]),

    # 44 cancelled / held off / failed to
    ("vendor-ticket", """Vendor escalation, case 55-0912.
The on-site visit planned for Wednesday was called off by the vendor.
We held off on replacing the RAID controller until the firmware analysis is back.
The technician failed to collect the crash dump remotely (session dropped twice).
Firmware logs were uploaded to the vendor portal on Thursday.""",
     [("Hold the on-site visit", "cancelled", False, False),
      ("Replace the RAID controller", "postponed", False, False),
      ("Collect the crash dump", "failed_attempt", False, False),
      ("Upload the firmware logs to the vendor portal", "done_passive", True, True)]),

    # 45 generic undo
    ("access-log", """14:03 granted contractor j.ruiz write access to the prod-configs repo
14:50 access removed again after the review flagged it
15:10 added j.ruiz to the read-only group for prod-configs""",
     [("Grant j.ruiz write access to the prod-configs repo", "undone", False, False),
      ("Add j.ruiz to the read-only group for prod-configs", "done_plain", True, True)]),

    # 46 unless conditional, recommended, plain done
    ("patch-advisory", """Advisory for OpenSSL 3.0.15 on the edge proxies.
Unless a fix is released by Friday, we disable TLS session tickets on the edge proxies.
Upgraded OpenSSL on the build servers to 3.0.15 this morning.
Recommendation: rotate the session ticket keys on all edge proxies afterwards.""",
     [("Disable TLS session tickets on the edge proxies", "conditional", False, False),
      ("Upgrade OpenSSL on the build servers", "done_plain", True, True),
      ("Rotate the session ticket keys on the edge proxies", "recommended", False, False)]),
]
