"""Writes the consensus corpus (cases.json): arithmetic questions and claims with answers computed by SymPy.

Usage: python3 generate.py
Each case is a query in the service's syntax ("^" for powers, "=" for a claim). The expected answer comes from SymPy
(parse_expr with convert_xor; exact rationals, symbolic constants), never from the engines under test:
- a value: `expected` is the exact rational "n/d" (or "n"), or for an irrational value `double`, the correctly
  rounded double of SymPy's 50-digit evaluation (written with repr);
- a claim: `holds`, decided by SymPy exactly (the difference of the sides simplifies to zero, or is a nonzero
  rational / is proven nonzero numerically at 50 digits).
The random part uses a fixed seed, so the file is reproducible.
"""
import json
import pathlib
import random
import re

import sympy
from sympy.parsing.sympy_parser import convert_xor, parse_expr, standard_transformations

HERE = pathlib.Path(__file__).parent
TRANSFORMS = standard_transformations + (convert_xor,)
NAMES = {"pi": sympy.pi, "e": sympy.E, "sqrt": sympy.sqrt, "sin": sympy.sin, "cos": sympy.cos, "tan": sympy.tan,
         "exp": sympy.exp, "log": sympy.log, "abs": sympy.Abs}

HAND_VALUES = [
    # cancellation of huge magnitudes (doubles and 64-digit decimals lose these)
    "10^70+1-10^70", "10^20 + 1 - 10^20", "10^30 - (10^30 - 7)", "(10^40 + 3) - 10^40", "2^100 - 2^100 + 1",
    "10^70 * 3 - 10^70 * 2 - 10^70", "(10^25 + 10^-25) - 10^25", "123456789012345678901234567890 - 123456789012345678901234567889",
    # tiny values
    "(1 + 10^-70) - 1", "10^-70", "(1 + 10^-30) - 1", "1 - (1 - 10^-40)", "2^-80", "(1/3 + 10^-50) - 1/3", "10^-20 * 10^-20",
    # beyond 2^53
    "2^53+1", "2^53 + 3", "2^64 - 1", "2^63 + 2^10 + 1", "9007199254740993 * 3", "3^40", "7^30 + 1", "-(2^60) - 1",
    "12345678901234567890 * 98765432109876543210", "99999999999999999999 + 1", "18446744073709551615 + 18446744073709551615",
    # decimals that are not doubles
    "0.1 + 0.2", "0.7 * 3", "1.1^2", "0.3 - 0.1", "1.005 * 1000", "4.35 * 100", "0.1 * 0.1 * 0.1", "1 - 0.9", "19.99 * 3",
    "2.675 + 0.005", "1e-10 + 1", "1.5e-30 * 2", "3.3 / 1.1", "0.000001 * 0.000001",
    # fractions and signs
    "1/3 + 1/6", "2/3", "-3/8", "1/7 + 2/7", "(2/3)^5", "(-3/4)^3", "2^-10", "1/3 + 1/3 + 1/3", "(1/3) * 3 - 1", "22/7 - 3",
    "-2^2", "(-2)^2", "2^3^2", "-(-5)", "7 - -3", "(5 - 8) * (2 - 9)", "100 / 8", "1 / (1/3 - 1/4)", "(2^10 - 1) / 3",
    # irrational values (compared as correctly rounded doubles)
    "sqrt(2)", "sqrt(2) * 3", "sqrt(2) + sqrt(3)", "pi * 2", "pi - 3", "e", "e^2", "sqrt(10^20 + 1)", "sin(1)", "cos(2)",
    # irrational expressions with rational values
    "sqrt(2) * sqrt(8)", "sqrt(2) * sqrt(2)", "sin(pi/6)", "cos(0)", "e^0", "(sqrt(3) - 1) * (sqrt(3) + 1)", "sqrt(49/4)",
    "log(e^3)", "sqrt(12) / sqrt(3)", "tan(pi/4)",
]

