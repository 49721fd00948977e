#!/usr/bin/env python3
"""Oracle for the round-11 held-out code set (independent of the service).

1. Reads the two hand readings: readings/reading_a.tsv (by snippet id, written with the snippets) and
   readings/reading_b.tsv (made blind, on readings/blind_b.txt: snippets shuffled under neutral names,
   mapped back through readings/blind_map.json).
2. Keeps only the snippets whose two labels agree; disagreements go to readings/disagreements.json.
3. Runs Bandit on every Python snippet (raw JSON output kept in bandit_raw.json) as a cross-check only:
   Bandit never sets a label.
4. Writes cases.json.

Usage: python3 oracle.py   (run cases_src.py first to write snippets/)
"""
import csv
import json
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXT = {"python": "py", "javascript": "js", "typescript": "ts"}


def read_tsv(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def bandit(rel):
    proc = subprocess.run(
        ["bandit", "-f", "json", "-q", rel], cwd=HERE, capture_output=True, text=True, check=False
    )
    try:
        data = json.loads(proc.stdout)
    except json.JSONDecodeError:
        data = None
    return proc.stdout, data


def main():
    import cases_src  # noqa: PLC0415  (same folder)

    a = {r["id"]: r for r in read_tsv(HERE / "readings" / "reading_a.tsv")}
    blind_map = json.loads((HERE / "readings" / "blind_map.json").read_text())
    b = {blind_map[r["blind"]]: r for r in read_tsv(HERE / "readings" / "reading_b.tsv")}
    ids = [c["id"] for c in cases_src.CASES]
    assert set(a) == set(ids), set(a) ^ set(ids)
    assert set(b) == set(ids), set(b) ^ set(ids)

    cases, disagreements, raw = [], [], {}
    bandit_hits = {"vulnerable": [0, 0], "safe": [0, 0]}  # [flagged MEDIUM/HIGH, total]
    for c in cases_src.CASES:
        cid, lang = c["id"], c["language"]
        ra, rb = a[cid], b[cid]
        rel = f"snippets/{cid}.{EXT[lang]}"
        assert (HERE / rel).read_text() == c["code"], f"{rel} is stale: run cases_src.py"
        if ra["label"] != rb["label"]:
            disagreements.append({"id": cid, "reading_a": ra, "reading_b": rb})
            continue
        entry = {
            "id": cid,
            "language": lang,
            "file": rel,
            "label": ra["label"],
            "class": ra["class"],
            "reason": ra["reason"],
            "reading_b": {"class": rb["class"], "reason": rb["reason"]},
        }
        if lang == "python":
            out, data = bandit(rel)
            raw[cid] = out
            issues = (data or {}).get("results", [])
            medhigh = [
                f'{i["test_id"]}:{i["issue_severity"]}'
                for i in issues
                if i["issue_severity"] in ("MEDIUM", "HIGH")
            ]
            entry["bandit"] = {
                "issues": [f'{i["test_id"]}:{i["issue_severity"]}' for i in issues],
                "flags_medium_or_high": bool(medhigh),
            }
            bandit_hits[ra["label"]][0] += bool(medhigh)
            bandit_hits[ra["label"]][1] += 1
        cases.append(entry)

    (HERE / "bandit_raw.json").write_text(json.dumps(raw, indent=1, sort_keys=True) + "\n")
    (HERE / "readings" / "disagreements.json").write_text(json.dumps(disagreements, indent=1) + "\n")
    (HERE / "cases.json").write_text(
        json.dumps({"round": 11, "engine": "code", "cases": cases}, indent=1) + "\n"
    )

    print(f"snippets: {len(ids)}, agreed: {len(cases)}, disagreements: {len(disagreements)}")
    for lang in ("python", "javascript", "typescript"):
        for label in ("vulnerable", "safe"):
            n = sum(1 for x in cases if x["language"] == lang and x["label"] == label)
            print(f"  {lang:<11} {label:<10} {n}")
    v, s = bandit_hits["vulnerable"], bandit_hits["safe"]
    print(f"Bandit (MEDIUM/HIGH) on Python: flags {v[0]}/{v[1]} vulnerable, {s[0]}/{s[1]} safe")


if __name__ == "__main__":
    main()
