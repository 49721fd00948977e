#!/usr/bin/env python3
"""Soundness corpus of the math engine, with expected answers from an independent oracle.

Every claim is written in the engine's syntax (docs/math.md) and decided here by SymPy (exact simplification,
derivatives, integrals, limits, sums, matrices), mpmath (1,000-digit arithmetic, quadrature) and Python's fractions
(exact rationals and correctly rounded doubles). Run:

    python3 packages/engines/src/math/corpus/generate.py > packages/engines/src/math/corpus/cases.json

Expected answers:
- kind "value": the exact value (a fraction) and/or the correctly rounded double, or "undefined";
- kind "equation": truth true (holds wherever both sides are defined), false (a point where both sides are
  defined and differ exists; it is recorded), or "undefined" (a side has no value).
The test (corpus.test.ts) asserts no false VERIFIED, no false CORRECTION_NEEDED, exact values, and prints the
UNKNOWN rate on the true identities.
"""
import json
import random
import sys
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.printing.str import StrPrinter

random.seed(20261125)
mpmath.mp.dps = 1000

x, y, z, a, b, n, k, t = sp.symbols("x y z a b n k t", real=True)
LOCALS = {
    "x": x, "y": y, "z": z, "a": a, "b": b, "n": n, "k": k, "t": t,
    "phi": sp.GoldenRatio, "tau": 2 * sp.pi, "atan2": lambda u, v: sp.atan2(u, v), "mod": sp.Mod,
    "abs": sp.Abs, "ceil": sp.ceiling, "max": sp.Max, "min": sp.Min, "i": sp.I, "e": sp.E, "pi": sp.pi,
    "log": lambda u, base=None: sp.log(u) if base is None else sp.log(u) / sp.log(base),
    "log10": lambda u: sp.log(u) / sp.log(10), "log2": lambda u: sp.log(u) / sp.log(2),
    "cbrt": lambda u: sp.real_root(u, 3), "nthRoot": lambda u, m: sp.real_root(u, m),
    "factorial": sp.factorial, "sec": sp.sec, "csc": sp.csc, "cot": sp.cot,
}


class Mine(StrPrinter):
    """SymPy → the engine's syntax."""

    def _print_Abs(self, e):
        return f"abs({self._print(e.args[0])})"

    def _print_ImaginaryUnit(self, e):
        return "i"

    def _print_Exp1(self, e):
        return "e"

    def _print_ceiling(self, e):
        return f"ceil({self._print(e.args[0])})"

    def _print_Max(self, e):
        return f"max({', '.join(self._print(a) for a in e.args)})"

    def _print_Min(self, e):
        return f"min({', '.join(self._print(a) for a in e.args)})"


def mine(e):
    return Mine().doprint(e)


def parse(text):
    return sp.sympify(text.replace("^", "**"), locals=LOCALS)


cases = []


def add(category, claim, kind, expect, domain=None, oracle=None):
    case = {"id": len(cases) + 1, "category": category, "claim": claim, "kind": kind, "expect": expect}
    if domain:
        case["domain"] = domain
    if oracle:
        case["oracle"] = oracle
    cases.append(case)


def mp_value(expr):
    """High-precision value of a closed SymPy expression as an mpmath complex (1,010 significant digits)."""
    v = sp.N(expr, 1010)
    re, im = v.as_real_imag()
    return mpmath.mpc(mpmath.mpf(str(sp.N(re, 1010))), mpmath.mpf(str(sp.N(im, 1010))))


def to_double(v):
    s = mpmath.nstr(mpmath.mpf(v), 500, strip_zeros=False)
    return float(Fraction(s))


# ---------------------------------------------------------------------------------------------------------------
# Values: exact rationals


def rational_values():
    ops = ["+", "-", "*", "/"]
    for i in range(220):
        terms = []
        for _ in range(random.randint(2, 5)):
            kind = random.random()
            if kind < 0.3:
                terms.append(str(random.randint(1, 999)))
            elif kind < 0.55:
                terms.append(f"{random.randint(1, 99)}.{random.randint(1, 999):03d}")
            elif kind < 0.7:
                terms.append(f"({random.randint(1, 50)}/{random.randint(2, 60)})")
            elif kind < 0.85:
                terms.append(f"{random.randint(2, 12)}^{random.randint(-6, 30)}")
            else:
                terms.append(f"factorial({random.randint(0, 40)})")
        text = terms[0]
        for term in terms[1:]:
            text += f" {random.choice(ops)} {term}"
        value = parse(text)
        if value.is_zero is False and value.is_Rational and abs(value) < sp.Integer(10) ** 300 and (value == 0 or abs(value) > sp.Rational(1, 10**300)):
            fr = Fraction(int(value.p), int(value.q))
            add("value-rational", text, "value", {"status": "VERIFIED", "exact": str(fr), "value": float(fr)})
    # Cancellation and big integers, exact
    for e in [20, 30, 50, 70, 100]:
        add("value-rational", f"10^{e} + 1 - 10^{e}", "value", {"status": "VERIFIED", "exact": "1", "value": 1.0})
    add("value-rational", "factorial(25) / factorial(23)", "value", {"status": "VERIFIED", "exact": "600", "value": 600.0})
    add("value-rational", "0.1 + 0.2", "value", {"status": "VERIFIED", "exact": "3/10", "value": 0.3})
    add("value-rational", "2^53 + 1", "value", {"status": "VERIFIED", "exact": str(2**53 + 1), "value": float(2**53)})


