#!/usr/bin/env python3
"""Oracle for held-out process round 15: two hand readings per (trace, milestone).

Reading A is in cases_src.py (written with the traces). Reading B below was made in a second pass over the
traces, milestone by milestone, from the trace text alone (one line of justification each). Only cases on which
both readings agree are written to cases.json; disagreements are printed and listed in README.md.
Run: python3 oracle.py   (writes cases.json next to this file)
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import TRACES, all_cases  # noqa: E402

D, N = "done", "not_done"
READING_B = {
    "T01-M1": (D, "npm test on csv.test.ts fails on the non-ASCII test: bug reproduced"),
    "T01-M2": (D, "agent says it added the regression test"),
    "T01-M3": (D, "plain npm test, 148 passed"),
    "T01-M4": (D, "second lint run ends with LINT_OK, which only prints if eslint exited 0"),
    "T01-M5": (N, "did not open the PR (gh not authenticated)"),
    "T01-M6": (D, "git push created the branch; agent confirms"),
    "T01-M7": (N, "user forbade it; version left alone"),
    "T02-M1": (D, "deploy-bot: staging alembic upgrade OK"),
    "T02-M2": (D, "staging smoke tests green 24/24"),
    "T02-M3": (D, "prod upgrade OK on retry at 13:25"),
    "T02-M4": (N, "not deploying to prod today, Monday"),
    "T02-M5": (D, "billing-api deployed to staging, pods ready"),
    "T02-M6": (N, "no prod smoke test anywhere"),
    "T03-M1": (D, "refund issued, tool status succeeded"),
    "T03-M2": (N, "reset link sent; unlock happens only once customer uses it"),
    "T03-M3": (N, "escalated, supervisor has not cancelled"),
    "T03-M4": (D, "reset link sent"),
    "T03-M5": (D, "escalated in SUP-4471"),
    "T03-M6": (D, "lookup tool call with result"),
    "T04-M1": (D, "12/12 files received"),
    "T04-M2": (D, "Validate schemas: passed"),
    "T04-M3": (N, "9 of 12 loaded"),
    "T04-M4": (N, "skipped"),
    "T04-M5": (N, "not run"),
    "T04-M6": (D, "re-encoded the three files"),
    "T04-M7": (N, "did not reload them"),
    "T05-M1": (D, "maria acknowledged the page"),
    "T05-M2": (D, "rollback complete, 7.13.2 serving"),
    "T05-M3": (N, "update reverted; repost only intended"),
    "T05-M4": (N, "disabled then re-enabled: net not disabled"),
    "T05-M5": (D, "postmortem doc created"),
    "T05-M6": (N, "doc only opened and assigned, due Friday; nothing says it was written"),
    "T06-M1": (D, "[x] cordon"),
    "T06-M2": (D, "[x] drain, 23 pods evicted"),
    "T06-M3": (N, "[ ] and download timed out"),
    "T06-M4": (D, "[x] etcd snapshot taken = backup"),
    "T06-M5": (N, "[ ] and still cordoned"),
    "T07-M1": (D, "write_file ok"),
    "T07-M2": (D, "plan exit 0"),
    "T07-M3": (N, "apply failed exit 1"),
    "T07-M4": (N, "bucket name taken, nothing created"),
    "T07-M5": (N, "suggested, awaiting consent"),
    "T08-M1": (D, "base backup finished"),
    "T08-M2": (D, "uploaded to s3"),
    "T08-M3": (N, "restore test skipped"),
    "T08-M4": (D, "pruned 1 backup older than 30 days"),
    "T08-M5": (N, "report not delivered"),
    "T09-M1": (D, "folders copied to OneDrive is the backup"),
    "T09-M2": (N, "re-imaging was not performed"),
    "T09-M3": (N, "asked endpoint team, no confirmation"),
    "T09-M4": (D, "loaner handed over"),
    "T09-M5": (N, "future, after key escrow"),
    "T10-M1": (D, "renewed with certbot"),
    "T10-M2": (N, "only 9 of 12"),
    "T10-M3": (D, "edge-01 changed, not one of the three unreachable"),
    "T10-M4": (N, "on hold"),
    "T10-M5": (N, "nginx not reloaded on 04/08/11"),
    "T11-M1": (D, "deduplicated, row counts shown"),
    "T11-M2": (N, "haven't dropped them, waiting for confirmation"),
    "T11-M3": (D, "baseline trained, AUC reported"),
    "T11-M4": (N, "haven't emailed anything"),
    "T11-M5": (N, "will retrain once confirmed"),
    "T12-M1": (D, "listed under Done"),
    "T12-M2": (D, "listed under Done, 200G to 400G"),
    "T12-M3": (D, "acked and closed"),
    "T12-M4": (N, "under Not done, certbot failed"),
    "T12-M5": (N, "under Not done, awaiting approval"),
    "T12-M6": (N, "under Not done / carry over"),
    "T12-M7": (N, "did not investigate"),
    "T13-M1": (D, "install deps ticked"),
    "T13-M2": (D, "typecheck ticked"),
    "T13-M3": (N, "latest unit test run has 2 failures"),
    "T13-M4": (N, "e2e failed both times"),
    "T13-M5": (N, "deploy preview skipped"),
    "T14-M1": (D, "checked the gateway logs"),
    "T14-M2": (D, "switched the profile to TCP 443"),
    "T14-M3": (N, "user's request, never handled"),
    "T14-M4": (N, "suggestion to the user"),
    "T15-M1": (D, "confirmed lag 0.4s = checked"),
    "T15-M2": (D, "promoted at 10:02"),
    "T15-M3": (D, "restarted api pods 8/8"),
    "T15-M4": (N, "conditional; no fencing needed"),
    "T15-M5": (N, "failback not performed"),
    "T15-M6": (D, "report sent to dr-team"),
    "T16-M1": (D, "backfilled 1-15, 0 failed"),
    "T16-M2": (N, "still running, 6/16"),
    "T16-M3": (D, "dbt run in dev OK"),
    "T16-M4": (N, "not run against prod"),
    "T16-M5": (N, "deleted then restored"),
    "T16-M6": (N, "second half of October still running"),
    "T17-M1": (D, "--dry-run call went through"),
    "T17-M2": (D, "revision 43 upgraded after the failure"),
    "T17-M3": (N, "staging untouched"),
    "T17-M4": (D, "helm rollback to 41 succeeded"),
    "T18-M1": (D, "Ines migrated the topic, consumers switched"),
    "T18-M2": (N, "planned for today"),
    "T18-M3": (N, "no upgrade happened, pinned 2.9.3"),
    "T18-M4": (N, "not yet, Thursday"),
    "T18-M5": (D, "merged PR #2210"),
    "T18-M6": (D, "ran the quarterly access review"),
    "T18-M7": (D, "14 stale grants revoked"),
    "T19-M1": (D, "lowered TTL to 60"),
    "T19-M2": (N, "changed back to origin at 10:44"),
    "T19-M3": (D, "opened CS-88410"),
    "T19-M4": (N, "to do after the cutover"),
    "T19-M5": (N, "vendor asked; not done"),
    "T20-M1": (D, "upgraded requests"),
    "T20-M2": (D, "regenerated lock"),
    "T20-M3": (N, "last pytest run 1 failed"),
    "T20-M4": (D, "rebased onto main"),
    "T20-M5": (N, "haven't fixed it"),
    "T20-M6": (D, "left a comment on her PR"),
    "T20-M7": (N, "push rejected"),
    "T21-M1": (D, "dq checks completed on orders_clean, 0 failed"),
    "T21-M2": (D, "orders_clean published"),
    "T21-M3": (N, "blocked, not published"),
    "T21-M4": (N, "2 checks failing"),
    "T21-M5": (D, "opened DQ-812 for payments"),
    "T22-M1": (D, "Okta account deactivated"),
    "T22-M2": (D, "sessions revoked"),
    "T22-M3": (N, "converted instead of deleting"),
    "T22-M4": (D, "converted to shared mailbox"),
    "T22-M5": (D, "GitHub org membership removed"),
    "T22-M6": (N, "neither transferred"),
    "T22-M7": (N, "nor reclaimed"),
    "T22-M8": (N, "not logged yet"),
    "T23-M1": (N, "not performed"),
    "T23-M2": (D, "REINDEX performed"),
    "T23-M3": (D, "upgrade to 15.10 completed"),
    "T23-M4": (D, "did not skip; ran on all schemas"),
    "T23-M5": (N, "never ran"),
    "T23-M6": (N, "deferred"),
    "T24-M1": (D, "commit 7d20f4b, not reverted"),
    "T24-M2": (N, "reverted by a91c3e2"),
    "T24-M3": (N, "WIP, half done"),
    "T24-M4": (D, "commit e02d9f1"),
    "T24-M5": (N, "planned next"),
    "T24-M6": (D, "commit 18fa0b2"),
    "T25-M1": (N, "card declined"),
    "T25-M2": (D, "store credit added"),
    "T25-M3": (D, "reshipment created as order 88517"),
    "T25-M4": (N, "out of stock, no reshipment"),
    "T25-M5": (N, "B was not missing; only A and C got credit"),
    "T25-M6": (N, "have not changed it"),
    "T26-M1": (N, "rollback stalled"),
    "T26-M2": (D, "escalated to the channel"),
    "T26-M3": (N, "no ack yet"),
    "T27-M1": (N, "step not performed, token expired"),
    "T27-M2": (N, "no migration was performed"),
    "T27-M3": (D, "warm-up completed in 4 min"),
    "T27-M4": (N, "health check failing since 10:31"),
    "T27-M5": (N, "load test not performed"),
    "T27-M6": (D, "Hana reviewed the diff"),
    "T27-M7": (D, "diff approved at 09:58"),
}


def main():
    cases = all_cases()
    ids = {c["id"] for c in cases}
    assert ids == set(READING_B), (sorted(ids - set(READING_B)), sorted(set(READING_B) - ids))
    agreed, disagreed = {}, []
    for c in cases:
        lab_b, why_b = READING_B[c["id"]]
        if lab_b == c["label_a"]:
            agreed[c["id"]] = (lab_b, why_b)
        else:
            disagreed.append((c["id"], c["milestone"], c["label_a"], lab_b))
    traces = []
    for tr in TRACES:
        ms = []
        for i, (m, cat, lab, why) in enumerate(tr["milestones"], 1):
            cid = f"{tr['id']}-M{i}"
            if cid not in agreed:
                continue
            ms.append({"id": cid, "milestone": m, "category": cat, "label": lab, "why_a": why, "why_b": agreed[cid][1]})
        if ms:
            traces.append({"id": tr["id"], "register": tr["register"], "trace": tr["trace"], "milestones": ms})
    out = {"engine": "process", "round": 15, "mode": "milestones", "labels": ["done", "not_done"], "traces": traces}
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n = sum(len(t["milestones"]) for t in traces)
    nd = sum(1 for t in traces for m in t["milestones"] if m["label"] == "done")
    print(f"{len(traces)} traces, {n} milestones kept ({nd} done, {n - nd} not done); {len(disagreed)} disagreements")
    for d in disagreed:
        print("  disagreement:", *d)
    cats = {}
    for t in traces:
        for m in t["milestones"]:
            cats.setdefault(m["category"], {"done": 0, "not_done": 0})[m["label"]] += 1
    for k in sorted(cats):
        print(f"  {k:20} done {cats[k]['done']:3}  not_done {cats[k]['not_done']:3}")
    for t in traces:
        assert len(t["trace"]) <= 32000 and len(t["milestones"]) <= 100


if __name__ == "__main__":
    main()
