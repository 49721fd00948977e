#!/usr/bin/env python3
"""Regenerates cases.json from cases_src.py.
Label = the two hand readings when they agree (else the case is dropped).
For Python, Bandit (/usr/bin/bandit) is run on every snippet; Bandit 'decides' when it reports a HIGH-severity issue
(vulnerable). When Bandit decides and the hand label says safe, the case is dropped as a disagreement.
Fails (exit 1) if a committed cases.json disagrees with the regenerated labels."""
import json, os, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
ns = {}; exec(open(os.path.join(HERE, "cases_src.py")).read(), ns)
BANDIT = os.environ.get("BANDIT", "/usr/bin/bandit")
out, dropped = [], []
for c in ns["C"]:
    bandit = None
    if c["language"] == "python":
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(c["code"]); p = f.name
        r = subprocess.run([BANDIT, "-f", "json", "-q", p], capture_output=True, text=True)
        os.unlink(p)
        res = json.loads(r.stdout)["results"]
        bandit = {"high": sorted({x["test_id"] for x in res if x["issue_severity"] == "HIGH"}),
                  "other": sorted({x["test_id"] + ":" + x["issue_severity"] for x in res if x["issue_severity"] != "HIGH"})}
    if c["hand_a"] != c["hand_b"]:
        dropped.append((c["id"], "hand readings disagree")); continue
    label = c["hand_a"]
    oracle = "hand x2"
    if bandit is not None:
        if bandit["high"]:
            if label == "safe":
                dropped.append((c["id"], "bandit HIGH %s vs hand safe" % bandit["high"])); continue
            oracle = "bandit HIGH + hand x2"
        else:
            oracle = "hand x2 (bandit: no HIGH)"
    out.append(dict(id=c["id"], language=c["language"], category=c["category"], label=label, oracle=oracle,
                    bandit=bandit, code=c["code"]))
path = os.path.join(HERE, "cases.json")
new = json.dumps({"cases": out, "dropped": dropped}, indent=1)
if "--check" in sys.argv and os.path.exists(path):
    old = json.load(open(path))
    oldl = {c["id"]: c["label"] for c in old["cases"]}; newl = {c["id"]: c["label"] for c in out}
    if oldl != newl:
        print("label mismatch", {k for k in set(oldl) | set(newl) if oldl.get(k) != newl.get(k)}); sys.exit(1)
    print("labels match"); sys.exit(0)
open(path, "w").write(new + "\n")
print(len(out), "cases;", sum(c["label"] == "vulnerable" for c in out), "vulnerable;", len(dropped), "dropped:", dropped)
