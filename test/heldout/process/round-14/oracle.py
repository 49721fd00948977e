"""Oracle for held-out process round 14: second hand reading (reading B) and agreement check.

Reading B was written in a separate pass over each trace, milestone by milestone, without looking at reading A's
labels (cases_src.py). This script compares the two readings, keeps only agreed cases, and writes cases.json.
It never calls the service. Run: python3 oracle.py
"""
import json
import os
from collections import Counter

from cases_src import TRACES

D, N = "done", "not_done"

# (trace id, milestone index from 1) -> (label, one-line justification)
READING_B = {
    ("T01", 1): (D, "render script exits 1 with the TypeError at Checkout.tsx:42: crash reproduced"),
    ("T01", 2): (D, "agent says it added the regression test for the empty cart"),
    ("T01", 3): (D, "npm test ran clean: 214 passed"),
    ("T01", 4): (D, "npm run lint exit 0"),
    ("T01", 5): (N, "create_pull_request returned 403; agent confirms it could not"),
    ("T01", 6): (D, "agent states the branch is pushed"),
    ("T01", 7): (N, "agent explicitly left the SDK version unchanged"),
    ("T02", 1): (D, "snapshot of db-orders-prod created at 22:00:41"),
    ("T02", 2): (D, "failed once on lock timeout, applied on retry"),
    ("T02", 3): (D, "smoke tests 18 passed 0 failed"),
    ("T02", 4): (N, "warm-up skipped, job not found"),
    ("T02", 5): (D, "channel notified at 22:16"),
    ("T02", 6): (D, "maintenance page disabled at 22:15"),
    ("T03", 1): (D, "agent checked the payment log"),
    ("T03", 2): (D, "refund has been issued"),
    ("T03", 3): (N, "agent asked for go-ahead; customer did not give it"),
    ("T03", 4): (D, "agent sent the refund confirmation email"),
    ("T03", 5): (N, "hypothetical consequence, nothing removed"),
    ("T04", 1): (N, "only 9 of 12 patched"),
    ("T04", 2): (N, "only 9 of 12 rebooted"),
    ("T04", 3): (N, "worker-11's drain blocked by the PDB"),
    ("T04", 4): (D, "staging-eu patching finished on all 6 nodes"),
    ("T04", 5): (D, "incident channel updated"),
    ("T04", 6): (N, "to be done by another team, later"),
    ("T05", 1): (D, "load_table ok, 48213 rows; invoices are loaded"),
    ("T05", 2): (D, "DELETE ok 312 rows; duplicate rows removed"),
    ("T05", 3): (N, "refresh failed on quota, rerun is future"),
    ("T05", 4): (N, "explicitly not loaded"),
    ("T05", 5): (N, "no summary sent anywhere in the trace"),
    ("T06", 1): (N, "controller B upgrade not performed"),
    ("T06", 2): (N, "failover test not performed"),
    ("T06", 3): (N, "scrub not performed"),
    ("T06", 4): (D, "disk replacement performed at 02:10"),
    ("T06", 5): (D, "config backup of the array taken"),
    ("T06", 6): (N, "report never generated"),
    ("T06", 7): (D, "upgrade completed on controller A"),
    ("T07", 1): (D, "typecheck ok"),
    ("T07", 2): (N, "e2e 3 failed"),
    ("T07", 3): (N, "deployed then rolled back to 9b1d0e7"),
    ("T07", 4): (N, "production deploy skipped"),
    ("T07", 5): (D, "build ok"),
    ("T07", 6): (D, "1204 unit tests passed"),
    ("T08", 1): (D, "workers back up on fresh pods after the restart"),
    ("T08", 2): (N, "purge only queued"),
    ("T08", 3): (D, "status page updated"),
    ("T08", 4): (N, "postmortem deferred to tomorrow"),
    ("T09", 1): (N, "commit 7ab22e9 reverted by e41b7a2"),
    ("T09", 2): (D, "bump commit c93d1f0"),
    ("T09", 3): (N, "WIP commit; not finished"),
    ("T09", 4): (D, "commit 2d81aa3 adds it"),
    ("T09", 5): (D, "commit 0b7f4e1 fixes it"),
    ("T10", 1): (D, "step 1 done"),
    ("T10", 2): (D, "step 3 done"),
    ("T10", 3): (D, "holdout AUC reported: evaluation ran"),
    ("T10", 4): (N, "step 5 failed 403"),
    ("T10", 5): (N, "step 6 not started"),
    ("T10", 6): (N, "calibration skipped"),
    ("T11", 1): (N, "only asked by the user; agent cannot tell"),
    ("T11", 2): (D, "secret set for staging"),
    ("T11", 3): (N, "deploy only triggered, not reported finished"),
    ("T11", 4): (N, "production untouched"),
    ("T12", 1): (D, "bucket creation complete"),
    ("T12", 2): (N, "policy creation AccessDenied"),
    ("T12", 3): (D, "role creation complete"),
    ("T12", 4): (D, "log group modified; retention now 90 days"),
    ("T12", 5): (D, "plan ran and printed its summary"),
    ("T13", 1): (D, "checked box"),
    ("T13", 2): (D, "checked box"),
    ("T13", 3): (N, "unchecked; the condition for it did not occur"),
    ("T13", 4): (N, "unchecked; scheduled Monday"),
    ("T13", 5): (N, "PR not merged"),
    ("T13", 6): (D, "checked box"),
    ("T14", 1): (D, "pnpm install done, +611 packages"),
    ("T14", 2): (D, "second build completed after the fix"),
    ("T14", 3): (D, "type error fixed, build now passes"),
    ("T14", 4): (D, "388 passed; unit tests green"),
    ("T14", 5): (N, "last e2e run has 2 failures"),
    ("T14", 6): (N, "not fixed yet"),
    ("T15", 1): (N, "half the brokers still on 3.6.2"),
    ("T15", 2): (N, "still running at 61%"),
    ("T15", 3): (N, "renewal is tonight, future"),
    ("T15", 4): (D, "password rotated"),
    ("T15", 5): (D, "stored in Vault"),
    ("T15", 6): (N, "decided against it"),
    ("T15", 7): (N, "did not investigate"),
    ("T15", 8): (D, "alerts silenced until Monday"),
    ("T16", 1): (D, "unsubscribed"),
    ("T16", 2): (D, "verification link sent"),
    ("T16", 3): (D, "identity is verified"),
    ("T16", 4): (N, "only queued, up to 30 days"),
    ("T16", 5): (D, "escalated to privacy team"),
    ("T17", 1): (D, "row done"),
    ("T17", 2): (D, "row done"),
    ("T17", 3): (N, "row skipped"),
    ("T17", 4): (N, "eu-west rolled back to v5.2.4"),
    ("T17", 5): (N, "row failed"),
    ("T17", 6): (N, "row pending"),
    ("T18", 1): (D, "SSO account disabled"),
    ("T18", 2): (D, "removed from the org"),
    ("T18", 3): (N, "did not revoke"),
    ("T18", 4): (N, "did not ... delete"),
    ("T18", 5): (N, "did not ... transfer"),
    ("T18", 6): (N, "neither requested"),
    ("T18", 7): (N, "closed without reassigning"),
    ("T18", 8): (D, "ticket closed"),
    ("T19", 1): (D, "real UPDATE 18402 on analytics-prod after the dry run"),
    ("T19", 2): (N, "permission denied"),
    ("T19", 3): (D, "ran on analytics-staging this morning"),
    ("T19", 4): (D, "dry run executed, 18402 rows would be updated"),
    ("T20", 1): (D, "rollback complete on prod-us"),
    ("T20", 2): (N, "rollback on prod-ap under way, connection lost"),
    ("T20", 3): (N, "canary only, rolled back"),
    ("T20", 4): (D, "release manager paged"),
    ("T21", 1): (D, "agent reviewed the role's IAM policies"),
    ("T21", 2): (N, "recommendation"),
    ("T21", 3): (N, "question"),
    ("T21", 4): (N, "suggested; not done"),
    ("T21", 5): (D, "checked, found two"),
    ("T21", 6): (N, "did not rotate"),
    ("T22", 1): (D, "upgrade complete"),
    ("T22", 2): (D, "retention reduced on non-prod"),
    ("T22", 3): (N, "production indices not mentioned as reduced"),
    ("T22", 4): (D, "restore test took place Wednesday"),
    ("T22", 5): (D, "decommissioning went ahead"),
    ("T22", 6): (D, "questionnaire sent back to Acme"),
    ("T22", 7): (N, "postponed"),
    ("T23", 1): (N, "write refused; could not add"),
    ("T23", 2): (D, "docs edited, flag documented"),
    ("T23", 3): (N, "nothing enabled; intended value false"),
    ("T24", 1): (N, "carrier's claim only, unconfirmed, BGP down"),
    ("T24", 2): (D, "ticket CAR-77102 opened"),
    ("T24", 3): (D, "failed over at 06:45"),
    ("T24", 4): (N, "future, conditional on BGP"),
    ("T24", 5): (N, "BGP still down"),
    ("T25", 1): (N, "9 slow tests were skipped and never run, so not the full suite"),
    ("T25", 2): (D, "412 passed, 0 failed; skips are not failures"),
    ("T25", 3): (N, "not run"),
    ("T25", 4): (N, "slow ones deselected"),
    ("T26", 1): (D, "first run could not connect; after starting the db the rerun applied it"),
    ("T26", 2): (D, "docker compose started the db container"),
    ("T26", 3): (D, "seed script seeded 120 invoices"),
    ("T26", 4): (N, "latest health check refused; API died"),
    ("T26", 5): (N, "not restarted"),
    ("T26", 6): (N, "staging never touched"),
    ("T27", 1): (D, "upgraded to 3.0.15 on both bastions"),
    ("T27", 2): (N, "rotation not performed"),
    ("T27", 3): (D, "new keys generated"),
    ("T27", 4): (N, "not deployed"),
    ("T27", 5): (D, "sshd restarted on both"),
    ("T27", 6): (N, "scan not carried out"),
    ("T27", 7): (N, "jump host patch not performed"),
    ("T27", 8): (N, "verification pending"),
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = {"round": 14, "engine": "process", "traces": []}
    disagreements = []
    seen = set()
    for tid, trace, rows in TRACES:
        ms = []
        for i, (milestone, category, label_a, why_a) in enumerate(rows, 1):
            key = (tid, i)
            seen.add(key)
            label_b, why_b = READING_B[key]
            mid = f"p14-{tid}-m{i}"
            if label_a != label_b:
                disagreements.append((mid, milestone, label_a, why_a, label_b, why_b))
                continue
            ms.append({"id": mid, "milestone": milestone, "category": category, "label": label_a,
                       "reading_a": why_a, "reading_b": why_b})
        out["traces"].append({"id": f"p14-{tid}", "trace": trace, "milestones": ms})
    assert seen == set(READING_B), "reading B covers other milestones than reading A"
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    allm = [m for t in out["traces"] for m in t["milestones"]]
    labels = Counter(m["label"] for m in allm)
    print(f"traces {len(out['traces'])}, milestones kept {len(allm)} ({labels['done']} done, {labels['not_done']} not done)")
    print(f"disagreements dropped: {len(disagreements)}")
    for d in disagreements:
        print("  ", d)
    cats = Counter((m["category"], m["label"]) for m in allm)
    print("\n| category | done | not done |\n|---|---|---|")
    for c in sorted({c for c, _ in cats}):
        print(f"| {c} | {cats[(c, 'done')]} | {cats[(c, 'not_done')]} |")


if __name__ == "__main__":
    main()
