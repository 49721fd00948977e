"""Hand-labelled milestone traces for done reported in other forms: table rows, command transcripts and tool records,
speaker-labelled lines, list statuses, hyphenated and unlisted verbs. Written and labelled before the rules they
measure; writes milestones-records.json beside this file.

Usage: python3 make_milestones_records.py
Same label meaning as make_milestones.py (done: the trace shows the step carried out and not undone). Reading A was
written with each trace; reading B was made in a separate pass over the traces in reverse order with reading A hidden.
A milestone is kept only when both readings agree. corpus.test.ts requires no false done on this set and reports the
missed ones (they are not tuned away).
"""
import json
import os

# (register, trace, [(milestone, reading A, reading B)])
TRACES = [
    ("change table",
     "| # | Step | Result |\n|---|---|---|\n| 1 | Cordon node edge-7 | ✅ done |\n| 2 | Upgrade the kubelet to 1.30.4 | "
     "✅ done |\n| 3 | Restart edge-7 | ❌ failed (BMC unreachable) |\n| 4 | Uncordon edge-7 | ⏭ skipped |\n"
     "| 5 | Notify the platform channel | pending |",
     [("Cordon node edge-7", True, True), ("Upgrade the kubelet to 1.30.4", True, True),
      ("Restart edge-7", False, False), ("Uncordon edge-7", False, False),
      ("Notify the platform channel", False, False)]),
    ("runbook table, owner column last",
     "| Task | Status | Owner |\n|---|---|---|\n| Rotate the signing key | done | Lena |\n"
     "| Revoke the old key | not started | Lena |",
     [("Revoke the old key", False, False)]),
    ("shell transcript",
     "$ make lint\nok: 0 issues\n$ make build\ncompiled 212 files in 14.2s\n$ make test\n--- FAIL: TestRefund (0.01s)\n"
     "FAIL\nmake: *** [test] Error 1\n$ make package -n\ntar czf dist/app.tgz build/",
     [("Run the linter", False, True), ("Run the build", True, True), ("Run the tests", False, False),
      ("Run the package step", False, False)]),
    ("agent tool calls",
     "Assistant: I'll apply the schema change.\n[tool_call: bash \"psql -f migrations/0042_add_index.sql\"]\n"
     "[tool_result: CREATE INDEX]\n[tool_call: bash \"cat migrations/0043_drop_column.sql\"]\n"
     "[tool_result: ALTER TABLE orders DROP COLUMN legacy_ref;]\nAssistant: 0043 looks risky, so I stopped there.",
     [("Run migration 0042", True, True), ("Run migration 0043", False, False)]),
    ("agent inline tool results",
     "[tool: bash \"npm run e2e\" -> 48 passed, 0 failed]\n[tool: bash \"npm run deploy -- --dry-run\" -> would upload 12 "
     "files]\n[tool: bash \"npm run smoke\" -> Error: connect ECONNREFUSED]",
     [("Run the e2e suite", True, True), ("Run the deploy", False, False), ("Run the smoke tests", False, False)]),
    ("agent run then undone",
     "$ alembic upgrade head\nRunning upgrade 9f1 -> a27, add invoices.paid_at\nThe migration was rolled back ten minutes "
     "later because it locked the invoices table.",
     [("Run the migration", False, False)]),
    ("pairing chat with speaker tags",
     "(Ines) Reproduced the timeout on the staging cluster.\n(Tom) Bumped the client timeout to 30 s and redeployed the "
     "gateway.\n(Ines) Did you also clear the DNS cache?\n(Tom) Not yet.",
     [("Reproduce the timeout on staging", True, True), ("Bump the client timeout to 30 s", True, True),
      ("Redeploy the gateway", True, True), ("Clear the DNS cache", False, False)]),
    ("support chat with times",
     "Agent (09:14): Refunded the duplicate charge on order 5521.\nAgent (09:20): I will close the ticket once the "
     "customer confirms.",
     [("Refund the duplicate charge on order 5521", True, True), ("Close the ticket", False, False)]),
    ("lab notebook, list status",
     "Plate 3: incubated 18 h at 37 C, colonies counted, supernatant not kept.\nPlate 4: discarded (contaminated).\n"
     "Samples 1-6: sonicated, lysate cleared, pellet resuspended in PBS.",
     [("Count the colonies on plate 3", True, True), ("Keep the supernatant of plate 3", False, False),
      ("Sonicate samples 1-6", True, True), ("Resuspend the pellet in PBS", True, True),
      ("Incubate plate 4", False, False)]),
    ("ops log, unlisted verbs",
     "02:10 Quiesced the writer nodes.\n02:14 The replica was promoted and the old primary fenced.\n02:40 We have not "
     "defragmented the index yet.\n03:05 Hot-patched the TLS library on the proxies.\n03:30 Half-migrated the queue "
     "consumers before the window closed.",
     [("Quiesce the writer nodes", True, True), ("Fence the old primary", True, True),
      ("Defragment the index", False, False), ("Patch the TLS library on the proxies", True, True),
      ("Migrate the queue consumers", False, False)]),
    ("ops log, hyphenated reversal",
     "The feature flag was un-published after the incident. The banner was re-enabled at noon.",
     [("Publish the feature flag", False, False), ("Enable the banner", True, True)]),
    ("service desk notes, compounds",
     "Marco reset the password and sent the customer a new password reset link. Account lock was not cleared.",
     [("Send the customer a new password reset link", True, True), ("Reset the password", True, True),
      ("Clear the account lock", False, False)]),
    ("access log",
     "Granted read access on the audit bucket to svc-report. Write access request was declined.",
     [("Grant read access on the audit bucket to svc-report", True, True),
      ("Grant write access on the audit bucket to svc-report", False, False)]),
    ("release checklist prose",
     "Submission of the build to the store happened on Friday. Transmission of the tax file is planned for Monday.",
     [("Submit the build to the store", True, True), ("Transmit the tax file", False, False)]),
    ("CI log, other words",
     "Pipeline 88\nstage deploy-eu ...... passed\nstage deploy-us ...... cancelled\nArtifacts were uploaded to the "
     "registry by the release job.",
     [("Deploy to eu", True, True), ("Deploy to us", False, False), ("Upload the artifacts to the registry", True, True)]),
    ("handover email",
     "Hi both, before I left I scaled the worker pool to 20 and archived last month's logs. I didn't get to "
     "re-index the search cluster, and the certificate renewal is still waiting on procurement.",
     [("Scale the worker pool to 20", True, True), ("Archive last month's logs", True, True),
      ("Re-index the search cluster", False, False), ("Renew the certificate", False, False)]),
]


def main():
    out = []
    for register, trace, items in TRACES:
        kept = [{"milestone": m, "done": a} for m, a, b in items if a == b]
        out.append({"register": register, "trace": trace, "milestones": kept})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "milestones-records.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
