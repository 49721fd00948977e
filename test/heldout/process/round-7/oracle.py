#!/usr/bin/env python3
"""Oracle for the round-7 process (milestones) held-out set: two independent hand readings.

Reading A is written next to each milestone in cases_src.py. Reading B below is a second reading of every
trace made afterwards from the trace text alone (one letter per milestone, in order: D = done, N = not done).
A milestone is kept only where both readings agree. Running this script regenerates cases.json and fails if
the committed cases.json differs from what the two readings give.
"""
import json, os, sys
here = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(here, "cases_src.py")).read())

B = {
 "t01":"DDN","t02":"DDNDN","t03":"DNN","t04":"DDND","t05":"DNN","t06":"DDDN","t07":"DDD","t08":"NDN",
 "t09":"DNN","t10":"DDDN","t11":"NNN","t12":"NDD","t13":"NNN","t14":"DN","t15":"DNN","t16":"DND",
 "t17":"DND","t18":"N","t19":"NDN","t20":"NDD","t21":"DND","t22":"DDDN","t23":"DDNN","t24":"ND",
 "t25":"ND","t26":"DND","t27":"DNN","t28":"ND","t29":"NNN","t30":"DN","t31":"ND","t32":"NDD",
 "t33":"DDN","t34":"ND","t35":"DDND","t36":"ND","t37":"NND","t38":"NND","t39":"DND","t40":"NDD",
 "t41":"DDN","t42":"DD",
}
# Disagreements (dropped):
#  t10 "Run the E2E tests": A not done (the step failed); B done (the tests were run, 4 of them failed).
#  t38 "Fix the build": A done (the assistant says it is fixed); B not done (only claimed, not verified in CI).
#  t42 "Fail over to the secondary region": A not done (none this time); B done (it was done in March).

cases, dropped = [], []
for tr in T:
    b = B[tr["id"]]
    assert len(b) == len(tr["ms"]), tr["id"]
    ms = []
    for (m, cat, a), bb in zip(tr["ms"], b):
        if a != (bb == "D"):
            dropped.append({"trace": tr["id"], "milestone": m, "A": a, "B": bb == "D"})
            continue
        ms.append({"milestone": m, "category": cat, "done": a})
    cases.append({"id": tr["id"], "kind": tr["kind"], "trace": tr["trace"], "milestones": ms})

out = {"cases": cases, "dropped": dropped}
path = os.path.join(here, "cases.json")
text = json.dumps(out, indent=1, ensure_ascii=False) + "\n"
if "--write" in sys.argv or not os.path.exists(path):
    open(path, "w").write(text)
elif open(path).read() != text:
    sys.exit("cases.json differs from the two readings: re-run with --write and review the diff")
n = sum(len(c["milestones"]) for c in cases)
d = sum(m["done"] for c in cases for m in c["milestones"])
print(f"{len(cases)} traces, {n} milestones ({d} done, {n-d} not done), {len(dropped)} dropped on disagreement")
