#!/usr/bin/env python3
"""Oracle of the held-out process (milestones) set, round 16.

Two hand readings of every (trace, milestone) pair: reading A is in cases_src.py (written with the traces), reading B
below was made afterwards from a dump of the traces and milestones without reading A's labels. Each reading is a
label ("done": the trace shows the step carried out and not taken back; "not_done": otherwise) and a one-line
justification. Only the pairs both readings label alike go into cases.json; disagreements are printed and listed in
the README. Nothing here asks the service.

Usage: python3 oracle.py            (checks and writes cases.json)
       python3 oracle.py --check    (checks only; exit 1 when cases.json is not what the sources give)
"""
import json
import os
import sys

import cases_src

D, N = "done", "not_done"

READING_B = {
    "t01-m1": (D, "the new 50,000-row test ran into the timeout and the agent writes 'Reproduced'"),
    "t01-m2": (D, "write_file of export-large.test.ts answered ok; 'I wrote a new test'"),
    "t01-m3": (D, "the unfiltered reports test run exited 0 with 15 passed"),
    "t01-m4": (D, "the create_pull_request record is ok and PR #2291 is named as opened"),
    "t01-m5": (N, "explicitly not merged, per the user's instruction"),
    "t01-m6": (N, "the review is only said to be needed"),
    "t02-m1": (D, "the pg_dump finished and the summary says the dump was taken"),
    "t02-m2": (D, "log: checksum verified; summary: verified"),
    "t02-m3": (N, "the migration aborted on a lock timeout and its transaction was rolled back"),
    "t02-m4": (N, "WARN line: VACUUM FULL was not performed"),
    "t02-m5": (N, "the reindex was planned but not performed"),
    "t02-m6": (N, "nobody paged the DBA"),
    "t02-m7": (D, "03:05 maintenance mode disabled on shop-web"),
    "t02-m8": (D, "smoke tests 22 passed, none failed"),
    "t03-m1": (D, "a refund of the duplicate EUR 49 was issued"),
    "t03-m2": (N, "the agent asked for confirmation, the customer did not give it, nothing changed"),
    "t03-m3": (D, "note added to the account of the customer being answered"),
    "t03-m4": (D, "ticket tagged billing-duplicate"),
    "t03-m5": (N, "the discount would only go with a cancellation that did not happen"),
    "t04-m1": (D, "extract_pos_exports reported success"),
    "t04-m2": (D, "validate_schema reported success"),
    "t04-m3": (D, "dedupe_transactions reported success, 1,204 duplicates dropped"),
    "t04-m4": (D, "second attempt of load_to_warehouse succeeded"),
    "t04-m5": (N, "refresh_dashboards skipped by a flag"),
    "t04-m6": (N, "notify_finance pending; the agent has not notified them"),
    "t05-m1": (N, "5.2.0 reached 100% of prod-us but was rolled back to 5.1.7"),
    "t05-m2": (D, "the bot reports the rollback to 5.1.7 complete"),
    "t05-m3": (D, "5.2.0 deployed to staging-eu at 10:40"),
    "t05-m4": (D, "maria ack'd the page (and jorge acked too)"),
    "t05-m5": (N, "the incident doc is being written, not finished"),
    "t06-m1": (D, "aws_s3_bucket.audit_logs: Creation complete"),
    "t06-m2": (D, "the bucket versioning resource was created"),
    "t06-m3": (N, "creation failed: the role already exists"),
    "t06-m4": (N, "agent did not import the role"),
    "t06-m5": (N, "apply stopped before the lifecycle rules"),
    "t07-m1": (N, "only 9 of the 12 hosts upgraded"),
    "t07-m2": (N, "reload only on the nine patched hosts"),
    "t07-m3": (D, "INFRA-8812 opened for the three remaining hosts"),
    "t07-m4": (N, "the held package is only the cause of the failure; no fix reported"),
    "t08-m1": (N, "renewal was not performed; DNS validation never propagated"),
    "t08-m2": (D, "restore test performed on the staging replica and passed"),
    "t08-m3": (N, "log rotation wasn't carried out"),
    "t08-m4": (D, "disk cleanup on build-agent-4 was done, 61 GB freed"),
    "t08-m5": (N, "firmware update not performed, waiting for 9.3.2"),
    "t08-m6": (N, "no failover drill was performed"),
    "t09-m1": (D, "npm run lint exited 0"),
    "t09-m2": (D, "npm run build exited 0"),
    "t09-m3": (D, "npm test exited 0 with 128 passed"),
    "t09-m4": (D, "git.push answered ok"),
    "t09-m5": (N, "CI check e2e-safari failed"),
    "t09-m6": (N, "the Safari bug is not fixed yet"),
    "t10-m1": (D, "Priya finished the backfill"),
    "t10-m2": (N, "migration about 60% through"),
    "t10-m3": (N, "DNS cutover is tomorrow and conditional"),
    "t10-m4": (N, "deprecation is planned for next sprint"),
    "t10-m5": (N, "email drafted, not sent"),
    "t10-m6": (D, "Priya rotated the Kafka SASL credentials"),
    "t10-m7": (N, "the consumers picked up the secret without restarts"),
    "t11-m1": (N, "only staging got the index; production untouched"),
    "t11-m2": (D, "CREATE INDEX ran against the staging database"),
    "t11-m3": (D, "ANALYZE orders ran against staging"),
    "t11-m4": (N, "the flushed cache is staging's"),
    "t11-m5": (N, "CHG-6120 is still waiting for approval"),
    "t12-m1": (D, "the move task moved all 842 DLQ messages back to jobs-main"),
    "t12-m2": (N, "the user asked for it; the agent never restarted the pool"),
    "t12-m3": (N, "the agent says it purged nothing"),
    "t12-m4": (D, "queue attributes read: 842 messages"),
    "t13-m1": (D, "backlog measured at 184,220"),
    "t13-m2": (D, "kubectl scale answered scaled"),
    "t13-m3": (N, "condition not met, step not needed"),
    "t13-m4": (N, "page condition not triggered"),
    "t13-m5": (N, "scale-down not yet done"),
    "t14-m1": (D, "after the retry, snap-07be2 of vol-0c41 reached state completed"),
    "t14-m2": (N, "CopySnapshot failed and the copy was abandoned"),
    "t14-m3": (D, "pruning deleted 6 snapshots older than 14 days"),
    "t14-m4": (N, "no restore test anywhere in the log"),
    "t15-m1": (D, "item ticked"),
    "t15-m2": (D, "item ticked"),
    "t15-m3": (N, "item unticked; the Play upload failed twice"),
    "t15-m4": (D, "item ticked; TestFlight processing finished"),
    "t15-m5": (N, "item unticked and blocked"),
    "t15-m6": (N, "item struck through as not needed"),
    "t16-m1": (D, "the Q3 parquet file was loaded"),
    "t16-m2": (D, "3,114 null-tenure rows dropped"),
    "t16-m3": (N, "imputation explicitly not done"),
    "t16-m4": (D, "the model was trained, AUC reported"),
    "t16-m5": (N, "scores not published because of calibration"),
    "t16-m6": (N, "uplift model not retrained, out of scope"),
    "t16-m7": (D, "notebook shared for review"),
    "t17-m1": (D, "the bot paged the platform primary"),
    "t17-m2": (D, "pool max raised back to 120 on api-eu"),
    "t17-m3": (N, "summary will be posted later"),
    "t17-m4": (N, "no status page update in the channel"),
    "t18-m1": (D, "row 1 status done"),
    "t18-m2": (D, "row 2 status done"),
    "t18-m3": (N, "row 3 not performed, node sealed"),
    "t18-m4": (N, "row 4 skipped"),
    "t18-m5": (N, "row 5 still in progress"),
    "t18-m6": (N, "only 14 of the 17 keys"),
    "t19-m1": (D, "the fire alarm test took place Tuesday"),
    "t19-m2": (D, "filter replacement carried out by Klimatech"),
    "t19-m3": (N, "inspection moved to Dec 9"),
    "t19-m4": (D, "samples were sent to the lab"),
    "t19-m5": (N, "results not in yet, due Monday"),
    "t19-m6": (D, "the two failed units were swapped for working ones"),
    "t20-m1": (N, "pre-check never ran"),
    "t20-m2": (D, "the reconciliation did run"),
    "t20-m3": (D, "variance report generated"),
    "t20-m4": (N, "archiving didn't happen"),
    "t20-m5": (N, "emailing skipped by config"),
    "t20-m6": (N, "the image could not be pulled"),
    "t21-m1": (D, "commit 5d0b7f4 and 'the rate limit ... are in'"),
    "t21-m2": (N, "c2e8a11 reverted by a91c3e2"),
    "t21-m3": (D, "commit 7f31b90, 'the express upgrade ... in'"),
    "t21-m4": (N, "only a WIP commit; not ready"),
    "t21-m5": (D, "commit 19bb2c3; moment.js gone from package.json"),
    "t22-m1": (D, "the count query answered 37"),
    "t22-m2": (N, "nothing deleted; the agent asked which set to delete"),
    "t22-m3": (D, "list exported to a CSV"),
    "t22-m4": (N, "keys are mentioned but no revocation"),
    "t23-m1": (D, "unit-tests job ticked with 1,942 passed"),
    "t23-m2": (D, "integration tests passed on attempt 2"),
    "t23-m3": (D, "publish-image job ticked"),
    "t23-m4": (D, "deploy-staging job ticked"),
    "t23-m5": (N, "smoke-staging failed"),
    "t23-m6": (N, "deploy-production skipped"),
    "t24-m1": (D, "MFA factors reset at 14:02"),
    "t24-m2": (D, "new enrollment link sent"),
    "t24-m3": (N, "only 'should have been'; not confirmed"),
    "t24-m4": (D, "escalated to Tier 2"),
    "t24-m5": (N, "agent did not unlock it"),
    "t25-m1": (D, "base checkpoint downloaded"),
    "t25-m2": (D, "dedup complete"),
    "t25-m3": (N, "PII scrubbing not performed on that shard"),
    "t25-m4": (N, "training stopped at 41,000 of 60,000 steps"),
    "t25-m5": (D, "checkpoint saved to s3://ml-ckpt"),
    "t25-m6": (N, "evaluation was not run"),
    "t26-m1": (D, "regression suite performed, all passed"),
    "t26-m2": (N, "accessibility audit not performed"),
    "t26-m3": (N, "load testing not performed on rc2; rc1 results reused"),
    "t26-m4": (D, "Trivy scan performed"),
    "t26-m5": (D, "Wei performed exploratory testing of checkout"),
    "t26-m6": (N, "'manual testing of the refunds flow was not' (performed)"),
    "t26-m7": (D, "smoke tests ran in all three regions; not skipped"),
    "t26-m8": (N, "localization review N/A"),
    "t27-m1": (D, "replication lag checked: 0.4 s"),
    "t27-m2": (D, "OS patching of db-analytics-2 performed at 21:10"),
    "t27-m3": (N, "live-patch not performed"),
    "t27-m4": (N, "drill scheduled, not yet performed"),
    "t27-m5": (D, "second re-sync attempt finished at 22:03"),
    "t27-m6": (N, "rollback not needed, not performed"),
    "t27-m7": (D, "the host came back after its reboot at 21:16"),
    "t28-m1": (N, "the flag was disabled again at 14:22"),
    "t28-m2": (D, "timeout raised to 15 s and still in place"),
    "t28-m3": (N, "the access was revoked at 16:02"),
    "t28-m4": (N, "the latest health check result is a failure"),
    "t28-m5": (D, "the PDFs were looked at in the preview and render correctly"),
    "t29-m1": (D, "vault wrote secret/staging/api; agent says it is updated"),
    "t29-m2": (D, "rollout restart in staging, rolled out successfully"),
    "t29-m3": (N, "only the user's note; the agent left it to the DBAs"),
    "t29-m4": (N, "production untouched"),
    "t29-m5": (N, "only the staging secret was written"),
    "t30-m1": (D, "pydantic upgraded to 2.9"),
    "t30-m2": (D, "the mypy run happened and did not fail"),
    "t30-m3": (D, "'not only fixed the three validators'"),
    "t30-m4": (D, "regression tests added for them"),
    "t30-m5": (D, "snapshot regenerated and committed"),
    "t30-m6": (N, "base image not updated"),
    "t30-m7": (N, "the agent only offers to open it"),
}


