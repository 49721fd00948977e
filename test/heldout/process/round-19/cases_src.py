"""Held-out process (milestones) round 19: the cases as written, with the first hand reading.

Each trace lists (milestone, first label, category, justification). The first reading was made while writing;
oracle.py holds the second, blind reading and writes cases.json from the pairs both readings agree on.
Done = the trace shows the step carried out and still in effect at its end.
"""

TRACES = []


def T(tid, form, trace, milestones):
    TRACES.append({"id": tid, "form": form, "trace": trace.strip("\n"), "milestones": milestones})


T("r19-01", "assistant chat with JSON tool calls", r'''
user: The staging deploy of billing-api is failing on migrations. Can you sort it out and open a PR with the fix?
assistant: Let me look at the failing job first.
tool_call: {"tool": "ci.get_job_log", "args": {"job": "deploy-staging", "run": 88213}}
tool_result: {"ok": true, "excerpt": "ERROR: column \"invoice_ref\" of relation \"payments\" already exists"}
assistant: Migration 0042 adds a column that 0039 already added. I'll make 0042 skip the column when it is present.
tool_call: {"tool": "fs.write_file", "args": {"path": "migrations/0042_add_invoice_ref.sql"}}
tool_result: {"ok": true, "bytes": 312}
tool_call: {"tool": "git.push", "args": {"remote": "origin", "branch": "fix/migration-0042"}}
tool_result: {"ok": true}
tool_call: {"tool": "github.create_pull_request", "args": {"base": "main", "head": "fix/migration-0042", "title": "Make migration 0042 idempotent"}}
tool_result: {"ok": false, "error": "403: resource not accessible by integration"}
assistant: I pushed the branch but couldn't open the pull request: the integration token lacks permission. You'll need to open it from the web UI, or grant the app pull-request write access.
''', [
    ("Inspect the failing CI job's log", "done", "done_tool_result", "ci.get_job_log returned ok with the excerpt"),
    ("Write the corrected migration file", "done", "done_tool_result", "fs.write_file ok, 312 bytes"),
    ("Push the fix branch to origin", "done", "done_tool_result", "git.push ok; the assistant confirms"),
    ("Open a pull request for the migration fix", "not_done", "not_failed", "create_pull_request returned 403"),
    ("Redeploy billing-api to staging", "not_done", "not_absent", "no deploy after the fix"),
])

T("r19-02", "CI run summary with marks", r'''
Run #4471  ·  push to main  ·  commit 9f3c2ab
✓ checkout                     2s
✓ install-deps                 41s
✓ lint                         12s
✓ unit-tests   (1,284 passed, 0 failed)   3m02s
✗ integration-tests  (3 failed: test_refund_partial, test_refund_currency, test_webhook_retry)  6m40s
⏭ build-image   skipped (needs: integration-tests)
⏭ deploy-staging  skipped
Summary: 4 succeeded, 1 failed, 2 skipped
''', [
    ("Install the dependencies", "done", "done_checkmark", "✓ install-deps"),
    ("Lint the code", "done", "done_checkmark", "✓ lint"),
    ("Unit tests pass", "done", "done_checkmark", "✓ unit-tests 1,284 passed, 0 failed"),
    ("Get the integration tests passing", "not_done", "not_failed", "✗ integration-tests, 3 failed"),
    ("Build the container image", "not_done", "not_skipped", "build-image skipped"),
    ("Deploy the build to staging", "not_done", "not_skipped", "deploy-staging skipped"),
])

T("r19-03", "runbook executed, checklist with notes", r'''
RUNBOOK RB-117: Rotate Postgres replication credentials (executed by N. Okafor, 2025-03-14)

[x] 1. Announce maintenance window in #db-ops
[x] 2. Generate new password in Vault (path: db/replication)
[x] 3. ALTER ROLE replicator on primary with the new password
[ ] 4. Update recovery settings on replica-2 and replica-3
[ ] 5. Restart replicas and confirm streaming
[x] 6. Revoke old credential
Notes: Step 4 done on replica-2 only; replica-3 is on a host being decommissioned, so I left it. Step 6: on second thought I re-enabled the old credential at 15:40 because replica-3 still needs it until Monday.
''', [
    ("Announce the maintenance window", "done", "done_checkmark", "[x] 1."),
    ("Generate a new replication password in Vault", "done", "done_checkmark", "[x] 2."),
    ("Alter the replicator role on the primary", "done", "done_checkmark", "[x] 3."),
    ("Update the recovery settings on replica-3", "not_done", "not_other_object", "done on replica-2 only; replica-3 left"),
    ("Restart the replicas", "not_done", "not_unticked", "[ ] 5."),
    ("Revoke the old replication credential", "not_done", "not_undone", "ticked, then re-enabled at 15:40"),
])

