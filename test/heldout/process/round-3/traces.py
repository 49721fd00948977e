"""Round-3 held-out traces for the process engine (mode milestones).

Each trace is written by hand; each milestone carries a category and reading A (the writer's hand label:
"done" or "not_done"). Reading B, made separately and blind to reading A, is in reading_b.json.
oracle.py keeps only milestones on which both readings agree and writes cases.json.
"""

TRACES = [
    {
        "id": "t01",
        "kind": "agent log (ReAct)",
        "trace": """[step 1] Thought: The user wants the failing date parser fixed. I'll reproduce the bug first.
[step 2] Action: shell `pytest tests/test_dates.py -k leap`
Observation: 1 failed, 11 passed
[step 3] Thought: The leap-year branch checks % 100 before % 400. I will patch utils/dates.py.
[step 4] Action: edit utils/dates.py (3 lines changed)
Observation: file written
[step 5] Action: shell `pytest tests/`
Observation: 214 passed in 8.31s
[step 6] Thought: I should also update the changelog, but the user asked for a minimal diff, so I am leaving CHANGELOG.md untouched.
Final answer: Fixed the leap-year check in utils/dates.py; the whole test suite passes.""",
        "milestones": [
            ("Fix the leap-year check in utils/dates.py", "done_plain", "done"),
            ("Run the full test suite", "done_by_record", "done"),
            ("Update the changelog", "declined", "not_done"),
        ],
    },
    {
        "id": "t02",
        "kind": "runbook execution log",
        "trace": """Change CHG-4471 - orders DB schema migration, executed 2026-11-12 by R. Okafor

1. Announced the maintenance window in #ops at 21:55.
2. Took a full backup of the orders database (pg_basebackup, 41 GB, finished 22:17).
3. Put the storefront into read-only mode.
4. Applied migration 0087_add_fulfilment_status.
5. Ran the post-migration checks: row counts match, no invalid constraints.
6. Took the storefront out of read-only mode at 22:49.
Not done tonight: vacuum of the orders table (moved to next Tuesday's window).""",
        "milestones": [
            ("Announce the maintenance window", "done_list", "done"),
            ("Back up the orders database", "done_nominalisation", "done"),
            ("Apply migration 0087_add_fulfilment_status", "done_list", "done"),
            ("Vacuum the orders table", "postponed", "not_done"),
        ],
    },
    {
        "id": "t03",
        "kind": "incident note",
        "trace": """INC-2291 summary (payments API latency, 14 Nov)
At 09:12 the p99 latency of /charge rose above 4 s. The on-call engineer scaled the api-payments deployment from 6 to 12 replicas at 09:20, which brought p99 back under 800 ms by 09:31. A rollback of release 5.14.2 was considered but not performed, because the latency began before the release. The status page was not updated during the incident; customers were informed afterwards by email. Root-cause analysis is scheduled for Monday.""",
        "milestones": [
            ("Scale the api-payments deployment", "done_plain", "done"),
            ("Roll back release 5.14.2", "negated", "not_done"),
            ("Update the status page", "negated", "not_done"),
            ("Inform customers by email", "done_passive", "done"),
            ("Complete the root-cause analysis", "planned", "not_done"),
        ],
    },
    {
        "id": "t04",
        "kind": "lab notes",
        "trace": """Lab notebook - M. Ferreira - 3 March
Calibrated the pH meter with buffers 4.01, 7.00 and 10.01 (slope 98.7 %).
Prepared 500 mL of 0.1 M phosphate buffer, pH 7.2.
The samples were centrifuged at 4,000 g for 10 min and the supernatant was filtered through 0.22 um.
Did not autoclave the glassware today - autoclave out of service; used pre-sterilised plastic instead.
Absorbance readings at 280 nm to be taken tomorrow.""",
        "milestones": [
            ("Calibrate the pH meter", "done_past_tense", "done"),
            ("Centrifuge the samples", "done_passive", "done"),
            ("Filter the supernatant", "done_passive", "done"),
            ("Autoclave the glassware", "negated", "not_done"),
            ("Measure absorbance at 280 nm", "planned", "not_done"),
        ],
    },
    {
        "id": "t05",
        "kind": "ticket checklist",
        "trace": """Ticket OPS-883: Offboard contractor J. Lindqvist
Checklist:
- [x] Disable SSO account
- [x] Revoke VPN certificate
- [ ] Transfer ownership of Google Drive files
- [ ] Collect laptop
Comment (Mon): The Drive transfer is blocked until the manager picks a new owner. Laptop courier booked for Thursday.""",
        "milestones": [
            ("Disable the SSO account", "done_list", "done"),
            ("Revoke the VPN certificate", "done_list", "done"),
            ("Transfer ownership of the Google Drive files", "pending", "not_done"),
            ("Collect the laptop", "planned", "not_done"),
        ],
    },
    {
        "id": "t06",
        "kind": "support chat",
        "trace": """Customer (10:02): Hi, did you reset the 2FA on my account? I still get asked for a code.
Agent (10:05): Let me check. I can see that the 2FA reset was requested on Friday but it was never approved by your admin.
Agent (10:07): I've now sent the approval request to your admin again.
Customer (10:09): Thanks. Could you also extend my trial?
Agent (10:10): I'm not able to extend trials myself; I've passed your request on to the sales team.""",
        "milestones": [
            ("Reset the 2FA on the customer's account", "question", "not_done"),
            ("Send the approval request to the admin", "done_plain", "done"),
            ("Extend the customer's trial", "failed_attempt", "not_done"),
            ("Pass the trial request on to the sales team", "done_plain", "done"),
        ],
    },
    {
        "id": "t07",
        "kind": "postmortem",
        "trace": """Postmortem: search index corruption (12 Oct)
Instead of rebuilding the search index from scratch, the team restored the index from the 03:00 snapshot, which took 14 minutes. Reindexing of the 2,100 documents changed since the snapshot was done by the nightly job. We did not contact the search vendor. The corrupted shard was kept for analysis rather than deleted.""",
        "milestones": [
            ("Rebuild the search index from scratch", "instead_of", "not_done"),
            ("Restore the search index from the 03:00 snapshot", "done_plain", "done"),
            ("Reindex the documents changed since the snapshot", "done_nominalisation", "done"),
            ("Contact the search vendor", "negated", "not_done"),
            ("Delete the corrupted shard", "instead_of", "not_done"),
        ],
    },
    {
        "id": "t08",
        "kind": "release notes",
        "trace": """Release notes drafted by the release bot, v3.8.0:
The release branch was merged into main without a second approval, and the tag v3.8.0 was pushed at 16:40. Packages were published to npm without running the integration suite, which was still red from the flaky webhook test. The docs site was rebuilt and deployed.""",
        "milestones": [
            ("Merge the release branch into main", "done_passive", "done"),
            ("Obtain a second approval", "without", "not_done"),
            ("Push the tag v3.8.0", "done_passive", "done"),
            ("Publish the packages to npm", "done_passive", "done"),
            ("Run the integration suite", "without", "not_done"),
            ("Deploy the docs site", "done_passive", "done"),
        ],
    },
    {
        "id": "t09",
        "kind": "assistant conversation",
        "trace": """Assistant: Here is my plan for migrating the cron jobs:
1. Export the current crontab from host web-3.
2. Convert each entry into a Kubernetes CronJob manifest.
3. Apply the manifests to the staging cluster.
4. Remove the crontab from web-3.
Shall I proceed?
User: Yes, but only do steps 1 and 2 for now.
Assistant: Done. I exported the crontab (17 entries) and converted each entry into a CronJob manifest under k8s/cron/. I have not applied anything to the cluster and the crontab on web-3 is unchanged.""",
        "milestones": [
            ("Export the crontab from web-3", "done_plain", "done"),
            ("Convert each crontab entry into a CronJob manifest", "done_plain", "done"),
            ("Apply the manifests to the staging cluster", "planned", "not_done"),
            ("Remove the crontab from web-3", "planned", "not_done"),
        ],
    },
    {
        "id": "t10",
        "kind": "deploy log",
        "trace": """Deploy log, checkout-service, 19 Nov
14:02 canary at 5 % with build 7f3c1a
14:20 canary healthy, promoted build 7f3c1a to 100 %
14:51 error rate 3.4 %, build 7f3c1a rolled back; 100 % of traffic on previous build 52be9d
15:30 feature flag new_tax_engine turned on for EU
15:34 flag new_tax_engine turned off again after wrong VAT on two orders; it stays off until Monday""",
        "milestones": [
            ("Roll back build 7f3c1a", "done_passive", "done"),
            ("Leave build 7f3c1a serving all traffic at the end of the day", "undone", "not_done"),
            ("Keep the new_tax_engine flag on for EU", "undone", "not_done"),
        ],
    },
    {
        "id": "t11",
        "kind": "maintenance note",
        "trace": """Weekly maintenance, db-cluster-b (Sunday)
We did not patch the kernel, rotate the TLS certificates or resize the WAL volume this week; all three wait for the vendor fix. We did upgrade PostgreSQL from 15.4 to 15.5 and restarted the replicas one at a time.""",
        "milestones": [
            ("Patch the kernel", "negation_scope_list", "not_done"),
            ("Rotate the TLS certificates", "negation_scope_list", "not_done"),
            ("Resize the WAL volume", "negation_scope_list", "not_done"),
            ("Upgrade PostgreSQL to 15.5", "done_plain", "done"),
            ("Restart the replicas", "done_plain", "done"),
        ],
    },
    {
        "id": "t12",
        "kind": "audit follow-up",
        "trace": """Audit follow-up, vendor Sarto Ltd.
Neither the signed DPA nor the penetration test report has been received from Sarto. None of the three open findings (F-2, F-5, F-7) was remediated by the 30 June deadline. Procurement suspended new purchase orders to Sarto on 2 July.""",
        "milestones": [
            ("Receive the signed DPA from Sarto", "negation_scope_list", "not_done"),
            ("Receive the penetration test report from Sarto", "negation_scope_list", "not_done"),
            ("Remediate finding F-5", "negation_scope_list", "not_done"),
            ("Suspend new purchase orders to Sarto", "done_plain", "done"),
        ],
    },
    {
        "id": "t13",
        "kind": "ops log",
        "trace": """Cert renewal, api.kestrel.io
Attempted to renew the certificate with certbot at 08:10; the HTTP-01 challenge failed because port 80 is closed on the new load balancer. Opened port 80 for the ACME client's IP range. The second attempt at 08:42 succeeded and the new certificate (valid to 2027-02-24) was installed on both load balancer nodes. Tried to reload nginx on the old bastion as well, but the SSH connection timed out; the bastion still serves the old certificate.""",
        "milestones": [
            ("Renew the certificate for api.kestrel.io", "done_after_failed_attempt", "done"),
            ("Open port 80 for the ACME client", "done_past_tense", "done"),
            ("Install the new certificate on both load balancer nodes", "done_passive", "done"),
            ("Reload nginx on the old bastion", "failed_attempt", "not_done"),
        ],
    },
    {
        "id": "t14",
        "kind": "field service report",
        "trace": """Field service report - site Lagoa pump station, 21 Aug
The technician replaced the worn impeller on pump P2 and realigned the coupling. She could not replace the pressure transmitter PT-104 because the spare part delivered was the wrong range (0-10 bar instead of 0-25 bar). The vibration survey of P1 was not carried out owing to time.""",
        "milestones": [
            ("Replace the impeller on pump P2", "done_plain", "done"),
            ("Realign the coupling", "done_plain", "done"),
            ("Replace the pressure transmitter PT-104", "failed_attempt", "not_done"),
            ("Carry out the vibration survey of P1", "negated", "not_done"),
        ],
    },
    {
        "id": "t15",
        "kind": "security review",
        "trace": """Security review notes - repo billing-core
Findings: the AWS access key in config/dev.env is live. Recommendation: rotate the key and purge it from the git history. The team should also enable secret scanning on the organisation. The reviewer checked branch protection on main: it requires two approvals.""",
        "milestones": [
            ("Rotate the AWS access key", "recommended", "not_done"),
            ("Purge the key from the git history", "recommended", "not_done"),
            ("Enable secret scanning on the organisation", "recommended", "not_done"),
            ("Check branch protection on main", "done_plain", "done"),
        ],
    },
    {
        "id": "t16",
        "kind": "on-call handover",
        "trace": """On-call handover, Sat 06:00
If the queue depth on ingest-kafka passes 50k again, restart the consumer group. Disk on log-7 is at 91 %; rotate the logs if it reaches 95 %. I restarted the consumer group once at 02:14 after the first spike, and it has been stable since. The logs on log-7 were not rotated.""",
        "milestones": [
            ("Restart the consumer group", "done_past_tense", "done"),
            ("Rotate the logs on log-7", "conditional", "not_done"),
        ],
    },
    {
        "id": "t17",
        "kind": "change plan",
        "trace": """Plan for the Sunday failover test: if replication lag stays under 5 seconds, we will promote the standby in eu-west-2 and point the DNS record at it; if not, we abort and page the database team. Unless the change board objects, the old primary will be decommissioned the following week.""",
        "milestones": [
            ("Promote the standby in eu-west-2", "conditional", "not_done"),
            ("Point the DNS record at the standby", "conditional", "not_done"),
            ("Page the database team", "conditional", "not_done"),
            ("Decommission the old primary", "conditional", "not_done"),
        ],
    },
    {
        "id": "t18",
        "kind": "agent tool trace",
        "trace": """Agent run #5521 (task: "bump lodash and make sure the build is green")
> tool: run_command("npm install lodash@4.17.21")
< exit 0, added 0 packages, changed 1 package
> tool: run_command("npm run build")
< exit 1: src/utils/merge.ts(14,3): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.
> assistant: I upgraded lodash to 4.17.21 and the build passes. The task is complete.""",
        "milestones": [
            ("Upgrade lodash to 4.17.21", "done_by_record", "done"),
            ("Make the build pass", "contradicted", "not_done"),
        ],
    },
    {
        "id": "t19",
        "kind": "ticket thread",
        "trace": """Backup verification ticket BK-19
Engineer note (Tue): Restored last night's backup of crm-db to the scratch server and verified the row counts.
Scratch server log (Tue): 00:00-23:59 no restore jobs ran; the last pg_restore on this host was on 2026-09-02.
Team lead (Wed): The note above is wrong - the restore was never run; Dana confused it with September's test. A re-run is booked for Friday.""",
        "milestones": [
            ("Restore the crm-db backup to the scratch server", "contradicted", "not_done"),
            ("Verify the row counts", "contradicted", "not_done"),
        ],
    },
    {
        "id": "t20",
        "kind": "project note",
        "trace": """Laptop refresh for the design team, finished Thursday.
All eleven MacBooks were wiped and reimaged with the 14.2 golden image. Each designer's files were copied over from the old machines by the migration assistant. The old machines went back to the leasing company on Friday morning. Everyone got a short walkthrough of the new login flow.""",
        "milestones": [
            ("Reimage the MacBooks with the 14.2 golden image", "done_passive", "done"),
            ("Copy each designer's files from the old machines", "done_passive", "done"),
            ("Return the old machines to the leasing company", "done_synonym", "done"),
            ("Give everyone a walkthrough of the new login flow", "done_other_words", "done"),
        ],
    },
    {
        "id": "t21",
        "kind": "finance close notes",
        "trace": """Quarter-end close, subsidiary NL-02
Reconciliation of the three bank accounts was completed on 2 January. The accrual for the December consulting invoices was booked (EUR 18,400). Approval of the intercompany balance by the parent's controller is still outstanding. Submission of the VAT return happened on 6 January, a day after the deadline.""",
        "milestones": [
            ("Reconcile the bank accounts", "done_nominalisation", "done"),
            ("Book the accrual for the December consulting invoices", "done_passive", "done"),
            ("Approve the intercompany balance", "pending", "not_done"),
            ("Submit the VAT return", "done_nominalisation", "done"),
        ],
    },
    {
        "id": "t22",
        "kind": "sprint review",
        "trace": """Sprint 48 review
The load test against the new checkout was called off after the staging cluster was reclaimed. The accessibility audit is pushed to sprint 50. The migration of the image service to the new CDN shipped on Wednesday. The design team dropped the dark-mode prototype from this quarter's roadmap.""",
        "milestones": [
            ("Run the load test against the new checkout", "cancelled", "not_done"),
            ("Carry out the accessibility audit", "postponed", "not_done"),
            ("Migrate the image service to the new CDN", "done_nominalisation", "done"),
            ("Build the dark-mode prototype", "cancelled", "not_done"),
        ],
    },
    {
        "id": "t23",
        "kind": "field notes",
        "trace": """Field notes, river survey station R4, 9 May
Water samples were drawn at 0.5 m and 2 m. The multiprobe was lowered to 2 m and left for five minutes; temperature, DO and conductivity were read off and written into the sheet. The sediment grab was not taken: the winch cable frayed. Photos of the bank erosion were shot from both piers.""",
        "milestones": [
            ("Draw water samples at 0.5 m and 2 m", "done_passive", "done"),
            ("Write temperature, DO and conductivity into the sheet", "done_passive", "done"),
            ("Take the sediment grab", "negated", "not_done"),
            ("Photograph the bank erosion", "done_synonym", "done"),
        ],
    },
    {
        "id": "t24",
        "kind": "status update",
        "trace": """Status from Priya, Thursday 17:30
- Vendor contract: signed by both parties this morning.
- Purchase order: not raised yet, waiting for the cost centre code.
- Kick-off meeting: held on Tuesday with the vendor's PM.
- Access for the vendor's engineers: requested, not granted yet.""",
        "milestones": [
            ("Sign the vendor contract", "done_list", "done"),
            ("Raise the purchase order", "negated", "not_done"),
            ("Hold the kick-off meeting", "done_list", "done"),
            ("Grant access to the vendor's engineers", "negated", "not_done"),
        ],
    },
    {
        "id": "t25",
        "kind": "release checklist",
        "trace": """Release checklist run by Tomas for mobile app 6.2
We did not skip the manual QA pass this time: all 48 cases were run on iOS and Android. It was not until Friday that the release was submitted to the App Store, where it is still waiting for review.""",
        "milestones": [
            ("Run the manual QA pass", "done_double_negation", "done"),
            ("Submit the release to the App Store", "done_double_negation", "done"),
            ("Get the release approved by App Store review", "pending", "not_done"),
        ],
    },
    {
        "id": "t26",
        "kind": "chat thread",
        "trace": """Slack thread #infra, 11:04
Ana: has anyone renewed the domain kestrel-labs.com? the registrar says it expires Sunday
Ben: not me. did finance pay the registrar invoice?
Ana: I'll ask them
Chidi: I renewed it for two years at 11:20, receipt is in #finance""",
        "milestones": [
            ("Renew the domain kestrel-labs.com", "done_past_tense", "done"),
            ("Ask finance about the registrar invoice", "planned", "not_done"),
        ],
    },
    {
        "id": "t27",
        "kind": "auditor email",
        "trace": """Email from the auditor, 4 Feb:
Could you tell us whether the quarterly access review for the payroll system was performed? Was the list of terminated users reconciled against HR records? We would also like to know if the firewall change of 12 January was approved by the change board.""",
        "milestones": [
            ("Perform the quarterly access review for the payroll system", "question", "not_done"),
            ("Reconcile the list of terminated users against HR records", "question", "not_done"),
            ("Approve the firewall change in the change board", "question", "not_done"),
        ],
    },
    {
        "id": "t28",
        "kind": "assistant answer",
        "trace": """Assistant: Sure! To fix the flaky test I'll add a retry decorator to test_upload and increase the timeout to 30 seconds. I would also recommend pinning boto3 to 1.34.x. Let me know if you want me to open the pull request.""",
        "milestones": [
            ("Add a retry decorator to test_upload", "planned", "not_done"),
            ("Increase the timeout to 30 seconds", "planned", "not_done"),
            ("Pin boto3 to 1.34.x", "recommended", "not_done"),
            ("Open the pull request", "offered", "not_done"),
        ],
    },
    {
        "id": "t29",
        "kind": "agent log (ReAct)",
        "trace": """Thought: I need to delete the stale preview environments older than 14 days.
Action: list_envs(older_than_days=14)
Observation: ["pr-1182", "pr-1190", "pr-1203"]
Action: delete_env("pr-1182")
Observation: deleted
Action: delete_env("pr-1190")
Observation: ERROR 409 environment is locked by a running job
Thought: pr-1190 is locked, so I'll leave it. pr-1203 belongs to an open PR, so I will not delete it.
Final: Deleted 1 of 3 stale preview environments (pr-1182).""",
        "milestones": [
            ("List the preview environments older than 14 days", "done_by_record", "done"),
            ("Delete the preview environment pr-1182", "done_by_record", "done"),
            ("Delete the preview environment pr-1190", "failed_attempt", "not_done"),
            ("Delete the preview environment pr-1203", "declined", "not_done"),
        ],
    },
    {
        "id": "t30",
        "kind": "incident timeline",
        "trace": """Incident 77 timeline (ransomware alert on FS-02)
08:05 EDR flagged encryption activity on FS-02.
08:07 FS-02 isolated from the network by the SOC analyst.
08:30 Decision: restore FS-02 from the 02:00 snapshot. Forensic imaging of the disk was never carried out, so the root cause may not be provable.
09:40 Users notified that shared drive S: is read-only until further notice.
Law enforcement has not been contacted.""",
        "milestones": [
            ("Isolate FS-02 from the network", "done_passive", "done"),
            ("Restore FS-02 from the 02:00 snapshot", "planned", "not_done"),
            ("Carry out forensic imaging of the disk", "negated", "not_done"),
            ("Notify users that shared drive S: is read-only", "done_passive", "done"),
            ("Contact law enforcement", "negated", "not_done"),
        ],
    },
    {
        "id": "t31",
        "kind": "handover report",
        "trace": """Handover of building 4 HVAC after the retrofit
The duct leakage test was performed on 3 October (result 4.1 %, within spec). Commissioning of AHU-2 was not performed because the controls contractor had not finished the wiring. The balancing report has been delivered. No training of the facilities staff took place.""",
        "milestones": [
            ("Perform the duct leakage test", "done_passive", "done"),
            ("Commission AHU-2", "negated", "not_done"),
            ("Deliver the balancing report", "done_passive", "done"),
            ("Train the facilities staff", "negated", "not_done"),
        ],
    },
    {
        "id": "t32",
        "kind": "lab protocol run",
        "trace": """Protocol run, plasmid prep, batch 14
1) Overnight cultures: grown, 5 mL each, 37 C.
2) Cells harvested by centrifugation.
3) Lysis and neutralisation - done.
4) Column wash - skipped (buffer PE ran out).
5) Elution in 50 uL water - done.
6) Nanodrop quantification - pending.""",
        "milestones": [
            ("Grow the overnight cultures", "done_list", "done"),
            ("Harvest the cells", "done_list", "done"),
            ("Wash the column", "skipped", "not_done"),
            ("Quantify on the Nanodrop", "pending", "not_done"),
        ],
    },
    {
        "id": "t33",
        "kind": "git log",
        "trace": """git log --oneline (newest first)
9ad01e2 Revert "Enable HTTP/3 on the edge proxies"
4c7b2f0 Enable HTTP/3 on the edge proxies
1e88a90 Remove the legacy /v1/export endpoint
0b3f6d1 WIP: rate limiting for /v2/search (not wired up yet)""",
        "milestones": [
            ("HTTP/3 stays enabled on the edge proxies", "undone", "not_done"),
            ("Remove the legacy /v1/export endpoint", "done_by_record", "done"),
        ],
    },
    {
        "id": "t34",
        "kind": "facilities log",
        "trace": """Move of the finance team to floor 6 - facilities log
The desks were supposed to be delivered on Monday, but the truck only came on Wednesday and they were assembled the same afternoon. The network ports had already been patched by IT on Friday. The old floor was meant to be cleared by Thursday; it is half empty and the rest goes next week.""",
        "milestones": [
            ("Assemble the desks", "done_passive", "done"),
            ("Patch the network ports", "done_passive", "done"),
            ("Clear the old floor", "planned", "not_done"),
        ],
    },
    {
        "id": "t35",
        "kind": "maintenance note",
        "trace": """Kernel upgrade on the build farm, 2 Dec
All 24 build agents were upgraded to kernel 6.6.63 without a single failed boot. No jobs were lost: the agents were drained before the reboot. The upgrade was done without downtime for the main CI queue.""",
        "milestones": [
            ("Upgrade the build agents to kernel 6.6.63", "done_passive", "done"),
            ("Drain the agents before the reboot", "done_passive", "done"),
        ],
    },
    {
        "id": "t36",
        "kind": "team weekly",
        "trace": """Data platform weekly, week 47
The Airflow 2.9 upgrade is on hold until the provider packages support it. We deferred the partitioning of the events table to Q1. Retention for raw clickstream was cut from 400 to 180 days as agreed with legal. The cost report for October was shared with finance on Tuesday.""",
        "milestones": [
            ("Upgrade Airflow to 2.9", "postponed", "not_done"),
            ("Partition the events table", "postponed", "not_done"),
            ("Reduce the retention for raw clickstream to 180 days", "done_synonym", "done"),
            ("Share the October cost report with finance", "done_passive", "done"),
        ],
    },
    {
        "id": "t37",
        "kind": "agent summary",
        "trace": """Summary of what I did:
- Created the S3 bucket acme-logs-archive with versioning enabled.
- Added a lifecycle rule that moves objects to Glacier after 90 days.
What I did not do:
- Attach the bucket policy (you did not give me the account ID).
- Enable access logging.""",
        "milestones": [
            ("Create the S3 bucket acme-logs-archive", "done_list", "done"),
            ("Add a lifecycle rule that moves objects to Glacier", "done_list", "done"),
            ("Attach the bucket policy", "negation_scope_list", "not_done"),
            ("Enable access logging", "negation_scope_list", "not_done"),
        ],
    },
    {
        "id": "t38",
        "kind": "ops note",
        "trace": """Router swap at the Porto branch, Tuesday
The old router was powered down at 19:00 and the new one was racked, cabled and configured from the template. The IPsec tunnel to headquarters came up at 19:40. Nobody tested the backup LTE link, and the old router was not shipped back yet.""",
        "milestones": [
            ("Configure the new router from the template", "done_passive", "done"),
            ("Bring up the IPsec tunnel to headquarters", "done_synonym", "done"),
            ("Test the backup LTE link", "negated", "not_done"),
            ("Ship the old router back", "negated", "not_done"),
        ],
    },
    {
        "id": "t39",
        "kind": "agent log (function calls)",
        "trace": """user: Please send the November invoice to Brightwell and mark it as sent in the ledger.
assistant -> send_email(to="ap@brightwell.example", subject="Invoice 2026-11", attachment="INV-2026-11.pdf")
tool <- {"status": "queued", "id": "m-5581"}
tool <- {"status": "bounced", "id": "m-5581", "reason": "mailbox full"}
assistant: The email to Brightwell bounced (mailbox full), so I have not marked the invoice as sent. Shall I try the backup address?""",
        "milestones": [
            ("Send the November invoice to Brightwell", "failed_attempt", "not_done"),
            ("Mark the invoice as sent in the ledger", "negated", "not_done"),
        ],
    },
    {
        "id": "t40",
        "kind": "runbook",
        "trace": """Runbook: rotating the Kafka SASL credentials (to be followed on the day)
1. Generate the new credentials in Vault.
2. Update the secret in the ingest namespace.
3. Restart the producers one at a time.
4. Revoke the old credentials after 24 hours.""",
        "milestones": [
            ("Generate the new credentials in Vault", "instruction", "not_done"),
            ("Update the secret in the ingest namespace", "instruction", "not_done"),
            ("Revoke the old credentials", "instruction", "not_done"),
        ],
    },
    {
        "id": "t41",
        "kind": "CI log",
        "trace": """CI pipeline #88213 (branch hotfix/tz-offset)
lint ............ passed
unit tests ...... passed (1,204)
e2e tests ....... skipped (manual override by @mkovac)
security scan ... skipped
build image ..... passed
deploy staging .. passed""",
        "milestones": [
            ("Run the unit tests", "done_list", "done"),
            ("Run the e2e tests", "skipped", "not_done"),
            ("Run the security scan", "skipped", "not_done"),
            ("Deploy to staging", "done_list", "done"),
        ],
    },
    {
        "id": "t42",
        "kind": "hotfix note",
        "trace": """Hotfix note, Sat 02:10
To get the fix out before the morning batch, Lena bypassed code review and omitted the database dry run. The patch was hot-deployed to prod-eu at 02:31 and the batch ran cleanly at 06:00.""",
        "milestones": [
            ("Get the fix through code review", "skipped", "not_done"),
            ("Do the database dry run", "skipped", "not_done"),
            ("Deploy the patch to prod-eu", "done_passive", "done"),
        ],
    },
    {
        "id": "t43",
        "kind": "data centre visit note",
        "trace": """Data centre visit, Frankfurt FRA-3, 5 Sep
The planned swap of the failed disk in storage node sn-14 was aborted: the replacement drive had the wrong firmware. We withdrew the remote hands ticket for the PDU inspection on Thursday. The cross-connect to the new carrier was patched in and tested with a loopback.""",
        "milestones": [
            ("Swap the failed disk in storage node sn-14", "cancelled", "not_done"),
            ("Inspect the PDU", "cancelled", "not_done"),
            ("Patch in the cross-connect to the new carrier", "done_passive", "done"),
            ("Test the cross-connect with a loopback", "done_passive", "done"),
        ],
    },
    {
        "id": "t44",
        "kind": "access change log",
        "trace": """Access change log, finance share
Mon 09:12 Granted write access on the finance share to contractor account c-ortiz.
Mon 16:40 Write access for c-ortiz removed again (granted by mistake; only read access was approved).
Tue 10:05 Read access on the finance share granted to c-ortiz.""",
        "milestones": [
            ("c-ortiz keeps write access on the finance share", "undone", "not_done"),
            ("Grant read access on the finance share to c-ortiz", "done_passive", "done"),
        ],
    },
    {
        "id": "t45",
        "kind": "office move notes",
        "trace": """Moving day notes, Lisbon office
Rather than hiring a moving company, the team carried the monitors over themselves on Saturday. The servers were moved by the building's own IT contractor. The printer lease was not transferred to the new address; we ended it and bought a printer outright.""",
        "milestones": [
            ("Hire a moving company", "instead_of", "not_done"),
            ("Move the servers", "done_passive", "done"),
            ("Transfer the printer lease to the new address", "negated", "not_done"),
            ("Buy a printer", "done_past_tense", "done"),
        ],
    },
    {
        "id": "t46",
        "kind": "drill report",
        "trace": """Failover drill report, 14 Oct
The drill went as planned: the primary in zone A was stopped at 10:00 and traffic moved to the standby in zone B within 40 seconds. We never had to fall back to the manual runbook. The drill was not repeated in zone C, which has no standby yet.""",
        "milestones": [
            ("Stop the primary in zone A", "done_passive", "done"),
            ("Move traffic to the standby in zone B", "done_plain", "done"),
            ("Fall back to the manual runbook", "negated", "not_done"),
            ("Repeat the drill in zone C", "negated", "not_done"),
        ],
    },
]
