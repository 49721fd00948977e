"""Held-out process traces, round 1, with the first reader's hand labels.

Milestone traces: a milestone is DONE only when the trace reports it as actually carried out by the time the trace
was written. Mentioned as not done ("was not performed", "skipped", "no backup was made", "we did not", "never",
"postponed", "planned but not carried out", "failed to", "could not", "without X", "instead of X we did Y"),
only planned or recommended, done only in part when the milestone asks for all, or not mentioned: NOT DONE.

IRAC traces: a step (Issue, Rule, Application, Conclusion) is PRESENT only when the trace actually states it, under
a heading or in prose. A heading with nothing real under it (TBD, N/A, "…"), or with text saying the step was not
done ("no rule was identified", "not applied", "no conclusion was reached"), does not make the step present.
"""

# Milestone traces: (key, trace, [(milestone, done, why), ...])
MILESTONES = [
    ("db-migration-clean",
     "Change CHG-4471: schema migration for the billing service.\n"
     "1. 21:50 Announced the maintenance window in #ops and on the status page.\n"
     "2. 21:58 Took a full backup of the billing database (pg_dump, 14.2 GB) and copied it to the offsite bucket.\n"
     "3. 22:05 Put the billing API into maintenance mode.\n"
     "4. 22:07 Ran the migration scripts 0041 to 0044; all four completed without errors.\n"
     "5. 22:40 Ran the smoke tests against production: 48 of 48 passed.\n"
     "6. 22:52 Took the API out of maintenance mode and confirmed error rates were back to normal.",
     [("announce the maintenance window", True, "step 1"),
      ("back up the billing database", True, "step 2"),
      ("put the API into maintenance mode", True, "step 3"),
      ("run the migration scripts", True, "step 4"),
      ("run the smoke tests", True, "step 5")]),

    ("db-migration-no-backup",
     "Change CHG-4502: index rebuild on the orders database.\n"
     "We announced the maintenance window in #ops at 20:30. No backup of the orders database was made: the backup "
     "volume was full and we decided to proceed anyway. The index rebuild ran from 20:41 to 21:17. We ran the "
     "smoke tests afterwards and all of them passed.",
     [("announce the maintenance window", True, "announced at 20:30"),
      ("back up the orders database", False, "No backup … was made"),
      ("rebuild the index", True, "ran 20:41–21:17"),
      ("run the smoke tests", True, "ran afterwards, all passed")]),

    ("ph-calibration-not-performed",
     "Lab notebook, 14 March. Prepared 500 mL of phosphate buffer at 0.1 M. Calibration of the pH meter was not "
     "performed this morning because the reference buffers had expired; readings were taken with yesterday's "
     "calibration. Adjusted the buffer to pH 7.4 with NaOH. Filtered the solution through a 0.22 µm membrane and "
     "stored it at 4 °C.",
     [("prepare the phosphate buffer", True, "Prepared 500 mL"),
      ("calibrate the pH meter", False, "Calibration … was not performed"),
      ("adjust the buffer to pH 7.4", True, "Adjusted … to pH 7.4"),
      ("filter the solution", True, "Filtered … 0.22 µm"),
      ("store the buffer at 4 °C", True, "stored it at 4 °C")]),

    ("release-dry-run-skipped",
     "Release 3.8.0 notes from the release captain. The release branch was cut on Monday and the changelog was "
     "reviewed by two maintainers. The dry run of the deployment was skipped because of time pressure. We "
     "deployed to production on Tuesday at 16:00 and tagged the release in git.",
     [("cut the release branch", True, "cut on Monday"),
      ("review the changelog", True, "reviewed by two maintainers"),
      ("do a dry run of the deployment", False, "skipped"),
      ("deploy to production", True, "Tuesday 16:00"),
      ("tag the release", True, "tagged in git")]),

    ("restart-no-customer-notice",
     "Incident 2291 follow-up. At 09:12 the cache cluster was restarted to clear the stale entries. We did not "
     "notify the customer before the restart, which the contract requires. Cache hit rates recovered by 09:30, "
     "and the incident ticket was closed at 10:05.",
     [("restart the cache cluster", True, "restarted at 09:12"),
      ("notify the customer before the restart", False, "We did not notify the customer"),
      ("close the incident ticket", True, "closed at 10:05")]),

    ("oncall-never-paged",
     "Post-incident review, payments outage of 3 June. The alert for elevated 502 errors fired at 02:14, but the "
     "on-call engineer was never paged because the escalation policy pointed to a deleted rotation. A support "
     "agent noticed customer complaints at 06:40 and opened an incident. The faulty load balancer rule was rolled "
     "back at 07:05.",
     [("page the on-call engineer", False, "was never paged"),
      ("open an incident", True, "opened at 06:40"),
      ("roll back the load balancer rule", True, "rolled back at 07:05")]),

    ("security-review-postponed",
     "Sprint 42 summary. The new export endpoint was implemented and merged. Unit tests cover 91% of the new code. "
     "The security review of the endpoint was postponed to sprint 43 because the reviewer was on leave. The "
     "feature flag was switched on for internal users only.",
     [("implement the export endpoint", True, "implemented and merged"),
      ("write unit tests", True, "cover 91%"),
      ("security review of the endpoint", False, "postponed to sprint 43"),
      ("switch on the feature flag", True, "switched on for internal users")]),

    ("restore-instead-rebuild",
     "Search outage, 19 September. The primary search index was corrupted after a disk failure. Instead of "
     "restoring the index from the nightly snapshot, we rebuilt it from the source database, which took four "
     "hours. Search traffic was routed back to the primary cluster at 15:20.",
     [("restore the index from the nightly snapshot", False, "Instead of restoring … we rebuilt"),
      ("rebuild the index from the source database", True, "rebuilt it from the source database"),
      ("route traffic back to the primary cluster", True, "at 15:20")]),

    ("failover-planned-not-done",
     "Quarterly disaster-recovery exercise, Q2. The runbook was updated with the new replica hostnames. A failover "
     "test to the secondary region was planned but not carried out, because the secondary region's capacity "
     "reservation had lapsed. Backups from the last 30 days were restored in a sandbox and checked for integrity.",
     [("update the runbook", True, "updated"),
      ("test failover to the secondary region", False, "planned but not carried out"),
      ("restore backups in a sandbox", True, "restored … and checked"),
      ("check backup integrity", True, "checked for integrity")]),

    ("checksums-failed-to-verify",
     "Image build log for node pool 7. Downloaded the base images for Ubuntu 22.04 from the mirror. The team failed "
     "to verify the checksums of the downloaded images before building. The images were built with Packer, "
     "pushed to the registry and scanned for vulnerabilities; the scan found no critical issues.",
     [("download the base images", True, "Downloaded"),
      ("verify the checksums of the downloaded images", False, "failed to verify"),
      ("build the images", True, "built with Packer"),
      ("push the images to the registry", True, "pushed"),
      ("scan the images for vulnerabilities", True, "scanned")]),

    ("cert-without-peer-review",
     "Certificate rotation for api.example.internal, 28 February. The new certificate was issued by the internal "
     "CA and installed on both load balancers without a peer review of the change. The old certificate was "
     "revoked at 18:00. Monitoring confirmed that clients negotiated TLS with the new certificate.",
     [("issue the new certificate", True, "issued by the internal CA"),
      ("install the certificate on the load balancers", True, "installed on both"),
      ("peer review of the change", False, "without a peer review"),
      ("revoke the old certificate", True, "revoked at 18:00")]),

    ("onboarding-absent",
     "Onboarding checklist for Priya N., starting 2 May. Laptop issued and encrypted. Accounts created in the "
     "directory, email and the ticketing system. Security awareness training completed on day one.",
     [("issue the laptop", True, "Laptop issued"),
      ("create the accounts", True, "Accounts created"),
      ("complete security awareness training", True, "completed on day one"),
      ("sign the confidentiality agreement", False, "not mentioned"),
      ("assign a buddy", False, "not mentioned")]),

    ("runbook-future-tense",
     "Retrospective notes, disk-full incident on the log servers. The old log partitions were deleted to free "
     "space and the log shipper was restarted. We will update the runbook next week with the new retention "
     "settings, and a disk-usage alert will be added by the platform team.",
     [("delete the old log partitions", True, "deleted"),
      ("restart the log shipper", True, "restarted"),
      ("update the runbook", False, "only planned for next week"),
      ("add a disk-usage alert", False, "will be added")]),

    ("audit-recommendation",
     "Access audit of the finance systems, March. We reviewed the list of users with administrator rights and "
     "removed four accounts belonging to former staff. Shared passwords were found in a spreadsheet on the team "
     "drive. Recommendation: enable two-factor authentication for all administrator accounts and rotate the "
     "shared passwords.",
     [("review the administrator accounts", True, "reviewed the list"),
      ("remove accounts of former staff", True, "removed four accounts"),
      ("enable two-factor authentication for administrator accounts", False, "only recommended"),
      ("rotate the shared passwords", False, "only recommended")]),

    ("restore-after-failure",
     "Restore drill, 7 November. The first attempt to restore the customer database backup failed with a "
     "permissions error on the storage bucket. After the bucket policy was fixed, the backup was restored "
     "successfully at 03:40. Row counts were compared with production and matched for all 112 tables.",
     [("fix the bucket policy", True, "was fixed"),
      ("restore the customer database backup", True, "restored successfully at 03:40 after a failed first try"),
      ("compare row counts with production", True, "compared, matched")]),

    ("no-errors-found",
     "Nightly integrity job, 2 October. We verified the checksums of all 2,314 archived files; no mismatches "
     "were found. The log review showed nothing unusual. No files were deleted, and the job report was emailed to "
     "the data steward.",
     [("verify the checksums of the archived files", True, "verified, no mismatches"),
      ("review the logs", True, "log review showed nothing unusual"),
      ("email the job report to the data steward", True, "emailed")]),

    ("access-review-late",
     "Internal audit finding IA-17. The auditor noted that the quarterly access review had not been performed in "
     "Q1. The access review was completed on 12 April, and the results were signed off by the system owner on 15 "
     "April.",
     [("perform the quarterly access review", True, "completed on 12 April, after the finding"),
      ("sign off the results", True, "signed off on 15 April")]),

    ("partial-patching",
     "Patch window, 20 January. The kernel update was downloaded to the local repository. Only two of the five "
     "web servers were patched before the window closed; the other three are scheduled for Thursday. The patched "
     "servers were rebooted and passed their health checks.",
     [("download the kernel update", True, "downloaded"),
      ("patch all five web servers", False, "only two of five"),
      ("reboot the patched servers", True, "rebooted"),
      ("run health checks", True, "passed their health checks")]),

    ("neither-nor",
     "Migration of the marketing site to the new host. The site files were copied and the database was imported "
     "on the new host. Neither the firewall rules nor the DNS records were updated, so traffic still reaches the "
     "old host.",
     [("copy the site files", True, "copied"),
      ("import the database", True, "imported"),
      ("update the firewall rules", False, "Neither … nor"),
      ("update the DNS records", False, "Neither … nor")]),

    ("could-not-reproduce",
     "Bug 8812 investigation. We collected the crash logs from the three affected customers. We could not "
     "reproduce the crash in staging, even with the customers' configuration files. A patch adding defensive null "
     "checks was written and is waiting for review.",
     [("collect the crash logs", True, "collected"),
      ("reproduce the crash in staging", False, "could not reproduce"),
      ("write a patch", True, "was written"),
      ("review the patch", False, "waiting for review")]),

    ("cell-culture-clean",
     "Cell culture log, HEK293 passage 18. Warmed the medium to 37 °C. Aspirated the old medium and washed the "
     "cells once with PBS. Added 2 mL of trypsin and incubated for 3 minutes. Neutralised the trypsin with 8 mL "
     "of medium, counted the cells on the haemocytometer (1.2 million per mL) and seeded three new flasks.",
     [("warm the medium", True, "warmed to 37 °C"),
      ("wash the cells with PBS", True, "washed once"),
      ("add trypsin", True, "2 mL"),
      ("count the cells", True, "1.2 million per mL"),
      ("seed new flasks", True, "three new flasks")]),

    ("warehouse-audit-clean",
     "Stock audit, Warehouse B, 30 June. The auditors counted every pallet in aisles 1 to 12 and reconciled the "
     "counts with the inventory system; 3 discrepancies were found and corrected. Expired goods were moved to the "
     "quarantine area. The fire exits were inspected and found unobstructed.",
     [("count the pallets", True, "counted every pallet"),
      ("reconcile the counts with the inventory system", True, "reconciled"),
      ("move expired goods to quarantine", True, "moved"),
      ("inspect the fire exits", True, "inspected")]),

    ("rca-not-completed",
     "Incident report INC-3307, checkout latency. Impact: p95 latency above 4 s for 38 minutes. The slow query "
     "was identified and an index was added at 14:22, after which latency returned to normal. Customers were "
     "informed on the status page. The root cause analysis has not yet been completed.",
     [("identify the slow query", True, "identified"),
      ("add an index", True, "added at 14:22"),
      ("inform customers on the status page", True, "informed"),
      ("complete the root cause analysis", False, "has not yet been completed")]),

    ("cab-should-have",
     "Change review. The firewall change should have been approved by the change advisory board, but it was "
     "deployed on Friday evening before the board met. The change was tested in staging the day before, and a "
     "rollback plan was written into the ticket.",
     [("approval by the change advisory board", False, "should have been approved, but was deployed before"),
      ("deploy the firewall change", True, "deployed on Friday"),
      ("test the change in staging", True, "tested the day before"),
      ("write a rollback plan", True, "written into the ticket")]),

    ("replacement-declined",
     "Support case 55120. The customer reported a cracked display on a unit still under warranty. We offered a "
     "replacement unit; the customer declined it and asked for a refund instead. The refund of €249 was issued on "
     "8 May.",
     [("offer a replacement unit", True, "offered (declined by the customer)"),
      ("ship a replacement unit", False, "declined; a refund instead"),
      ("issue a refund", True, "issued on 8 May")]),

    ("not-skipped",
     "Month-end close, October. We did not skip the bank reconciliation this month: all four accounts were "
     "reconciled by 2 November. Accruals were posted on 3 November. The close was signed off by the controller "
     "on 4 November.",
     [("reconcile the bank accounts", True, "did not skip it; reconciled"),
      ("post the accruals", True, "posted 3 November"),
      ("controller sign-off", True, "signed off 4 November")]),

    ("rollback-but-no-page",
     "Release 5.2.1 was rolled back at 11:47 after the error rate on the login service doubled, although we did not "
     "page the on-call engineer until 12:30. The faulty commit was reverted on the main branch and a regression test "
     "was added.",
     [("roll back the release", True, "rolled back at 11:47"),
      ("page the on-call engineer", True, "paged at 12:30 (late, but paged)"),
      ("revert the faulty commit", True, "reverted"),
      ("add a regression test", True, "added")]),

    ("confirm-no-exposure",
     "Security incident SI-41, misconfigured storage bucket. The bucket was made private at 10:03. We reviewed the "
     "access logs for the previous 90 days and confirmed that no customer data was downloaded by outside "
     "addresses. The data protection officer was informed the same day.",
     [("make the bucket private", True, "at 10:03"),
      ("review the access logs", True, "reviewed 90 days"),
      ("confirm that no customer data was downloaded", True, "confirmed"),
      ("inform the data protection officer", True, "informed the same day")]),

    ("aircraft-check-clean",
     "Pre-flight inspection, aircraft G-OKTA, 06:10. Walk-around completed; no damage found. Fuel quantity checked "
     "against the flight plan: 2,450 kg on board. Tyre pressures checked and within limits. The technical log was "
     "signed by the captain.",
     [("walk-around inspection", True, "completed"),
      ("check the fuel quantity", True, "checked, 2,450 kg"),
      ("check the tyre pressures", True, "checked"),
      ("sign the technical log", True, "signed by the captain")]),

    ("site-inspection-mixed",
     "Site inspection report, block C, level 3. Formwork was inspected and approved by the structural engineer. The "
     "concrete pour went ahead at 07:00, although the slump test was not done because the testing technician did "
     "not arrive. Concrete cubes were taken for 28-day strength tests. Curing blankets were not laid, as none were "
     "on site.",
     [("inspect the formwork", True, "inspected and approved"),
      ("pour the concrete", True, "at 07:00"),
      ("do the slump test", False, "was not done"),
      ("take concrete cubes for strength tests", True, "taken"),
      ("lay curing blankets", False, "were not laid")]),
]

