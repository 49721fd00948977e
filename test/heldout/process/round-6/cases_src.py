# Source of the held-out cases: traces, milestones, category, reading A label.
# D = done, N = not done.
D, N = True, False
TRACES = [
("agent-chat", """User: Please bump axios to 1.7 and fix the failing lint.
Assistant: I updated axios to 1.7.4 in package.json and regenerated the lockfile. I did not touch the lint config, since the failures come from generated files; I would suggest excluding them from eslint.
Assistant: Running the test suite now.
> tool: run_command("npm test")
< exit 0: 48 passed, 0 failed""", [
 ("Update axios", D, "done-plain"),
 ("Regenerate the lockfile", D, "done-plain"),
 ("Fix the lint config", N, "not-negated"),
 ("Exclude the generated files from eslint", N, "not-recommended"),
 ("Run the test suite", D, "done-tool-result"),
]),
("ci-output", """✔ checkout
✔ setup-node 20
✔ install dependencies (pnpm install --frozen-lockfile)
⏭ lint (skipped: no changes under src/)
✔ unit tests: 312 passed
✖ e2e tests: 2 failed, 41 passed
- deploy preview: skipped because a previous step failed""", [
 ("Install dependencies", D, "done-other-words"),
 ("Run lint", N, "not-ci-skipped"),
 ("Run the unit tests", D, "done-other-words"),
 ("Pass the e2e tests", N, "not-failed"),
 ("Deploy the preview", N, "not-ci-skipped"),
]),
("incident-log", """02:10 Paged on disk pressure on db-replica-2.
02:14 Rotated the postgres logs and compressed everything older than 7 days.
02:20 Considered failing over to db-replica-3 but decided against it: replication lag was 40s.
02:31 Extended the data volume from 500 GB to 750 GB; resize2fs completed without errors.
02:40 Did not restart postgres, not needed after the online resize.""", [
 ("Rotate the postgres logs", D, "done-plain"),
 ("Fail over to db-replica-3", N, "not-considered"),
 ("Extend the data volume", D, "done-plain"),
 ("Restart postgres", N, "not-negated"),
 ("Compress the old logs", D, "done-other-words"),
]),
("lab-notes", """Day 3. Thawed the HEK293 aliquot and seeded two T75 flasks. Transfection with the GFP plasmid was planned for today but postponed to Thursday because the Lipofectamine had expired. Media changed at 17:00. Mycoplasma test: not yet sent.""", [
 ("Thaw the HEK293 aliquot", D, "done-plain"),
 ("Seed the flasks", D, "done-plain"),
 ("Transfect the cells with the GFP plasmid", N, "not-postponed"),
 ("Change the media", D, "done-other-words"),
 ("Send the mycoplasma test", N, "not-status"),
]),
("ticket", """SUP-4471 Customer cannot log in after SSO migration.
Notes: Verified the user's IdP assertion; the email claim was uppercase. We normalised the email on our side and asked the customer to retry, and login works now. Did not escalate to the identity team. A refund for the downtime was requested by the customer but is awaiting finance approval.""", [
 ("Verify the IdP assertion", D, "done-plain"),
 ("Normalise the email", D, "done-plain"),
 ("Escalate to the identity team", N, "not-negated"),
 ("Refund the customer", N, "not-planned"),
]),
("agent-chat", """Assistant: Done! I've added the migration for the orders.archived_at column and run it against the dev database.
User: the column isn't there, did you run it?
Assistant: You're right, I apologise. The migration file was created, but the migration was never run; the dev database is unchanged.""", [
 ("Create the migration file", D, "done-other-words"),
 ("Run the migration against the dev database", N, "not-contradicted"),
]),
("runbook", """Runbook: certificate renewal
1. Renew the wildcard certificate with certbot.
2. Copy the new chain to the load balancers.
3. Reload nginx on each load balancer.
4. Confirm the expiry date with openssl.
This runbook has not been executed for the 2026 renewal yet.""", [
 ("Renew the wildcard certificate", N, "not-instruction"),
 ("Reload nginx", N, "not-instruction"),
]),
("incident-notes", """Actions taken:
1. Disabled the faulty feature flag checkout_v2 at 14:05.
2. Purged the CDN cache for /checkout/*.
3. Rolled back payments-api from 3.4.0 to 3.3.2.
Follow-ups (not yet done):
- Add an alert on checkout error rate
- Write a regression test for the coupon path""", [
 ("Disable the checkout_v2 feature flag", D, "done-numbered-list"),
 ("Purge the CDN cache", D, "done-numbered-list"),
 ("Roll back payments-api", D, "done-numbered-list"),
 ("Add an alert on checkout error rate", N, "not-planned"),
 ("Write a regression test for the coupon path", N, "not-planned"),
]),
("maintenance-report", """Maintenance window 22:00-23:30. The firmware upgrade of both core switches was completed at 22:47. Verification of the BGP sessions followed, and all four sessions re-established. The replacement of the failed PSU in rack B7 did not take place, as the spare arrived damaged.""", [
 ("Upgrade the firmware of the core switches", D, "done-nominalisation"),
 ("Verify the BGP sessions", D, "done-nominalisation"),
 ("Replace the failed PSU", N, "not-negated"),
]),
("engineering-notes", """We migrated the search index to OpenSearch 2.11 instead of upgrading the existing Elasticsearch cluster. The cutover happened without a reindex; the old snapshots were reused.""", [
 ("Migrate the search index to OpenSearch", D, "done-plain"),
 ("Upgrade the Elasticsearch cluster", N, "not-instead-of"),
 ("Reindex the search index", N, "not-without"),
 ("Reuse the old snapshots", D, "done-passive"),
]),
("ops-chat", """Lena: should we restart the kafka brokers after the config push?
Marc: only if consumer lag keeps growing. It's flat now.
Lena: ok, config pushed to all three brokers at 10:12. Leaving them running.""", [
 ("Push the config to the brokers", D, "done-other-words"),
 ("Restart the kafka brokers", N, "not-asked-conditional"),
]),
("audit-notes", """During the audit window we did not rotate the SSH host keys, revoke the former contractor's VPN certificate or update the firewall allow-list. These are tracked in SEC-88. We did enable audit logging on the bastion.""", [
 ("Rotate the SSH host keys", N, "not-negation-list"),
 ("Revoke the contractor's VPN certificate", N, "not-negation-list"),
 ("Update the firewall allow-list", N, "not-negation-list"),
 ("Enable audit logging on the bastion", D, "done-plain"),
]),
("change-log", """Tue 09:30 turned on read-only mode for the legacy CRM.
Tue 11:00 sales complained they could not log calls; read-only mode switched off again at 11:20.
Tue 15:00 exported the contacts table to CSV (41,882 rows).""", [
 ("Enable read-only mode for the legacy CRM", N, "not-undone"),
 ("Export the contacts table", D, "done-plain"),
]),
("ops-notes", """Tried to upgrade the cluster to Kubernetes 1.30 but the control-plane upgrade failed on the etcd health check, so the nodes stay on 1.29. Drained node worker-5 and replaced its disk successfully.""", [
 ("Upgrade the cluster to Kubernetes 1.30", N, "not-failed"),
 ("Drain node worker-5", D, "done-plain"),
 ("Replace the disk of worker-5", D, "done-plain"),
]),
("agent-tool-log", """[step 1] > tool: run_command("pytest tests/unit -q")
< exit 0: 214 passed in 12.3s
[step 2] > tool: run_command("alembic upgrade head")
< exit 1: sqlalchemy.exc.OperationalError: could not connect to server
[step 3] > tool: write_file("CHANGELOG.md")
< ok
Summary: unit tests pass; the migration could not be applied (database unreachable); changelog updated.""", [
 ("Run the unit tests", D, "done-tool-result"),
 ("Apply the migration", N, "not-failed"),
 ("Update the changelog", D, "done-other-words"),
]),
("review-report", """Review of the S3 bucket policy for acme-exports: public read is granted via a wildcard principal. Recommendation: block public access and enable default encryption. The reviewer signed off on the report; the bucket itself was left as is pending the owner's decision.""", [
 ("Block public access on the bucket", N, "not-recommended"),
 ("Enable default encryption", N, "not-recommended"),
 ("Review the bucket policy", D, "done-nominalisation"),
 ("Sign off on the report", D, "done-plain"),
]),
("lab-notes", """Ran the gel at 120 V for 40 min. Cut out the 1.2 kb band and froze the slice at -20 C. Sequencing: sample sent to the core facility, results pending.""", [
 ("Run the gel", D, "done-irregular-past"),
 ("Cut out the band", D, "done-irregular-past"),
 ("Freeze the gel slice", D, "done-irregular-past"),
 ("Send the sample to the core facility", D, "done-other-words"),
 ("Analyse the sequencing results", N, "not-status"),
]),
("personal-notes", """Plan for Saturday: migrate the mail server to the new VM, then decommission the old box. Today I only prepared the new VM (Debian 12, 4 vCPU) and copied the DKIM keys over.""", [
 ("Migrate the mail server", N, "not-planned"),
 ("Decommission the old box", N, "not-planned"),
 ("Prepare the new VM", D, "done-plain"),
 ("Copy the DKIM keys", D, "done-plain"),
]),
("security-notes", """The Q3 penetration test was cancelled by procurement. The internal vulnerability scan ran on 14 July and found 3 medium issues, which were patched the next day.""", [
 ("Conduct the penetration test", N, "not-cancelled"),
 ("Run the vulnerability scan", D, "done-other-words"),
 ("Patch the medium issues", D, "done-passive"),
]),
("handover", """Handover note: backups verified, restore tested on staging.
Later (Kim): checked the job history. There was no restore on staging this month; only the backup verification ran.""", [
 ("Test the restore on staging", N, "not-contradicted"),
 ("Verify the backups", D, "done-other-words"),
]),
("ci-output", """Run tests ........................ passed (3m12s)
Build docker image ............... passed (1m40s)
Push image to registry ........... skipped (branch is not main)
Deploy to staging ................ skipped
Notify Slack ..................... passed""", [
 ("Build the docker image", D, "done-status-line"),
 ("Push the image to the registry", N, "not-ci-skipped"),
 ("Deploy to staging", N, "not-ci-skipped"),
 ("Notify Slack", D, "done-status-line"),
]),
("team-notes", """Closed the sprint without a retrospective; half the team was at the offsite. Release notes for 5.2 were published on the blog.""", [
 ("Close the sprint", D, "done-plain"),
 ("Hold a retrospective", N, "not-without"),
 ("Publish the release notes", D, "done-passive"),
]),
("incident-notes", """The secondary on-call picked up the page after 12 minutes and failed the primary database over to the standby. A status page update was drafted but never published.""", [
 ("Fail the primary database over to the standby", D, "done-plain"),
 ("Publish a status page update", N, "not-negated"),
 ("Draft a status page update", D, "done-passive"),
]),
("release-notes", """Even under time pressure we did not skip the smoke tests; all 18 passed on the canary. We skipped the load test.""", [
 ("Run the smoke tests", D, "done-double-negation"),
 ("Run the load test", N, "not-skipped"),
]),
("team-chat", """Has anyone rebuilt the search index since the schema change? I reran the nightly export by hand at 08:15 and it finished fine.""", [
 ("Rebuild the search index", N, "not-asked"),
 ("Rerun the nightly export", D, "done-plain"),
]),
("git-log", """c55f0a9 Revert "Add rate limiting to the login endpoint"
7d2e11b WIP: migrate sessions to redis
4be70d1 Bump lodash to 4.17.21
a91c3e2 Add rate limiting to the login endpoint""", [
 ("Add rate limiting to the login endpoint", N, "not-undone"),
 ("Bump lodash", D, "done-commit"),
 ("Migrate sessions to redis", N, "not-wip"),
]),
("runbook-table", """| # | Step | Result |
|---|------|--------|
| 1 | Snapshot the VM | ✅ done |
| 2 | Apply kernel patch | ✅ done |
| 3 | Reboot the VM | ⏭ skipped (live patch) |
| 4 | Smoke checks | ❌ failed (2 of 9) |""", [
 ("Back up the VM", D, "done-synonym"),
 ("Apply the kernel patch", D, "done-table"),
 ("Reboot the VM", N, "not-skipped"),
 ("Pass the smoke checks", N, "not-failed"),
]),
("it-report", """Following the review, the deletion of the 312 orphaned user accounts took place on 3 March. Their mailboxes had been archived to cold storage beforehand.""", [
 ("Delete the orphaned user accounts", D, "done-nominalisation"),
 ("Archive the mailboxes", D, "done-passive"),
]),
("data-notes", """The data backfill is partially complete (2020-2022 done, 2023 still running). The dashboards were switched over to the new table.""", [
 ("Backfill the data", N, "not-partial"),
 ("Switch the dashboards over to the new table", D, "done-passive"),
]),
("ops-notes", """Patched 4 of the 6 web servers; web-05 and web-06 were unreachable. Restarted the load balancer afterwards.""", [
 ("Patch all six web servers", N, "not-partial"),
 ("Restart the load balancer", D, "done-plain"),
]),
("agent-chat", """User: can you delete the stale feature branches?
Agent: I can, but please confirm the list first: old-search, tmp-fix, grpc-spike. I have not deleted anything yet.
User: go ahead.
Agent: Deleted the old-search and tmp-fix branches. The grpc-spike branch is protected, so I left it alone.""", [
 ("Delete the old-search branch", D, "done-plain"),
 ("Delete the grpc-spike branch", N, "not-negated"),
]),
("onboarding-checklist", """Onboarding: Priya
[x] Create Google Workspace account
[x] Add to GitHub org
[ ] Order laptop
[ ] Schedule security training
Laptop on backorder, ETA 2 weeks.""", [
 ("Create the Google Workspace account", D, "done-checklist"),
 ("Add Priya to the GitHub org", D, "done-checklist"),
 ("Order the laptop", N, "not-unticked"),
 ("Schedule the security training", N, "not-unticked"),
]),
("incident-notes", """The DNS TTL was supposed to be lowered to 60 s a day before the cutover, but nobody did it, so the change took about an hour to propagate. The A record itself was updated at 06:02.""", [
 ("Lower the DNS TTL", N, "not-planned"),
 ("Update the A record", D, "done-passive"),
]),
("hardware-log", """We swapped the failing fan in PSU-2 rather than replacing the whole unit, then power-cycled the chassis.""", [
 ("Replace the failing fan", D, "done-synonym"),
 ("Replace the whole unit", N, "not-instead-of"),
 ("Power-cycle the chassis", D, "done-plain"),
]),
("finance-notes", """Finance held off on the vendor payment run until the audit clears. The October invoices were reconciled against the bank statement on Friday.""", [
 ("Execute the vendor payment run", N, "not-postponed"),
 ("Reconcile the October invoices", D, "done-passive"),
]),
("site-diary", """Site diary, 12 May. Concrete pour for slab L3 completed 14:30. Rebar inspection for L4 was booked but the inspector did not show; rebooked for 14 May. Scaffolding on the north face was dismantled.""", [
 ("Pour the concrete for slab L3", D, "done-nominalisation"),
 ("Inspect the rebar for L4", N, "not-postponed"),
 ("Dismantle the scaffolding on the north face", D, "done-passive"),
]),
("incident-notes", """The VPN gateway crashed before the config backup completed; after the reboot we restored the config from last week's copy.""", [
 ("Back up the gateway config", N, "not-failed"),
 ("Restore the config", D, "done-plain"),
 ("Reboot the gateway", D, "done-nominalisation"),
]),
("agent-chat", """Assistant: Fixed the type error in cart.ts; the build passes now.
> tool: bash("npm run build")
< exit 2: src/cart.ts(41,7): error TS2322: Type 'string' is not assignable to type 'number'.
Assistant: The build still fails on the same line; I have not found the cause yet.""", [
 ("Fix the type error in cart.ts", N, "not-contradicted"),
 ("Make the build pass", N, "not-contradicted"),
]),
("postmortem", """Post-incident: the team should add a circuit breaker around the geocoding client, and the timeout should be reduced to 2 s. The geocoding provider's API key, which had leaked in a log, was rotated the same afternoon.""", [
 ("Add a circuit breaker around the geocoding client", N, "not-recommended"),
 ("Reduce the timeout to 2 s", N, "not-recommended"),
 ("Rotate the API key", D, "done-passive"),
]),
("lab-notes", """After three attempts we managed to flash the bootloader on the test board. The board was then sealed and shipped to the customer on Monday.""", [
 ("Flash the bootloader", D, "done-other-words"),
 ("Ship the board to the customer", D, "done-passive"),
 ("Seal the board", D, "done-passive"),
]),
("storage-notes", """The vendor will replace the faulty controller on Wednesday. Until then, write caching has been disabled on the array.""", [
 ("Replace the faulty controller", N, "not-planned"),
 ("Disable write caching on the array", D, "done-passive"),
]),
("shell-transcript", """$ terraform plan -out=tfplan
Plan: 3 to add, 0 to change, 1 to destroy.
Apply deferred to the change window on Thursday.""", [
 ("Apply the terraform plan", N, "not-postponed"),
]),
("lab-notes", """Asked Jonas to calibrate the pH meter before tomorrow's run. Buffers: prepared, filtered.""", [
 ("Calibrate the pH meter", N, "not-asked"),
 ("Prepare the buffers", D, "done-status-line"),
 ("Filter the buffers", D, "done-status-line"),
]),
]
