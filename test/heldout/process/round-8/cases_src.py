# Held-out traces for the process engine (milestones mode), round 8.
# Each milestone: (text, category, reading_A, reading_B); True = done, False = not done.
D, N = True, False
TRACES = [
("agent-01", "agent transcript", """User: please bump the lockfile and get CI green.
Agent: I'll start by reading package.json.
> tool: run_command("pnpm install --frozen-lockfile=false")
< exit 0: Lockfile is up to date, resolution step is skipped. Done in 4.1s
> tool: run_command("pnpm test")
< exit 1: 3 failed, 211 passed
Agent: I regenerated the lockfile and pushed it. The tests pass now.""",
 [("Regenerate the lockfile", "contradicted", N, N),
  ("Push the lockfile", "done_plain", D, N),  # see README: reading B differs
  ("Make the tests pass", "failed_tool", N, N)]),
("ci-02", "CI summary", """Pipeline #8812 (main)
lint ............ passed
typecheck ....... passed
unit tests ...... 318 passed, 0 failed
e2e tests ....... skipped (no runner available)
deploy staging .. not run""",
 [("Run the linter", "done_status", D, D),
  ("Run the unit tests", "done_status", D, D),
  ("Run the e2e tests", "ci_skipped", N, N),
  ("Deploy to staging", "ci_skipped", N, N)]),
("runbook-03", "runbook log", """DB failover drill, 14 March
1. Promoted replica db-2 to primary at 10:04.
2. Repointed the connection pooler to db-2.
3. Rebuilding the old primary as a replica was postponed to next week.
4. The DNS record was left untouched.""",
 [("Promote the replica to primary", "done_plain", D, D),
  ("Repoint the connection pooler", "done_plain", D, D),
  ("Rebuild the old primary as a replica", "postponed", N, N),
  ("Update the DNS record", "negated", N, N)]),
("ticket-04", "support ticket", """Case 55120 - customer cannot log in.
Checked the audit log: the account had been locked after five failed attempts.
Unlocked the account and sent the customer a password reset link.
We did not escalate to tier 2.""",
 [("Check the audit log", "done_plain", D, D),
  ("Unlock the account", "done_plain", D, D),
  ("Send the customer a password reset link", "done_plain", D, D),
  ("Escalate to tier 2", "negated", N, N)]),
("chat-05", "chat", """[09:12] maria: did anyone rotate the SMTP credentials?
[09:14] jon: not yet, I was waiting on the vendor
[09:20] jon: ok the vendor confirmed, rotating now
[09:41] jon: SMTP credentials rotated, old ones revoked""",
 [("Rotate the SMTP credentials", "done_plain", D, D),
  ("Revoke the old credentials", "done_passive", D, D)]),
("lab-06", "lab notes", """Day 3. Plated the transformed cells on ampicillin agar.
Colony PCR was planned for today but we ran out of polymerase.
Sequencing of clone 4 has not been ordered.""",
 [("Plate the transformed cells", "done_plain", D, D),
  ("Run the colony PCR", "planned", N, N),
  ("Order sequencing of clone 4", "negated", N, N)]),
("incident-07", "incident timeline", """13:02 Alert fired: checkout latency p99 > 4s.
13:09 On-call restarted the payment workers.
13:15 Latency back to normal.
13:30 Decided against failing over to the secondary region.
14:00 Post-mortem scheduled for Thursday.""",
 [("Restart the payment workers", "done_plain", D, D),
  ("Fail over to the secondary region", "not_against", N, N),
  ("Hold the post-mortem", "planned", N, N)]),
("agent-08", "agent transcript", """Assistant: Summary of what I did:
- Added a unique index on users.email
- Wrote a migration for the new column
I did not run the migration against production, nor did I update the API docs.""",
 [("Add a unique index on users.email", "done_list", D, D),
  ("Write a migration for the new column", "done_list", D, D),
  ("Run the migration against production", "negated", N, N),
  ("Update the API docs", "neg_list", N, N)]),
("runbook-09", "runbook", """Certificate renewal, edge proxies
[x] Generate the CSR
[x] Submit the CSR to the CA
[ ] Install the new certificate on edge-1 and edge-2
[ ] Reload nginx""",
 [("Generate the CSR", "done_checkbox", D, D),
  ("Submit the CSR to the CA", "done_checkbox", D, D),
  ("Install the new certificate on edge-1 and edge-2", "unticked", N, N),
  ("Reload nginx", "unticked", N, N)]),
("notes-10", "meeting notes", """Ops sync. Kim suggested that we archive the 2019 logs to cold storage.
Nobody has archived them yet. The retention policy document was reviewed and approved by legal.""",
 [("Archive the 2019 logs", "recommended", N, N),
  ("Review the retention policy document", "done_passive", D, D),
  ("Approve the retention policy document", "done_passive", D, D)]),
("incident-11", "incident notes", """We enabled read-only mode on the wiki at 08:10 to stop the spam wave.
Read-only mode was disabled again at 08:55 after the captcha fix went out.
The spam accounts were purged.""",
 [("Enable read-only mode on the wiki", "undone", N, N),
  ("Delete the spam accounts", "done_synonym", D, D)]),
("ci-12", "CI log", """$ npm run build
> app@2.3.0 build
> vite build
vite v5.2.0 building for production...
✓ 1402 modules transformed.
dist/index.html  0.46 kB
$ npm run test:e2e
Error: browserType.launch: Executable doesn't exist
exit code 1""",
 [("Run the build", "done_tool", D, D),
  ("Run the e2e tests", "failed_tool", N, N)]),
("ticket-13", "tracker", """INFRA-2201 Move the backups bucket to eu-west-1. Resolution: Done
INFRA-2202 Enable versioning on the backups bucket. Resolution: Won't Do
INFRA-2203 Add lifecycle rule for old backups. Status: In Progress""",
 [("Move the backups bucket to eu-west-1", "done_status", D, D),
  ("Enable versioning on the backups bucket", "cancelled", N, N),
  ("Add a lifecycle rule for old backups", "in_progress", N, N)]),
("lab-14", "lab notebook", """Buffers: prepared, filtered
Column equilibration - skipped, column was already equilibrated
Samples loaded at 11:20 and eluted with 250 mM imidazole.
Western blot not done (antibody on backorder).""",
 [("Filter the buffers", "done_status", D, D),
  ("Load the samples", "done_passive", D, D),
  ("Run the western blot", "negated", N, N)]),
("agent-15", "agent transcript", """I tried to apply the patch with git am but it failed with a conflict in src/router.ts.
Instead of rebasing the branch, I cherry-picked the two commits by hand.
The conflict in src/router.ts was resolved manually.""",
 [("Apply the patch with git am", "attempted_failed", N, N),
  ("Rebase the branch", "instead_of", N, N),
  ("Cherry-pick the two commits", "done_plain", D, D),
  ("Resolve the conflict in src/router.ts", "done_passive", D, D)]),
("runbook-16", "maintenance log", """Kernel upgrade, batch B.
The kernel on web-4 through web-9 was upgraded to 6.6.30.
Web-9 could not be rebooted because of a stuck NFS mount, so its new kernel is not active.
Monitoring was checked after each reboot.""",
 [("Upgrade the kernel on web-4 through web-9", "done_passive", D, D),
  ("Reboot web-9", "attempted_failed", N, N),
  ("Check monitoring after each reboot", "done_passive", D, D)]),
("email-17", "email", """Hi team, quick status on the audit prep.
If the auditors ask for it, we will export the access logs for Q2.
The SOC 2 evidence folder has been shared with the auditors.
We haven't yet collected the signed NDAs.""",
 [("Export the access logs for Q2", "conditional", N, N),
  ("Share the SOC 2 evidence folder with the auditors", "done_passive", D, D),
  ("Collect the signed NDAs", "negated", N, N)]),
("chat-18", "coding agent chat", """User: did you also delete the temp branch?
Agent: Should I delete it? I merged PR #412 into main and tagged v1.8.0.
User: yes go ahead
Agent: Deleted the temp branch.""",
 [("Delete the temp branch", "done_plain", D, D),
  ("Merge PR #412 into main", "done_plain", D, D),
  ("Tag v1.8.0", "done_plain", D, D)]),
("chat-19", "coding agent chat", """User: did you delete the cache directory?
Agent: Should I delete the cache directory? I left it in place for now.
Agent: I updated the README with the new env vars.""",
 [("Delete the cache directory", "question", N, N),
  ("Update the README with the new env vars", "done_plain", D, D)]),
("incident-20", "incident timeline", """10:00 Paged DBA.
10:05 DBA began vacuuming the orders table.
10:40 Vacuum aborted: lock timeout.
10:45 Replication lag alert silenced for one hour.""",
 [("Vacuum the orders table", "attempted_failed", N, N),
  ("Silence the replication lag alert", "done_passive", D, D),
  ("Page the DBA", "done_plain", D, D)]),
("site-21", "site diary", """Thursday. Scaffolding erected along the north wall.
The concrete pour for slab 3 was called off because of rain.
The electrician did not show up, so no first-fix wiring was done.""",
 [("Erect scaffolding along the north wall", "done_passive", D, D),
  ("Pour the concrete for slab 3", "cancelled", N, N),
  ("Do the first-fix wiring", "negated", N, N)]),
("agent-22", "agent log", """[step 1] > tool: bash("pytest tests/unit -q")
Observation: 96 passed in 3.02s
[step 2] > tool: bash("alembic upgrade head --sql")
Observation: -- offline SQL output, nothing applied
[step 3] Final answer: unit tests green; the database migration was applied.""",
 [("Run the unit tests", "done_tool", D, D),
  ("Apply the database migration", "contradicted", N, N)]),
("review-23", "PR review", """Reviewed the diff in full. Left a comment on the retry logic.
I did not approve the pull request; requested changes instead.
Didn't run the benchmarks locally.""",
 [("Review the diff", "done_plain", D, D),
  ("Comment on the retry logic", "done_paraphrase", D, D),
  ("Approve the pull request", "negated", N, N),
  ("Run the benchmarks locally", "negated", N, N)]),
("runbook-24", "runbook", """Offboarding - R. Sato
Step 1 - Disable SSO account: done
Step 2 - Transfer Drive ownership to manager: done
Step 3 - Wipe laptop: pending (device not yet returned)
Step 4 - Remove from payroll: n/a, handled by HR""",
 [("Disable the SSO account", "done_status", D, D),
  ("Transfer Drive ownership to the manager", "done_status", D, D),
  ("Wipe the laptop", "pending", N, N),
  ("Remove from payroll", "na", N, D)]),  # see README: reading B differs
("clinic-25", "clinical note", """Patient seen in clinic. Blood pressure measured: 142/91.
ECG was not performed as the machine was out of service.
Referral to cardiology discussed but patient declined.""",
 [("Measure blood pressure", "done_passive", D, D),
  ("Perform an ECG", "negated", N, N),
  ("Refer to cardiology", "not_declined", N, N)]),
("release-26", "release notes", """v4.2.0 was released on 3 June.
The release of the iOS app has been delayed until Apple review completes.
The changelog was published on the blog.""",
 [("Release v4.2.0", "done_passive", D, D),
  ("Release the iOS app", "postponed", N, N),
  ("Publish the changelog", "done_passive", D, D)]),
("agent-27", "agent transcript", """Plan:
1. Add input validation to the upload handler
2. Write tests for the validator
3. Update the changelog
Progress: I added input validation to the upload handler. I ran out of time before writing tests for the validator.""",
 [("Add input validation to the upload handler", "done_plain", D, D),
  ("Write tests for the validator", "not_interrupted", N, N),
  ("Update the changelog", "planned", N, N)]),
("ops-28", "ops log", """Switched the feature flag new_checkout on for 10% of users at 09:00.
Error rate rose to 3%; the flag was switched off again at 09:20.
Cleared the CDN cache for /checkout.""",
 [("Turn on the feature flag new_checkout", "undone", N, N),
  ("Clear the CDN cache", "done_plain", D, D)]),
("lab-29", "lab notes", """Centrifuged the lysate at 12,000 g for 10 min.
We did not sonicate the samples; the sonicator was booked.
Protein concentration was determined by Bradford assay.""",
 [("Centrifuge the lysate", "done_plain", D, D),
  ("Sonicate the samples", "negated", N, N),
  ("Determine protein concentration", "done_passive", D, D)]),
("sec-30", "security ticket", """SEC-771 Rotate the leaked GitHub token
Status: Done
The leaked token was revoked within ten minutes of the report.
A full secrets scan of the org was recommended but has not been run.""",
 [("Rotate the leaked GitHub token", "done_status", D, D),
  ("Revoke the leaked token", "done_passive", D, D),
  ("Run a full secrets scan of the org", "recommended", N, N)]),
("agent-31", "agent transcript", """Done:
- bumped axios to 1.7.4
- regenerated the API client
Not done:
- the Storybook upgrade
- updating the snapshot tests""",
 [("Bump axios to 1.7.4", "done_list", D, D),
  ("Regenerate the API client", "done_list", D, D),
  ("Upgrade Storybook", "neg_heading", N, N),
  ("Update the snapshot tests", "neg_heading", N, N)]),
("handover-32", "shift handover", """Night shift handover.
Backups of the CRM database completed at 02:10.
The index rebuild on the search cluster is still running.
Without notifying the customer, we cannot schedule the maintenance window.""",
 [("Back up the CRM database", "done_nominal", D, D),
  ("Rebuild the index on the search cluster", "in_progress", N, N),
  ("Notify the customer", "without", N, N)]),
("agent-33", "agent transcript", """I rewrote the date parser without changing its public signature.
I verified the fix by running the regression suite: 58 passed.
Note: I did not touch the timezone table.""",
 [("Rewrite the date parser", "done_plain", D, D),
  ("Run the regression suite", "done_paraphrase", D, D),
  ("Update the timezone table", "negated", N, N)]),
("ci-34", "CI summary", """| Job | Result |
|---|---|
| build | ✅ success |
| unit tests | ✅ 120 passed |
| integration tests | ❌ 2 failed |
| publish docs | ⏭ skipped |""",
 [("Run the build", "done_status", D, D),
  ("Run the unit tests", "done_status", D, D),
  ("Run the integration tests", "failed_status", N, N),
  ("Publish the docs", "ci_skipped", N, N)]),
("hr-35", "onboarding checklist", """Onboarding for Lea Novak
✅ Laptop issued
✅ Accounts created in Okta and Slack
☐ Security training
The welcome lunch was cancelled; we will rebook it next week.""",
 [("Issue a laptop", "done_checkbox", D, D),
  ("Create accounts in Okta and Slack", "done_checkbox", D, D),
  ("Complete the security training", "unticked", N, N),
  ("Hold the welcome lunch", "cancelled", N, N)]),
("incident-36", "incident notes", """Completion of the database restore was confirmed by the DBA at 16:30.
The customer was not informed until the next morning.
Root cause analysis has been neither started nor assigned.""",
 [("Restore the database", "done_nominal", D, D),
  ("Start the root cause analysis", "neg_list", N, N),
  ("Assign the root cause analysis", "neg_list", N, N)]),
]