# ---------------------------------------------------------------------------------------------------------------
# Values: irrational (correctly rounded double) and complex

IRRATIONAL = [
    "sqrt(2)", "sqrt(3) + sqrt(5)", "exp(1)", "exp(-2.5)", "log(7)", "log(10, 2)", "log10(2)", "log2(10)", "sin(1)",
    "cos(2)", "tan(0.5)", "atan(3)", "asin(1/3)", "acos(-0.25)", "sinh(1.5)", "cosh(0.7)", "tanh(2)", "asinh(2)",
    "acosh(3)", "atanh(1/2)", "pi^2/6", "e^pi", "pi^e", "cbrt(10)", "nthRoot(100, 5)", "2^(1/3)", "sqrt(1 + sqrt(2))",
    "sin(100)", "cos(1000)", "sin(10^6)", "exp(50)", "exp(-50)", "log(1 + 10^(-10))", "atan(1/7) * 4", "sec(1)",
    "csc(2)", "cot(3)", "atan2(1, -2)", "sin(pi/7)", "cos(pi/5)", "sqrt(10^10 + 1) - 10^5", "1/(sqrt(2) - 1)",
    "exp(sqrt(2))", "log(pi)", "sqrt(pi)", "phi", "tau", "(1 + sqrt(5))/2", "3^(2/5)", "sin(1/3)^2 + 1/7",
    "exp(-(3/2)^2)", "log(log(100))", "acos(1/sqrt(3))", "tanh(0.001)", "sinh(10^(-8))", "cosh(20) - sinh(20)",
    "sqrt(8) - 2*sqrt(2) + sqrt(3)", "integrate(exp(x), x, 0, 1)", "integrate(1/x, x, 1, 3)", "integrate(sin(x), x, 0, 1)",
]


def irrational_values():
    for text in IRRATIONAL:
        expr = parse(text.replace("integrate(exp(x), x, 0, 1)", "E - 1").replace("integrate(1/x, x, 1, 3)", "log(3)").replace("integrate(sin(x), x, 0, 1)", "1 - cos(1)"))
        v = mp_value(expr)
        assert abs(v.imag) == 0, text
        add("value-irrational", text, "value", {"status": "VERIFIED", "value": to_double(v.real)})
    for text, re_, im_ in [
        ("sqrt(-4)", 0, 2), ("(1 + 2*i)*(3 - i)", 5, 5), ("(1+i)^4", -4, 0), ("e^(i*pi)", -1, 0), ("i^i", None, None),
        ("sqrt(-2)", 0, None), ("(2 + i)/(1 - i)", Fraction(1, 2), Fraction(3, 2)), ("log(-1)", 0, None), ("exp(i*pi/2)", 0, 1),
        ("(-8)^(1/3)", None, None), ("sqrt(i)", None, None), ("(3 + 4*i)^2", -7, 24),
    ]:
        expr = parse(text)
        v = mp_value(expr)
        add("value-complex", text, "value", {"status": "VERIFIED", "re": to_double(v.real), "im": to_double(v.imag)}, domain="complex")


UNDEFINED = [
    ("1/0", None), ("log(0)", None), ("tan(pi/2)", None), ("log(cos(pi/2))", None), ("1/(sin(pi))", None),
    ("sqrt(-1)", "real"), ("log(-5)", "real"), ("asin(2)", "real"), ("acos(-1.5)", "real"), ("acosh(0.5)", "real"),
    ("atanh(1)", None), ("factorial(-1)", None), ("factorial(2.5)", None), ("0^(-1)", None), ("1/(sqrt(2)^2 - 2)", None),
    ("cot(0)", None), ("sec(pi/2)", None), ("csc(pi)", None), ("mod(5, 0)", None), ("(-8)^(1/3)", "real"),
    ("log(1 - 1)", None), ("1/(exp(0) - 1)", None), ("sqrt(2 - 3)", "real"), ("log(2, 1)", None), ("tan(3*pi/2)", None),
]


def undefined_values():
    for text, domain in UNDEFINED:
        add("value-undefined", text, "value", {"status": "ERROR"}, domain=domain)


# ---------------------------------------------------------------------------------------------------------------
# Closed equations


def closed_truth(l_text, r_text, domain=None):
    l = parse(l_text)
    r = parse(r_text)
    d = mp_value(l - r)
    return abs(d) < mpmath.mpf(10) ** -900