T("r19-04", "support ticket comments", r'''
#58213 - Customer cannot log in after email change
---
Marta (Support), Mon 09:12
Verified the customer's identity via the last four digits of the card on file. Reset the MFA enrolment on the account.

Marta (Support), Mon 09:20
Sent the customer a password reset link to the new address.

Customer, Mon 10:02
Link says expired.

Dev (Tier 2), Mon 11:45
Link tokens were expiring after 5 min due to a config regression; raised it with the identity team (IDN-904). Haven't re-sent the link yet, waiting for the fix to deploy.

Marta (Support), Mon 16:30
Identity team says the fix is out. Re-sent the link and the customer confirmed they can sign in now.
''', [
    ("Verify the customer's identity", "done", "done_past_form", "Verified the customer's identity"),
    ("Reset the account's MFA enrolment", "done", "done_past_form", "Reset the MFA enrolment on the account"),
    ("Escalate the link-expiry bug to the identity team", "done", "done_paraphrase", "raised it with the identity team (IDN-904)"),
    ("Resend the password reset link", "done", "done_paraphrase", "Re-sent the link at 16:30 after the earlier not-yet"),
    ("Issue the customer a service credit", "not_done", "not_absent", "no credit anywhere"),
])

T("r19-05", "notebook cell log", r'''
[1] df = pd.read_parquet("s3://ml-data/churn/2025-02/events.parquet")
    -> 4,812,330 rows x 27 cols
[2] df = df.drop_duplicates(subset=["user_id", "event_ts"])
    -> 4,790,114 rows (22,216 duplicates dropped)
[3] # TODO: impute missing tenure values with the median per plan
[4] X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, stratify=y, random_state=7)
    -> train 3,832,091 / test 958,023
[5] model = LGBMClassifier(n_estimators=600).fit(X_train, y_train)
    KeyboardInterrupt (interrupted after 212 s)
[6] model = LGBMClassifier(n_estimators=300).fit(X_train, y_train)
    -> fitted in 97 s
[7] roc_auc_score(y_test, model.predict_proba(X_test)[:, 1])
    -> 0.8412
[8] # model.save("s3://ml-models/churn/v7")   <- not yet, waiting for review
''', [
    ("Load the February churn events", "done", "done_tool_result", "cell 1 read the parquet, row count shown"),
    ("Deduplicate events by user and timestamp", "done", "done_tool_result", "cell 2 dropped 22,216 duplicates"),
    ("Impute missing tenure values", "not_done", "not_planned", "cell 3 is a TODO comment"),
    ("Split the data into train and test sets", "done", "done_tool_result", "cell 4 output shows the split"),
    ("Train the gradient boosting classifier", "done", "done_retry", "cell 5 interrupted, cell 6 fitted"),
    ("Compute ROC AUC on the test set", "done", "done_tool_result", "cell 7 -> 0.8412"),
    ("Save the model to the model store", "not_done", "not_planned", "cell 8 commented out, not yet"),
])

T("r19-06", "git log", r'''
$ git log --oneline -6
e41b0c9 Revert "Enable HTTP/2 on the ingress controller"
b7d22f1 Bump openssl to 3.0.15 in base image
a90cc31 Enable HTTP/2 on the ingress controller
5c1e8d2 WIP: split payments worker into two queues
3f0a7be Add retry with jitter to webhook sender
19bd4e0 docs: document the rate-limit headers
''', [
    ("Upgrade OpenSSL in the base image", "done", "done_commit", "b7d22f1 bump openssl"),
    ("Turn on HTTP/2 for the ingress controller", "not_done", "not_undone", "a90cc31 reverted by e41b0c9"),
    ("Split the payments worker into two queues", "not_done", "not_wip", "WIP commit"),
    ("Add jittered retries to the webhook sender", "done", "done_commit", "3f0a7be"),
    ("Document the rate-limit headers", "done", "done_commit", "19bd4e0"),
    ("Upgrade the ingress controller", "not_done", "not_absent", "no such commit"),
])

