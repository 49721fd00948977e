"""Hand-labelled milestone traces for the process engine (milestones mode); writes milestones.json beside this file.

Usage: python3 make_milestones.py
Each milestone was read twice, the second time from a print of the traces and milestones without the first labels;
a milestone is kept only when both readings agree. Label meaning: done when the trace asserts that the step was
carried out by the time it was written, in any words (synonyms, passive, a noun for the action); not done when the
step is negated, planned, postponed, cancelled, attempted and failed, asked for, recommended, conditional, replaced
("instead of", "rather than"), left out ("without"), waiting, or done and then undone when the milestone names the
state that must last.
"""
import json
import os

# (register, trace, [(milestone, first reading, second reading)])
TRACES = [
    # --- done in other words: synonyms, passive, a noun for the action ----------------------------------------
    ("ops log", "Before the upgrade, a snapshot of the orders database was taken and copied to the backup bucket. "
     "Deployment of the hotfix to production was completed at 14:05.",
     [("Back up the orders database", True, True), ("Deploy the hotfix to production", True, True)]),
    ("ops log", "The configuration files were copied to the backup host. The old log files were purged from the disk "
     "and the on-call engineer restarted the payment service.",
     [("Copy the configuration files to the backup host", True, True), ("Delete the old log files", True, True),
      ("Restart the payment service", True, True)]),
    ("release notes", "Verification of the checksums succeeded for all 12 archives. Installation of the security "
     "patches finished on every host by 02:00.",
     [("Verify the checksums", True, True), ("Install the security patches", True, True)]),
    ("finance close", "Day 2: the accruals were booked and the invoices have been reconciled against the bank "
     "statement. The intercompany reconciliation was deferred to next month.",
     [("Book the accruals", True, True), ("Reconcile the invoices", True, True),
      ("Perform the intercompany reconciliation", False, False)]),
    ("legal memo", "Counsel reviewed the lease and flagged two clauses on early termination. The landlord has not "
     "yet countersigned it.",
     [("Review the lease", True, True), ("Countersign the lease", False, False)]),
    ("support case", "Replacing the faulty disk took twenty minutes. The customer asked us to reset her password as "
     "well; that ticket is still open.",
     [("Replace the faulty disk", True, True), ("Reset the password", False, False)]),
    # --- planned, postponed, cancelled -------------------------------------------------------------------------
    ("change calendar", "The migration of the user table is planned for Monday night. Publishing the release notes "
     "has been pushed back to next week.",
     [("Migrate the user table", False, False), ("Publish the release notes", False, False)]),
    ("security", "The penetration test was called off after the vendor withdrew. The certificate renewal was "
     "supposed to happen on Friday.",
     [("Run the penetration test", False, False), ("Renew the certificate", False, False)]),
    ("ops log", "The DNS change was scheduled for 18:00 and then cancelled. The index rebuild was started but had "
     "not finished when the maintenance window closed.",
     [("Change the DNS", False, False), ("Rebuild the index", False, False)]),
    # --- attempted and failed, asked, recommended, considered -----------------------------------------------------
    ("ops log", "An attempt to restore the archive from tape was made, but the tape was unreadable. She tried to "
     "reproduce the crash on a clean machine but could not.",
     [("Restore the archive", False, False), ("Reproduce the crash", False, False)]),
    ("audit report", "The auditor recommended that the shared admin accounts be disabled. The team considered "
     "removing the legacy endpoint but kept it for one more release.",
     [("Disable the shared admin accounts", False, False), ("Remove the legacy endpoint", False, False)]),
    ("client email", "The data export was requested by the client on Monday. Approval from the change board is "
     "still outstanding.",
     [("Export the data", False, False), ("Get approval from the change board", False, False)]),
    # --- conditional -----------------------------------------------------------------------------------------
    ("runbook", "If the health checks pass, traffic will be switched to the new cluster. Unless the vendor objects, "
     "we decommission the old server on Friday.",
     [("Switch traffic to the new cluster", False, False), ("Decommission the old server", False, False)]),
    # --- instead of, rather than, without ---------------------------------------------------------------------
    ("incident", "Rather than rotating the keys, the team revoked the old token. The VM was resized without taking "
     "a snapshot first.",
     [("Rotate the keys", False, False), ("Revoke the old token", True, True),
      ("Take a snapshot of the VM", False, False), ("Resize the VM", True, True)]),
    ("search ops", "Instead of a full reindex, only the changed documents were reindexed.",
     [("Run a full reindex", False, False), ("Reindex the changed documents", True, True)]),
    # --- done, then undone (the milestone names the state that must last) --------------------------------------
    ("network change", "The firewall rule was added at 10:02 and removed again at 10:40 because it blocked the "
     "monitoring probes. The probes were then whitelisted.",
     [("Keep the firewall rule in place", False, False), ("Whitelist the probes", True, True)]),
    ("deploy log", "Version 3.2 was deployed to production at noon and rolled back at 12:30 after the error rate "
     "doubled. Production runs 3.1 again.",
     [("Leave version 3.2 running in production", False, False)]),
    # --- negation over a list ---------------------------------------------------------------------------------
    ("handover", "We did not update the runbook or the wiki. No one reviewed the access logs, the audit trail or the "
     "alert history.",
     [("Update the wiki", False, False), ("Update the runbook", False, False),
      ("Review the alert history", False, False)]),
    ("data pipeline", "The job did not drop the staging tables; it truncated them and reloaded the fresh extract.",
     [("Drop the staging tables", False, False), ("Truncate the staging tables", True, True),
      ("Reload the fresh extract", True, True)]),
    ("mobile release", "The build was tested on Android but not on iOS.",
     [("Test the build on iOS", False, False), ("Test the build on Android", True, True)]),
    # --- not done, in other forms ----------------------------------------------------------------------------
    ("personal log", "I meant to archive the old tickets but forgot. Pending: sign-off from legal on the contract.",
     [("Archive the old tickets", False, False), ("Legal sign-off on the contract", False, False)]),
    ("rollout", "The rollout was halted at 30 % after error rates rose. Nobody has restarted the cache cluster since "
     "the incident.",
     [("Complete the rollout", False, False), ("Restart the cache cluster", False, False)]),
    # --- done, with not-done words around it ------------------------------------------------------------------
    ("support case", "After two failed attempts, the password reset finally succeeded. The schedule slipped, but the "
     "load test was eventually run on Thursday.",
     [("Reset the password", True, True), ("Run the load test", True, True)]),
    ("security", "We were asked to rotate the API keys, and we rotated them the same afternoon. The disk was scanned "
     "for malware and nothing was found.",
     [("Rotate the API keys", True, True), ("Scan the disk for malware", True, True)]),
    ("clinical note", "Blood cultures were drawn at 08:15. The chest X-ray was ordered but has not been performed "
     "yet. Oral fluids were encouraged; IV fluids were not started.",
     [("Draw blood cultures", True, True), ("Perform the chest X-ray", False, False), ("Start IV fluids", False, False)]),
    ("lab notebook", "Centrifuged the samples at 4,000 rpm for ten minutes. The supernatant was discarded. Staining "
     "was skipped because the dye had run out.",
     [("Centrifuge the samples", True, True), ("Discard the supernatant", True, True), ("Stain the samples", False, False)]),
    ("site diary", "Concrete for the second-floor slab was poured on Tuesday. The rebar inspection had been carried "
     "out the day before. Curing blankets were not laid because of the rain.",
     [("Pour the second-floor slab", True, True), ("Inspect the rebar", True, True), ("Lay the curing blankets", False, False)]),
    ("onboarding", "The laptop was issued on day one. The security training has been assigned but not completed.",
     [("Issue the laptop", True, True), ("Complete the security training", False, False)]),
]


def main():
    out = []
    disagreements = []
    for register, trace, ms in TRACES:
        kept = []
        for milestone, a, b in ms:
            if a != b:
                disagreements.append(milestone)
                continue
            kept.append({"milestone": milestone, "done": a})
        out.append({"register": register, "trace": trace, "milestones": kept})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "milestones.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    n = sum(len(t["milestones"]) for t in out)
    print(f"{len(out)} traces, {n} milestones, {len(disagreements)} dropped for disagreement")


if __name__ == "__main__":
    main()
