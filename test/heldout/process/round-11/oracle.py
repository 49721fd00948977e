#!/usr/bin/env python3
"""Oracle for held-out process round 11: two independent hand readings, kept only where they agree.

Reading A sits next to each milestone in cases_src.py. Reading B below was written in a second pass, trace by trace,
from the trace text alone (what a careful human reviewer would accept as shown done), without looking at reading A's
label. This script compares the two, writes cases.json with the agreed cases only, and lists the disagreements
(which are recorded in README.md and left out of the set). The service is never consulted.

Run: python3 oracle.py            (writes cases.json, prints counts and disagreements)
     python3 oracle.py --check    (only checks that cases.json is what the readings give)
"""
import json
import os
import sys
from collections import Counter

from cases_src import TRACES, reading_a

D, N = "done", "not_done"

# Reading B: case id -> (label, one-line justification).
READING_B = {
    # t01 coding agent
    "t01-m1": (D, "the targeted vitest run fails on 'handles week 53' exactly as CI does: reproduced"),
    "t01-m2": (D, "weekStart now subtracts (dow + 6) % 7; later run green"),
    "t01-m3": (D, "regression test for 2026-W53 added to dates.test.ts"),
    "t01-m4": (D, "whole-suite `pnpm vitest run` exits 0 with 611 tests passed"),
    "t01-m5": (N, "version explicitly not bumped yet"),
    "t01-m6": (N, "npm publish is the user's words; the agent says nothing was published"),
    # t02 deploy bot
    "t02-m1": (D, "the bot created the pre-change snapshot for orders-prod at 21:03"),
    "t02-m2": (D, "migration 0187 applied to orders-staging in 29.1s"),
    "t02-m3": (N, "ERROR line: 0187 NOT applied to orders-prod"),
    "t02-m4": (N, "5.14.0 only reached staging; production deploy held"),
    "t02-m5": (D, "smoke line for orders-staging checkout: 24/24 ok"),
    "t02-m6": (D, "summary posted to #orders-oncall at 21:16"),
    # t03 support chat
    "t03-m1": (D, "agent: checked the payment log, saw two captures"),
    "t03-m2": (D, "refund of €49.00 issued for the second (duplicate) capture"),
    "t03-m3": (N, "requested by customer; held until owner confirms, which has not happened"),
    "t03-m4": (N, "agent only says he can do it after a confirmation"),
    "t03-m5": (D, "ticket tagged billing-duplicate"),
    "t03-m6": (N, "ticket deliberately left open"),
    # t04 backfill table
    "t04-m1": (N, "three partitions not reprocessed (one failed, two skipped)"),
    "t04-m2": (D, "2026-10-01 row: done, rows out equal rows in"),
    "t04-m3": (N, "2026-10-11 row skipped"),
    "t04-m4": (N, "agent did not refresh events_daily"),
    "t04-m5": (D, "Looker dashboard cache cleared at 16:40"),
    "t04-m6": (N, "dedupe limited to 9 partitions"),
    # t05 incident
    "t05-m1": (D, "maya acks the PagerDuty trigger at 10:01"),
    "t05-m2": (D, "prod-eu back on 3.9.1 after the rollback"),
    "t05-m3": (N, "3.9.2 went out at 09:41 but was rolled back: not in effect"),
    "t05-m4": (N, "joel's suggestion, declined by maya"),
    "t05-m5": (D, "status page updated with the Resolved message"),
    "t05-m6": (N, "postmortem is for tomorrow"),
    "t05-m7": (N, "prod-us untouched (never had 3.9.2)"),
    # t06 terraform
    "t06-m1": (D, "plan ran and was saved to tfplan"),
    "t06-m2": (D, "audit_logs bucket: Creation complete [id=acme-audit-logs-prod]"),
    "t06-m3": (N, "role update failed with AccessDenied"),
    "t06-m4": (N, "versioning resource never created"),
    "t06-m5": (N, "no retry with admin profile"),
    # t07 checklist
    "t07-m1": (D, "[x] release branch cut"),
    "t07-m2": (D, "[x] versionCode bumped to 21900"),
    "t07-m3": (D, "[x] UI test suite ran on Firebase Test Lab, 212/212"),
    "t07-m4": (N, "[ ] Play upload, blocked"),
    "t07-m5": (N, "[ ] iOS submission, waiting for screenshots"),
    "t07-m6": (N, "key rotation is what the upload waits for: not yet done"),
    # t08 git log
    "t08-m1": (D, "9b7c13f readiness probe commit, not reverted"),
    "t08-m2": (N, "HTTP/2 commit reverted by e41d0a2"),
    "t08-m3": (N, "WIP commit only"),
    "t08-m4": (D, "77ab1e4 pins grpcio 1.66.2"),
    "t08-m5": (D, "2f1d0b9 removes /v1/export"),
    # t09 certbot
    "t09-m1": (D, "renewed at 03:10:14 on the second retry, new expiry 2027-02-18"),
    "t09-m2": (D, "nginx reloaded on edge-1"),
    "t09-m3": (N, "edge-2 reload failed, so not both"),
    "t09-m4": (N, "edge-2: [emerg] cannot load certificate key"),
    "t09-m5": (D, "alert msg 17731 sent to #infra-alerts"),
    # t10 kafka handover
    "t10-m1": (D, "upgrade to 3.8.1 complete on all six brokers"),
    "t10-m2": (D, "the rolling restart happened and went smoothly"),
    "t10-m3": (D, "rebalancing of the payments partitions took place Friday"),
    "t10-m4": (N, "retention change awaiting compliance; nothing changed"),
    "t10-m5": (N, "team decided against tiered storage"),
    "t10-m6": (N, "ZooKeeper decommission only scheduled"),
    # t11 json tool records
    "t11-m1": (D, "create_branch fix/csp-header ok"),
    "t11-m2": (D, "update_file server/headers.ts ok, commit a81f0c2"),
    "t11-m3": (D, "second create_pull_request succeeded (#4412); PR is open"),
    "t11-m4": (N, "request_review failed: sec-team not a collaborator"),
    "t11-m5": (N, "nothing merged"),
    # t12 churn model
    "t12-m1": (D, "18 months of subscription events pulled from the warehouse"),
    "t12-m2": (D, "3,114 null-customer_id rows dropped"),
    "t12-m3": (D, "training finished in 41 min with holdout AUC"),
    "t12-m4": (N, "calibration pending"),
    "t12-m5": (N, "model card not updated"),
    "t12-m6": (D, "model registered as churn-gbm:v14"),
    "t12-m7": (N, "not promoted; needs Priya's sign-off"),
    # t13 runbook
    "t13-m1": (D, "step 1 reports usage for each log node"),
    "t13-m2": (D, "logs compressed on log-03, 212 GB freed"),
    "t13-m3": (N, "only log-03 compressed"),
    "t13-m4": (N, "expansion not needed, not done"),
    "t13-m5": (D, "fluent-bit restarted on log-03"),
    "t13-m6": (N, "page deferred to 08:00"),
    "t13-m7": (D, "DISK-7781 closed at 03:24"),
    # t14 support assistant
    "t14-m1": (D, "assistant looked at the account and reports the session lifetime"),
    "t14-m2": (N, "assistant cannot change org policies"),
    "t14-m3": (D, "note sent to ops@yourcompany.com"),
    "t14-m4": (N, "2FA reset only after the user completes verification"),
    "t14-m5": (D, "identity verification started for the user"),
    # t15 kubectl / pg_dump
    "t15-m1": (N, "scaled to 0 but scaled back to 3 at the end: done then undone, the writers are not at zero"),
    "t15-m2": (D, "the second pg_dump (ledger_admin) produced the 8.7G dump"),
    "t15-m3": (D, "final scale to 3 replicas, 'scaled'"),
    "t15-m4": (N, "upload still running at 37%"),
    # t16 CI summary
    "t16-m1": (D, "lint passed"),
    "t16-m2": (D, "unit tests 1,204 passed, 0 failed"),
    "t16-m3": (N, "integration tests have 3 failures"),
    "t16-m4": (N, "e2e skipped for lack of preview URL"),
    "t16-m5": (D, "docker image build ok"),
    "t16-m6": (N, "push image not run"),
    "t16-m7": (N, "deploy preview cancelled"),
    # t17 DNS move
    "t17-m1": (D, "www TTL lowered to 300s"),
    "t17-m2": (N, "the TTL change was for www only"),
    "t17-m3": (D, "CNAME for shop created"),
    "t17-m4": (N, "www still on the old load balancer"),
    "t17-m5": (D, "shop CNAME verified with dig from two resolvers"),
    "t17-m6": (N, "certificate only requested, pending validation"),
    "t17-m7": (N, "MX records untouched"),
    # t18 backups
    "t18-m1": (N, "Nov 21 backup aborted at 61%"),
    "t18-m2": (D, "Nov 20 run: success, 215 GB"),
    "t18-m3": (D, "1.2 TB freed on /backups by deleting old backups"),
    "t18-m4": (N, "re-queued, not yet run"),
    "t18-m5": (N, "retention policy unchanged"),
    # t19 react upgrade
    "t19-m1": (N, "agent: the upgrade is not finished, work stashed"),
    "t19-m2": (D, "tsc --noEmit ran and produced its diagnostics"),
    "t19-m3": (N, "3 of 7 errors remain"),
    "t19-m4": (N, "vendored fork deliberately not patched"),
    "t19-m5": (N, "nothing committed"),
    "t19-m6": (D, "git stash saved the working directory"),
    # t20 access request
    "t20-m1": (D, "Helen approved at 11:02"),
    "t20-m2": (D, "GetObject (read) granted and kept"),
    "t20-m3": (N, "PutObject granted then revoked three minutes later"),
    "t20-m4": (D, "tomasz.w notified by email"),
    "t20-m5": (N, "payroll access only asked for"),
    "t20-m6": (N, "no separate request created"),
    # t21 revenue report
    "t21-m1": (N, "query only up to Oct 15"),
    "t21-m2": (D, "chart for Oct 1–15 built"),
    "t21-m3": (N, "Oct 16–31 load still running"),
    "t21-m4": (D, "conversion applied at ECB daily rate"),
    "t21-m5": (D, "chart saved as draft in Finance / Monthly"),
    "t21-m6": (N, "report not sent to finance@"),
    # t22 staging cleanup
    "t22-m1": (D, "14 orphaned PVCs deleted on staging"),
    "t22-m2": (N, "production not touched"),
    "t22-m3": (D, "two stale ingress objects deleted"),
    "t22-m4": (N, "monitoring namespace kept"),
    "t22-m5": (N, "image pruning not performed"),
    "t22-m6": (N, "reclaim-ips never ran"),
    # t23 on-call handover
    "t23-m1": (D, "failover completed at 14:22"),
    "t23-m2": (N, "re-index at ~60%, in progress"),
    "t23-m3": (D, "SPF fix deployed 16:10"),
    "t23-m4": (D, "cdn-edge rollback complete, POPs back on rev 7713"),
    "t23-m5": (N, "fail-back is pending for aiko"),
    "t23-m6": (N, "vendor has not answered; renewal unconfirmed"),
    "t23-m7": (D, "sam emailed the vendor at 17:40"),
    # t24 question answered
    "t24-m1": (D, "reindex_products ran 02:00–02:47, SUCCESS"),
    "t24-m2": (N, "no record of rotation; only an intention from Marcus"),
    "t24-m3": (D, "the trace does show the Vault secret written (2026-08-14): the milestone does not say when"),
    # t25 restart
    "t25-m1": (D, "assistant asked before restarting and got 'go ahead'"),
    "t25-m2": (N, "rollout timed out with 2 of 4 replicas updated"),
    "t25-m3": (N, "post promised for later"),
    "t25-m4": (N, "no vendor ticket"),
    # t26 patching
    "t26-m1": (D, "snapshots taken for all 8 servers"),
    "t26-m2": (D, "KB5044281 on 8/8"),
    "t26-m3": (N, "KB5044033 on 6/8 only"),
    "t26-m4": (D, "all 8 restarted and healthy"),
    "t26-m5": (N, "snapshot removal deferred to Friday"),
    "t26-m6": (D, "SQL Agent jobs resumed on DB-01"),
    # t27 CI bot in PR thread
    "t27-m1": (N, "latest required run has 2 failures; the earlier green run no longer counts"),
    "t27-m2": (D, "run 2 took place after the config change and produced results"),
    "t27-m3": (N, "release not deployed"),
}


