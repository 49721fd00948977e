"""Round-5 held-out traces for the process engine (milestones mode).

Each trace has milestones; each milestone carries a category and reading A's label
(True = the trace records the milestone as actually done, False = it does not).
Reading B's labels are kept separately in reading_b.json (written by a second,
independent reading of the traces and milestones without reading A's labels).
"""

# Categories. Done: plain, other_words, passive, nominalisation, numbered_list,
# past_form, tool_result, status_line, checklist, commit, trap_done (wording that
# looks negative but reports the step done).
# Not done: negated, skipped, planned, postponed, cancelled, failed_attempt, asked,
# recommended, conditional, instead_of, without, undone, contradicted,
# negation_list, ci_skipped, absent, partial, declined.

TRACES = [
  dict(id="t01", register="coding agent chat", trace="""User: Please bump axios to 1.7, regenerate the lockfile and run the linter before you open the PR.
Assistant: I updated the axios dependency to 1.7.4 in package.json and regenerated pnpm-lock.yaml. I haven't run the linter yet because the ESLint config on this branch is broken; I'd suggest fixing .eslintrc first. I opened the pull request as a draft.""",
    milestones=[
      ("m1", "Update the axios dependency", "plain", True),
      ("m2", "Regenerate the lockfile", "other_words", True),
      ("m3", "Run the linter", "negated", False),
      ("m4", "Fix the ESLint config", "recommended", False),
      ("m5", "Open the pull request", "plain", True),
    ]),
  dict(id="t02", register="CI output", trace="""Run actions/checkout@v4 ........ ok
Set up Node 20 ........ ok
Install dependencies ........ ok
Unit tests ........ 412 passed, 0 failed
Integration tests ........ skipped (no DATABASE_URL secret on forks)
Build Docker image ........ done
Push image to registry ........ skipped: not on main branch""",
    milestones=[
      ("m1", "Run the unit tests", "status_line", True),
      ("m2", "Run the integration tests", "ci_skipped", False),
      ("m3", "Build the Docker image", "status_line", True),
      ("m4", "Push the image to the registry", "ci_skipped", False),
    ]),
  dict(id="t03", register="incident notes", trace="""14:02 Paged the on-call engineer for checkout latency.
14:05 Failed over the primary database to replica db-2.
14:20 We considered restarting the Redis cache cluster but decided against it because hit rates recovered on their own.
14:40 Postmortem to be scheduled for Thursday.""",
    milestones=[
      ("m1", "Page the on-call engineer", "past_form", True),
      ("m2", "Fail over the primary database", "past_form", True),
      ("m3", "Restart the Redis cache cluster", "declined", False),
      ("m4", "Hold the postmortem", "planned", False),
    ]),
  dict(id="t04", register="lab notes", trace="""Day 3 (Tue). Centrifuged the lysate at 12,000 g for 10 min at 4 C. The supernatant was filtered through a 0.22 um membrane and stored on ice. Western blot not run today: the transfer apparatus is out for repair. Will try again Monday.""",
    milestones=[
      ("m1", "Centrifuge the lysate", "past_form", True),
      ("m2", "Filter the supernatant", "passive", True),
      ("m3", "Run the Western blot", "negated", False),
    ]),
  dict(id="t05", register="support ticket", trace="""Ticket #55812 - Status: Resolved
Customer reported a login loop on the web app. I cleared the session cookies on their account server-side and reset their MFA enrolment; they confirmed they can sign in. The customer also asked for a refund of the March invoice, which finance has not approved yet.""",
    milestones=[
      ("m1", "Clear the customer's session cookies", "plain", True),
      ("m2", "Reset the MFA enrolment", "plain", True),
      ("m3", "Refund the March invoice", "asked", False),
      ("m4", "Approve the refund", "negated", False),
    ]),
  dict(id="t06", register="agent tool log", trace="""> tool: run_command("pytest -q")
< exit 1: 3 failed, 118 passed in 9.2s
Assistant: The failures come from a stale import. I fixed the import of Settings in tests/test_api.py.
> tool: run_command("pytest -q")
< exit 0: 121 passed in 8.7s
Assistant: All tests pass now. I did not touch the database migrations.""",
    milestones=[
      ("m2", "Fix the import in tests/test_api.py", "plain", True),
      ("m1", "Make the test suite pass", "tool_result", True),
      ("m3", "Edit the database migrations", "negated", False),
    ]),
  dict(id="t07", register="maintenance runbook", trace="""Maintenance window 2026-11-14, steps completed:
1. Drained node worker-3.
2. Upgraded the kernel on worker-3 to 6.8.
3. Rebooted worker-3.
4. Uncordoned worker-3 and confirmed pods were scheduled again.
The BIOS firmware update was postponed to the December window.""",
    milestones=[
      ("m1", "Drain worker-3", "numbered_list", True),
      ("m2", "Upgrade the kernel on worker-3", "numbered_list", True),
      ("m3", "Restart worker-3", "other_words", True),
      ("m5", "Uncordon worker-3", "numbered_list", True),
      ("m4", "Update the BIOS firmware", "postponed", False),
    ]),
  dict(id="t08", register="incident notes", trace="""We enabled the new token-bucket rate limiter on the public API at 09:10. Error rates tripled, so it was rolled back at 09:25. The WAF rule blocking /login brute-force attempts was added at 09:40 and is still active.""",
    milestones=[
      ("m1", "Enable the new rate limiter on the public API", "undone", False),
      ("m2", "Add the WAF rule for /login", "plain", True),
    ]),
  dict(id="t09", register="agent chat with reviewer", trace="""Agent: Done. I've deleted the stale feature branches and archived the old CI logs to the cold-storage bucket.
Reviewer: I checked the remote and the stale feature branches are all still there; none of them were deleted. The old CI logs are in the cold-storage bucket as expected.""",
    milestones=[
      ("m1", "Delete the stale feature branches", "contradicted", False),
      ("m2", "Archive the old CI logs", "plain", True),
    ]),
  dict(id="t10", register="handover notes", trace="""Handover, night shift to day shift. During the shift we did not rotate the database password, revoke the contractor's VPN certificate or update the on-call roster; all three are on the day shift's list. We did update the status page at 03:10 once the queue drained.""",
    milestones=[
      ("m1", "Rotate the database password", "negation_list", False),
      ("m2", "Revoke the contractor's VPN certificate", "negation_list", False),
      ("m3", "Update the on-call roster", "negation_list", False),
      ("m4", "Update the status page", "plain", True),
    ]),
  dict(id="t11", register="ops log", trace="""Instead of rebuilding the search index from scratch, we replayed the last 24 hours of events into the existing index. The cache was warmed afterwards with the top 500 queries.""",
    milestones=[
      ("m1", "Rebuild the search index", "instead_of", False),
      ("m2", "Replay the last 24 hours of events", "plain", True),
      ("m3", "Warm the cache", "passive", True),
    ]),
  dict(id="t12", register="release log", trace="""The release was tagged v3.2.0 and published to npm without running the smoke tests, because the staging cluster was down. Changelog updated.""",
    milestones=[
      ("m1", "Tag the release v3.2.0", "passive", True),
      ("m3", "Publish the release to npm", "passive", True),
      ("m2", "Run the smoke tests", "without", False),
      ("m4", "Update the changelog", "other_words", True),
    ]),
  dict(id="t13", register="deploy chat", trace="""If the canary stays green for an hour, we will promote build 7741 to production. Canary deployed at 10:00 to 5% of traffic.""",
    milestones=[
      ("m1", "Promote build 7741 to production", "conditional", False),
      ("m2", "Deploy the canary", "past_form", True),
    ]),
  dict(id="t14", register="team chat", trace="""Priya: Has anyone renewed the TLS certificate for api.example.org? It expires on Friday.
Sam: Not that one. I renewed the wildcard cert for internal.example.org this morning.""",
    milestones=[
      ("m1", "Renew the TLS certificate for api.example.org", "asked", False),
      ("m2", "Renew the wildcard certificate for internal.example.org", "other_words", True),
    ]),
  dict(id="t15", register="ops log", trace="""Tried to restore the staging database from last night's dump; pg_restore aborted with "invalid page header". Retried with the weekly dump and it finished cleanly. Row counts were then verified against production.""",
    milestones=[
      ("m1", "Restore the staging database", "trap_done", True),
      ("m2", "Verify the row counts against production", "passive", True),
    ]),
  dict(id="t16", register="migration notes", trace="""Attempted to migrate the users table to the new schema, but the migration timed out after 30 minutes and was aborted. The table is still on schema v4. Disk space on the replica was increased to 2 TB beforehand.""",
    milestones=[
      ("m1", "Migrate the users table to the new schema", "failed_attempt", False),
      ("m2", "Increase the disk space on the replica", "passive", True),
    ]),
  dict(id="t17", register="audit report", trace="""Finding 4 (high): MFA is not enforced for admin accounts. We recommend that MFA be enforced for all admin accounts within 30 days.
Finding 5 (info): A backup restore test was performed on 12 September and completed within the 4-hour target.""",
    milestones=[
      ("m1", "Enforce MFA for admin accounts", "recommended", False),
      ("m2", "Run a backup restore test", "other_words", True),
    ]),
  dict(id="t18", register="project e-mail", trace="""Quick update: the vendor call that was set for Tuesday got cancelled on their side. The data-processing agreement was signed by both parties on Wednesday, and I filed the signed copy in the contracts folder.""",
    milestones=[
      ("m1", "Hold the vendor call", "cancelled", False),
      ("m2", "Sign the data-processing agreement", "passive", True),
      ("m3", "File the signed copy in the contracts folder", "plain", True),
    ]),
  dict(id="t19", register="IT status note", trace="""Completion of the disk encryption rollout to all laptops in the Berlin office was confirmed by IT on 3 March. The rollout to the Lisbon office has not started yet.""",
    milestones=[
      ("m1", "Roll out disk encryption to the Berlin office laptops", "nominalisation", True),
      ("m2", "Roll out disk encryption to the Lisbon office laptops", "negated", False),
    ]),
  dict(id="t20", register="git log", trace="""a1b2c3d Add retry with backoff to the payment webhook handler
9f8e7d6 Revert "Enable gzip compression for static assets"
4c5d6e7 Enable gzip compression for static assets
0a9b8c7 WIP: migrate settings page to React
5e6f7a8 Bump eslint from 8.57 to 9.2""",
    milestones=[
      ("m1", "Add retry with backoff to the payment webhook handler", "commit", True),
      ("m2", "Enable gzip compression for static assets", "undone", False),
      ("m3", "Migrate the settings page to React", "partial", False),
      ("m4", "Bump eslint to 9.2", "commit", True),
    ]),
  dict(id="t21", register="runbook checklist", trace="""Storage maintenance checklist
[x] Notify customers of the maintenance window
[x] Snapshot the orders volume
[ ] Resize the orders volume to 2 TB
[ ] Verify the application health checks""",
    milestones=[
      ("m1", "Notify customers of the maintenance window", "checklist", True),
      ("m2", "Back up the orders volume", "other_words", True),
      ("m3", "Resize the orders volume", "planned", False),
      ("m4", "Verify the application health checks", "planned", False),
    ]),
  dict(id="t22", register="coding agent chat", trace="""Assistant: I changed the return type of parseAmount to number, so the build passes now.
$ npm run build
stderr: src/pay.ts(41,7): error TS2322: Type 'string' is not assignable to type 'number'.
exit code 2""",
    milestones=[
      ("m2", "Change the return type of parseAmount", "plain", True),
      ("m1", "Make the build pass", "contradicted", False),
    ]),
  dict(id="t23", register="ops update", trace="""Because of the holiday change freeze, the Postgres 16 upgrade has been pushed to January. We patched the OpenSSL package on all bastion hosts on Monday.""",
    milestones=[
      ("m1", "Upgrade Postgres to version 16", "postponed", False),
      ("m2", "Patch OpenSSL on the bastion hosts", "plain", True),
    ]),
  dict(id="t24", register="daily log", trace="""Plan for tomorrow: decommission the old Jenkins server and move the remaining jobs to GitHub Actions.
Today: wrote the migration script for the job definitions and tested it on two jobs.""",
    milestones=[
      ("m1", "Decommission the old Jenkins server", "planned", False),
      ("m2", "Move the remaining jobs to GitHub Actions", "planned", False),
      ("m3", "Write the migration script", "past_form", True),
    ]),
  dict(id="t25", register="lab notes", trace="""PCR amplification of the 16S region was completed for all 24 samples. Gel electrophoresis showed single bands at about 1500 bp. Submission to the sequencing core was delayed because the courier did not show up.""",
    milestones=[
      ("m1", "Amplify the 16S region by PCR", "nominalisation", True),
      ("m2", "Run gel electrophoresis", "other_words", True),
      ("m3", "Submit the samples to the sequencing core", "postponed", False),
    ]),
  dict(id="t26", register="facilities log", trace="""Reimaged 4 of the 6 kiosks in the lobby; the other two were in use by visitors and will be done after hours.""",
    milestones=[
      ("m1", "Reimage all six lobby kiosks", "partial", False),
      ("m2", "Record the kiosk serial numbers", "absent", False),
    ]),
  dict(id="t27", register="release notes", trace="""We didn't skip the security review this time: Dana signed it off on Thursday. The hotfix wasn't deployed until 16:30, after QA gave the go-ahead.""",
    milestones=[
      ("m1", "Complete the security review", "trap_done", True),
      ("m2", "Deploy the hotfix", "trap_done", True),
    ]),
  dict(id="t28", register="support chat", trace="""Agent: Could you try clearing your browser cache and signing in again?
Customer: I'd rather not, I have dozens of tabs open.
Agent: Understood. I've escalated your ticket to tier 2 and attached the HAR file you sent.""",
    milestones=[
      ("m1", "Clear the browser cache", "declined", False),
      ("m2", "Escalate the ticket to tier 2", "plain", True),
      ("m3", "Attach the HAR file to the ticket", "plain", True),
    ]),
  dict(id="t29", register="change record", trace="""Neither the load balancer configuration nor the DNS records were changed during the window. Only the application config map was edited.""",
    milestones=[
      ("m1", "Change the load balancer configuration", "negation_list", False),
      ("m2", "Change the DNS records", "negation_list", False),
      ("m3", "Edit the application config map", "passive", True),
    ]),
  dict(id="t30", register="ops timeline", trace="""09:00 Ops: restarted the ingest workers.
09:30 Monitoring: ingest workers uptime is 14 days; no restart of the ingest workers appears in the process log.""",
    milestones=[
      ("m1", "Restart the ingest workers", "contradicted", False),
    ]),
  dict(id="t31", register="runbook", trace="""Step 4 should be run by the DBA: vacuum the events table. The DBA is on leave, so step 4 remains open. Step 5 (reindex the events table) was run by Lars at 22:15.""",
    milestones=[
      ("m1", "Vacuum the events table", "recommended", False),
      ("m2", "Reindex the events table", "passive", True),
    ]),
  dict(id="t32", register="ReAct agent trace", trace="""Thought: I need to check the disk usage on build-agent-2.
Action: shell `df -h /`
Observation: /dev/sda1  200G  196G  4.0G  98% /
Thought: The Docker cache is the likely culprit. I should prune it.
Action: shell `docker system prune -af`
Observation: Total reclaimed space: 41.2GB
Final Answer: Freed 41 GB on build-agent-2 by pruning the Docker cache.""",
    milestones=[
      ("m1", "Check the disk usage on build-agent-2", "tool_result", True),
      ("m2", "Prune the Docker cache", "tool_result", True),
      ("m3", "Expand the disk on build-agent-2", "absent", False),
    ]),
  dict(id="t33", register="platform update", trace="""Rather than upgrading the cluster in place, the team provisioned a fresh cluster on Kubernetes 1.30 and has been moving workloads over gradually; about half of them have moved so far.""",
    milestones=[
      ("m1", "Upgrade the cluster in place", "instead_of", False),
      ("m2", "Provision a new cluster on Kubernetes 1.30", "other_words", True),
      ("m3", "Move all workloads to the new cluster", "partial", False),
    ]),
  dict(id="t34", register="meeting minutes", trace="""Decisions: the team agreed to deprecate API v1 by June.
Action items: Omar to draft the deprecation notice; Lea to email the top 20 API v1 customers.
Done during the meeting: reviewed the Q3 error budget and closed the two stale incidents.""",
    milestones=[
      ("m1", "Deprecate API v1", "planned", False),
      ("m2", "Draft the deprecation notice", "planned", False),
      ("m3", "Email the top API v1 customers", "planned", False),
      ("m4", "Review the Q3 error budget", "plain", True),
      ("m5", "Close the stale incidents", "plain", True),
    ]),
  dict(id="t35", register="coding agent chat", trace="""Assistant: I'll add unit tests for the parser in the next step. For now I've refactored parse_header() into three smaller functions and updated the docstrings to match.""",
    milestones=[
      ("m1", "Add unit tests for the parser", "planned", False),
      ("m2", "Refactor parse_header", "plain", True),
      ("m3", "Update the docstrings", "plain", True),
    ]),
  dict(id="t36", register="incident notes", trace="""At 11:00 we switched the checkout service to the new payment provider. Card declines spiked, and by 11:20 we had switched it back to the old provider. I wrote up the incident in the ops channel afterwards.""",
    milestones=[
      ("m1", "Switch the checkout service to the new payment provider", "undone", False),
      ("m2", "Write up the incident", "plain", True),
    ]),
  dict(id="t37", register="facility maintenance log", trace="""Generator load test: completed, 30 min at 80% load
Fuel top-up: deferred (supplier delay)
Battery inspection - passed
Transfer switch service: N/A this quarter""",
    milestones=[
      ("m1", "Run the generator load test", "status_line", True),
      ("m2", "Top up the fuel", "postponed", False),
      ("m3", "Inspect the batteries", "status_line", True),
      ("m4", "Service the transfer switch", "skipped", False),
    ]),
  dict(id="t38", register="project e-mail", trace="""Hi all, the contract renewal with Acme was signed yesterday. I have not yet sent the countersigned copy to legal; I'll do that on Monday. We also did not need to renegotiate the pricing.""",
    milestones=[
      ("m1", "Sign the contract renewal with Acme", "passive", True),
      ("m2", "Send the countersigned copy to legal", "negated", False),
      ("m3", "Renegotiate the pricing", "negated", False),
    ]),
  dict(id="t39", register="deployment report", trace="""Deployment report, 20 Nov: Deployed payments-api v4.1.0 to production at 13:05 UTC. Database migrations 0042 to 0044 were applied successfully. Smoke tests passed. Release notes were posted in #releases.""",
    milestones=[
      ("m1", "Deploy payments-api v4.1.0 to production", "plain", True),
      ("m2", "Apply the database migrations", "passive", True),
      ("m3", "Run the smoke tests", "other_words", True),
      ("m4", "Post the release notes", "passive", True),
    ]),
  dict(id="t40", register="site diary", trace="""Mon: Poured the concrete for the east footing.
Tue: Formwork stripped; rebar for the west wall tied off.
Wed: The building inspector came by and approved the footing.""",
    milestones=[
      ("m1", "Pour the concrete for the east footing", "past_form", True),
      ("m2", "Strip the formwork", "passive", True),
      ("m3", "Tie the rebar for the west wall", "passive", True),
      ("m4", "Get the footing approved by the building inspector", "other_words", True),
    ]),
  dict(id="t41", register="CI summary", trace="""Lint ✅
Type check ✅
E2E tests ❌ (3 failed, retried once, still failing)
Deploy preview ⏭ skipped""",
    milestones=[
      ("m1", "Run the lint", "status_line", True),
      ("m2", "Pass the type check", "status_line", True),
      ("m3", "Pass the E2E tests", "failed_attempt", False),
      ("m4", "Deploy the preview", "ci_skipped", False),
    ]),
  dict(id="t42", register="ops log", trace="""Replaced the failed disk in the RAID array without downtime; the rebuild finished at 04:10. We not only rotated the signing keys but also invalidated every active session.""",
    milestones=[
      ("m1", "Replace the failed disk in the RAID array", "trap_done", True),
      ("m2", "Rotate the signing keys", "trap_done", True),
      ("m3", "Invalidate the active sessions", "trap_done", True),
    ]),
  dict(id="t43", register="post-incident review", trace="""No attempt was made to contact the affected customers during the outage. Nobody reviewed the pull request before it was merged at 17:02.""",
    milestones=[
      ("m1", "Contact the affected customers", "negated", False),
      ("m2", "Review the pull request", "negated", False),
      ("m3", "Merge the pull request", "passive", True),
    ]),
  dict(id="t44", register="lab notes", trace="""Forgot to label the cryovials before freezing; they went into the -80 freezer at 18:00 unlabelled. The intern was supposed to update the sample sheet but ran out of time.""",
    milestones=[
      ("m1", "Label the cryovials", "negated", False),
      ("m3", "Freeze the cryovials", "other_words", True),
      ("m2", "Update the sample sheet", "planned", False),
    ]),
  dict(id="t45", register="agent tool log (JSON)", trace="""{"tool": "create_issue", "args": {"title": "Flaky test in auth module"}, "result": {"status": "created", "number": 1432}}
{"tool": "send_slack_message", "args": {"channel": "#qa", "text": "Filed #1432"}, "result": {"status": "error", "message": "channel_not_found"}}
Assistant: I created issue #1432 for the flaky auth test and notified the #qa channel.""",
    milestones=[
      ("m1", "Create an issue for the flaky auth test", "tool_result", True),
      ("m2", "Send a message to the #qa channel", "contradicted", False),
    ]),
  dict(id="t46", register="ops log", trace="""The nightly backup job has never failed since the move to the new host; last night's backup ran at 02:00 and finished at 02:14. The restore drill is on the calendar for next week.""",
    milestones=[
      ("m1", "Run last night's backup", "trap_done", True),
      ("m2", "Perform the restore drill", "planned", False),
    ]),
  dict(id="t47", register="coding agent chat", trace="""User: can you also delete the unused env vars from the Helm chart?
Assistant: I looked at them, but two are still read by the cron job, so I left the Helm chart unchanged. I did remove the unused LEGACY_MODE flag from config.ts.""",
    milestones=[
      ("m1", "Delete the unused env vars from the Helm chart", "declined", False),
      ("m2", "Remove the LEGACY_MODE flag from config.ts", "plain", True),
    ]),
  dict(id="t48", register="onboarding checklist", trace="""New hire: J. Okafor
- Laptop issued: yes
- Badge printed: pending (photo missing)
- GitHub access granted: yes, added to the platform team
- Security training completed: not yet""",
    milestones=[
      ("m1", "Issue the laptop", "status_line", True),
      ("m2", "Print the badge", "planned", False),
      ("m3", "Grant GitHub access", "status_line", True),
      ("m4", "Complete the security training", "negated", False),
    ]),
  dict(id="t49", register="change announcement", trace="""Unless the vendor objects, we'll cut over DNS to the new origin on Saturday morning. The new origin servers were load-tested on Thursday at three times peak traffic.""",
    milestones=[
      ("m1", "Cut over DNS to the new origin", "conditional", False),
      ("m2", "Load-test the new origin servers", "passive", True),
    ]),
  dict(id="t50", register="coding agent chat", trace="""Assistant: I could have cached the API responses, but the spec forbids serving stale data, so every request still goes to the origin. I added request logging to the client wrapper instead.""",
    milestones=[
      ("m1", "Cache the API responses", "conditional", False),
      ("m2", "Add request logging to the client wrapper", "plain", True),
    ]),
]