T("r19-07", "incident timeline", r'''
INC-2291: Elevated 5xx on checkout (SEV-2)
All times UTC.
13:02  PagerDuty alert fired: checkout 5xx > 4%.
13:05  @lena acknowledged the page and opened #inc-2291.
13:11  Identified a bad config push to payments-gateway (flag strict_tls_pinning).
13:14  Proposed rolling back payments-gateway to 2025.03.1. Decided against it: the rollback would also drop the fraud rule fix.
13:18  Flag strict_tls_pinning turned off in prod-eu.
13:19  Flag turned off in prod-us.
13:26  5xx back below 0.2% in both regions.
13:40  Status page updated to "Monitoring".
14:30  Incident resolved. Postmortem to be written by Lena by Friday.
''', [
    ("Acknowledge the page", "done", "done_log_line", "13:05 acknowledged"),
    ("Roll back payments-gateway", "not_done", "not_decided_against", "proposed, decided against"),
    ("Disable the strict TLS pinning flag in prod-us", "done", "done_passive", "13:19 flag turned off in prod-us"),
    ("Update the status page", "done", "done_passive", "13:40 status page updated"),
    ("Write the postmortem", "not_done", "not_planned", "to be written by Friday"),
    ("Email the affected merchants", "not_done", "not_absent", "no merchant email"),
])

T("r19-08", "shell transcript", r'''
$ kubectl -n search get pods
NAME                        READY   STATUS             RESTARTS   AGE
indexer-7c9f6d8b5-2xkq4     1/1     Running            0          3d
indexer-7c9f6d8b5-9mvrt     0/1     CrashLoopBackOff   41         3d
$ kubectl -n search delete pod indexer-7c9f6d8b5-9mvrt
pod "indexer-7c9f6d8b5-9mvrt" deleted
$ kubectl -n search scale deploy/indexer --replicas=4
deployment.apps/indexer scaled
$ kubectl -n search rollout status deploy/indexer
Waiting for deployment "indexer" rollout to finish: 3 of 4 updated replicas are available...
^C
$ kubectl -n search annotate deploy/indexer owner=search-team --dry-run=client
deployment.apps/indexer annotated (dry run)
''', [
    ("List the pods in the search namespace", "done", "done_tool_result", "get pods output shown"),
    ("Delete the crash-looping indexer pod", "done", "done_tool_result", "pod ... deleted"),
    ("Scale the indexer deployment to four replicas", "done", "done_tool_result", "deployment scaled"),
    ("Confirm the indexer rollout completed", "not_done", "not_in_progress", "3 of 4 available, interrupted"),
    ("Annotate the indexer deployment with its owning team", "not_done", "not_dry_run", "--dry-run=client"),
])

T("r19-09", "weekly status report", r'''
Platform team: weekly status, week 11

Done
- Migrated the remaining 14 Jenkins jobs to GitHub Actions.
- Renewed the wildcard TLS certificate for *.acme.io (expires 2026-03-20).
- Terraform state moved to the new S3 backend; locking via DynamoDB verified.

In progress
- Upgrading the EKS clusters to 1.30: dev and staging are done, prod is next week.

Not started
- Replace NAT gateways with the shared egress VPC.

Risks
- The SSO cutover may slip if Okta provisioning is not approved by the 28th.
''', [
    ("Migrate the Jenkins jobs to GitHub Actions", "done", "done_status_report", "Done list"),
    ("Renew the wildcard certificate", "done", "done_status_report", "Renewed ... certificate"),
    ("Move the Terraform state to the new backend", "done", "done_passive", "state moved to the new S3 backend"),
    ("Upgrade the staging EKS cluster to 1.30", "done", "done_paraphrase", "dev and staging are done"),
    ("Upgrade the production EKS cluster to 1.30", "not_done", "not_planned", "prod is next week"),
    ("Replace the NAT gateways", "not_done", "not_started", "Not started"),
    ("Cut over to SSO", "not_done", "not_conditional", "may slip; nothing done"),
])

T("r19-10", "email", r'''
Subject: Re: Q1 vendor access review
From: Priya Raman
To: Security GRC

Hi all,

Quick update on the vendor access review. I went through all 63 vendor accounts in the IdP last week. 11 had no login in 90+ days; I disabled 9 of them. The other two belong to Brightline, whose contract renewal is still being negotiated, so I'd rather hold those until procurement confirms.

I also exported the review evidence to the GRC folder. I haven't sent the attestation to the auditors yet; I want Tom to sign off first.

Thanks,
Priya
''', [
    ("Review every vendor account in the IdP", "done", "done_paraphrase", "went through all 63"),
    ("Disable all dormant vendor accounts", "not_done", "not_partial", "9 of 11"),
    ("Export the review evidence", "done", "done_past_form", "exported the review evidence"),
    ("Send the attestation to the auditors", "not_done", "not_negated", "haven't sent"),
    ("Obtain Tom's sign-off", "not_done", "not_planned", "wants Tom to sign off first"),
])

