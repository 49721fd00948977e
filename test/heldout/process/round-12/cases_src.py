#!/usr/bin/env python3
"""Held-out process (milestones) set, round 12: traces and reading A.

Written from the public documentation only (README.md, docs/engines-text.md section Process) by someone who had not
read the engine's code, its corpora, its tests, or any other held-out set. Each milestone carries reading A: a label
(done / not_done), a family and a one-line justification. Reading B lives in oracle.py; oracle.py writes cases.json
with the cases both readings agree on.
"""

D, N = "done", "not_done"

TRACES = [
    {
        "id": "t01-express-bump",
        "register": "coding agent chat with tool calls",
        "trace": """User: Can you bump express to 4.19.2, run the tests and open a PR? Don't merge it yet.
Assistant: Sure. Updating the dependency first.
> tool: run_command("npm install express@4.19.2")
< exit 0: added 1 package, changed 3 packages in 2s
> tool: run_command("npm test")
< exit 1: 3 failed, 118 passed
The three failures are in the router tests; `req.query` parsing changed in this version. I patched src/routes/search.ts to parse the query string explicitly.
> tool: run_command("npm test")
< exit 0: 121 passed, 0 failed
> tool: run_command("gh pr create --title 'Bump express to 4.19.2' --fill")
< exit 0: https://github.com/acme/shop-api/pull/412
PR #412 is open. I have not merged it, as you asked.""",
        "milestones": [
            ("Upgrade express to 4.19.2", "tool_result", D, "npm install express@4.19.2 exited 0 and the PR is titled with the bump"),
            ("Make the test suite pass", "retry_success", D, "first npm test had 3 failures, the rerun after the patch has 121 passed, 0 failed"),
            ("Open a pull request", "other_words", D, "gh pr create returned PR 412 and the agent says it is open"),
            ("Merge the pull request", "user_mentioned", N, "only the user mentions merging; the agent says it has not merged it"),
            ("Patch src/routes/search.ts", "plain", D, "'I patched src/routes/search.ts'"),
        ],
    },
    {
        "id": "t02-node-maintenance-log",
        "register": "ops log with timestamps and levels",
        "trace": """2026-10-14 02:00:03 INFO  maintenance window opened by ops-bot (CHG-7781)
2026-10-14 02:00:41 INFO  cordoned node gke-prod-pool-a-7f2k
2026-10-14 02:01:12 INFO  drain started on gke-prod-pool-a-7f2k
2026-10-14 02:06:55 ERROR drain of gke-prod-pool-a-7f2k timed out: pod payments-worker-5c9 blocked by PodDisruptionBudget
2026-10-14 02:07:30 INFO  uncordoned node gke-prod-pool-a-7f2k
2026-10-14 02:08:02 WARN  kernel upgrade on gke-prod-pool-a-7f2k skipped: node not drained
2026-10-14 02:15:40 INFO  snapshot of pd-orders-db created (snap-4471ab)
2026-10-14 02:16:05 INFO  window closed; paged #ops-oncall with the summary""",
        "milestones": [
            ("Cordon node gke-prod-pool-a-7f2k", "undone", N, "cordoned at 02:00:41, uncordoned at 02:07:30"),
            ("Drain node gke-prod-pool-a-7f2k", "attempted_failed", N, "the drain started and timed out"),
            ("Upgrade the kernel on gke-prod-pool-a-7f2k", "negated", N, "kernel upgrade skipped"),
            ("Take a snapshot of pd-orders-db", "other_words", D, "snapshot of pd-orders-db created (snap-4471ab)"),
            ("Page the on-call channel with the summary", "plain", D, "'paged #ops-oncall with the summary'"),
        ],
    },
    {
        "id": "t03-support-refund",
        "register": "support chat export",
        "trace": """[Agent Mireille, Mar 3 09:12] Hi Daniel, I can see the duplicate charge of EUR 49.00 on 28 Feb.
[Agent Mireille, Mar 3 09:14] I've requested a refund of the duplicate charge from our billing team; they usually approve within 2 business days.
[Customer Daniel, Mar 3 09:15] Could you also turn off the renewal of my annual plan?
[Agent Mireille, Mar 3 09:20] Auto-renewal has been switched off on your account; you stay on the plan until 14 Apr.
[Agent Mireille, Mar 3 09:21] I'll send you a confirmation email once the refund is approved.""",
        "milestones": [
            ("Refund the duplicate charge", "asked_unconfirmed", N, "a refund was requested from billing, not confirmed"),
            ("Disable auto-renewal on the account", "other_words", D, "'Auto-renewal has been switched off on your account'"),
            ("Send the customer a confirmation email", "planned", N, "'I'll send ... once the refund is approved'"),
            ("Cancel the customer's annual plan", "other_object", N, "only the renewal was turned off; the customer stays on the plan"),
        ],
    },
    {
        "id": "t04-data-agent-json",
        "register": "data agent JSON tool records",
        "trace": """{"step": 1, "tool": "sql.query", "args": {"q": "SELECT count(*) FROM staging.events_2026_09"}, "result": {"rows": [[18234411]]}}
{"step": 2, "tool": "sql.execute", "args": {"q": "DELETE FROM staging.events_2026_09 WHERE user_id IS NULL"}, "result": {"rowcount": 41230, "status": "ok"}}
{"step": 3, "tool": "sql.execute", "args": {"q": "INSERT INTO analytics.events SELECT * FROM staging.events_2026_09"}, "result": {"status": "error", "error": "permission denied for schema analytics"}}
{"step": 4, "tool": "notebook.write", "args": {"path": "reports/sept_events.md"}, "result": {"status": "ok", "bytes": 5120}}
Agent: I removed 41,230 rows with a null user_id from the September staging table. Loading into analytics.events failed with a permission error, so the dashboard refresh was not triggered. The summary is in reports/sept_events.md.""",
        "milestones": [
            ("Delete the rows with a null user_id from the September staging table", "other_words", D, "DELETE returned rowcount 41230 ok; 'I removed 41,230 rows with a null user_id'"),
            ("Load the September events into analytics.events", "attempted_failed", N, "INSERT failed: permission denied; 'Loading ... failed'"),
            ("Refresh the dashboard", "negated", N, "'the dashboard refresh was not triggered'"),
            ("Write the summary to reports/sept_events.md", "tool_result", D, "notebook.write of reports/sept_events.md returned ok, 5120 bytes"),
            ("Count the rows in staging.events_2026_09", "tool_result", D, "the count query returned 18234411"),
        ],
    },
    {
        "id": "t05-release-checklist",
        "register": "markdown checklist",
        "trace": """## Release 3.8.0 checklist
- [x] Freeze the release branch
- [x] Update the changelog
- [ ] Tag the release commit
- [x] Build the Docker image for linux/amd64
- [ ] Build the Docker image for linux/arm64 (runner offline)
- [ ] Publish the release notes (postponed to next week)""",
        "milestones": [
            ("Freeze the release branch", "plain", D, "ticked item"),
            ("Update the changelog", "plain", D, "ticked item"),
            ("Tag the release commit", "negated", N, "unticked item"),
            ("Build the Docker image for linux/arm64", "other_object", N, "only the amd64 image is ticked; arm64 unticked, runner offline"),
            ("Publish the release notes", "planned", N, "unticked, postponed to next week"),
        ],
    },
    {
        "id": "t06-incident-irc",
        "register": "incident chat",
        "trace": """14:02 <dara> checkout error rate at 12%, rolling back checkout-api to v5.1.4 on prod-eu
14:03 <deploybot> deploy: rolling back checkout-api to v5.1.4 on prod-eu
14:09 <dara> rollback on prod-eu still going, 6/10 pods on v5.1.4
14:11 <dara> prod-us untouched, it never got 5.2.0
14:20 <kemi> I'll write the postmortem tomorrow
14:21 <dara> status page updated: "Investigating elevated checkout errors in EU\"""",
        "milestones": [
            ("Roll back checkout-api to v5.1.4 on prod-eu", "in_progress", N, "rollback still going, 6 of 10 pods; no completion"),
            ("Roll back checkout-api on prod-us", "other_object", N, "prod-us untouched"),
            ("Write the postmortem", "planned", N, "'I'll write the postmortem tomorrow'"),
            ("Update the status page", "other_words", D, "'status page updated'"),
        ],
    },
    {
        "id": "t07-alembic-retry",
        "register": "shell transcript",
        "trace": """$ alembic upgrade head --sql > preview.sql
$ alembic upgrade head
INFO  [alembic.runtime.migration] Running upgrade 8a1f -> 9c3d, add invoices.due_at
INFO  [alembic.runtime.migration] Running upgrade 9c3d -> a07e, backfill due_at
ERROR [alembic.util.messaging] Can't proceed: deadlock detected
FAILED: migration a07e aborted
$ alembic current
9c3d
$ alembic upgrade head
INFO  [alembic.runtime.migration] Running upgrade 9c3d -> a07e, backfill due_at
$ alembic current
a07e (head)
Agent: Migrations applied; the database is at head (a07e). I did not vacuum the invoices table, that needs a maintenance window.""",
        "milestones": [
            ("Run the database migrations", "retry_success", D, "the first upgrade failed at a07e, the second reached head"),
            ("Vacuum the invoices table", "negated", N, "'I did not vacuum the invoices table'"),
            ("Backfill due_at", "tool_result", D, "9c3d -> a07e backfill ran on the retry and current shows a07e (head)"),
        ],
    },
    {
        "id": "t08-ansible-partial",
        "register": "ansible recap and agent summary",
        "trace": """PLAY RECAP *********************************************************************
web-01 : ok=14 changed=3 unreachable=0 failed=0
web-02 : ok=14 changed=3 unreachable=0 failed=0
web-03 : ok=6  changed=0 unreachable=1 failed=0
web-04 : ok=14 changed=3 unreachable=0 failed=0

Agent: The OpenSSL patch went out to 3 of the 4 web hosts; web-03 was unreachable and still runs the old package. nginx was reloaded on the three patched hosts.""",
        "milestones": [
            ("Patch OpenSSL on all four web hosts", "partial", N, "3 of the 4 hosts"),
            ("Patch OpenSSL on web-03", "attempted_failed", N, "web-03 unreachable, still on the old package"),
            ("Reload nginx on the patched hosts", "plain", D, "'nginx was reloaded on the three patched hosts'"),
        ],
    },
    {
        "id": "t09-night-handover",
        "register": "handover prose",
        "trace": """Handover, Tuesday night shift. The certificates for api.example.org were renewed at 21:40 and the new chain is served by both load balancers. The Redis failover drill was postponed to Thursday because the replica was lagging. I restarted the ingest workers twice; after the second restart the backlog drained to zero. Nobody has rotated the Grafana admin password yet: Ops asked me to, but I ran out of time. Log retention on the audit bucket was reduced to 30 days, then put back to 90 after Legal objected.""",
        "milestones": [
            ("Renew the certificates for api.example.org", "plain", D, "passive: were renewed at 21:40"),
            ("Run the Redis failover drill", "planned", N, "postponed to Thursday"),
            ("Restart the ingest workers", "plain", D, "'I restarted the ingest workers twice'"),
            ("Rotate the Grafana admin password", "negated", N, "'Nobody has rotated ... yet'"),
            ("Reduce log retention on the audit bucket to 30 days", "undone", N, "reduced, then put back to 90"),
        ],
    },
    {
        "id": "t10-ci-status",
        "register": "CI summary status lines",
        "trace": """Pipeline #58213 (main @ 3e9b1c7)
lint ............ passed
typecheck ....... passed
unit tests ...... 1204 passed, 0 failed
e2e tests ....... 41 passed, 3 failed
deploy staging .. skipped (e2e red)
deploy prod ..... not started""",
        "milestones": [
            ("Run the linter", "status_line", D, "lint passed"),
            ("Pass the unit tests", "status_line", D, "1204 passed, 0 failed"),
            ("Pass the e2e tests", "attempted_failed", N, "3 failed"),
            ("Deploy to staging", "negated", N, "skipped"),
            ("Deploy to production", "negated", N, "not started"),
        ],
    },
    {
        "id": "t11-terraform",
        "register": "terraform shell transcript",
        "trace": """$ terraform apply -auto-approve
aws_s3_bucket.logs: Creating...
aws_s3_bucket.logs: Creation complete after 2s [id=acme-logs-prod]
aws_iam_role.ingest: Creating...
aws_iam_role.ingest: Creation complete after 1s
Apply complete! Resources: 2 added, 0 changed, 0 destroyed.
$ terraform apply -auto-approve
aws_s3_bucket_policy.logs: Creating...
Error: creating S3 bucket policy (acme-logs-prod): AccessDenied
$ terraform destroy -target=aws_iam_role.ingest -auto-approve
aws_iam_role.ingest: Destroying...
aws_iam_role.ingest: Destruction complete after 1s
Destroy complete! Resources: 1 destroyed.""",
        "milestones": [
            ("Create the acme-logs-prod bucket", "tool_result", D, "aws_s3_bucket.logs creation complete, id acme-logs-prod"),
            ("Attach the bucket policy to acme-logs-prod", "attempted_failed", N, "creating the bucket policy: AccessDenied"),
            ("Create the ingest IAM role", "undone", N, "created, then destroyed by the targeted destroy"),
        ],
    },
    {
        "id": "t12-model-training",
        "register": "data agent notebook summary",
        "trace": """Loaded 2.3M rows of click data from the raw bucket for 2026-10-01 to 2026-10-31. Deduplicated on (session_id, ts): 12,004 duplicates dropped. I trained the gradient-boosted model on the October 1-15 slice only; the full-month training job is queued. Evaluation on the holdout set gave AUC 0.871. I did not push the model to the registry because AUC is below the 0.88 gate.""",
        "milestones": [
            ("Load the click data from the raw bucket", "plain", D, "'Loaded 2.3M rows of click data from the raw bucket'"),
            ("Deduplicate the rows on session_id and ts", "plain", D, "'Deduplicated on (session_id, ts)'"),
            ("Train the model on the full month of October", "partial", N, "trained on 1-15 only; full-month job queued"),
            ("Evaluate the model on the holdout set", "other_words", D, "nominalisation: evaluation on the holdout set gave AUC 0.871"),
            ("Push the model to the registry", "negated", N, "'I did not push the model to the registry'"),
        ],
    },
    {
        "id": "t13-staging-not-prod",
        "register": "user and assistant chat",
        "trace": """User: Before you start, back up the prod database and disable the cron jobs there.
Assistant: Understood. I backed up the staging database (pg_dump, 1.2 GB) and disabled the cron jobs on the staging box. For production I need approval from Dana before touching anything.
User: ok, and please also clear the CDN cache.
Assistant: Noted. I'll clear it after the prod backup is done.""",
        "milestones": [
            ("Back up the production database", "other_object", N, "only staging was backed up; production awaits approval"),
            ("Disable the cron jobs on production", "other_object", N, "cron jobs disabled on the staging box only"),
            ("Back up the staging database", "plain", D, "'I backed up the staging database'"),
            ("Clear the CDN cache", "user_mentioned", N, "asked by the user; agent will clear it later"),
        ],
    },
    {
        "id": "t14-git-log",
        "register": "git log --oneline",
        "trace": """$ git log --oneline -6
b71e0a2 Revert "Enable request batching in the gateway"
9d04c1f Add retry budget to the payments client
55ac3e8 Enable request batching in the gateway
0f3a9d1 WIP: migrate auth middleware to v2 tokens
c2e4417 Remove unused feature flag checkout_v1""",
        "milestones": [
            ("Add a retry budget to the payments client", "tool_result", D, "commit 9d04c1f"),
            ("Enable request batching in the gateway", "undone", N, "commit 55ac3e8 reverted by b71e0a2"),
            ("Migrate the auth middleware to v2 tokens", "in_progress", N, "WIP commit only"),
            ("Remove the checkout_v1 feature flag", "tool_result", D, "commit c2e4417"),
        ],
    },
    {
        "id": "t15-campaign-table",
        "register": "markdown table",
        "trace": """Newsletter run, week 44

| # | Step | Owner | Result |
|---|------|-------|--------|
| 1 | Export customer list from CRM | Lea | ✅ done |
| 2 | Validate email addresses | Lea | ✅ done (3 invalid removed) |
| 3 | Import list into Mailchimp | Omar | ❌ failed - API quota |
| 4 | Schedule the newsletter | Omar | pending |
| 5 | Send test email to marketing@ | Omar | ⏭ skipped |""",
        "milestones": [
            ("Export the customer list from the CRM", "table", D, "row 1 done"),
            ("Validate the email addresses", "table", D, "row 2 done"),
            ("Import the list into Mailchimp", "attempted_failed", N, "row 3 failed"),
            ("Schedule the newsletter", "planned", N, "row 4 pending"),
            ("Send a test email to marketing@", "negated", N, "row 5 skipped"),
        ],
    },
    {
        "id": "t16-canary-hold",
        "register": "release channel messages",
        "trace": """If the smoke tests pass on canary, we'll promote build 812 to 100%.
Smoke tests on canary: 2 failed (checkout, search).
Promotion is on hold. Should we disable the search feature flag? Waiting on product.
I paged the search team at 10:42 and they acknowledged.""",
        "milestones": [
            ("Pass the smoke tests on canary", "attempted_failed", N, "2 failed"),
            ("Promote build 812 to 100%", "conditional", N, "conditional on passing tests; promotion on hold"),
            ("Disable the search feature flag", "asked_unconfirmed", N, "only asked as a question"),
            ("Page the search team", "plain", D, "'I paged the search team at 10:42'"),
        ],
    },
    {
        "id": "t17-dns-retry",
        "register": "ops notes with times",
        "trace": """11:02 Tried to update the CNAME for status.acme.io via the Cloudflare API: 522 timeout.
11:04 Retried, and it went through on the third attempt; dig shows the new target.
11:10 Purged the Cloudflare cache for status.acme.io.
11:12 The TTL I lowered to 60s this morning has been raised back to 3600s.""",
        "milestones": [
            ("Update the CNAME for status.acme.io", "retry_success", D, "first try timed out, the third attempt went through"),
            ("Purge the Cloudflare cache for status.acme.io", "plain", D, "'Purged the Cloudflare cache'"),
            ("Lower the TTL to 60s", "undone", N, "lowered, then raised back to 3600s"),
        ],
    },
    {
        "id": "t18-db-maintenance-list",
        "register": "maintenance summary list",
        "trace": """Maintenance summary for db-cluster-3:
- Minor version upgrade to 15.6: performed on all three nodes without downtime.
- Index rebuild on orders_by_customer: not performed (lock contention risk).
- Statistics refresh (ANALYZE): never ran, the job was disabled in cron.
- Replica re-seed: skipped.
- Backup verification: restored last night's base backup into a scratch instance and the checksums matched.""",
        "milestones": [
            ("Upgrade db-cluster-3 to 15.6", "other_words", D, "nominalisation: upgrade to 15.6 performed on all three nodes"),
            ("Rebuild the orders_by_customer index", "negated", N, "not performed"),
            ("Refresh the statistics", "negated", N, "never ran"),
            ("Re-seed the replica", "negated", N, "skipped"),
            ("Restore last night's base backup into a scratch instance", "plain", D, "'restored last night's base backup into a scratch instance'"),
        ],
    },
    {
        "id": "t19-build-claim",
        "register": "coding agent tool calls with a false claim",
        "trace": """> tool: run_command("pnpm --filter web build")
< exit 0: vite v5.4.2 building for production... built in 14.2s
> tool: run_command("pnpm --filter docs build")
< exit 1: Error: Cannot find module '@acme/mdx-plugin'
Assistant: The web app and the docs both build now.""",
        "milestones": [
            ("Build the web app", "tool_result", D, "web build exited 0, built in 14.2s"),
            ("Build the docs", "attempted_failed", N, "docs build exited 1; the assistant's claim is contradicted"),
        ],
    },
    {
        "id": "t20-rebase-and-connect",
        "register": "agent work log",
        "trace": """10:14 pytest: 212 passed.
10:30 Rebased the branch onto main to pick up the schema change.
10:36 pytest: 2 failed, 210 passed (test_invoice_totals, test_tax_rounding). I haven't fixed these yet.
10:50 kafka-connect on etl-2 crashed (OOMKilled) and has not been restarted.
11:05 Increased the heap of the kafka-connect worker to 4 GB in the config file; the change is not deployed yet.""",
        "milestones": [
            ("Rebase the branch onto main", "plain", D, "'Rebased the branch onto main'"),
            ("Make the test suite pass", "failed_after_success", N, "passed at 10:14, 2 failures after the rebase"),
            ("Fix test_tax_rounding", "negated", N, "'I haven't fixed these yet'"),
            ("Restart kafka-connect on etl-2", "negated", N, "'has not been restarted'"),
            ("Increase the kafka-connect heap to 4 GB in the config file", "plain", D, "'Increased the heap ... to 4 GB in the config file'"),
            ("Deploy the heap change", "negated", N, "'the change is not deployed yet'"),
        ],
    },
    {
        "id": "t21-security-offboarding",
        "register": "security ops note",
        "trace": """The access review for the finance-prod AWS account is complete. Off-boarding of the two contractors took place on Monday: their SSO accounts were deactivated and their access keys deleted. The quarterly rotation of the KMS keys is scheduled for 1 December. MFA enforcement for the root user: verified.""",
        "milestones": [
            ("Complete the access review for the finance-prod account", "other_words", D, "'The access review ... is complete'"),
            ("Deactivate the contractors' SSO accounts", "plain", D, "'their SSO accounts were deactivated'"),
            ("Delete the contractors' access keys", "other_words", D, "elliptical passive: 'and their access keys deleted'"),
            ("Rotate the KMS keys", "planned", N, "scheduled for 1 December"),
            ("Verify MFA enforcement for the root user", "status_line", D, "'MFA enforcement for the root user: verified'"),
        ],
    },
    {
        "id": "t22-rds-dry-run",
        "register": "ops plan and notes",
        "trace": """Plan for tonight: drain traffic from us-east-2, then resize the RDS instance to db.r6g.2xlarge.
I ran the resize with --dry-run and it validated.
Traffic is going to be drained at 22:00 by the on-call.
Cost alert threshold raised to $12k.""",
        "milestones": [
            ("Resize the RDS instance to db.r6g.2xlarge", "dry_run", N, "only a dry run"),
            ("Drain traffic from us-east-2", "planned", N, "plan line and 'is going to be drained'"),
            ("Raise the cost alert threshold to $12k", "other_words", D, "'Cost alert threshold raised to $12k'"),
        ],
    },
    {
        "id": "t23-login-ticket",
        "register": "support ticket thread",
        "trace": """Customer: I already reset my password twice and cleared my cookies, still can't log in.
Agent: Thanks. I unlocked your account (it was locked after 5 failed attempts) and asked the identity team to check the SAML mapping. I haven't heard back from them yet.
Agent: Ticket escalated to Tier 2 as SUP-88213.""",
        "milestones": [
            ("Unlock the customer's account", "plain", D, "'I unlocked your account'"),
            ("Check the SAML mapping", "asked_unconfirmed", N, "asked the identity team, no answer yet"),
            ("Escalate the ticket to Tier 2", "other_words", D, "'Ticket escalated to Tier 2'"),
        ],
    },
    {
        "id": "t24-mail-tenant",
        "register": "migration note",
        "trace": """Moved 14 of the 15 mailboxes to the new tenant; the shared mailbox billing@ failed with a size limit error. MX records were switched to the new tenant at 18:00. The old tenant licences were not cancelled.""",
        "milestones": [
            ("Move all 15 mailboxes to the new tenant", "partial", N, "14 of the 15"),
            ("Move the billing@ shared mailbox to the new tenant", "attempted_failed", N, "failed with a size limit error"),
            ("Switch the MX records to the new tenant", "plain", D, "'MX records were switched to the new tenant'"),
            ("Cancel the old tenant licences", "negated", N, "'were not cancelled'"),
        ],
    },
    {
        "id": "t25-pr-feedback",
        "register": "coding agent numbered summary",
        "trace": """I've gone through the PR feedback:
1. Renamed `getUsr` to `getUser` across the codebase (17 call sites).
2. Added a unit test for the empty-cart case; it passes.
3. The N+1 query in OrderList is still there. I'd suggest eager loading but haven't implemented it.
4. Rewrote the README section on env vars.
Remaining: respond to Ana's comment about the retry logic.""",
        "milestones": [
            ("Rename getUsr to getUser", "plain", D, "item 1"),
            ("Add a unit test for the empty-cart case", "plain", D, "item 2"),
            ("Fix the N+1 query in OrderList", "negated", N, "still there, not implemented"),
            ("Rewrite the README section on environment variables", "other_words", D, "item 4, env vars"),
            ("Respond to Ana's comment about the retry logic", "planned", N, "listed as remaining"),
        ],
    },
    {
        "id": "t26-billing-rollback",
        "register": "deploy bot channel",
        "trace": """deploy-bot: deploying billing-svc 7.4.0 to prod...
deploy-bot: billing-svc 7.4.0 live on prod
alertmanager: FIRING HighLatency billing-svc p99 > 2s
deploy-bot: rollback of billing-svc to 7.3.9 complete
sre-jo: Confirmed p99 back under 300ms. Incident ticket INC-5521 opened.""",
        "milestones": [
            ("Deploy billing-svc 7.4.0 to production", "undone", N, "live, then rolled back to 7.3.9"),
            ("Roll back billing-svc to 7.3.9", "other_words", D, "'rollback of billing-svc to 7.3.9 complete'"),
            ("Open an incident ticket", "other_words", D, "'Incident ticket INC-5521 opened'"),
            ("Confirm that p99 latency is back under 300ms", "plain", D, "'Confirmed p99 back under 300ms'"),
        ],
    },
    {
        "id": "t27-patching-report",
        "register": "weekly patching report",
        "trace": """Weekly patching report (Oct 21):
- Windows hosts: KB5044284 installed on 38/38 servers, reboots done in the window.
- Linux hosts: unattended-upgrades applied; the kernel live-patch was not performed on the db tier (vendor hold).
- Firewall: rule 4410 (allow 8443 from the partner VPN) was added on Monday and removed on Wednesday at the partner's request.
- Backups: the weekly full backup of the file server completed; the offsite copy to Wasabi failed (credentials expired) and was re-run successfully on Thursday.""",
        "milestones": [
            ("Install KB5044284 on all Windows servers", "plain", D, "installed on 38/38 servers"),
            ("Live-patch the kernel on the db tier", "negated", N, "'was not performed'"),
            ("Add firewall rule 4410", "undone", N, "added Monday, removed Wednesday"),
            ("Complete the full backup of the file server", "other_words", D, "'the weekly full backup of the file server completed'"),
            ("Copy the backup offsite to Wasabi", "retry_success", D, "failed, then re-run successfully on Thursday"),
        ],
    },
    {
        "id": "t28-onboarding",
        "register": "IT onboarding status lines",
        "trace": """Onboarding for Priya Natarajan (start 4 Nov):
Laptop: imaged and shipped (tracking 1Z999AA10123456784)
Google Workspace account: created
GitHub org invite: sent, not accepted yet
VPN access: awaiting manager approval
Payroll setup: N/A (handled by HR)""",
        "milestones": [
            ("Ship the laptop", "status_line", D, "'Laptop: imaged and shipped'"),
            ("Create the Google Workspace account", "status_line", D, "'Google Workspace account: created'"),
            ("Add Priya to the GitHub org", "asked_unconfirmed", N, "invite sent, not accepted"),
            ("Grant VPN access", "planned", N, "awaiting manager approval"),
            ("Set up payroll", "negated", N, "N/A, handled by HR"),
        ],
    },
    {
        "id": "t29-queue-ops",
        "register": "ops note",
        "trace": """Ops note, 03:20: we neither restarted the scheduler nor touched its config. Instead we paused intake for tenant 42 and drained the stuck queue by hand with the admin script; 1,912 jobs were requeued.""",
        "milestones": [
            ("Restart the scheduler", "negated", N, "neither ... nor"),
            ("Pause intake for tenant 42", "plain", D, "'we paused intake for tenant 42'"),
            ("Drain the stuck queue", "plain", D, "'drained the stuck queue by hand'"),
        ],
    },
    {
        "id": "t30-csv-convert",
        "register": "data assistant chat",
        "trace": """Assistant: The CSV has 12,480 rows. I converted the amount column from strings to decimals. If you want, I can also upload it to BigQuery. Unless you object, I'll delete the temp files tonight.
User: yes, upload it
Assistant: Uploading to BigQuery now...""",
        "milestones": [
            ("Convert the amount column to decimals", "plain", D, "'I converted the amount column ... to decimals'"),
            ("Upload the CSV to BigQuery", "in_progress", N, "offered, then 'Uploading now...' with no result"),
            ("Delete the temp files", "conditional", N, "'Unless you object, I'll delete ... tonight'"),
        ],
    },
    {
        "id": "t31-indexer-relapse",
        "register": "incident timeline",
        "trace": """09:02 Restarted the search-indexer pods; all 6 Ready.
09:05 Health check on search.acme.internal: 200 OK.
09:31 search-indexer pods in CrashLoopBackOff again (5/6), the health check on search.acme.internal now returns 503.
09:40 Opened INC-6120 and handed the incident over to the search team.""",
        "milestones": [
            ("Restart the search-indexer pods", "plain", D, "'Restarted the search-indexer pods; all 6 Ready' (the later crash does not unmake the restart)"),
            ("Get the health check on search.acme.internal passing", "failed_after_success", N, "200 OK at 09:05, 503 again at 09:31"),
            ("Hand the incident over to the search team", "plain", D, "'handed the incident over to the search team'"),
        ],
    },
    {
        "id": "t32-nightly-export",
        "register": "scheduler summary prose",
        "trace": """Nightly export report: the orders export job succeeded on Monday and on Tuesday. Wednesday's run of the orders export failed with "No space left on device" and has not been rerun; the disk on export-1 was grown to 500 GB afterwards.""",
        "milestones": [
            ("Run Monday's orders export", "plain", D, "succeeded on Monday"),
            ("Run Wednesday's orders export", "failed_after_success", N, "Wednesday's run failed and was not rerun"),
            ("Grow the disk on export-1 to 500 GB", "plain", D, "'the disk on export-1 was grown to 500 GB'"),
        ],
    },
]