def build():
    traces, agreed, disagreements, problems = [], 0, [], []
    ids = set()
    for t in cases_src.TRACES:
        kept = []
        for m in t["milestones"]:
            if m["id"] in ids:
                problems.append(f"duplicate id {m['id']}")
            ids.add(m["id"])
            if m["label_a"] not in (D, N):
                problems.append(f"{m['id']}: bad label {m['label_a']}")
            b = READING_B.get(m["id"])
            if b is None:
                problems.append(f"{m['id']}: no reading B")
                continue
            if b[0] != m["label_a"]:
                disagreements.append((m["id"], m["milestone"], m["label_a"], m["why_a"], b[0], b[1]))
                continue
            agreed += 1
            kept.append({"id": m["id"], "milestone": m["milestone"], "category": m["category"], "label": m["label_a"],
                         "reading_a": m["why_a"], "reading_b": b[1]})
        if len(t["trace"]) > 32000:
            problems.append(f"{t['id']}: trace over the cap")
        if kept:
            traces.append({"id": t["id"], "kind": t["kind"], "trace": t["trace"], "milestones": kept})
    extra = set(READING_B) - ids
    if extra:
        problems.append(f"reading B for unknown ids {sorted(extra)}")
    return {"set": "held-out process (milestones) round 16", "labels": [D, N], "traces": traces}, agreed, disagreements, problems


def main():
    data, agreed, disagreements, problems = build()
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "cases.json")
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    for p in problems:
        print("PROBLEM", p)
    for d in disagreements:
        print("DISAGREE %s %r: A=%s (%s) B=%s (%s)" % d)
    rows = [m for t in data["traces"] for m in t["milestones"]]
    cats = {}
    for m in rows:
        cats.setdefault(m["category"], {D: 0, N: 0})[m["label"]] += 1
    print(f"{len(data['traces'])} traces, {len(rows)} agreed milestones "
          f"({sum(m['label'] == D for m in rows)} done, {sum(m['label'] == N for m in rows)} not done), "
          f"{len(disagreements)} disagreements")
    for c in sorted(cats):
        print(f"  {c:24} done {cats[c][D]:3}  not_done {cats[c][N]:3}")
    if "--check" in sys.argv:
        same = os.path.exists(path) and open(path, encoding="utf-8").read() == text
        print("cases.json", "matches" if same else "DIFFERS")
        sys.exit(0 if same and not problems else 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