CLOSED_TRUE = [
    ("sin(pi/6)", "1/2"), ("cos(pi/3)", "1/2"), ("tan(pi/4)", "1"), ("sin(pi/4)", "sqrt(2)/2"), ("cos(pi/6)", "sqrt(3)/2"),
    ("sqrt(8)", "2*sqrt(2)"), ("sqrt(12) + sqrt(27)", "5*sqrt(3)"), ("log(8)/log(2)", "3"), ("exp(log(5))", "5"),
    ("log(exp(3))", "3"), ("e^(i*pi)", "-1"), ("(1 + i)^2", "2*i"), ("(1 - i)*(1 + i)", "2"), ("i^4", "1"),
    ("factorial(5)", "120"), ("factorial(10)/factorial(8)", "90"), ("2^10", "1024"), ("0.25 + 0.5", "3/4"),
    ("log10(1000)", "3"), ("log2(1/8)", "-3"), ("log(81, 3)", "4"), ("sin(pi)^2 + cos(pi)^2", "1"),
    ("cosh(3)^2 - sinh(3)^2", "1"), ("(sqrt(3) + 1)*(sqrt(3) - 1)", "2"), ("sqrt(6)", "sqrt(2)*sqrt(3)"),
    ("exp(2)*exp(3)", "exp(5)"), ("2^(1/2) * 2^(1/2)", "2"), ("cos(pi)", "-1"), ("sin(3*pi/2)", "-1"), ("tan(pi/3)", "sqrt(3)"),
    ("asin(1/2)", "pi/6"), ("acos(0)", "pi/2"), ("atan(1)", "pi/4"), ("abs(-7/3)", "7/3"), ("floor(7/2) + ceil(7/2)", "7"),
    ("max(3, 7, 5)", "7"), ("min(-2, 4)", "-2"), ("mod(17, 5)", "2"), ("gcd(84, 36)", "12"), ("lcm(4, 6)", "12"),
    ("cbrt(27)", "3"), ("nthRoot(-32, 5)", "-2"), ("8^(2/3)", "4"), ("(1/4)^(-1/2)", "2"), ("sqrt(2)^4", "4"),
    ("sin(2*pi/3)", "sqrt(3)/2"), ("cos(5*pi/4)", "-sqrt(2)/2"), ("sin(-pi/6)", "-1/2"), ("tau/2", "pi"), ("phi^2", "phi + 1"),
]


def closed_equations():
    for l, r in CLOSED_TRUE:
        assert closed_truth(l, r), (l, r)
        add("closed-true", f"{l} = {r}", "equation", {"truth": True})
    false_pairs = [
        ("sin(pi/6)", "0.5000001"), ("pi", "3.14159"), ("pi", "22/7"), ("e", "2.718281828"), ("sqrt(2)", "1.41421356237"),
        ("sqrt(2)^2", "2.0000000001"), ("1/3", "0.3333333333333333"), ("0.1 + 0.2", "0.30000000000000004"), ("2^10", "1000"),
        ("log(8)/log(2)", "3.0001"), ("factorial(20)", "2432902008176640001"), ("sin(1)", "0.8414709848"), ("exp(1)^2", "7.389056"),
        ("cos(pi/3)", "sqrt(3)/2"), ("tan(pi/4)", "-1"), ("(1 + i)^2", "2"), ("e^(i*pi)", "1"), ("i^3", "i"), ("sqrt(16)", "-4"),
        ("log(100, 10)", "3"), ("atan(1)", "pi/3"), ("phi", "1.618"), ("sqrt(10)", "3.16227766016838"), ("2^0.5", "1.4142"),
        ("cbrt(2)", "1.26"), ("sinh(1)", "1.1752"), ("asin(1)", "pi"), ("factorial(6)", "700"), ("mod(-7, 3)", "-1"), ("abs(-5)", "-5"),
        ("gcd(12, 18)", "3"), ("max(1, 2)", "1"), ("sin(pi/5)", "0.58778525229"), ("log(2)", "0.693147"), ("exp(-1)", "0.36788"),
        ("10^-5", "0.0001"), ("7/9", "0.778"), ("2/3", "0.6666666666666667"), ("sqrt(3)/2", "0.866"), ("pi^2/6", "1.6449"),
    ]
    for l, r in false_pairs:
        assert not closed_truth(l, r), (l, r)
        add("closed-false", f"{l} = {r}", "equation", {"truth": False})
    for l, r, domain in [("1/0", "1", None), ("log(0)", "0", None), ("tan(pi/2)", "0", None), ("sqrt(-1)", "i", "real")]:
        add("closed-undefined", f"{l} = {r}", "equation", {"truth": "undefined"}, domain=domain)


# ---------------------------------------------------------------------------------------------------------------
# Precision traps: the true value and its asymptotic neighbour


def precision_traps():
    for e in [30, 50, 80, 120, 150, 200]:
        add("trap-false", f"pi + 10^(-{e}) = pi", "equation", {"truth": False})
        add("trap-false", f"sqrt(2) + 10^(-{e}) = sqrt(2)", "equation", {"truth": False})
        add("trap-false", f"sqrt(10^{2 * e} + 1) = 10^{e}", "equation", {"truth": False})
        add("trap-false", f"log(1 + 10^(-{e})) = 0", "equation", {"truth": False})
        add("trap-false", f"sin(10^(-{e})) = 0", "equation", {"truth": False})
        add("trap-false", f"atan(10^{e}) = pi/2", "equation", {"truth": False})
        add("trap-true", f"10^{e} + 1 - 10^{e} = 1", "equation", {"truth": True})
        add("trap-true", f"sin(10^{e}*pi) = 0", "equation", {"truth": True})
        add("trap-true", f"sqrt(10^{2 * e} + 1) - 10^{e} = 1/(sqrt(10^{2 * e} + 1) + 10^{e})", "equation", {"truth": True})
    for v in [50, 100, 200, 300, 400]:
        add("trap-false", f"tanh({v}) = 1", "equation", {"truth": False})
        add("trap-false", f"exp(-{v}) = 0", "equation", {"truth": False})
        add("trap-false", f"exp(-{v}) + 1 = 1", "equation", {"truth": False})
        add("trap-true", f"cosh({v})^2 - sinh({v})^2 = 1", "equation", {"truth": True})
        add("trap-true", f"exp({v}) * exp(-{v}) = 1", "equation", {"truth": True})
    for m in [30, 60, 80, 100]:
        f = sp.factorial(m)
        add("trap-false", f"factorial({m}) + 1 = factorial({m})", "equation", {"truth": False})
        add("trap-false", f"factorial({m}) = {f + 1}", "equation", {"truth": False})
        add("trap-true", f"factorial({m}) = {f}", "equation", {"truth": True})


