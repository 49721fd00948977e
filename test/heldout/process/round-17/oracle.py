#!/usr/bin/env python3
"""Oracle for held-out process round 17: reading B, and the build of cases.json.

Reading A (labels and one-line justifications) is in cases_src.py. Reading B below was made in a second pass over
the traces and milestone texts only, by a reader answering one question per pair: does the trace, read to its end,
show this step carried out and not taken back? Neither reading asked the service. Only the pairs on which both
readings agree go into cases.json; the disagreements are printed and recorded in README.md.

Usage: python3 oracle.py            (writes cases.json next to this file and prints the counts)
       python3 oracle.py --check    (only compares the two readings, writes nothing)
"""
import json
import os
import sys
from collections import Counter

from cases_src import TRACES

D, N = "done", "not_done"

READING_B = {
    "p17-t01": [
        (D, "the write_file result says one test was added for the null shipped_at case"),
        (D, "the new test fails with the TypeError before the fix: the bug is reproduced"),
        (D, "unfiltered vitest run, exit 0, 41 files / 388 tests passed"),
        (D, "github.create_pull_request ok with base main; the agent names PR #2231"),
        (N, "the user forbids it and the agent left the lockfile alone"),
        (N, "the agent says it has not requested reviewers"),
    ],
    "p17-t02": [
        (D, "staging migration applied with 0 errors"),
        (N, "prod is booked for tonight and explicitly untouched"),
        (N, "the only snapshot is of the staging database"),
        (D, "smoke tests on staging: 24 passed, none failed"),
        (D, "the agent posted in #orders-oncall, the on-call channel"),
    ],
    "p17-t03": [
        (N, "only 11 of the 14 hosts got 2.5.0"),
        (D, "the pre-check line gives its results (HEALTH_OK, nothing recovering)"),
        (D, "the flag was cleared at 04:40"),
        (N, "the scrub 'was not performed'"),
        (D, "the disk replacement is marked done and the OSD is back in"),
        (N, "the vendor case is 'not opened yet'"),
    ],
    "p17-t04": [
        (D, "refund of $42.90 issued for the duplicate and approved (RF-20931)"),
        (N, "the agent cannot cancel it; the customer has to"),
        (N, "the agent only asks where to send it; no reply, no sending"),
        (D, "the agent opens with an apology"),
        (N, "the ticket is pending, not closed"),
    ],
    "p17-t05": [
        (D, "the bucket resource reports Creation complete"),
        (D, "the bucket versioning resource reports Creation complete"),
        (N, "the role creation errored with EntityAlreadyExists"),
        (N, "the import waits for the user's confirmation"),
    ],
    "p17-t06": [
        (N, "v3.8.0 was reverted in eu-west at 09:45"),
        (D, "pagerduty shows the latency incident acknowledged by ops-agent"),
        (D, "the revert to v3.7.2 in eu-west finished with all pods ready"),
        (N, "the us-east rollout was cancelled"),
    ],
    "p17-t07": [
        (N, "three of the 31 days failed to load"),
        (D, "14,203 duplicate rows were removed"),
        (D, "events_daily_mv was refreshed"),
        (N, "the agent says it did not rerun them"),
        (N, "the PR is still in review"),
        (D, "the count comparison against raw_events was made and matches"),
    ],
    "p17-t08": [
        (D, "checked item; the summary says the component was migrated to hooks"),
        (D, "checked item; summary says the snapshot tests were updated"),
        (N, "the Storybook item is not ticked"),
        (D, "lint ran with 0 problems (ticked)"),
        (N, "e2e item unticked, Playwright could not be installed"),
        (N, "the notes say the props interface was not changed"),
        (N, "no unit tests written for the hook yet"),
    ],
    "p17-t09": [
        (D, "the second restart attempt succeeded and the gateway is healthy"),
        (N, "the drain is still waiting on open connections"),
        (N, "maya asks for it at the end; nothing is posted"),
    ],
    "p17-t10": [
        (D, "install deps has a tick"),
        (D, "typecheck has a tick"),
        (D, "unit tests ticked, 1,204 passed"),
        (N, "the latest two runs of the integration tests fail"),
        (D, "the agent re-ran them (#4822); they ran and failed"),
        (N, "deploy preview skipped, and the agent says it did not deploy it"),
    ],
    "p17-t11": [
        (D, "step 1 done on Monday; the raise back has not happened"),
        (D, "step 2 done, the certificate is valid"),
        (N, "step 3 still in progress awaiting approval"),
        (N, "step 4 is future ('will do')"),
        (N, "step 5 waits for 24h of stable traffic"),
    ],
    "p17-t12": [
        (D, "VACUUM returned and the assistant says it finished"),
        (N, "the REINDEX errored on the duplicate key"),
        (D, "the count query ran and returned 2"),
        (N, "the agent stopped rather than delete a row"),
        (N, "dropping the index is only suggested"),
    ],
    "p17-t13": [
        (N, "the export never ran and still needs a manual run"),
        (D, "the cron entry was re-enabled by Priya"),
        (N, "batch-3 was skipped"),
        (D, "batch-1 was patched and rebooted"),
        (N, "Priya did not get to it"),
        (D, "the wiki.internal certificate was renewed to Feb 28"),
    ],
    "p17-t14": [
        (D, "memory usage checked: 11.8G of 12G"),
        (D, "allkeys-lru set on all three nodes"),
        (D, "CONFIG REWRITE persisted it"),
        (N, "scaling is conditional on eviction not helping"),
        (N, "no keys flushed; FLUSHDB only on request"),
    ],
    "p17-t15": [
        (D, "CREATE TABLE ... AS ok with 184,220 rows"),
        (D, "training succeeded"),
        (N, "the prod deploy was refused on quota"),
        (D, "the staging deploy returned ok"),
        (N, "left to someone with project-admin rights"),
    ],
    "p17-t16": [
        (D, "the card digits matched and the agent says the identity is verified"),
        (D, "the agent reset 2FA on the account"),
        (D, "the agent sent the guide's link"),
        (N, "the agent never checked the login itself; only the customer says it works"),
        (N, "a step the customer says they took, not a step of the agent's work"),
        (N, "the ticket stays open for 48 hours"),
    ],
    "p17-t17": [
        (D, "step 1 completed, backup of 212 GB stored"),
        (D, "pg_upgrade --check ran: 'Clusters are compatible'"),
        (N, "the agent will not stop anything until confirmed"),
        (N, "the upgrade (step 3) has not started"),
        (N, "step 4 not reached"),
    ],
    "p17-t18": [
        (D, "the leaked key was revoked at 10:02"),
        (D, "the new key was stored in Vault at 10:05"),
        (D, "payments-worker redeployed, health checks green"),
        (N, "refund-service has not been redeployed"),
        (D, "the SendGrid key was rotated at 10:20"),
        (N, "GitHub support asked, no response: the gist is still up as far as the trace shows"),
    ],
    "p17-t19": [
        (N, "turned on, then switched back off at 11:26"),
        (D, "switched back off for EU at 11:26, still off"),
        (N, "enabled only for internal users"),
        (D, "enabled for internal users and still on"),
        (D, "summary posted in #growth-exp"),
    ],
    "p17-t20": [
        (D, "commit 7d0e4b1 adds it and the assistant says it is in"),
        (N, "the commit was reverted by a91f3c2"),
        (N, "only a WIP commit, not finished"),
        (D, "commit 0c7d8aa upgrades express"),
        (D, "commit 5fe6d21 fixes the README typo"),
    ],
    "p17-t21": [
        (D, "the third upload attempt succeeded"),
        (D, "checksum verification ok"),
        (N, "pruning ran as a dry run, nothing deleted"),
        (N, "restore test skipped"),
        (D, "the full backup ran and 88.1 GiB were uploaded"),
    ],
    "p17-t22": [
        (N, "13 of the 14 were deleted; pr-1182 is still up"),
        (N, "pr-1182 is still up, waiting for Jonas"),
        (D, "the agent messaged Jonas on Slack to ask"),
        (D, "pr-1247 is in the delete command that exited 0"),
        (D, "the assistant lists the 14 old environments by name"),
    ],
    "p17-t23": [
        (D, "row 1 done"),
        (N, "awaiting approval"),
        (D, "the retried step 4 granted access at 15:40"),
        (N, "blocked on the laptop order"),
        (D, "row 6 done"),
        (D, "the contractor's account was removed to free a seat"),
    ],
    "p17-t24": [
        (D, "the user row and addresses were deleted from the accounts DB"),
        (D, "312 analytics events purged"),
        (D, "Mailchimp unsubscribe done"),
        (N, "contact deletion requested, awaiting confirmation"),
        (N, "the agent has not deleted them (legal hold)"),
        (N, "nothing deleted from backups"),
        (N, "the email is drafted but not sent"),
    ],
    "p17-t25": [
        (D, "the last go test ./... is ok for every package"),
        (D, "after the edit the negative-duration test no longer fails"),
        (D, "go build ran without errors; the agent says the binary builds"),
        (D, "go vet ran clean"),
        (N, "the agent has not updated the CHANGELOG"),
    ],
    "p17-t26": [
        (D, "the rotation is published in PagerDuty"),
        (N, "this quarter's rotation has not happened; a habit and an action item are no report"),
        (D, "Grafana upgraded to 11.3 on the ops cluster"),
        (N, "the customer-facing cluster stays on 10.4"),
        (N, "an action item only"),
    ],
    "p17-t27": [
        (D, "the agent replaced the uploader"),
        (N, "done instead of patching the loop"),
        (N, "nothing above 500 MB tested; 2 GB only 'should work'"),
        (N, "meant to, ran out of time"),
    ],
    "p17-t28": [
        (D, "the agent renamed the field in the billing routes"),
        (N, "the only build run exited 2 with a type error"),
        (D, "npm run lint exit 0, no problems"),
        (N, "#412 has not landed"),
    ],
    "p17-t29": [
        (N, "the latest smoke run (13:40) has 3 failures"),
        (D, "4.12.0 is live on staging"),
        (N, "production deploy on hold"),
        (D, "artifacts built and signed"),
    ],
    "p17-t30": [
        (N, "the prod password was not rotated (staging only)"),
        (D, "reporting_ro password rotated on staging"),
        (D, "staging secret store updated"),
        (N, "nothing says the production secrets were changed"),
        (N, "no restart found; the agent asks whether to do it"),
        (D, "CHG-9120 opened for the prod rotation"),
    ],
    "p17-t31": [
        (N, "the body size was changed back to 10m"),
        (D, "nginx was reloaded on web-edge-01"),
        (D, "gzip for JSON enabled and still in place"),
        (N, "web-edge-02 untouched"),
        (D, "the curl check shows gzip encoding"),
    ],
}