T("r19-11", "assistant chat with call arrows", r'''
user: Please add Jonas to the finance-readonly group and remove him from finance-admins.
assistant: On it.
-> call directory.add_member {"group": "finance-readonly", "user": "jonas.weber"}
<- {"status": "ok"}
-> call directory.remove_member {"group": "finance-admins", "user": "jonas.weber"}
<- {"status": "error", "message": "user is the last owner of group finance-admins"}
assistant: Jonas was added to finance-readonly. I couldn't remove him from finance-admins because he's its last owner; someone else has to become an owner first. Want me to make Aisha an owner?
user: Yes, do that.
-> call directory.set_owner {"group": "finance-admins", "user": "aisha.khan"}
<- {"status": "ok"}
assistant: Aisha is now an owner of finance-admins. Should I retry removing Jonas?
''', [
    ("Add Jonas to finance-readonly", "done", "done_tool_result", "add_member ok, confirmed"),
    ("Remove Jonas from finance-admins", "not_done", "not_failed", "error: last owner; retry only offered"),
    ("Make Aisha an owner of finance-admins", "done", "done_tool_result", "set_owner ok"),
    ("Notify Jonas about his new access", "not_done", "not_absent", "no notification"),
])

T("r19-12", "go/no-go checklist with marks", r'''
Release 4.12.0 go/no-go checklist
✅ Release notes drafted and approved by PM
✅ Changelog published
❌ Load test at 2x peak: p99 over budget (840 ms vs 500 ms)
✅ Database migrations applied to prod (3 of 3)
⚠️ Feature flag new_pricing: left off, enable after load test passes
☐ Tag the release in git
✅ Customer success team notified
''', [
    ("Approve the release notes", "done", "done_checkmark", "✅ drafted and approved by PM"),
    ("Publish the changelog", "done", "done_checkmark", "✅ Changelog published"),
    ("Pass the load test", "not_done", "not_failed", "❌ p99 over budget"),
    ("Apply the database migrations to production", "done", "done_checkmark", "✅ applied to prod (3 of 3)"),
    ("Enable the new_pricing flag", "not_done", "not_conditional", "left off, enable after load test passes"),
    ("Tag the release", "not_done", "not_unticked", "☐"),
    ("Notify the customer success team", "done", "done_checkmark", "✅ notified"),
])

T("r19-13", "deploy log with timestamps", r'''
2025-04-02T08:14:03Z [deploy] Fetching artifact web-frontend-2.19.4.tgz ... ok
2025-04-02T08:14:09Z [deploy] Uploading 2.19.4 assets to cdn bucket static-prod ... ok (1,203 files)
2025-04-02T08:14:31Z [deploy] Invalidating CloudFront distribution E2Q4... ok (invalidation I8K2J created)
2025-04-02T08:15:02Z [smoke] GET https://www.acme.io/health -> 200
2025-04-02T08:15:03Z [smoke] GET https://www.acme.io/checkout -> 502
2025-04-02T08:15:03Z [smoke] smoke tests FAILED (1 of 2)
2025-04-02T08:15:04Z [rollback] restoring previous assets (2.19.3) to static-prod ... ok
2025-04-02T08:15:30Z [notify] posting to #releases ... skipped (webhook not configured)
''', [
    ("Fetch the release artifact", "done", "done_log_line", "Fetching artifact ... ok"),
    ("Invalidate the CloudFront cache", "done", "done_log_line", "invalidation created"),
    ("Publish the 2.19.4 assets to the production CDN bucket", "not_done", "not_undone", "uploaded then 2.19.3 restored"),
    ("Pass the smoke tests", "not_done", "not_failed", "FAILED (1 of 2)"),
    ("Restore the previous release's assets", "done", "done_log_line", "restoring previous assets ... ok"),
    ("Announce the release in #releases", "not_done", "not_skipped", "skipped"),
])

T("r19-14", "pull request description and review thread", r'''
PR #812: Add idempotency keys to the refunds endpoint

Summary
This adds an Idempotency-Key header to POST /refunds and stores keys for 24h in Redis.

Checklist
- [x] Unit tests added
- [x] OpenAPI spec updated
- [ ] Load-tested with duplicate bursts
- [x] Reviewed by @sam (approved)

Comments
@sam: LGTM. One nit: the TTL should be configurable, not hard-coded. Fine to do in a follow-up.
@rui: Made the TTL configurable via REFUNDS_IDEMPOTENCY_TTL in 3d9e1f0.
@sam: 👍
Merged by @rui into main on Apr 3.
''', [
    ("Add unit tests for the idempotency keys", "done", "done_checkmark", "[x] Unit tests added"),
    ("Update the OpenAPI spec", "done", "done_checkmark", "[x] OpenAPI spec updated"),
    ("Load-test the endpoint with bursts of duplicate requests", "not_done", "not_unticked", "[ ]"),
    ("Make the idempotency TTL configurable", "done", "done_past_form", "Made the TTL configurable"),
    ("Merge the PR into main", "done", "done_passive", "Merged by @rui into main"),
    ("Deploy the refunds change to production", "not_done", "not_absent", "no deploy"),
])

