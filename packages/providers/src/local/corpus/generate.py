"""Writes the natural-language corpora (heldout.json, dev.json, arithmetic.json) with exact expected answers.

Usage: python3 generate.py
Each source module lists (query, value, claimed[, approximate]) cases. `value` is the answer as a Python expression
over fractions.Fraction (written by hand from the problem, independent of the translator), or a sympy expression for
an irrational answer; rational answers are exact. A claimed number is parsed as an exact decimal or fraction; a claim
holds when it equals the value exactly, or, when approximate, when |value - claim| is at most half a unit of the
claim's last significant digit (decided with sympy, or mpmath at 60 digits for irrational values).
"""
import json
import pathlib
from fractions import Fraction

import mpmath
import sympy

mpmath.mp.dps = 60

HERE = pathlib.Path(__file__).parent


def exact(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def tolerance(text: str) -> Fraction:
    """Half a unit of the last significant digit: 3.14 -> 1/200, 20 -> 5, 1000 -> 500, 7 -> 1/2."""
    digits, _, decimals = text.lstrip("-").partition(".")
    if decimals:
        return Fraction(1, 2 * 10 ** len(decimals))
    zeros = len(digits) - len(digits.rstrip("0"))
    place = zeros if zeros < len(digits) else 0
    return Fraction(10 ** place, 2)


def build(module_name: str) -> list:
    source = (HERE / f"{module_name}.py").read_text()
    scope: dict = {}
    exec(compile(source, f"{module_name}.py", "exec"), scope)
    out = []
    names = {"F": Fraction, "Fraction": Fraction, "sqrt": sympy.sqrt, "pi": sympy.pi}
    for i, (query, value, claimed, *rest) in enumerate(scope["CASES"], start=1):
        approximate = bool(rest and rest[0])
        v = eval(value, names)
        rational = not isinstance(v, sympy.Expr) or v.is_rational
        v = Fraction(str(v)) if rational else v
        case = {"id": f"{module_name}-{i:03d}", "query": query, "expected": exact(v) if rational else str(v)}
        if not rational:
            case["irrational"] = True
        if claimed is not None:
            c = Fraction(claimed)
            case["claimed"] = exact(c)
            if approximate:
                case["approximate"] = True
                t = tolerance(claimed)
                if rational:
                    case["claim_holds"] = abs(v - c) <= t
                else:
                    gap = abs(mpmath.mpf(sympy.N(v, 70)) - mpmath.mpf(c.numerator) / c.denominator)
                    case["claim_holds"] = bool(gap <= mpmath.mpf(t.numerator) / t.denominator)
            else:
                case["claim_holds"] = rational and c == v
        out.append(case)
    return out


def main() -> None:
    for name in ("heldout", "dev", "arithmetic"):
        if not (HERE / f"{name}.py").exists():
            continue
        cases = build(name)
        (HERE / f"{name}.json").write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")
        claims = [c for c in cases if "claimed" in c]
        print(f"{name}: {len(cases)} cases, {len(claims)} claims ({sum(c['claim_holds'] for c in claims)} true)")


if __name__ == "__main__":
    main()