def main():
    check_only = "--check" in sys.argv
    here = os.path.dirname(os.path.abspath(__file__))
    out_traces, disagreements = [], []
    for t in TRACES:
        b = READING_B[t["id"]]
        assert len(b) == len(t["milestones"]), t["id"]
        names = [m[0] for m in t["milestones"]]
        assert len(set(names)) == len(names), f"duplicate milestone in {t['id']}"
        kept = []
        for i, ((text, label_a, category, why_a), (label_b, why_b)) in enumerate(zip(t["milestones"], b), 1):
            assert label_a in (D, N) and label_b in (D, N)
            mid = f"{t['id']}-m{i}"
            if label_a != label_b:
                disagreements.append((mid, text, label_a, why_a, label_b, why_b))
                continue
            kept.append({"id": mid, "milestone": text, "label": label_a, "category": category,
                         "reading_a": why_a, "reading_b": why_b})
        if kept:
            out_traces.append({"id": t["id"], "register": t["register"], "trace": t["trace"], "milestones": kept})
    rows = [m for t in out_traces for m in t["milestones"]]
    labels = Counter(m["label"] for m in rows)
    print(f"{len(out_traces)} traces, {len(rows)} agreed milestones "
          f"({labels[D]} done, {labels[N]} not done), {len(disagreements)} disagreements dropped")
    for d in disagreements:
        print(f"  disagreement {d[0]} '{d[1]}': A {d[2]} ({d[3]}); B {d[4]} ({d[5]})")
    cats = Counter((m["category"], m["label"]) for m in rows)
    for (c, l), n in sorted(cats.items()):
        print(f"  {c:20s} {l:9s} {n}")
    for t in out_traces:
        assert len(t["trace"]) <= 32000
    if not check_only:
        doc = {"engine": "process", "round": 17, "mode": "milestones",
               "labels": ["done", "not_done"], "traces": out_traces}
        with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
