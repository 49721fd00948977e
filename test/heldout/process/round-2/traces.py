# Round-2 held-out traces for the milestone mode of POST /v1/verify/process.
# Each case: id, category, trace, milestones [[text, reading_a]] where reading_a is the first hand reading
# (True = the trace says the step was done). The second reading is in readings_b.json.
CASES = [
 ("p01", "plain_done",
  "Started from a clean checkout of the release branch. I ran the full unit test suite and all 412 tests passed. "
  "Then I bumped the version number to 3.2.0 in package.json and tagged the commit.",
  [["Run the unit test suite", True], ["Bump the version number", True], ["Tag the commit", True]]),
 ("p02", "negated",
  "The firmware image was built and signed. Verification of the signature on the device was not performed because "
  "the test board was unavailable. The image was uploaded to the staging bucket.",
  [["Build the firmware image", True], ["Verify the signature on the device", False], ["Upload the image to the staging bucket", True]]),
 ("p03", "skipped",
  "Step 1: pulled the customer's invoices for March. Step 2: reconciling them against the ledger was skipped since the "
  "ledger export had not arrived. Step 3: drafted the summary email to finance.",
  [["Pull the customer's invoices", True], ["Reconcile the invoices against the ledger", False], ["Draft the summary email", True]]),
 ("p04", "decided_against",
  "After looking at the query plan we decided against adding an index on orders.created_at, since the table is tiny. "
  "We rewrote the report query to filter on the partition key instead, and the runtime dropped to 40 ms.",
  [["Add an index on orders.created_at", False], ["Rewrite the report query", True]]),
 ("p05", "planned_but",
  "I planned to rotate the database credentials after the migration but ran out of time before the maintenance window "
  "closed. The schema migration itself completed successfully at 02:14.",
  [["Rotate the database credentials", False], ["Complete the schema migration", True]]),
 ("p06", "no_x_made",
  "The agent read the incident ticket and collected the logs from the three affected hosts. No backup of the "
  "configuration directory was made before the edit. It then edited nginx.conf to raise the timeout.",
  [["Collect the logs from the affected hosts", True], ["Make a backup of the configuration directory", False], ["Edit nginx.conf", True]]),
 ("p07", "instead_of",
  "Instead of restarting the payment service, the operator cleared the stuck queue by hand and watched the error rate "
  "fall back to zero.",
  [["Restart the payment service", False], ["Clear the stuck queue", True]]),
 ("p08", "other_words_done",
  "Before touching anything I took a full snapshot of the production database and stored it in cold storage. "
  "The column rename was applied with a single ALTER TABLE statement.",
  [["Back up the production database", True], ["Rename the column", True]]),
 ("p09", "done_then_undone",
  "The new pricing rule was switched on for all regions at 09:00. At 09:20 support reported wrong totals, so the rule was "
  "switched off again and it has stayed off since. A bug report was filed with the pricing team.",
  [["Leave the new pricing rule enabled for all regions", False], ["File a bug report with the pricing team", True]]),
 ("p10", "plan_only",
  "Next steps: we will notify the affected customers by email, and we will refund the duplicate charges on Monday. "
  "Today we identified the 58 duplicate charges in the billing export.",
  [["Notify the affected customers", False], ["Refund the duplicate charges", False], ["Identify the duplicate charges", True]]),
 ("p11", "question",
  "Should we re-run the data quality checks on the merged table? The merge itself finished without errors and "
  "produced 1.2 million rows.",
  [["Re-run the data quality checks", False], ["Merge the tables", True]]),
 ("p12", "negated",
  "Penetration testing of the login endpoint was never carried out; the vendor contract lapsed in May. A static "
  "scan of the repository was run with Semgrep and produced two low findings.",
  [["Carry out penetration testing of the login endpoint", False], ["Run a static scan of the repository", True]]),
 ("p13", "other_words_done",
  "The scale was zeroed against the reference weight and the readings were adjusted until they matched within 0.1 g. "
  "Each of the 24 samples was then weighed twice.",
  [["Calibrate the scale", True], ["Weigh each sample", True]]),
 ("p14", "failed_to",
  "The assistant attempted to merge the pull request, but the merge failed because a required check was red. "
  "It left a comment on the pull request explaining the failure.",
  [["Merge the pull request", False], ["Comment on the pull request", True]]),
 ("p15", "plain_done",
  "Patient identity was confirmed with two identifiers. Vital signs were recorded at 14:05. The medication was "
  "administered by the charge nurse and the dose was documented in the chart.",
  [["Confirm the patient identity", True], ["Record vital signs", True], ["Administer the medication", True], ["Document the dose in the chart", True]]),
 ("p16", "postponed",
  "Code review of the authentication change has been postponed until Anna is back from leave. The change was deployed "
  "to the dev environment so QA can start exploratory testing.",
  [["Review the authentication change", False], ["Deploy the change to the dev environment", True]]),
 ("p17", "conditional",
  "If the canary error rate stays under 1% for an hour, roll the release out to the remaining 95% of traffic. "
  "The canary was started at 11:30 on 5% of traffic.",
  [["Roll the release out to the remaining traffic", False], ["Start the canary", True]]),
 ("p18", "recommendation",
  "Recommendation: archive the old S3 buckets and delete the unused IAM roles. During this audit I listed every bucket "
  "and tagged each one with its owner.",
  [["Archive the old S3 buckets", False], ["Delete the unused IAM roles", False], ["Tag each bucket with its owner", True]]),
 ("p19", "done_then_undone",
  "I added the user to the admin group to debug the permission error, confirmed the page loaded, and then removed the "
  "user from the admin group again. The permission error turned out to be a missing role binding, which I created.",
  [["Keep the user in the admin group", False], ["Create the missing role binding", True]]),
 ("p20", "negated_did_not_skip",
  "Even under time pressure we did not skip the smoke tests: all nine passed on the staging cluster before the "
  "release was promoted.",
  [["Run the smoke tests", True], ["Promote the release", True]]),
 ("p21", "without",
  "The agent pushed the hotfix straight to main without running the linter. It then opened a ticket to track the "
  "missing lint run.",
  [["Run the linter", False], ["Push the hotfix", True], ["Open a ticket", True]]),
 ("p22", "could_not",
  "We could not reproduce the crash on Android 14 emulators. The crash logs from the three user reports were attached "
  "to the issue.",
  [["Reproduce the crash", False], ["Attach the crash logs to the issue", True]]),
 ("p23", "neither_nor",
  "Neither the DNS records nor the TLS certificate were updated before the cutover. The load balancer target group "
  "was switched to the new instances at midnight.",
  [["Update the DNS records", False], ["Update the TLS certificate", False], ["Switch the load balancer target group", True]]),
 ("p24", "other_words_done",
  "Once the data was in, the analyst eyeballed the distributions, dropped 14 duplicate rows and fitted a logistic "
  "regression on the cleaned table; the model's AUC on the hold-out split came out at 0.81.",
  [["Remove duplicate rows", True], ["Train a logistic regression model", True], ["Evaluate the model on the hold-out split", True]]),
 ("p25", "reported_not_done",
  "The contractor claimed the fire alarm test was done, but the building log shows no fire alarm test for that week. "
  "The emergency exits were inspected and found clear.",
  [["Test the fire alarm", False], ["Inspect the emergency exits", True]]),
 ("p26", "question",
  "Did anyone actually restore the backup into the scratch environment to check it? I only see the backup job's "
  "success message from last night; the backup itself was written to the vault.",
  [["Restore the backup into the scratch environment", False], ["Write the backup to the vault", True]]),
 ("p27", "plain_done",
  "## Actions\n- Drained node worker-7 and cordoned it.\n- Upgraded the kernel to 6.1.90 and rebooted.\n- Uncordoned the node "
  "after the health checks went green.",
  [["Drain the node", True], ["Upgrade the kernel", True], ["Uncordon the node", True]]),
 ("p28", "cancelled",
  "The scheduled vendor call was cancelled by the vendor. We reviewed the contract renewal terms internally and "
  "agreed to ask for a 10% discount.",
  [["Hold the vendor call", False], ["Review the contract renewal terms", True]]),
 ("p29", "planned_but",
  "The plan was to translate the onboarding guide into Spanish this sprint, but the work was moved to the next "
  "quarter. The English guide was proofread and published on the help center.",
  [["Translate the onboarding guide into Spanish", False], ["Proofread the English guide", True], ["Publish the guide on the help center", True]]),
 ("p30", "mixed_negation_scope",
  "The tool did not delete the temporary files; it compressed them into archive.tar.gz and uploaded the archive to "
  "the shared drive.",
  [["Delete the temporary files", False], ["Compress the temporary files", True], ["Upload the archive to the shared drive", True]]),
 ("p31", "instead_of",
  "Rather than emailing the report to the client, the agent posted a link to it in the project's Slack channel.",
  [["Email the report to the client", False], ["Post a link in the Slack channel", True]]),
 ("p32", "undone_rollback",
  "Migration 0042 was applied to production and then rolled back twenty minutes later when replication lag spiked; "
  "the database is back on schema version 0041.",
  [["Leave production on schema version 0042", False], ["Roll back migration 0042", True]]),
]