def build():
    agreed, disagreements = {}, []
    rows = list(reading_a())
    missing = [cid for cid, *_ in rows if cid not in READING_B]
    extra = sorted(set(READING_B) - {cid for cid, *_ in rows})
    if missing or extra:
        raise SystemExit(f"reading B incomplete: missing {missing}, extra {extra}")
    for cid, tid, m, cat, la, why_a in rows:
        lb, why_b = READING_B[cid]
        if la != lb:
            disagreements.append({"id": cid, "milestone": m, "a": la, "why_a": why_a, "b": lb, "why_b": why_b})
            continue
        if not cat.startswith("done_" if la == D else "not_"):
            raise SystemExit(f"{cid}: category {cat} does not match label {la}")
        agreed[cid] = {"id": cid, "milestone": m, "category": cat, "label": la, "why_a": why_a, "why_b": why_b}
    traces = []
    for t in TRACES:
        ms = [agreed[f"{t['id']}-m{i}"] for i in range(1, len(t["milestones"]) + 1) if f"{t['id']}-m{i}" in agreed]
        if ms:
            traces.append({"id": t["id"], "domain": t["domain"], "trace": t["trace"], "milestones": ms})
    return {
        "engine": "process",
        "round": 11,
        "provenance": "written from the public documentation only by someone who had not read the engine's code, "
                      "its corpora, its tests, or any other held-out set",
        "labels": "two independent hand readings (cases_src.py reading A, oracle.py reading B); agreed cases only",
        "traces": traces,
    }, disagreements


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    data, dis = build()
    ms = [m for t in data["traces"] for m in t["milestones"]]
    out = os.path.join(here, "cases.json")
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if "--check" in sys.argv:
        with open(out, encoding="utf8") as f:
            ok = f.read() == text
        print("cases.json matches the readings" if ok else "cases.json differs from the readings")
        sys.exit(0 if ok else 1)
    with open(out, "w", encoding="utf8") as f:
        f.write(text)
    labels = Counter(m["label"] for m in ms)
    print(f"{len(data['traces'])} traces, {len(ms)} agreed milestones: {dict(labels)}; {len(dis)} disagreements dropped")
    for d in dis:
        print(f"  {d['id']} {d['milestone']!r}: A {d['a']} ({d['why_a']}) / B {d['b']} ({d['why_b']})")
    print("\ncategory table:")
    for cat, n in sorted(Counter(m["category"] for m in ms).items()):
        print(f"| {cat} | {'done' if cat.startswith('done_') else 'not done'} | {n} |")


if __name__ == "__main__":
    main()