# ---------------------------------------------------------------------------------------------------------------
# Identities


def rand_coef(lo=1, hi=9):
    return random.randint(lo, hi) * random.choice([1, -1])


def identity_truth(l_text, r_text, symbols, positive=False):
    """True when SymPy proves l − r = 0 wherever both are defined, else checks numerically for a witness of falsity."""
    subs = {s: sp.Symbol(s.name, positive=True) for s in symbols} if positive else {}
    l = parse(l_text).subs(subs)
    r = parse(r_text).subs(subs)
    diff = sp.simplify(l - r)
    if diff == 0:
        return True, None
    diff2 = sp.simplify(sp.expand_trig(sp.expand_log(sp.expand(l - r), force=False)))
    if diff2 == 0:
        return True, None
    # abs/max/min: as piecewise functions; roots of perfect squares: factor under the root first.
    piecewise = sp.simplify(sp.piecewise_fold((l - r).rewrite(sp.Piecewise)))
    if piecewise == 0:
        return True, None
    factored = sp.simplify(l.replace(lambda e: e.is_Pow and e.exp == sp.S.Half, lambda e: sp.sqrt(sp.factor(e.base))) - r)
    if factored == 0:
        return True, None
    return witness(l, r, list(subs.values()) if positive else symbols)


def witness(l, r, symbols):
    rng = random.Random(7)
    mpmath.mp.dps = 60
    try:
        for _ in range(200):
            point = {s: sp.Rational(rng.randint(-40, 40), rng.choice([1, 2, 4, 5, 10])) for s in symbols}
            try:
                lv = sp.N(l.subs(point), 50)
                rv = sp.N(r.subs(point), 50)
            except (ZeroDivisionError, ValueError):
                continue
            if not (lv.is_real and rv.is_real) or lv.has(sp.zoo, sp.nan, sp.oo, -sp.oo) or rv.has(sp.zoo, sp.nan, sp.oo, -sp.oo):
                continue
            if abs(lv - rv) > sp.Float("1e-30", 50) * max(1, abs(lv), abs(rv)):
                return False, {str(s): str(v) for s, v in point.items()}
        return None, None
    finally:
        mpmath.mp.dps = 1000