T("r19-15", "DR drill log", r'''
DR drill log: ledger-db, 2025-05-10 (operator: K. Lindqvist)

06:00 Started. Confirmed last night's base backup exists (ledger-base-20250510T0100, 212 GB).
06:07 Began restoring the base backup into dr-ledger-1 in eu-central-2.
07:31 Restore finished. WAL replay up to 05:59 completed at 07:48.
07:55 Row counts compared against the primary for the 12 largest tables: 11 match, ledger_entries off by 3 rows (writes after 05:59, expected).
08:05 Was going to promote dr-ledger-1 and point the read-only API at it, but the change window closed at 08:00, so I stopped here.
08:10 Left dr-ledger-1 running for the DBA team to inspect.
''', [
    ("Confirm the base backup exists", "done", "done_log_line", "06:00 confirmed"),
    ("Restore the base backup into dr-ledger-1", "done", "done_in_progress_then_completed", "began 06:07, finished 07:31"),
    ("Replay WAL up to 05:59", "done", "done_passive", "WAL replay ... completed"),
    ("Compare row counts for the largest tables", "done", "done_passive", "row counts compared"),
    ("Promote dr-ledger-1", "not_done", "not_planned", "was going to, stopped"),
    ("Point the read-only API at the DR instance", "not_done", "not_planned", "was going to, stopped"),
    ("Shut down the DR instance", "not_done", "not_opposite", "left running"),
])

T("r19-16", "facilities ticket comments", r'''
FAC-3301 Replace HVAC filters, 3rd floor
Comment (Dmitri, Tue): Filters delivered, 24 units, stored in the B2 cage.
Comment (Dmitri, Wed): Replaced the filters in AHU-3A and AHU-3B. AHU-3C is behind the server-room access control and I don't have a badge for it.
Comment (Facilities Desk, Thu): Badge request for Dmitri raised (SEC-771), not yet approved.
Comment (Dmitri, Fri): Logged the differential pressure readings before and after for 3A and 3B in the maintenance sheet.
Status: In Progress
''', [
    ("Take delivery of the replacement filters", "done", "done_paraphrase", "Filters delivered, stored"),
    ("Replace the filters in AHU-3B", "done", "done_past_form", "Replaced ... AHU-3A and AHU-3B"),
    ("Replace the filters in AHU-3C", "not_done", "not_other_object", "no badge for 3C"),
    ("Grant Dmitri badge access to the server room", "not_done", "not_in_progress", "request raised, not approved"),
    ("Record the pressure readings for AHU-3A", "done", "done_paraphrase", "Logged the readings for 3A and 3B"),
    ("Close the ticket", "not_done", "not_in_progress", "Status: In Progress"),
])

T("r19-17", "assistant messages as JSON", r'''
[
 {"role": "user", "content": "Clean up the preview environments older than 14 days, but keep pr-1180, marketing needs it."},
 {"role": "assistant", "tool_calls": [{"name": "envs.list", "arguments": {"older_than_days": 14}}]},
 {"role": "tool", "name": "envs.list", "content": {"environments": ["pr-1122", "pr-1131", "pr-1180", "pr-1194"]}},
 {"role": "assistant", "tool_calls": [{"name": "envs.delete", "arguments": {"environment": "pr-1122"}}]},
 {"role": "tool", "name": "envs.delete", "content": {"ok": true}},
 {"role": "assistant", "tool_calls": [{"name": "envs.delete", "arguments": {"environment": "pr-1131"}}]},
 {"role": "tool", "name": "envs.delete", "content": {"ok": true}},
 {"role": "assistant", "tool_calls": [{"name": "envs.delete", "arguments": {"environment": "pr-1194"}}]},
 {"role": "tool", "name": "envs.delete", "content": {"ok": false, "error": "environment locked by running job"}},
 {"role": "assistant", "content": "Deleted pr-1122 and pr-1131. pr-1180 was kept as asked. pr-1194 is locked by a running job, so I couldn't delete it; I can retry in an hour."}
]
''', [
    ("List preview environments older than 14 days", "done", "done_tool_result", "envs.list returned four"),
    ("Delete preview environment pr-1131", "done", "done_tool_result", "ok true; confirmed"),
    ("Delete preview environment pr-1194", "not_done", "not_failed", "locked, could not delete"),
    ("Delete preview environment pr-1180", "not_done", "not_other_object", "kept as asked"),
    ("Delete every stale preview environment other than pr-1180", "not_done", "not_partial", "pr-1194 remains"),
])