# IRAC traces: (key, trace, {"Issue": bool, "Rule": bool, "Application": bool, "Conclusion": bool}, why)
IRAC = [
    ("irac-full-headings",
     "Issue: Did Marlo Hughes accept the written offer before it was revoked?\n"
     "Rule: An acceptance sent by post is effective when it is posted, provided post was a reasonable means of "
     "acceptance; a revocation is effective only when received.\n"
     "Application: Hughes posted her acceptance on 3 May. The seller's revocation reached her on 5 May, two days "
     "after the acceptance was posted, and post was the medium the offer itself used.\n"
     "Conclusion: A contract was formed on 3 May, and the later revocation had no effect.",
     {"Issue": True, "Rule": True, "Application": True, "Conclusion": True}, "all four steps with content"),

    ("irac-inline",
     "Question presented. Issue: whether the landlord may keep the tenant's deposit for ordinary wear. Rule: under "
     "the Residential Tenancies Act a landlord may deduct only for damage beyond ordinary wear and tear. "
     "Application: the faded paint and worn carpet in the inspection photos are the result of six years of normal "
     "occupation. Conclusion: the landlord must return the full deposit.",
     {"Issue": True, "Rule": True, "Application": True, "Conclusion": True}, "inline headings, all with content"),

    ("irac-prose",
     "The question is whether the delivery driver was an employee or an independent contractor. Under the control "
     "test applied by the appellate courts, a worker is an employee when the hiring party controls how, when and "
     "where the work is done. In this case the company set the driver's routes, fixed her hours and required its "
     "uniform and van. Therefore the driver was an employee and is entitled to holiday pay.",
     {"Issue": True, "Rule": True, "Application": True, "Conclusion": True}, "all four in prose"),

    ("irac-missing-rule",
     "Issue: Can the city be held liable for the cyclist's injuries caused by the pothole?\n"
     "Application: The pothole had been reported to the city twice in the month before the accident, and no repair "
     "was scheduled.\n"
     "Conclusion: The city is liable for the injuries.",
     {"Issue": True, "Rule": False, "Application": True, "Conclusion": True}, "no rule stated anywhere"),

    ("irac-hollow-application",
     "Issue: Is the non-compete clause in Dana Pruitt's contract enforceable?\n"
     "Rule: A restraint of trade is enforceable only if it protects a legitimate interest and is reasonable in "
     "duration, area and scope.\n"
     "Application: TBD\n"
     "Conclusion: The clause is unenforceable.",
     {"Issue": True, "Rule": True, "Application": False, "Conclusion": True}, "Application heading holds only TBD"),

    ("irac-negated-rule",
     "Issue: Was the search of the defendant's car lawful?\n"
     "Rule: We did not identify the governing rule; the research memo on vehicle searches was never written.\n"
     "Application: The officer searched the car after smelling cannabis during a traffic stop.\n"
     "Conclusion: The search was lawful.",
     {"Issue": True, "Rule": False, "Application": True, "Conclusion": True},
     "the Rule heading says no rule was identified"),

    ("irac-negated-application",
     "Issue: Does the warranty cover water damage to the phone?\n"
     "Rule: Under clause 7.2 of the warranty, damage caused by liquid is excluded unless the device is sold as "
     "waterproof.\n"
     "Application: The rule was not applied to the facts, because the repair report had not yet arrived.\n"
     "Conclusion: The claim is rejected.",
     {"Issue": True, "Rule": True, "Application": False, "Conclusion": True},
     "the Application heading says it was not applied"),

    ("irac-negated-conclusion",
     "Issue: Is the supplier in breach of the service-level agreement?\n"
     "Rule: The agreement requires 99.9% monthly availability and defines downtime as any minute in which the API "
     "returns errors to more than 5% of requests.\n"
     "Application: The monitoring data show 61 minutes of qualifying downtime in March, against an allowance of "
     "about 44 minutes.\n"
     "Conclusion: No conclusion has been reached yet; the partner has not reviewed the memo.",
     {"Issue": True, "Rule": True, "Application": True, "Conclusion": False},
     "the Conclusion heading says no conclusion was reached"),

    ("irac-missing-issue",
     "Rule: A will must be signed by the testator in the presence of two witnesses who both sign it.\n"
     "Application: Mr Osterman signed the will in the presence of his neighbour only; the second witness signed "
     "the next day without having seen him sign.\n"
     "Conclusion: The will is not validly executed.",
     {"Issue": False, "Rule": True, "Application": True, "Conclusion": True}, "no issue stated"),

    ("irac-placeholders",
     "Issue: Whether the employer's dismissal of the night manager was procedurally fair.\n"
     "Rule: N/A\n"
     "Application: …\n"
     "Conclusion: to be completed",
     {"Issue": True, "Rule": False, "Application": False, "Conclusion": False},
     "Rule, Application and Conclusion hold placeholders only"),

    ("irac-prose-conclusion",
     "Issue: Did the museum infringe the photographer's copyright by printing her photograph in its catalogue?\n"
     "Rule: Reproducing a protected work without a licence infringes copyright unless an exception such as fair "
     "dealing for criticism or review applies.\n"
     "Application: The museum printed the full photograph on the catalogue cover, with no review or criticism of "
     "it, and had no licence from the photographer.\n"
     "It follows that the museum infringed the copyright and owes the photographer damages.",
     {"Issue": True, "Rule": True, "Application": True, "Conclusion": True},
     "conclusion in prose after the Application"),

    ("irac-analysis-heading",
     "Issue\nWhether the tenant's notice to end the lease was valid.\n\n"
     "Rule\nSection 44 of the lease requires written notice delivered at least two months before the end of a rental "
     "period.\n\n"
     "Analysis\nThe tenant emailed the landlord on 10 March for a period ending on 30 April, so she gave seven weeks' "
     "notice rather than two months.\n\n"
     "Conclusion\nThe notice was invalid and the lease continues to 31 May.",
     {"Issue": True, "Rule": True, "Application": True, "Conclusion": True},
     "'Analysis' is the application step; all four present"),

    ("irac-rule-deferred",
     "Issue: Is the software licence transferable to the buyer of the business?\n"
     "Rule: See below.\n"
     "Application: The licence was granted to the seller personally and the buyer has taken over all of the "
     "seller's customers and staff.\n"
     "Conclusion: The licence is not transferable without the licensor's consent.",
     {"Issue": True, "Rule": False, "Application": True, "Conclusion": True},
     "'See below' and no rule follows"),

    ("irac-prose-no-application",
     "The issue is whether the seller's disclaimer excludes liability for the hidden defect in the boat's hull. The "
     "rule is that a seller who knew of a defect cannot rely on a general disclaimer to avoid liability for it. "
     "Accordingly, the buyer should succeed.",
     {"Issue": True, "Rule": True, "Application": False, "Conclusion": True},
     "the rule is never applied to facts (nothing says whether the seller knew)"),

    ("irac-all-negated",
     "Issue: Whether the carrier is liable for the late delivery of the container.\n"
     "Rule: The applicable convention was not researched.\n"
     "Application: Not carried out; the bill of lading has not been reviewed.\n"
     "Conclusion: None reached.",
     {"Issue": True, "Rule": False, "Application": False, "Conclusion": False},
     "three headings each say the step was not done"),
]