HAND_CLAIMS = [
    "2+2=4", "2+2=5", "10^70 + 1 - 10^70 = 0", "10^70 + 1 - 10^70 = 1", "1000000000 + 1 = 1000000000",
    "0.1 + 0.2 = 0.3", "0.1 + 0.2 = 0.30000000000000004", "0.1 + 0.2 = 0.30000000001", "2^53 + 1 = 9007199254740992",
    "2^53 + 1 = 9007199254740993", "1/3 = 0.333333333333", "1/3 + 1/3 + 1/3 = 1", "(1 + 10^-70) - 1 = 0",
    "(1 + 10^-70) - 1 = 10^-70", "3^40 = 12157665459056928801", "3^40 = 12157665459056928800", "7 * 6 == 42", "7 * 6 == 43",
    "sqrt(2)^2 = 2", "sqrt(8) = 2 * sqrt(2)", "sqrt(2) = 1.4142135623730951", "pi = 3.141592653589793", "sin(pi/6) = 0.5",
    "(sqrt(3) - 1) * (sqrt(3) + 1) = 2", "2^-10 = 0.0009765625", "2^-10 = 0.001", "19.99 * 3 = 59.97", "1.1^2 = 1.21",
    "1.1^2 = 1.2100000000000002", "(2/3)^5 = 32/243",
]


def rational_text(v) -> str:
    r = sympy.Rational(v)
    return str(r.p) if r.q == 1 else f"{r.p}/{r.q}"


DECIMAL = re.compile(r"(?<![\w.])(\d+\.\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?|\d+e[+-]?\d+)(?![\w.])")


def parse(query: str):
    # Decimal literals become exact rationals before SymPy sees them (it would read 0.1 as a binary float).
    exact = DECIMAL.sub(lambda m: f"Rational('{m.group(0)}')", query)
    return parse_expr(exact, local_dict={**NAMES, "Rational": sympy.Rational}, transformations=TRANSFORMS, evaluate=True)


def value_case(query: str) -> dict:
    v = sympy.simplify(parse(query))
    if v.is_rational:
        return {"query": query, "kind": "value", "expected": rational_text(v)}
    return {"query": query, "kind": "value", "double": repr(float(sympy.N(v, 50)))}


def claim_case(query: str) -> dict:
    lhs, rhs = (parse(side) for side in query.replace("==", "=").split("="))
    d = sympy.simplify(lhs - rhs)
    if d == 0:
        holds = True
    elif d.is_rational:
        holds = False
    else:
        assert abs(sympy.N(d, 50)) > sympy.Rational(1, 10**40), query
        holds = False
    return {"query": query, "kind": "claim", "holds": holds}


def random_queries(rng: random.Random, n: int) -> list:
    def literal() -> str:
        kind = rng.randrange(4)
        if kind == 0:
            return str(rng.randrange(1, 10**rng.randrange(1, 30)))
        if kind == 1:
            return f"{rng.randrange(0, 1000)}.{rng.randrange(0, 10**6):06d}"
        if kind == 2:
            return f"10^{rng.choice([-40, -25, -12, 12, 25, 40])}"
        return f"{rng.randrange(1, 50)}/{rng.randrange(1, 50)}"

    def expr(depth: int) -> str:
        if depth == 0:
            return literal()
        op = rng.choice(["+", "-", "*", "/", "+", "-"])
        return f"({expr(depth - 1)} {op} {expr(depth - 1)})"

    out = []
    while len(out) < n:
        q = expr(rng.randrange(1, 4))
        try:
            out.append(value_case(q))
        except ZeroDivisionError:
            continue
    return out


def random_claims(rng: random.Random, n: int) -> list:
    out = []
    for i in range(n):
        a, b = rng.randrange(1, 10**22), rng.randrange(1, 10**22)
        c = rng.choice([-70, -30, 0, 30, 70])
        q = f"{a} * 10^{c} + {b} - {a} * 10^{c}"
        claimed = str(b) if i % 2 == 0 else str(b + rng.choice([-1, 1]))
        out.append(claim_case(f"{q} = {claimed}"))
    return out


def main() -> None:
    rng = random.Random(20261125)
    cases = [value_case(q) for q in HAND_VALUES] + [claim_case(q) for q in HAND_CLAIMS]
    cases += random_queries(rng, 50) + random_claims(rng, 20)
    for i, c in enumerate(cases, start=1):
        c["id"] = f"consensus-{i:03d}"
    (HERE / "cases.json").write_text(json.dumps(cases, indent=1) + "\n")
    claims = [c for c in cases if c["kind"] == "claim"]
    print(f"{len(cases)} cases: {len(cases) - len(claims)} values, {len(claims)} claims ({sum(c['holds'] for c in claims)} true)")


if __name__ == "__main__":
    main()