def textbook_true():
    out = []
    for _ in range(14):
        p, q = rand_coef(), rand_coef()
        out.append((f"({p}*x + {q})^2", mine(sp.expand((p * x + q) ** 2))))
        out.append((f"(x + {p})*(x - {p})", f"x^2 - {p * p}"))
    for _ in range(6):
        m = random.randint(3, 7)
        out.append((f"(x + y)^{m}", mine(sp.expand((x + y) ** m))))
    out += [
        ("x^3 - y^3", "(x - y)*(x^2 + x*y + y^2)"), ("x^4 - 1", "(x - 1)*(x + 1)*(x^2 + 1)"), ("(a + b)^2 - (a - b)^2", "4*a*b"),
        ("x^2*x^3", "x^5"), ("(x^2)^3", "x^6"), ("x/2 + x/3", "5*x/6"), ("1/(x - 1) - 1/(x + 1)", "2/(x^2 - 1)"),
        ("1/x + 1/y", "(x + y)/(x*y)"), ("(x^2 - 1)/(x + 1)", "x - 1"), ("(x^3 + 1)/(x + 1)", "x^2 - x + 1"),
        ("sin(x)^2 + cos(x)^2", "1"), ("sin(2*x)", "2*sin(x)*cos(x)"), ("cos(2*x)", "cos(x)^2 - sin(x)^2"), ("cos(2*x)", "1 - 2*sin(x)^2"),
        ("cos(2*x)", "2*cos(x)^2 - 1"), ("sin(3*x)", "3*sin(x) - 4*sin(x)^3"), ("cos(3*x)", "4*cos(x)^3 - 3*cos(x)"),
        ("sin(x + y)", "sin(x)*cos(y) + cos(x)*sin(y)"), ("cos(x - y)", "cos(x)*cos(y) + sin(x)*sin(y)"), ("sin(x - y)", "sin(x)*cos(y) - cos(x)*sin(y)"),
        ("sin(x + pi)", "-sin(x)"), ("cos(pi/2 - x)", "sin(x)"), ("sin(-x)", "-sin(x)"), ("cos(-x)", "cos(x)"), ("tan(x)", "sin(x)/cos(x)"),
        ("1 + tan(x)^2", "sec(x)^2"), ("1 + cot(x)^2", "csc(x)^2"), ("sin(x/2)^2", "(1 - cos(x))/2"), ("cos(x/2)^2", "(1 + cos(x))/2"),
        ("sin(x)*cos(y)", "(sin(x + y) + sin(x - y))/2"), ("cos(x)*cos(y)", "(cos(x - y) + cos(x + y))/2"), ("sin(x)^4 - cos(x)^4", "sin(x)^2 - cos(x)^2"),
        ("tan(2*x)", "2*tan(x)/(1 - tan(x)^2)"), ("sin(4*x)", "4*sin(x)*cos(x)*(1 - 2*sin(x)^2)"), ("cos(x + 2*pi)", "cos(x)"),
        ("sin(x) + sin(y)", "2*sin((x + y)/2)*cos((x - y)/2)"), ("cos(x) - cos(y)", "-2*sin((x + y)/2)*sin((x - y)/2)"),
        ("exp(x + y)", "exp(x)*exp(y)"), ("e^(2*x)", "(e^x)^2"), ("2^(x + 1)", "2*2^x"), ("exp(-x)", "1/exp(x)"), ("exp(x)^3", "exp(3*x)"),
        ("4^x", "2^(2*x)"), ("exp(x*log(2))", "2^x"), ("cosh(x)^2 - sinh(x)^2", "1"), ("sinh(2*x)", "2*sinh(x)*cosh(x)"),
        ("cosh(2*x)", "cosh(x)^2 + sinh(x)^2"), ("tanh(x)", "sinh(x)/cosh(x)"), ("cosh(x) + sinh(x)", "exp(x)"), ("cosh(-x)", "cosh(x)"),
        ("log(exp(x))", "x"), ("log(exp(2*x + 1))", "2*x + 1"), ("exp(2*log(x))", "x^2"), ("log(6)", "log(2) + log(3)"), ("log(8)", "3*log(2)"),
        ("sqrt(x^2)", "abs(x)"), ("sqrt(4*x^2)", "2*abs(x)"), ("sqrt(x^2 + 2*x + 1)", "abs(x + 1)"), ("abs(x*y)", "abs(x)*abs(y)"),
        ("abs(-x)", "abs(x)"), ("abs(x)^2", "x^2"), ("max(x, y)", "(x + y + abs(x - y))/2"), ("min(x, y)", "(x + y - abs(x - y))/2"),
        ("max(x, y) + min(x, y)", "x + y"), ("max(x, y)*min(x, y)", "x*y"), ("abs(x^3)", "abs(x)^3"), ("abs(x)/x", "x/abs(x)"),
        ("sqrt(x^4)", "x^2"), ("abs(x^2 + 1)", "x^2 + 1"), ("max(x^2, -1)", "x^2"), ("abs(exp(x))", "exp(x)"),
        ("x^0", "1"), ("(x*y)^2", "x^2*y^2"), ("(x/y)^3", "x^3/y^3"), ("x^(-2)", "1/x^2"), ("x^2/x^5", "x^(-3)"),
    ]
    return out


CONDITIONAL_TRUE = [
    ("x/x", "1"), ("(x^2 - 1)/(x - 1)", "x + 1"), ("(x^3 - 1)/(x - 1)", "x^2 + x + 1"), ("exp(log(x))", "x"), ("sqrt(x)^2", "x"),
    ("log(x^2)", "2*log(x)"), ("log(x*y)", "log(x) + log(y)"), ("log(x/y)", "log(x) - log(y)"), ("log(x^3)", "3*log(x)"),
    ("sqrt(x)*sqrt(y)", "sqrt(x*y)"), ("sqrt(x/y)", "sqrt(x)/sqrt(y)"), ("x^a*x^b", "x^(a + b)"), ("(x^a)^2", "x^(2*a)"),
    ("x^(1/2)", "sqrt(x)"), ("x^(3/2)", "x*sqrt(x)"), ("log(sqrt(x))", "log(x)/2"), ("sin(x)/tan(x)", "cos(x)"), ("x*(1/x)", "1"),
    ("(x^2 + x)/x", "x + 1"), ("1/(1/x)", "x"), ("log(x, 2)", "log(x)/log(2)"), ("tan(x)*cos(x)", "sin(x)"), ("sin(asin(x))", "x"),
    ("cos(acos(x))", "x"), ("exp(log(x) + log(y))", "x*y"), ("x^(a)*y^(a)", "(x*y)^a"), ("sqrt(x^2*y)", "abs(x)*sqrt(y)"),
    ("(sqrt(x) + 1)*(sqrt(x) - 1)", "x - 1"), ("log(exp(x)*exp(y))", "x + y"), ("(x - 1)/(x^2 - 1)", "1/(x + 1)"),
]