T("r19-18", "bench log", r'''
Bench log: cell culture, Thu
- HEK293T thawed from vial B-14, plated in two T75 flasks.
- Media changed on the HeLa flasks (passage 12).
- Mycoplasma test: sample sent to the core facility, result pending.
- Transfection of flask 2 with pLenti-GFP: postponed, confluency only ~40%.
- Incubator CO2 calibrated against the handheld meter; reading 5.0%.
- Waste autoclaved and logged.
''', [
    ("Thaw the HEK293T vial", "done", "done_passive", "thawed from vial B-14"),
    ("Plate the cells in T75 flasks", "done", "done_passive", "plated in two T75 flasks"),
    ("Change the media on the HeLa flasks", "done", "done_passive", "Media changed"),
    ("Obtain the mycoplasma test result", "not_done", "not_pending", "result pending"),
    ("Transfect flask 2 with pLenti-GFP", "not_done", "not_postponed", "postponed"),
    ("Calibrate the incubator's CO2 level", "done", "done_passive", "Incubator CO2 calibrated"),
    ("Autoclave the waste", "done", "done_passive", "Waste autoclaved"),
])

T("r19-19", "standup chat", r'''
#team-data standup, Tue
ana: yesterday: backfilled the orders_daily table for Jan-Mar. today: same for April, then the dbt docs.
ben: yesterday: nothing shipped, stuck on the Snowflake warehouse quota. asked IT to raise it, no reply yet.
chen: rotated the Airflow service account key this morning and updated the secret in Vault. also meant to revoke the old key but forgot, will do after lunch.
ana: @chen I revoked the old Airflow key already, saw the alert. you're good.
''', [
    ("Backfill orders_daily for February", "done", "done_paraphrase", "Jan-Mar backfilled"),
    ("Backfill orders_daily for April", "not_done", "not_planned", "today: same for April"),
    ("Regenerate the dbt docs", "not_done", "not_planned", "then the dbt docs"),
    ("Increase the Snowflake warehouse quota", "not_done", "not_asked", "asked IT, no reply"),
    ("Rotate the Airflow service account key", "done", "done_past_form", "rotated ... this morning"),
    ("Store the new key in Vault", "done", "done_paraphrase", "updated the secret in Vault"),
    ("Revoke the old Airflow key", "done", "done_other_actor", "ana revoked it"),
])

T("r19-20", "change outcome email", r'''
From: change-mgmt@acme.io
Subject: CHG-40912 outcome: firewall rule cleanup, DC2

CHG-40912 was implemented on Saturday 02:00-03:10.

- 37 unused rules identified by the hit-count report were removed from fw-dc2-a and fw-dc2-b.
- The rule permitting SSH from the legacy jump host was not removed; the app team asked for another week.
- Config backups were taken on both firewalls before the change.
- Post-change validation: all 18 synthetic checks passed.
- If no issues are reported by Friday, the legacy jump host rule will be removed under CHG-40977.

The CMDB entry for the firewalls has not been updated yet.
''', [
    ("Back up the firewall configs before the change", "done", "done_passive", "backups were taken"),
    ("Remove the unused rules from fw-dc2-b", "done", "done_passive", "removed from fw-dc2-a and fw-dc2-b"),
    ("Remove the SSH rule for the legacy jump host", "not_done", "not_negated", "was not removed; conditional later"),
    ("Run the post-change validation checks", "done", "done_status_line", "all 18 passed"),
    ("Update the firewalls' CMDB entry", "not_done", "not_negated", "has not been updated yet"),
])

