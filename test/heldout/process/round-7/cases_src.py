# Source of the round-7 process (milestones) held-out set.
# Each trace: id, kind, text, and milestones as (milestone, category, reading_A).
# reading_A: True = done, False = not done (first hand reading, written with the trace).
T = []
def t(id, kind, text, ms): T.append({"id": id, "kind": kind, "trace": text, "ms": ms})

t("t01","agent log","""I ran the database migration on staging and it finished in 42 seconds.
Then I restarted the worker pods. I did not clear the Redis cache because the on-call asked me to wait.""",
 [("Run the database migration on staging","done-plain",True),("Restart the worker pods","done-plain",True),("Clear the Redis cache","negated",False)])
t("t02","CI output","""lint .......... passed
unit tests .... 318 passed, 0 failed
integration tests ... skipped
docker build .. passed
publish image . not run (branch is not main)""",
 [("Run the linter","done-status",True),("Run the unit tests","done-status",True),("Run the integration tests","ci-skipped",False),("Build the docker image","done-status",True),("Publish the image","ci-skipped",False)])
t("t03","incident notes","""14:02 Paging alert fired for checkout latency.
14:10 Rolled back the payments service to v2.8.1.
14:25 Latency back to normal. A postmortem is planned for Thursday.
We have not yet notified the affected merchants.""",
 [("Roll back the payments service","done-plain",True),("Write the postmortem","planned",False),("Notify the affected merchants","negated",False)])
t("t04","runbook execution","""Step 1 - Drain node db-4: done
Step 2 - Snapshot the volume: done
Step 3 - Upgrade PostgreSQL to 16: postponed to next window
Step 4 - Uncordon node db-4: done""",
 [("Drain node db-4","done-status",True),("Snapshot the volume","done-status",True),("Upgrade PostgreSQL to 16","postponed",False),("Uncordon node db-4","done-status",True)])
t("t05","coding agent chat","""Assistant: I've added the missing null check in parseHeader() and the failing test now passes.
Assistant: I did not update the CHANGELOG; you may want to do that before merging.
Assistant: Should I also bump the package version?""",
 [("Add a null check in parseHeader","done-plain",True),("Update the CHANGELOG","negated",False),("Bump the package version","asked",False)])
t("t06","lab notes","""Day 3. The samples were centrifuged at 4000 g for 10 minutes and the supernatant was discarded.
Calibration of the pH meter was carried out with three buffers.
The PCR was not performed today because the polymerase had expired.""",
 [("Centrifuge the samples","done-passive",True),("Discard the supernatant","done-passive",True),("Calibrate the pH meter","done-nominal",True),("Perform the PCR","negated",False)])
t("t07","ticket","""OPS-4411 Rotate the TLS certificate for api.internal
Status: Done
Comment: New cert issued by the internal CA and deployed to both load balancers. Old cert revoked.""",
 [("Rotate the TLS certificate","done-status",True),("Deploy the certificate to the load balancers","done-passive",True),("Revoke the old certificate","done-passive",True)])
t("t08","agent log","""Tried to push the release tag but the remote rejected it (protected branch).
Opened a pull request instead. Tests on the PR are still running.""",
 [("Push the release tag","failed-attempt",False),("Open a pull request","done-plain",True),("Run the tests on the pull request","in-progress",False)])
t("t09","handover note","""Before leaving I backed up the config directory to S3.
I would have rebooted the firewall too, but change control did not approve it.
The firmware upgrade is scheduled for Monday.""",
 [("Back up the config directory","done-plain",True),("Reboot the firewall","conditional",False),("Upgrade the firmware","planned",False)])
t("t10","CI output","""✅ Type check
✅ Unit tests (1,204 passed)
❌ E2E tests (4 failed)
⏭ Deploy preview skipped""",
 [("Run the type check","done-status",True),("Run the unit tests","done-status",True),("Run the E2E tests","failed-attempt",False),("Deploy the preview","ci-skipped",False)])
t("t11","incident notes","""We did not restart the primary, fail over to the replica or page the DBA team; the alert cleared on its own.""",
 [("Restart the primary","negated-list",False),("Fail over to the replica","negated-list",False),("Page the DBA team","negated-list",False)])
t("t12","agent log","""I deleted the temporary branch feature/tmp-xyz, then realised it was still needed and restored it from the reflog.
The stale lock file was removed.""",
 [("Delete the branch feature/tmp-xyz","done-undone",False),("Restore the branch from the reflog","done-plain",True),("Remove the stale lock file","done-passive",True)])