def identities():
    count_true = 0
    for l, r in textbook_true():
        vars_ = sorted({str(s) for s in parse(l).free_symbols | parse(r).free_symbols})
        truth, _ = identity_truth(l, r, [LOCALS[v] for v in vars_])
        if truth is not True:
            print(f"oracle could not confirm: {l} = {r}", file=sys.stderr)
            continue
        add("identity-true", f"{l} = {r}", "equation", {"truth": True})
        count_true += 1
    for l, r in CONDITIONAL_TRUE:
        vars_ = sorted({str(s) for s in parse(l).free_symbols | parse(r).free_symbols})
        truth, _ = identity_truth(l, r, [LOCALS[v] for v in vars_], positive=True)
        if truth is not True:
            print(f"oracle could not confirm (positive): {l} = {r}", file=sys.stderr)
            continue
        # "Wherever both sides are defined" also covers negative values: no real point may separate the sides.
        refuted, point = witness(parse(l), parse(r), [LOCALS[v] for v in vars_])
        if refuted is False:
            print(f"oracle found a point where both sides are defined and differ: {l} = {r} at {point}", file=sys.stderr)
            continue
        add("identity-domain", f"{l} = {r}", "equation", {"truth": True}, oracle="equal wherever both sides are defined")
    wrong = [
        ("(a + b)^2", "a^2 + b^2"), ("sin(2*x)", "2*sin(x)"), ("log(x + y)", "log(x) + log(y)"), ("sqrt(x^2 + y^2)", "x + y"),
        ("sqrt(x^2)", "x"), ("1/(a + b)", "1/a + 1/b"), ("sin(x + y)", "sin(x) + sin(y)"), ("cos(x)^2", "1 + sin(x)^2"), ("x^2", "x"),
        ("2*x + 3", "7"), ("(x + y)^3", "x^3 + y^3"), ("abs(x + y)", "abs(x) + abs(y)"), ("tan(2*x)", "2*tan(x)"), ("e^(x*y)", "e^x*e^y"),
        ("log(x + 1)", "log(x) + 1"), ("x + 10^(-20)", "x"), ("exp(x)", "1 + x"), ("cos(2*x)", "2*cos(x)"), ("(x^2 - 1)/(x - 1)", "x - 1"),
        ("sin(x)^2", "sin(x^2)"), ("max(x, y)", "(x + y)/2"), ("abs(x)", "x"), ("floor(x) + floor(-x)", "-1"), ("sqrt(x + y)", "sqrt(x) + sqrt(y)"),
        ("exp(log(x))", "abs(x) + 1"), ("cosh(x)", "sinh(x)"), ("x^3", "x^2*x + 10^(-30)"), ("sin(x)/x", "1"), ("(x + 1)^2", "x^2 + 2*x + 2"),
        ("2^(x + y)", "2^x + 2^y"), ("tan(x)", "cos(x)/sin(x)"), ("log(x^2)", "log(x)^2"), ("sin(3*x)", "3*sin(x)"), ("x*y", "y + x"),
    ]
    for l, r in wrong:
        vars_ = sorted({str(s) for s in parse(l).free_symbols | parse(r).free_symbols})
        truth, point = witness(parse(l), parse(r), [LOCALS[v] for v in vars_])
        assert truth is False, (l, r)
        add("identity-false", f"{l} = {r}", "equation", {"truth": False}, oracle={"point": point})
    for _ in range(40):
        p, q, c = rand_coef(), rand_coef(), rand_coef()
        template = random.choice(
            [
                (f"({p}*x + {q})^2", f"{p * p}*x^2 + {2 * p * q + c}*x + {q * q}"),
                (f"sin({abs(p)}*x)^2 + cos({abs(p)}*x)^2", f"{1 + abs(c)}"),
                (f"exp({p}*x)*exp({q}*x)", f"exp({p + q + abs(c)}*x)"),
                (f"(x + {p})*(x + {q})", f"x^2 + {p + q}*x + {p * q + abs(c)}"),
                (f"cos({abs(p)}*x)^2 - sin({abs(p)}*x)^2", f"cos({abs(p) + 1}*x)"),
            ]
        )
        l, r = template
        vars_ = sorted({str(s) for s in parse(l).free_symbols | parse(r).free_symbols})
        truth, point = witness(parse(l), parse(r), [LOCALS[v] for v in vars_])
        assert truth is False, (l, r)
        add("identity-false", f"{l} = {r}", "equation", {"truth": False}, oracle={"point": point})


# ---------------------------------------------------------------------------------------------------------------
# Calculus

FUNCS = [
    x**3 - 2 * x, sp.sin(3 * x), sp.cos(x) ** 2, sp.exp(2 * x) * x, sp.log(x), x * sp.log(x), sp.sqrt(x), sp.tan(x),
    sp.exp(-x**2), sp.atan(x), sp.sin(x) * sp.cos(x), x**2 * sp.exp(x), 1 / x, 1 / (1 + x**2), sp.sinh(x), sp.cosh(2 * x),
    sp.log(x**2 + 1), (x + 1) / (x - 1), sp.asin(x), sp.exp(sp.sin(x)), x**5 - 3 * x**2 + 7, sp.sqrt(1 + x**2), 2**x, sp.sec(x),
]