T("r19-21", "shell transcript, failed migration", r'''
deploy@ops-1:~$ pg_dump -Fc -d orders -f /backups/orders-pre-0193.dump
deploy@ops-1:~$ ls -lh /backups/orders-pre-0193.dump
-rw-r--r-- 1 deploy deploy 18G Jun  3 02:11 /backups/orders-pre-0193.dump
deploy@ops-1:~$ ./manage.py migrate orders 0193 --plan
Planned operations:
orders.0193_split_address
    Add field street_line2 to address
    Raw SQL operation
deploy@ops-1:~$ ./manage.py migrate orders 0193
Operations to perform:
  Target specific migration: 0193_split_address, from orders
Running migrations:
  Applying orders.0193_split_address...Traceback (most recent call last):
django.db.utils.OperationalError: could not obtain lock on relation "orders_address"
deploy@ops-1:~$ echo "lock contention, retry after the batch job" >> ~/notes.txt
''', [
    ("Dump the orders database before migrating", "done", "done_tool_result", "pg_dump, 18G file listed"),
    ("Preview the migration plan", "done", "done_tool_result", "--plan output"),
    ("Apply migration 0193", "not_done", "not_failed", "OperationalError"),
    ("Restore the orders database from the dump", "not_done", "not_absent", "no restore"),
])

T("r19-22", "postmortem action item table", r'''
## Action items (as of 2025-06-20)
| # | Action | Owner | Status |
|---|--------|-------|--------|
| 1 | Add alert on queue depth for payouts-worker | @ines | ✅ done |
| 2 | Raise payouts-worker memory limit to 2 GiB | @ines | ✅ done |
| 3 | Load-test payouts with 5x batch size | @tariq | scheduled for 06-27 |
| 4 | Write runbook for manual payout replay | @mo | in review |
| 5 | Remove the deprecated /v1/payouts endpoint | @tariq | won't do |
''', [
    ("Add an alert on the payouts-worker queue depth", "done", "done_table", "✅ done"),
    ("Increase the payouts-worker memory limit", "done", "done_table", "✅ done"),
    ("Load-test payouts at five times the batch size", "not_done", "not_planned", "scheduled"),
    ("Publish the manual payout replay runbook", "not_done", "not_in_progress", "in review"),
    ("Remove the deprecated payouts endpoint", "not_done", "not_wont_do", "won't do"),
])

T("r19-23", "site diary", r'''
Site diary: 14 Elm Row kitchen refit, Wed 12 March
Arrived 8:00. Old units stripped out and taken to the tip. Isolated the ring main at the consumer unit before the electrician started. The electrician moved two sockets and fitted the new cooker circuit; he hasn't tested it yet, so it stays isolated overnight. Plasterer booked for Friday. Tiles delivered, but three boxes are the wrong shade; the supplier will swap them on Monday. Floor levelled with latex screed in the afternoon.
''', [
    ("Remove the old kitchen units", "done", "done_paraphrase", "stripped out and taken to the tip"),
    ("Isolate the ring main", "done", "done_past_form", "Isolated the ring main"),
    ("Move two sockets", "done", "done_past_form", "electrician moved two sockets"),
    ("Test the new cooker circuit", "not_done", "not_negated", "hasn't tested it yet"),
    ("Plaster the walls", "not_done", "not_planned", "plasterer booked for Friday"),
    ("Swap the wrong-shade tiles", "not_done", "not_planned", "supplier will swap on Monday"),
    ("Level the floor", "done", "done_passive", "Floor levelled"),
])

T("r19-24", "coding assistant final summary", r'''
Summary of changes
I updated parseDate to accept ISO week dates and added 6 test cases for them; npm test passes (212 passed, 0 failed). I did not touch the legacy formatDate utility, as you asked. I looked at bumping date-fns to v4, but it changes the default locale handling, so I left it on 3.6; let me know if you want the upgrade in a separate PR. I haven't run the e2e suite: it needs staging credentials I don't have.
''', [
    ("Extend parseDate to accept ISO week dates", "done", "done_paraphrase", "updated parseDate to accept"),
    ("Add test cases for ISO week dates", "done", "done_past_form", "added 6 test cases"),
    ("Run the unit tests", "done", "done_status", "npm test passes, 212 passed"),
    ("Upgrade date-fns to v4", "not_done", "not_offered", "looked at it, left it on 3.6"),
    ("Run the end-to-end suite", "not_done", "not_negated", "haven't run the e2e suite"),
    ("Refactor the formatDate utility", "not_done", "not_negated", "did not touch"),
])

T("r19-25", "scheduler run log", r'''
DAG finance_close_monthly  run 2025-05-31T00:00  (manual trigger by j.ortiz)
extract_gl_entries ............ success  (00:04:12)
extract_ap_invoices ........... success  (00:02:51)
fx_revaluation ................ success  (00:00:48)
reconcile_bank_accounts ....... failed   (attempt 1/3)
reconcile_bank_accounts ....... success  (attempt 2/3)
load_payroll_file ............. failed   (attempt 3/3: file not found)
accrue_payroll ................ upstream_failed
publish_trial_balance ......... skipped
''', [
    ("Extract the AP invoices", "done", "done_status_line", "success"),
    ("Revalue the foreign-currency balances", "done", "done_paraphrase", "fx_revaluation success"),
    ("Reconcile the bank accounts", "done", "done_retry", "failed attempt 1, success attempt 2"),
    ("Load the payroll file", "not_done", "not_failed", "failed 3/3"),
    ("Accrue payroll", "not_done", "not_failed", "upstream_failed"),
    ("Publish the trial balance", "not_done", "not_skipped", "skipped"),
])

