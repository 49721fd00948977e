#!/usr/bin/env python3
"""Oracle for the held-out process set, round 18: reading B, the agreement check, and cases.json.

Reading A is in cases_src.py (written with the traces). Reading B below was written in a separate pass from a dump of
the traces and milestones with no labels shown, one label and one line of justification per (trace, milestone).
Only the pairs where A and B agree go into cases.json; disagreements are printed (and listed in README.md).
No call to the service is made: the labels come from these two hand readings only.

Usage: python3 oracle.py            (checks, writes cases.json next to this file, prints a summary)
"""

import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cases_src  # noqa: E402

D, N = "done", "not_done"

READING_B = {
    "t01-m1": (D, "test_export_null_price added as the regression test; summary repeats it"),
    "t01-m2": (D, "pytest -q, no selection, exit 0 with 137 passed"),
    "t01-m3": (D, "gh pr create answered with the URL of PR 2291"),
    "t01-m4": (N, "user said not to; version stays 3.4.1"),
    "t01-m5": (D, "agent states the change to format_row (empty cell for missing price)"),
    "t02-m1": (D, "14:05 the on-call engineer was paged"),
    "t02-m2": (N, "7.4.2 went out at 14:09 but prod-eu was back on 7.4.0 at 14:21"),
    "t02-m3": (D, "rolled back to 7.4.0 on prod-eu at 14:21"),
    "t02-m4": (D, "pool size raised 40 -> 80 on prod-eu"),
    "t02-m5": (D, "status page updated at 14:48"),
    "t02-m6": (N, "review only scheduled for Thursday"),
    "t03-m1": (D, "extract pulled the Nov 26 orders"),
    "t03-m2": (D, "null customer_id rows quarantined"),
    "t03-m3": (N, "three of the 12 partitions timed out"),
    "t03-m4": (N, "dbt skipped the downstream models; not refreshed"),
    "t03-m5": (D, "summary posted to #data-alerts"),
    "t03-m6": (N, "retry only announced for 06:00"),
    "t04-m1": (D, "refund tool succeeded and agent confirms the refund"),
    "t04-m2": (N, "agent asked, customer undecided"),
    "t04-m3": (N, "only offered as an alternative in a question"),
    "t04-m4": (D, "agent added a note to the account"),
    "t04-m5": (N, "would only happen if the plan were cancelled"),
    "t05-m1": (D, "lint job passed"),
    "t05-m2": (D, "unit tests job: 612 passed, 0 failed"),
    "t05-m3": (N, "e2e job skipped"),
    "t05-m4": (N, "build job failed (OOM); rerun not started"),
    "t05-m5": (N, "deploy preview not run"),
    "t05-m6": (D, "agent raised the memory limit in the workflow and pushed"),
    "t06-m1": (D, "edge-01 certbot exit 0, renewal succeeded"),
    "t06-m2": (D, "edge-02 failed once, second attempt succeeded"),
    "t06-m3": (N, "edge-04 left untouched"),
    "t06-m4": (D, "nginx reloaded on edge-03"),
    "t06-m5": (N, "no reload on edge-04"),
    "t06-m6": (D, "port 80 opened in edge-02's security group"),
    "t07-m1": (N, "prisma migrate deploy failed, exit 1"),
    "t07-m2": (N, "production not touched"),
    "t07-m3": (N, "only suggested, pending the user's confirmation"),
    "t08-m1": (D, "export completed on 2 Oct"),
    "t08-m2": (N, "3 of 41 managers missing"),
    "t08-m3": (D, "reminders sent to the 3 who did not respond"),
    "t08-m4": (D, "leavers' accounts disabled"),
    "t08-m5": (N, "SoD check was not performed"),
    "t08-m6": (D, "privileged account review performed"),
    "t08-m7": (N, "evidence upload pending"),
    "t09-m1": (D, "manual backup of the reporting DB finished 02:41"),
    "t09-m2": (D, "backup uploaded to the S3 path"),
    "t09-m3": (N, "held off; still to do"),
    "t09-m4": (N, "restore test skipped"),
    "t09-m5": (D, "offsets of billing-events reset to latest"),
    "t09-m6": (N, "replay is still to do"),
    "t09-m7": (N, "no restart was done (agent did not want to do it alone)"),
    "t10-m1": (D, "terraform plan ran and saved tfplan"),
    "t10-m2": (D, "audit_logs bucket acme-audit-logs-prod creation complete"),
    "t10-m3": (N, "EntityAlreadyExists error, role not created by this apply"),
    "t10-m4": (N, "lifecycle change not applied"),
    "t10-m5": (N, "import is future, after confirmation"),
    "t11-m1": (N, "rollout stopped at 17/20 and paused"),
    "t11-m2": (D, "rollout paused at 10:24"),
    "t11-m3": (N, "waiting; no rollback happened"),
    "t11-m4": (N, "only 17 of 20 pods updated"),
    "t12-m1": (D, "churn model trained"),
    "t12-m2": (D, "rows with missing tenure dropped"),
    "t12-m3": (D, "model registered in the registry"),
    "t12-m4": (N, "promoted then demoted back to staging; v6 serves production"),
    "t12-m5": (D, "chart saved to reports/"),
    "t12-m6": (N, "email not sent"),
    "t13-m1": (D, "identity verified by callback"),
    "t13-m2": (D, "MFA reset for Omar"),
    "t13-m3": (D, "enrollment link sent"),
    "t13-m4": (N, "tokens left as they are, as the requester asked"),
    "t13-m5": (N, "requested but never handled by the agent"),
    "t13-m6": (N, "will close once the user confirms"),
    "t14-m1": (N, "latest npm test: 1 failed"),
    "t14-m2": (D, "branch rebased onto main"),
    "t14-m3": (D, "branch pushed"),
    "t14-m4": (N, "not fixed yet"),
    "t14-m5": (N, "PR still a draft"),
    "t15-m1": (D, "commit a7c3d10 on the branch"),
    "t15-m2": (N, "reverted by e41b9c2"),
    "t15-m3": (N, "WIP commit, half done"),
    "t15-m4": (D, "commit 3f1e6a7 upgrades express to 4.21.1"),
    "t15-m5": (N, "no upgrade to 5.0 anywhere"),
    "t16-m1": (D, "ticked"),
    "t16-m2": (D, "ticked"),
    "t16-m3": (D, "notes say the service was repointed via DNS at 06:21"),
    "t16-m4": (N, "unticked, planned for Monday"),
    "t16-m5": (D, "ticked"),
    "t17-m1": (D, "push image ticked"),
    "t17-m2": (D, "helm upgrade to staging ticked; staging serves the build"),
    "t17-m3": (N, "production blocked by the change freeze"),
    "t17-m4": (N, "smoke tests ran on staging, not production"),
    "t17-m5": (D, "smoke tests on staging 31/31"),
    "t17-m6": (N, "migration step not performed"),
    "t18-m1": (D, "composite index added"),
    "t18-m2": (D, "old events archived"),
    "t18-m3": (N, "proposal only"),
    "t18-m4": (N, "proposal with a condition"),
    "t18-m5": (N, "offered, explicitly not done"),
    "t19-m1": (D, "CREATE TABLE ok with 8.8 M rows"),
    "t19-m2": (D, "second GRANT to bi_reader ok"),
    "t19-m3": (N, "refresh only queued"),
    "t19-m4": (N, "check is in 15 minutes"),
    "t20-m1": (D, "key removed from the script"),
    "t20-m2": (N, "history not purged"),
    "t20-m3": (N, "asked Jordan, no reply"),
    "t20-m4": (D, "gitleaks step added"),
    "t20-m5": (N, "no permission to force-push"),
    "t21-m1": (N, "health checks failed and the deploy was rolled back"),
    "t21-m2": (D, "rollback to 12.0.2 completed, pods healthy"),
    "t21-m3": (N, "PR not merged yet"),
    "t21-m4": (N, "redeploy is future, after review"),
    "t22-m1": (D, "core switch firmware upgrade took place"),
    "t22-m2": (D, "config backup of the core switches taken"),
    "t22-m3": (N, "access switches not upgraded"),
    "t22-m4": (D, "cable tidy went ahead"),
    "t22-m5": (N, "postponed to January"),
    "t23-m1": (D, "renamed in the source files"),
    "t23-m2": (N, "docs still say getUsr"),
    "t23-m3": (N, "linter not run"),
    "t23-m4": (D, "branch pushed"),
    "t23-m5": (D, "grep ran and listed the usages"),
    "t24-m1": (D, "TTL lowered to 60 s"),
    "t24-m2": (N, "pointed back to the old LB at 09:51"),
    "t24-m3": (N, "passed at 09:34, failing at 09:51"),
    "t24-m4": (N, "TTL stays at 60 s"),
    "t25-m1": (D, "attempt 2 completed the base backup"),
    "t25-m2": (D, "checksum verified"),
    "t25-m3": (D, "uploaded to the gs:// bucket"),
    "t25-m4": (N, "retention deletion skipped"),
    "t26-m1": (N, "14 of 19"),
    "t26-m2": (N, "still in progress, being tested"),
    "t26-m3": (D, "old crontab entries deleted"),
    "t26-m4": (D, "workflow written yesterday"),
    "t26-m5": (N, "not started"),
    "t26-m6": (N, "not started"),
    "t27-m1": (N, "dry run only, real purge not run"),
    "t27-m2": (D, "the --dry-run ran and listed the users"),
    "t27-m3": (D, "reindex on production ran and reindexed the documents"),
    "t27-m4": (D, "agent asked whether to go ahead with the real purge"),
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    traces = cases_src.TRACES
    ids = [m["id"] for t in traces for m in t["milestones"]]
    assert len(ids) == len(set(ids)), "duplicate milestone ids"
    assert set(ids) == set(READING_B), f"reading B covers other ids: {set(ids) ^ set(READING_B)}"
    out, disagreements = [], []
    for t in traces:
        assert len(t["trace"]) <= 32000 and 1 <= len(t["milestones"]) <= 100
        kept = []
        for m in t["milestones"]:
            assert m["label"] in (D, N) and READING_B[m["id"]][0] in (D, N)
            assert len(m["milestone"]) <= 500
            b_label, b_why = READING_B[m["id"]]
            if b_label != m["label"]:
                disagreements.append((m["id"], m["milestone"], m["label"], b_label))
                continue
            kept.append({**m, "reading_b": b_why})
        if kept:
            out.append({**t, "milestones": kept})
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump({"set": "held-out process round 18", "traces": out}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    ms = [m for t in out for m in t["milestones"]]
    print(f"{len(out)} traces, {len(ms)} agreed milestones "
          f"({sum(m['label'] == D for m in ms)} done, {sum(m['label'] == N for m in ms)} not done)")
    print(f"disagreements (dropped): {len(disagreements)}")
    for d in disagreements:
        print("  ", *d)
    counts = collections.Counter((m["category"], m["label"]) for m in ms)
    for (c, l), n in sorted(counts.items()):
        print(f"  {c:24} {l:9} {n}")


if __name__ == "__main__":
    main()