def calculus():
    for f in FUNCS:
        g = sp.diff(f, x)
        add("derivative", f"diff({mine(f)}, x) = {mine(g)}", "equation", {"truth": True})
        add("derivative", f"d/dx {mine(f)} = {mine(sp.simplify(g))}", "equation", {"truth": True})
        wrong = g + 1 if random.random() < 0.5 else 2 * g + x
        add("derivative", f"diff({mine(f)}, x) = {mine(wrong)}", "equation", {"truth": False})
    add("derivative", "diff(x^4, x, 2) = 12*x^2", "equation", {"truth": True})
    add("derivative", "d/dx sin(2*x) = cos(2*x)", "equation", {"truth": False})
    add("derivative", "d/dx x^x = x^x*(log(x) + 1)", "equation", {"truth": True})
    for f in [x**2, sp.sin(x), sp.exp(3 * x), 1 / x, x * sp.exp(x), sp.cos(2 * x), 1 / (1 + x**2), x**3 - x, sp.sqrt(x), sp.log(x), sp.sec(x) ** 2, x * sp.sin(x)]:
        F = sp.integrate(f, x)
        add("antiderivative", f"integrate({mine(f)}, x) = {mine(F)} + C", "equation", {"truth": True})
        add("antiderivative", f"integrate({mine(f)}, x) = {mine(F + x)}", "equation", {"truth": False})
    for f, lo, hi in [
        (x**2, 0, 1), (sp.sin(x), 0, sp.pi), (sp.exp(x), 0, 1), (1 / x, 1, sp.E), (x**3 - x, -1, 2), (sp.cos(x), 0, sp.pi / 2),
        (1 / (1 + x**2), 0, 1), (sp.exp(2 * x), 0, 1), (sp.sqrt(x), 0, 4), (x * 0 + 3, 2, 5), (sp.sin(2 * x), 0, sp.pi / 4), (1 / x**2, 1, 2),
    ]:
        v = sp.integrate(f, (x, lo, hi))
        add("definite-integral", f"integrate({mine(f)}, x, {mine(lo)}, {mine(hi)}) = {mine(v)}", "equation", {"truth": True})
        add("definite-integral", f"integrate({mine(f)}, x, {mine(lo)}, {mine(hi)}) = {mine(v + sp.Rational(1, 100))}", "equation", {"truth": False})
    for f, lo, hi, approx in [(sp.exp(-x**2), 0, 1, "0.7468"), (sp.sin(x) / x, 1, 2, "0.66"), (sp.sqrt(1 + x**3), 0, 1, "1.1"), (sp.exp(x**2), 0, 1, "1.46")]:
        add("definite-integral", f"integrate({mine(f)}, x, {lo}, {hi}) = {approx}", "equation", {"truth": False})
    for f, point, value in [
        (sp.sin(x) / x, 0, None), ((1 - sp.cos(x)) / x**2, 0, None), ((sp.exp(x) - 1) / x, 0, None), ((x**2 - 1) / (x - 1), 1, None),
        (sp.sin(5 * x) / x, 0, None), ((3 * x**2 + 1) / (x**2 - 4), sp.oo, None), ((2 * x + 1) / (x**3 + 1), sp.oo, None), (sp.log(1 + x) / x, 0, None),
        (x**2 + 3 * x, 2, None), ((sp.sqrt(1 + x) - 1) / x, 0, None),
    ]:
        v = sp.limit(f, x, point)
        pt = "inf" if point == sp.oo else mine(point)
        add("limit", f"limit({mine(f)}, x, {pt}) = {mine(v)}", "equation", {"truth": True})
        add("limit", f"limit({mine(f)}, x, {pt}) = {mine(v + 1)}", "equation", {"truth": False})
    for f, G in [
        (k, n * (n + 1) / 2), (k**2, n * (n + 1) * (2 * n + 1) / 6), (k**3, (n * (n + 1) / 2) ** 2), (2 * k - 1, n**2), (2**k, 2 ** (n + 1) - 2),
        (1 / (k * (k + 1)), n / (n + 1)), (k * (k + 1), n * (n + 1) * (n + 2) / 3), (3**k, (3 ** (n + 1) - 3) / 2),
    ]:
        assert sp.simplify(sp.summation(f, (k, 1, n)) - G) == 0
        add("sum", f"sum({mine(f)}, k, 1, n) = {mine(G)}", "equation", {"truth": True})
        add("sum", f"sum({mine(f)}, k, 1, n) = {mine(G + n)}", "equation", {"truth": False})
    for f, hi in [(k**2, 10), (1 / k, 20), (2**k, 30), (k**3 - k, 50)]:
        v = sp.summation(f, (k, 1, hi))
        add("sum", f"sum({mine(f)}, k, 1, {hi}) = {mine(v)}", "equation", {"truth": True})
        add("sum", f"sum({mine(f)}, k, 1, {hi}) = {mine(v + 1)}", "equation", {"truth": False})


# ---------------------------------------------------------------------------------------------------------------
# Units and matrices

SCALE = {"km": Fraction(1000), "m": Fraction(1), "cm": Fraction(1, 100), "mm": Fraction(1, 1000), "mi": Fraction("1609.344"), "ft": Fraction("0.3048"),
         "h": Fraction(3600), "min": Fraction(60), "s": Fraction(1), "kg": Fraction(1), "g": Fraction(1, 1000), "lb": Fraction("0.45359237")}
DIMS = {"km": "L", "m": "L", "cm": "L", "mm": "L", "mi": "L", "ft": "L", "h": "T", "min": "T", "s": "T", "kg": "M", "g": "M", "lb": "M"}