T("r19-26", "customer care email reply", r'''
Hi Mr. Adeyemi,

Thanks for your patience. I've cancelled the duplicate order #A-77120, and the refund of £84.99 has been issued to your original card; it usually shows within 3-5 working days. Your remaining order #A-77119 is still on track and will ship tomorrow.

I've also removed you from our marketing emails as requested. I wasn't able to change the delivery address on #A-77119 because it has already been handed to the courier; you can redirect it with the tracking link once it ships.

Best regards,
Hannah, Customer Care
''', [
    ("Cancel the duplicate order", "done", "done_perfect", "I've cancelled"),
    ("Refund the duplicate order", "done", "done_passive", "refund has been issued"),
    ("Ship order A-77119", "not_done", "not_planned", "will ship tomorrow"),
    ("Unsubscribe the customer from marketing emails", "done", "done_paraphrase", "removed you from our marketing emails"),
    ("Change the delivery address on order A-77119", "not_done", "not_failed", "wasn't able to"),
])

T("r19-27", "terraform apply output", r'''
$ terraform apply -auto-approve
aws_s3_bucket.audit_logs: Creating...
aws_s3_bucket.audit_logs: Creation complete after 2s [id=acme-audit-logs-prod]
aws_s3_bucket_versioning.audit_logs: Creating...
aws_s3_bucket_versioning.audit_logs: Creation complete after 1s
aws_s3_bucket_policy.audit_logs: Creating...
╷
│ Error: putting S3 Bucket (acme-audit-logs-prod) Policy: MalformedPolicy: Invalid principal in policy
╵
''', [
    ("Create the audit-logs S3 bucket", "done", "done_log_line", "Creation complete [id=acme-audit-logs-prod]"),
    ("Turn on versioning for the audit-logs bucket", "done", "done_log_line", "versioning creation complete"),
    ("Attach the bucket policy to the audit-logs bucket", "not_done", "not_failed", "MalformedPolicy error"),
    ("Enable server-side encryption on the audit-logs bucket", "not_done", "not_absent", "no encryption resource"),
])

T("r19-28", "meeting minutes", r'''
Minutes: Finance ops sync, 5 June
Attendees: R. Costa, L. Nguyen, P. Shah
1. May close: journals posted on 3 June; the intercompany reconciliation was signed off by L. Nguyen.
2. Accruals for the Berlin office lease were discussed but not booked, pending the landlord's final invoice.
3. The VAT return for Q1 was filed with HMRC on 30 April (reference 4471-992).
4. P. Shah proposed moving to weekly cash forecasts; agreed to trial them from July.
5. Audit fee quote: not yet received from the auditors.
''', [
    ("Post the May journals", "done", "done_passive", "journals posted on 3 June"),
    ("Sign off the intercompany reconciliation", "done", "done_passive", "signed off by L. Nguyen"),
    ("Book the Berlin lease accrual", "not_done", "not_only_mentioned", "discussed but not booked"),
    ("File the Q1 VAT return", "done", "done_passive", "filed with HMRC"),
    ("Switch to weekly cash forecasts", "not_done", "not_proposed", "proposed; trial from July"),
    ("Obtain the audit fee quote", "not_done", "not_negated", "not yet received"),
])

T("r19-29", "internal audit memo", r'''
Internal audit: quarterly access controls, Q2
The quarterly user access review for the ERP was performed on 12 June by the controller.
The segregation-of-duties check was not performed this quarter because the tool licence lapsed.
Terminated-leaver reconciliation: skipped (HR extract unavailable).
No change to the privileged-user list was made during the quarter.
Evidence for the access review was uploaded to the audit portal.
''', [
    ("Carry out the ERP user access review", "done", "done_passive", "was performed on 12 June"),
    ("Run the segregation-of-duties check", "not_done", "not_negated", "was not performed"),
    ("Reconcile terminated leavers", "not_done", "not_skipped", "skipped"),
    ("Update the privileged-user list", "not_done", "not_negated", "No change ... was made"),
    ("Upload the access review evidence", "done", "done_passive", "was uploaded to the audit portal"),
])