t("t13","runbook","""Recommended next steps:
1. Rotate the database password.
2. Revoke the leaked API token.
3. Audit the access logs for the last 30 days.""",
 [("Rotate the database password","recommended",False),("Revoke the leaked API token","recommended",False),("Audit the access logs","recommended",False)])
t("t14","coding agent chat","""User: did you run the migrations?
Assistant: Yes, I ran all pending migrations with `rails db:migrate`; output ended with "== 20261127 AddIndexToOrders: migrated".
Assistant: I decided against seeding the database because it would overwrite your local data.""",
 [("Run the pending migrations","done-plain",True),("Seed the database","decided-against",False)])
t("t15","lab notes","""Plates were incubated overnight at 37 C.
Colony counting was skipped, since the plates were contaminated.
We will repeat the transformation next week.""",
 [("Incubate the plates","done-passive",True),("Count the colonies","ci-skipped",False),("Repeat the transformation","planned",False)])
t("t16","status update","""Finished the security review of the login flow. Penetration testing of the admin panel has not been started.
Dependency audit: completed, 2 moderate findings filed.""",
 [("Review the security of the login flow","done-nominal",True),("Penetration test the admin panel","negated",False),("Audit the dependencies","done-status",True)])
t("t17","agent tool log","""> run_command("npm test")
< exit 0: 96 passing, 0 failing
> run_command("npm run build")
< exit 1: error TS2322 in src/api.ts
> write_file("src/api.ts")
< ok""",
 [("Run the test suite","done-tool",True),("Build the project","failed-attempt",False),("Write src/api.ts","done-tool",True)])
t("t18","incident notes","""The on-call engineer claimed the certificate had been renewed, but the expiry check at 09:00 still showed the old date and the renewal job log has no entry for today.""",
 [("Renew the certificate","contradicted",False)])
t("t19","meeting minutes","""Attendees agreed to migrate the logging stack to OpenSearch. Nobody has started the migration.
The vendor contract was signed on Tuesday.
Budget approval is still pending.""",
 [("Migrate the logging stack to OpenSearch","planned",False),("Sign the vendor contract","done-passive",True),("Approve the budget","pending",False)])
t("t20","agent log","""Instead of reinstalling the driver, I rolled back the kernel to 6.1.55.
The machine booted cleanly after that.""",
 [("Reinstall the driver","instead-of",False),("Roll back the kernel","done-plain",True),("Boot the machine","done-plain",True)])
t("t21","change record","""The schema change was applied without taking a backup first.
Smoke tests ran green afterwards.""",
 [("Apply the schema change","done-passive",True),("Take a backup","without",False),("Run the smoke tests","done-plain",True)])
t("t22","coding agent chat","""Assistant: Here's what I did:
1. Renamed `getUsr` to `getUser` across the codebase.
2. Extracted the retry logic into `withRetry()`.
3. Added unit tests for `withRetry()`.
I did not touch the deployment scripts.""",
 [("Rename getUsr to getUser","done-list",True),("Extract the retry logic","done-list",True),("Add unit tests for withRetry","done-list",True),("Modify the deployment scripts","negated",False)])
t("t23","checklist","""Release checklist
[x] Tag the release
[x] Update the changelog
[ ] Announce the release on the mailing list
[ ] Close the milestone""",
 [("Tag the release","done-checklist",True),("Update the changelog","done-checklist",True),("Announce the release on the mailing list","unticked",False),("Close the milestone","unticked",False)])
t("t24","incident notes","""If the error rate rises again, we will scale the API deployment to 12 replicas.
For now we have only added an alert on the 5xx ratio.""",
 [("Scale the API deployment","conditional",False),("Add an alert on the 5xx ratio","done-plain",True)])
t("t25","lab notes","""Attempted to sequence the library twice; both runs failed QC at the cluster density step.
The library was quantified by Qubit (12 ng/ul).""",
 [("Sequence the library","failed-attempt",False),("Quantify the library","done-passive",True)])
t("t26","support ticket","""Customer asked us to delete their account. The account was deactivated today; the data deletion will run after the 30-day grace period.
A confirmation email was sent to the customer.""",
 [("Deactivate the account","done-passive",True),("Delete the customer data","planned",False),("Send a confirmation email","done-passive",True)])