def decimal_text(fr):
    fr = Fraction(fr)
    d = fr.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return f"({fr.numerator}/{fr.denominator})"
    digits = 0
    while (fr * 10**digits).denominator != 1:
        digits += 1
    s = str(abs(fr.numerator * 10**digits // fr.denominator)).rjust(digits + 1, "0")
    body = s[: len(s) - digits] + ("." + s[len(s) - digits :] if digits else "")
    return ("-" if fr < 0 else "") + body


def units():
    groups = {"L": ["km", "m", "cm", "mm", "mi", "ft"], "T": ["h", "min", "s"], "M": ["kg", "g", "lb"]}
    for _ in range(30):
        dim = random.choice(list(groups))
        u1, u2, u3 = (random.choice(groups[dim]) for _ in range(3))
        a1, a2 = random.randint(1, 500), random.randint(1, 999)
        total = (a1 * SCALE[u1] + a2 * SCALE[u2]) / SCALE[u3]
        claim = f"{a1} {u1} + {a2} {u2} = {decimal_text(total)} {u3}"
        add("units", claim.replace("(", "").replace(")", "") if "/" not in claim else claim, "equation", {"truth": True})
        wrong = total + Fraction(1, 10)
        add("units", f"{a1} {u1} + {a2} {u2} = {decimal_text(wrong)} {u3}", "equation", {"truth": False})
    add("units", "5 km + 300 m = 5.3 km", "equation", {"truth": True})
    add("units", "100 km/h = 27.78 m/s", "equation", {"truth": False})
    add("units", "1 h = 3600 s", "equation", {"truth": True})
    add("units", "2 m * 3 m = 6 m^2", "equation", {"truth": True})
    add("units", "1 kWh = 3600000 J", "equation", {"truth": True})
    add("units", "90 deg = pi/2 rad", "equation", {"truth": True})


def matrices():
    def lit(m):
        return "[" + ", ".join("[" + ", ".join(mine(v) for v in row) + "]" for row in m.tolist()) + "]"

    for _ in range(10):
        size = random.choice([2, 3])
        A = sp.Matrix(size, size, lambda i, j: random.randint(-6, 6))
        B = sp.Matrix(size, size, lambda i, j: random.randint(-6, 6))
        add("matrix", f"det({lit(A)}) = {A.det()}", "equation", {"truth": True})
        add("matrix", f"det({lit(A)}) = {A.det() + 1}", "equation", {"truth": False})
        add("matrix", f"{lit(A)} * {lit(B)} = {lit(A * B)}", "equation", {"truth": True})
        wrong = A * B
        wrong[0, 0] += 1
        add("matrix", f"{lit(A)} * {lit(B)} = {lit(wrong)}", "equation", {"truth": False})
        add("matrix", f"transpose({lit(A)}) = {lit(A.T)}", "equation", {"truth": True})
        if A.det() != 0:
            add("matrix", f"inv({lit(A)}) = {lit(A.inv())}", "equation", {"truth": True})
            add("matrix", f"inv({lit(A)}) = {lit(A.T)}", "equation", {"truth": A.inv() == A.T})
    add("matrix", "det([[a, b], [y, z]]) = a*z - b*y", "equation", {"truth": True})
    add("matrix", "inv([[a, b], [0, z]]) = [[1/a, -b/(a*z)], [0, 1/z]]", "equation", {"truth": True})
    add("matrix", "inv([[1, 2], [2, 4]]) = [[1, 0], [0, 1]]", "equation", {"truth": "undefined"})


def interval_references():
    """Reference values (600 digits) for the interval library's elementary functions, at ordinary and extreme points."""
    out = []
    points = {
        "exp": ["1", "-1", "0.5", "100", "-1000", "1e-30", "700.5", "-0.001"],
        "log": ["2", "0.5", "10", "1e-300", "1e300", "1.0000000001", "3.14159"],
        "sin": ["1", "-2.5", "100", "1e-20", "1e6", "3.14159265358979", "1e22"],
        "cos": ["1", "-2.5", "100", "1e-20", "1e6", "1.5707963267949"],
        "atan": ["1", "-2", "0.1", "1e10", "-1e-15", "0.99999"],
        "sqrt": ["2", "1e-300", "1e300", "0.25", "12345.678"],
    }
    mpmath.mp.dps = 620
    for name, xs in points.items():
        for xt in xs:
            v = getattr(mpmath, name)(mpmath.mpf(xt))
            out.append({"fn": name, "x": xt, "value": mpmath.nstr(v, 600, strip_zeros=False)})
    mpmath.mp.dps = 1000
    return out


rational_values()
irrational_values()
undefined_values()
closed_equations()
precision_traps()
identities()
calculus()
units()
matrices()

summary = {}
for c in cases:
    summary[c["category"]] = summary.get(c["category"], 0) + 1
print(
    json.dumps(
        {"generator": "generate.py (SymPy " + sp.__version__ + ", mpmath " + mpmath.__version__ + ")", "counts": summary, "cases": cases, "intervals": interval_references()},
        indent=1,
    )
)
print(f"{len(cases)} cases: {summary}", file=sys.stderr)
