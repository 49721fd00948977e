"""Hand-labelled milestone traces written and labelled before the rule changes they were used to measure; writes
milestones-fresh.json beside this file.

Usage: python3 make_milestones_fresh.py
Same label meaning as make_milestones.py. Reading A was written with each trace; reading B was made in a separate pass
over the traces in another order with the milestones shuffled and reading A hidden. A milestone is kept only when both
readings agree. corpus.test.ts requires no false done on this set and reports the missed ones (they are not tuned away).
"""
from agreed_readings import write_agreed

# (register, trace, [(milestone, reading A, reading B)])
TRACES = [
    ("CI output", "Pipeline 5512 (main)\ncompile sources ..... ok\nintegration tests ... failed (3 of 210)\n"
     "contract tests ...... skipped\npackage artifacts ... passed\npublish to registry . not run",
     [("Compile the sources", True, True), ("Run the integration tests", False, False),
      ("Run the contract tests", False, False), ("Package the artifacts", True, True),
      ("Publish to the registry", False, False)]),
    ("lab notebook", "Run 7, protein expression\n1) Starter culture: inoculated at 08:00 from the glycerol stock.\n"
     "2) Induction with IPTG - done at OD 0.6.\n3) Harvest: postponed to tomorrow (incubator fault).\n"
     "4) Gel electrophoresis - not done.\n5) Buffers: prepared, filtered, stored at 4 C.",
     [("Inoculate the starter culture", True, True), ("Induce with IPTG", True, True),
      ("Harvest the cells", False, False), ("Run the gel electrophoresis", False, False),
      ("Prepare the buffers", True, True), ("Filter the buffers", True, True)]),
    ("incident chat", "Sam (14:02): I've rolled the config back to v41 and flushed the CDN cache.\n"
     "Priya (14:10): Checked the deploy history - no rollback was recorded today and the CDN still serves the old "
     "assets. Sam's message went out before he ran anything.\nSam (14:12): Right, sorry, the cache was never flushed "
     "and nothing has been rolled back yet.",
     [("Roll the config back to v41", False, False), ("Flush the CDN cache", False, False),
      ("Check the deploy history", True, True)]),
    ("agent tool log", "> run: terraform apply -auto-approve\n< exit 1: Error acquiring the state lock\n"
     "> assistant: Terraform apply finished and the bucket policy is in place.",
     [("Apply the Terraform plan", False, False)]),
    ("release notes", "Version 3.4 went live on 12 March. Support for Python 3.8 was dropped. The docs site got a "
     "new search box.",
     [("Release version 3.4", True, True), ("Drop support for Python 3.8", True, True),
      ("Add a search box to the docs site", True, True)]),
    ("ops handover", "Handover, night shift\nWe did not rotate the API keys, patch the bastion or renew the wildcard "
     "certificate; all three are on tomorrow's list. The disk on db-7 was swapped at 03:10.",
     [("Rotate the API keys", False, False), ("Patch the bastion", False, False),
      ("Renew the wildcard certificate", False, False), ("Swap the disk on db-7", True, True)]),
    ("email", "Hi Marta, neither the vendor audit nor the DPIA has been started. None of the four open findings "
     "were closed this week. The access review was signed off by Jonas on Monday.",
     [("Start the vendor audit", False, False), ("Close the open findings", False, False),
      ("Sign off the access review", True, True)]),
    ("renovation diary", "Saturday: the old tiles came off in two hours. We hung the new cabinet doors, but the "
     "countertop was not fitted because the template was wrong. The electrician swung by and swapped the old "
     "sockets for USB ones.",
     [("Remove the old tiles", True, True), ("Hang the new cabinet doors", True, True),
      ("Fit the countertop", False, False), ("Replace the old sockets", True, True)]),
    ("support ticket", "Customer asked whether we could refund the duplicate charge. I recommended cancelling the "
     "second subscription and offered to merge the two accounts if she confirms. She has not replied yet.",
     [("Refund the duplicate charge", False, False), ("Cancel the second subscription", False, False),
      ("Merge the two accounts", False, False)]),
    ("git log", "git log --oneline\na41c9e2 Bump axios to 1.7.4\n77d01aa Revert \"Add retry to the webhook sender\"\n"
     "5b2e3f1 Add retry to the webhook sender\n0c9a8d7 Drop the unused moment dependency",
     [("Bump axios to 1.7.4", True, True), ("Add retry to the webhook sender", False, False),
      ("Drop the unused moment dependency", True, True)]),
    ("maintenance log", "The server room UPS was serviced without replacing the batteries. Instead of a full load "
     "test, the technician ran a ten-minute self-test. The filters were cleaned rather than replaced.",
     [("Service the UPS", True, True), ("Replace the batteries", False, False), ("Run a full load test", False, False),
      ("Run a self-test", True, True), ("Clean the filters", True, True), ("Replace the filters", False, False)]),
    ("release log", "The first upload of the installer failed with a checksum error. Only after the mirror was "
     "resynced was the installer uploaded successfully. Nobody forgot to tag the build either.",
     [("Upload the installer", True, True), ("Resync the mirror", True, True), ("Tag the build", True, True)]),
    ("feature flags", "Feature flag new-checkout was switched on for 10% of users at 09:00 and switched off again at "
     "09:40 after error rates doubled. The cache TTL was lowered to 60 s and has stayed there.",
     [("Switch on the new-checkout flag", False, False), ("Lower the cache TTL to 60 s", True, True)]),
    ("meeting minutes", "Minutes, 4 June. The board approved the budget. If the landlord agrees, the office move "
     "will happen in August. The hiring freeze is to be reviewed next quarter. The auditor's letter is still pending.",
     [("Approve the budget", True, True), ("Move the office", False, False), ("Review the hiring freeze", False, False),
      ("Receive the auditor's letter", False, False)]),
    ("field report", "Inspection of the north culvert was carried out on 3 May. Debris removal followed the next day. "
     "Repainting of the railings has not been scheduled.",
     [("Inspect the north culvert", True, True), ("Remove the debris", True, True),
      ("Repaint the railings", False, False)]),
]


def main():
    write_agreed(TRACES, "milestones-fresh.json")


if __name__ == "__main__":
    main()