t("t27","CI output","""Stage: checkout ............ ok
Stage: install deps ........ ok
Stage: security scan ....... cancelled
Stage: deploy to prod ...... not started""",
 [("Install the dependencies","done-status",True),("Run the security scan","cancelled",False),("Deploy to production","ci-skipped",False)])
t("t28","agent log","""Updated the nginx config and reloaded nginx. Later reverted the config change after health checks went red; nginx was reloaded again with the old config.""",
 [("Update the nginx config","done-undone",False),("Reload nginx","done-plain",True)])
t("t29","runbook","""To restore service you should restart the queue consumer and purge the dead-letter queue.
Make sure the backlog is drained before re-enabling the cron job.""",
 [("Restart the queue consumer","recommended",False),("Purge the dead-letter queue","recommended",False),("Re-enable the cron job","recommended",False)])
t("t30","status update","""We migrated the users table to the new cluster last night; the orders table was not migrated because of a foreign-key issue.""",
 [("Migrate the users table","done-plain",True),("Migrate the orders table","negated",False)])
t("t31","coding agent chat","""Assistant: I wanted to run the full integration suite, but the sandbox has no network access, so I only ran the unit tests (all 54 passed).""",
 [("Run the integration suite","failed-attempt",False),("Run the unit tests","done-plain",True)])
t("t32","incident notes","""At no point was customer data exported.
The compromised host was isolated from the network at 03:14 and its disk was imaged for forensics.""",
 [("Export the customer data","negated",False),("Isolate the compromised host","done-passive",True),("Image the disk","done-passive",True)])
t("t33","lab notes","""Western blot: transferred to PVDF, blocked in 5% milk, probed with anti-GAPDH.
Imaging postponed (scanner booked).""",
 [("Transfer the proteins to PVDF","done-status",True),("Block the membrane","done-status",True),("Image the blot","postponed",False)])
t("t34","agent log","""I was about to drop the legacy_events table but stopped because it still has foreign keys from audit_log.
Vacuumed the events table instead.""",
 [("Drop the legacy_events table","cancelled",False),("Vacuum the events table","done-plain",True)])
t("t35","release notes draft","""The release was built and signed. Upload to the package registry failed with 403 and has not been retried.
Docs site: rebuilt and deployed.""",
 [("Build the release","done-passive",True),("Sign the release","done-passive",True),("Upload to the package registry","failed-attempt",False),("Deploy the docs site","done-status",True)])
t("t36","incident chat","""alice: did anyone rotate the AWS keys?
bob: not yet, I'm waiting for the security team.
alice: ok. I've disabled the IAM user in the meantime.""",
 [("Rotate the AWS keys","asked",False),("Disable the IAM user","done-plain",True)])
t("t37","handover note","""Neither the firewall rules nor the VPN config were reviewed this week.
The password policy document was reviewed and approved by the CISO.""",
 [("Review the firewall rules","negated-list",False),("Review the VPN config","negated-list",False),("Approve the password policy","done-passive",True)])
t("t38","coding agent chat","""Assistant: The build is fixed. (Note: I have not verified this in CI; I only ran it locally.)
Assistant: I removed the unused imports in utils.py.""",
 [("Fix the build","done-plain",True),("Verify the build in CI","negated",False),("Remove the unused imports","done-plain",True)])
t("t39","maintenance log","""Replaced the failed disk in bay 3. The RAID array is rebuilding (37%).
Firmware on the controller was updated to 4.2.1.""",
 [("Replace the failed disk","done-plain",True),("Rebuild the RAID array","in-progress",False),("Update the controller firmware","done-passive",True)])
t("t40","agent log","""The report says the backups were verified, but the restore test was never run, so nothing was actually restored.
I compressed the old logs and archived them to cold storage.""",
 [("Run the restore test","negated",False),("Compress the old logs","done-plain",True),("Archive the old logs to cold storage","done-plain",True)])
t("t41","onboarding notes","""New hire laptop: imaged, enrolled in MDM, encrypted.
GitHub access granted (waiting on approval).
Welcome session held on Monday.""",
 [("Enroll the laptop in MDM","done-status",True),("Encrypt the laptop","done-status",True),("Grant GitHub access","pending",False)])
t("t42","incident notes","""Failover to the secondary region was tested in March; this time no failover was performed.
DNS TTLs were lowered to 60 seconds before the change.""",
 [("Fail over to the secondary region","negated",False),("Lower the DNS TTLs","done-passive",True)])
