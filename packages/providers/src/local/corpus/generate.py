"""Writes the word-problem corpora (heldout.json, dev.json) with exact expected answers.

Usage: python3 generate.py
Each source module (heldout.py, dev.py) lists (query, value, claimed) triples. `value` is the problem's answer as a
Python expression over fractions.Fraction (written by hand from the problem, independent of the translator), so the
expected answers are exact rationals. A claimed number is parsed as an exact decimal.
"""
import json
import pathlib
from fractions import Fraction

HERE = pathlib.Path(__file__).parent


def exact(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def build(module_name: str) -> list:
    source = (HERE / f"{module_name}.py").read_text()
    scope: dict = {}
    exec(compile(source, f"{module_name}.py", "exec"), scope)
    out = []
    for i, (query, value, claimed) in enumerate(scope["CASES"], start=1):
        v = eval(value, {"F": Fraction, "Fraction": Fraction})
        v = Fraction(v)
        case = {"id": f"{module_name}-{i:03d}", "query": query, "expected": exact(v)}
        if claimed is not None:
            c = Fraction(claimed)
            case["claimed"] = exact(c)
            case["claim_holds"] = c == v
        out.append(case)
    return out


def main() -> None:
    for name in ("heldout", "dev"):
        if not (HERE / f"{name}.py").exists():
            continue
        cases = build(name)
        (HERE / f"{name}.json").write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")
        claims = [c for c in cases if "claimed" in c]
        print(f"{name}: {len(cases)} cases, {len(claims)} claims ({sum(c['claim_holds'] for c in claims)} true)")


if __name__ == "__main__":
    main()
