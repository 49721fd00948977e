#!/usr/bin/env python3
"""Oracle for held-out process round 12: reading B, the agreement check, and cases.json.

Reading A (label, family, justification) is in cases_src.py, written with the traces. Reading B below was made in a
second pass over each trace, milestone by milestone, without looking at reading A's label: the question asked was
"does this trace show this step done (done), or not (not_done)?", where a step done and later undone, planned, in
progress, attempted and failed, asked for but unconfirmed, negated, done on part only or on another object counts as
not_done. Only cases on which A and B agree go into cases.json; disagreements are printed and listed in README.md.
Run: python3 oracle.py  (writes cases.json next to it)
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import TRACES  # noqa: E402

D, N = "done", "not_done"

# Reading B: trace id -> one (label, justification) per milestone, in order.
READING_B = {
    "t01-express-bump": [
        (D, "npm install of express@4.19.2 exits 0"),
        (D, "last npm test: 121 passed, 0 failed"),
        (D, "gh pr create printed the PR URL; PR #412 is open"),
        (N, "user said don't merge; agent confirms not merged"),
        (D, "agent states it patched that file"),
    ],
    "t02-node-maintenance-log": [
        (N, "the uncordon at 02:07:30 reverses the cordon"),
        (N, "drain timed out on the PDB"),
        (N, "WARN line: kernel upgrade skipped"),
        (D, "INFO line: snapshot of pd-orders-db created"),
        (D, "last line: paged #ops-oncall with the summary"),
    ],
    "t03-support-refund": [
        (N, "only a request to billing; approval pending"),
        (D, "auto-renewal switched off"),
        (N, "future, after approval"),
        (N, "plan continues until 14 Apr; nothing cancelled"),
    ],
    "t04-data-agent-json": [
        (D, "delete ran ok with 41230 rows; agent confirms"),
        (N, "insert error: permission denied"),
        (N, "refresh explicitly not triggered"),
        (D, "write of that path returned ok"),
        (D, "count(*) returned a row count"),
    ],
    "t05-release-checklist": [
        (D, "[x]"),
        (D, "[x]"),
        (N, "[ ]"),
        (N, "arm64 line unticked; amd64 is another target"),
        (N, "[ ] and postponed"),
    ],
    "t06-incident-irc": [
        (N, "rollback under way, 6/10 pods, never reported complete"),
        (N, "prod-us left untouched"),
        (N, "kemi will write it tomorrow"),
        (D, "dara: status page updated"),
    ],
    "t07-alembic-retry": [
        (D, "second alembic upgrade head reached a07e (head)"),
        (N, "agent did not vacuum"),
        (D, "backfill revision a07e applied on the retry; current is a07e"),
    ],
    "t08-ansible-partial": [
        (N, "only 3 of 4 hosts"),
        (N, "web-03 unreachable, old package"),
        (D, "nginx reloaded on the three patched hosts"),
    ],
    "t09-night-handover": [
        (D, "certificates were renewed at 21:40"),
        (N, "drill postponed"),
        (D, "restarted the ingest workers (twice)"),
        (N, "nobody has rotated it"),
        (N, "retention put back to 90 days"),
    ],
    "t10-ci-status": [
        (D, "lint passed"),
        (D, "unit tests all passed"),
        (N, "e2e: 3 failed"),
        (N, "deploy staging skipped"),
        (N, "deploy prod not started"),
    ],
    "t11-terraform": [
        (D, "bucket acme-logs-prod created in the first apply"),
        (N, "policy creation AccessDenied"),
        (N, "role destroyed afterwards"),
    ],
    "t12-model-training": [
        (D, "loaded 2.3M rows of click data"),
        (D, "deduplicated on session_id, ts"),
        (N, "only half the month; full job queued"),
        (D, "evaluation on holdout gave AUC"),
        (N, "not pushed, below the gate"),
    ],
    "t13-staging-not-prod": [
        (N, "staging backup only; prod waits on Dana"),
        (N, "staging cron only"),
        (D, "pg_dump of staging"),
        (N, "agent only promises to clear it later"),
    ],
    "t14-git-log": [
        (D, "commit present, not reverted"),
        (N, "reverted by b71e0a2"),
        (N, "WIP commit"),
        (D, "commit present, not reverted"),
    ],
    "t15-campaign-table": [
        (D, "row 1 done"),
        (D, "row 2 done"),
        (N, "row 3 failed"),
        (N, "row 4 pending"),
        (N, "row 5 skipped"),
    ],
    "t16-canary-hold": [
        (N, "2 smoke tests failed"),
        (N, "promotion only if tests pass; on hold"),
        (N, "a question awaiting product"),
        (D, "paged at 10:42"),
    ],
    "t17-dns-retry": [
        (D, "third attempt went through, dig confirms"),
        (D, "purged at 11:10"),
        (N, "TTL raised back to 3600s"),
    ],
    "t18-db-maintenance-list": [
        (D, "upgrade performed on all three nodes"),
        (N, "index rebuild not performed"),
        (N, "ANALYZE never ran"),
        (N, "re-seed skipped"),
        (D, "restored into a scratch instance"),
    ],
    "t19-build-claim": [
        (D, "web build exit 0"),
        (N, "docs build exit 1; claim is false"),
    ],
    "t20-rebase-and-connect": [
        (D, "rebased at 10:30"),
        (N, "2 tests fail after the rebase"),
        (N, "not fixed yet"),
        (N, "not restarted"),
        (D, "heap raised in the config file"),
        (N, "change not deployed"),
    ],
    "t21-security-offboarding": [
        (D, "access review is complete"),
        (D, "SSO accounts deactivated"),
        (D, "access keys deleted"),
        (N, "rotation scheduled"),
        (D, "status: verified"),
    ],
    "t22-rds-dry-run": [
        (N, "dry run only"),
        (N, "going to be drained at 22:00"),
        (D, "threshold raised"),
    ],
    "t23-login-ticket": [
        (D, "agent unlocked the account"),
        (N, "delegated, no reply"),
        (D, "escalated as SUP-88213"),
    ],
    "t24-mail-tenant": [
        (N, "14 of 15"),
        (N, "billing@ failed on size"),
        (D, "MX switched at 18:00"),
        (N, "licences not cancelled"),
    ],
    "t25-pr-feedback": [
        (D, "renamed in 17 call sites"),
        (D, "test added, passes"),
        (N, "query still there"),
        (D, "env vars section rewritten"),
        (N, "remaining item"),
    ],
    "t26-billing-rollback": [
        (N, "7.4.0 rolled back to 7.3.9"),
        (D, "rollback complete"),
        (D, "INC-5521 opened"),
        (D, "sre-jo confirmed p99 under 300ms"),
    ],
    "t27-patching-report": [
        (D, "38/38 servers"),
        (N, "live-patch not performed"),
        (N, "rule removed Wednesday"),
        (D, "full backup completed"),
        (D, "re-run successfully Thursday"),
    ],
    "t28-onboarding": [
        (D, "imaged and shipped"),
        (D, "created"),
        (N, "invite not accepted; not a member"),
        (N, "awaiting approval"),
        (N, "N/A, HR handles it"),
    ],
    "t29-queue-ops": [
        (N, "neither restarted"),
        (D, "intake paused"),
        (D, "queue drained by hand"),
    ],
    "t30-csv-convert": [
        (D, "converted to decimals"),
        (N, "upload started, no result"),
        (N, "conditional promise for tonight"),
    ],
    "t31-indexer-relapse": [
        (D, "pods restarted at 09:02, 6 Ready"),
        (N, "health check back to 503 at 09:31"),
        (D, "handed over at 09:40"),
    ],
    "t32-nightly-export": [
        (D, "Monday's job succeeded"),
        (N, "Wednesday failed, no rerun"),
        (D, "disk grown to 500 GB"),
    ],
}


def main():
    out = {"round": 12, "engine": "process", "traces": []}
    agreed = disagreed = 0
    disagreements = []
    for t in TRACES:
        b = READING_B[t["id"]]
        assert len(b) == len(t["milestones"]), t["id"]
        ms = []
        for i, ((text, family, label_a, why_a), (label_b, why_b)) in enumerate(zip(t["milestones"], b), 1):
            mid = f"{t['id']}-m{i}"
            if label_a != label_b:
                disagreed += 1
                disagreements.append((mid, text, label_a, label_b))
                continue
            agreed += 1
            ms.append({"id": mid, "milestone": text, "category": family, "label": label_a,
                       "reading_a": why_a, "reading_b": why_b})
        if ms:
            out["traces"].append({"id": t["id"], "register": t["register"], "trace": t["trace"], "milestones": ms})
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    rows = [m for t in out["traces"] for m in t["milestones"]]
    done = sum(1 for m in rows if m["label"] == D)
    print(f"{len(out['traces'])} traces, {len(rows)} milestones kept ({done} done, {len(rows) - done} not done); "
          f"agreed {agreed}, disagreed {disagreed}")
    for d in disagreements:
        print("  disagreement:", *d)
    cats = {}
    for m in rows:
        cats.setdefault((m["category"], m["label"]), 0)
        cats[(m["category"], m["label"])] += 1
    for (c, l), n in sorted(cats.items()):
        print(f"  {c:20} {l:9} {n}")


if __name__ == "__main__":
    main()
