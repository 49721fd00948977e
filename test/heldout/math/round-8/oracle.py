#!/usr/bin/env python3
"""Oracle of the math held-out set, round 8: labels every case of cases_src.py with SymPy, mpmath and Python's
exact integers/fractions, independently of the service, and writes cases.json (and oracle_output.txt).

  python3 oracle.py            # writes cases.json and oracle_output.txt next to this file

Labels: TRUE (the claim holds), FALSE (it does not), VALUE (an expression whose value is checked: expected_value,
expected_exact), ANY (adversarial input scored only for "no 5xx"). A case the oracle cannot settle, or whose oracle
verdict differs from the hand label written in cases_src.py, is dropped and listed in oracle_output.txt.
"""
import json
import math
import os
import random
import sys
import zlib
from fractions import Fraction as F

import mpmath
import sympy
from sympy.parsing.sympy_parser import parse_expr

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from cases_src import CASES  # noqa: E402

mpmath.mp.dps = 80
random.seed(8)

# SI factors (exact) for the unit cases
u = {
    "s": F(1), "min": F(60), "h": F(3600), "day": F(86400), "week": F(604800),
    "m": F(1), "cm": F(1, 100), "km": F(1000), "ft": F(3048, 10000), "inch": F(254, 10000), "mi": F(1609344, 1000),
    "kg": F(1), "lb": F(45359237, 10**8),
    "J": F(1), "MJ": F(10**6), "kWh": F(3600000), "eV": F(1602176634, 10**28),
    "Pa": F(1), "atm": F(101325), "bar": F(100000),
    "L": F(1, 1000), "mL": F(1, 10**6), "gal": F(3785411784, 10**12),
    "ha": F(10000), "acre": F(40468564224, 10**7),
}
PYENV = {"F": F, "fact": math.factorial, "gcd": math.gcd, "comb": math.comb, "perm": math.perm, "u": u, "pow": pow,
         "sum": sum, "range": range}

SYM = {n: sympy.Symbol(n) for n in "a b c d x y z k n".split()}


class CBRT(sympy.Function):
    """Real cube root (the service's cbrt)."""


LOC = dict(SYM)
LOC["CBRT"] = CBRT


def P(s, evaluate=True):
    return parse_expr(s, local_dict=dict(LOC), evaluate=evaluate)


def num(e, dps=100):
    v = sympy.N(e, dps)
    return mpmath.mpc(complex(0)) if v == 0 else mpmath.mpmathify(v.evalf(dps)) if v.is_real else mpmath.mpc(
        mpmath.mpmathify(sympy.re(v).evalf(dps)), mpmath.mpmathify(sympy.im(v).evalf(dps)))


class Undef(Exception):
    pass


FUN = {
    "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan, "cot": mpmath.cot, "sec": mpmath.sec, "csc": mpmath.csc,
    "exp": mpmath.exp, "asin": mpmath.asin, "acos": mpmath.acos, "atan": mpmath.atan, "sinh": mpmath.sinh,
    "cosh": mpmath.cosh, "tanh": mpmath.tanh,
}


def ev(e, env, real):
    """Evaluate a sympy tree with principal branches; in the real domain any non-real intermediate is undefined."""
    v = _ev(e, env, real)
    return v


def _chk(v, real):
    v = mpmath.mpc(v)
    if not (mpmath.isfinite(v.real) and mpmath.isfinite(v.imag)):
        raise Undef()
    if real and abs(v.imag) > mpmath.mpf(10) ** (-(mpmath.mp.dps - 15)) * max(1, abs(v)):
        raise Undef()
    if real:
        v = mpmath.mpc(v.real, 0)
    return v


def _ev(e, env, real):
    if e.is_Symbol:
        return mpmath.mpc(env[e])
    if e.is_Number or e.is_NumberSymbol or e == sympy.I:
        return num(e, mpmath.mp.dps + 10)
    args = [_ev(a, env, real) for a in e.args]
    if e.is_Add:
        s = mpmath.mpc(0)
        for a in args:
            s += a
        return _chk(s, real)
    if e.is_Mul:
        s = mpmath.mpc(1)
        for a in args:
            s *= a
        return _chk(s, real)
    if e.is_Pow:
        b, x = args
        if abs(x.imag) == 0 and x.real == mpmath.nint(x.real) and abs(x.real) < 10**6:
            n = int(mpmath.nint(x.real))
            if b == 0 and n < 0:
                raise Undef()
            return _chk(b ** n, real)
        if b == 0:
            if x.real > 0:
                return mpmath.mpc(0)
            raise Undef()
        return _chk(mpmath.exp(x * mpmath.log(b)), real)
    name = type(e).__name__
    if name == "log":
        if args[0] == 0:
            raise Undef()
        return _chk(mpmath.log(args[0]), real)
    if name == "Abs":
        return mpmath.mpc(abs(args[0]))
    if name == "CBRT":
        a = args[0]
        if abs(a.imag) > 0:
            raise Undef()
        r = mpmath.cbrt(abs(a.real))
        return mpmath.mpc(r if a.real >= 0 else -r)
    if name in ("asin", "acos") and real and abs(args[0].real) > 1:
        raise Undef()
    if name in FUN:
        a = args[0]
        if real:
            a = a.real
        return _chk(FUN[name](a), real)
    raise ValueError(f"no evaluator for {name}")


def sample_points(vars_, region, rng):
    pts = []
    pools = []
    for v in vars_:
        lo, hi, loi, hii = None, None, False, False
        for (rv, l, h, li, hi_) in region or []:
            if rv == str(v):
                lo, hi, loi, hii = l, h, li, hi_
        pools.append((lo, hi, loi, hii))
    for i in range(60):
        p = {}
        for v, (lo, hi, loi, hii) in zip(vars_, pools):
            a = -6 if lo is None else lo
            b = 6 if hi is None else hi
            if lo is not None and hi is None:
                b = lo + 8
            if hi is not None and lo is None:
                a = hi - 8
            r = rng.random()
            if i % 5 == 0:
                val = a + (b - a) * r * 0.1 if lo is not None else b - (b - a) * r * 0.1
            elif i % 3 == 1:
                val = max(a, min(b, -1.2 + 2.4 * r))
            else:
                val = a + (b - a) * r
            val = round(val, 6)
            if lo is not None and (val < lo or (val == lo and not loi)):
                continue
            if hi is not None and (val > hi or (val == hi and not hii)):
                continue
            p[v] = mpmath.mpf(str(val))
        if len(p) == len(vars_):
            pts.append(p)
    # boundary slices that the region includes
    for v, (lo, hi, loi, hii) in zip(vars_, pools):
        for bnd, inc in ((lo, loi), (hi, hii)):
            if bnd is not None and inc:
                for q in pts[:5]:
                    q2 = dict(q)
                    q2[v] = mpmath.mpf(str(bnd))
                    pts.append(q2)
    return pts


def decide_ident(lhs, rhs, vars_, region=None, domain="real"):
    L = P(lhs, evaluate=False)
    R = P(rhs, evaluate=False)
    syms = [SYM[v] for v in vars_.split()]
    rng = random.Random(zlib.crc32((lhs + "|" + rhs + "|" + vars_).encode()))
    real = domain == "real"
    defined = 0
    for p in sample_points(syms, region, rng):
        try:
            a = ev(L, p, real)
            b = ev(R, p, real)
        except (Undef, ZeroDivisionError):
            continue
        defined += 1
        d = abs(a - b)
        if d > mpmath.mpf(10) ** -20 * max(1, abs(a)):
            return "FALSE", f"differ at {dict((str(k), float(v)) for k, v in p.items())}: {mpmath.nstr(a, 12)} vs {mpmath.nstr(b, 12)}"
        if d > mpmath.mpf(10) ** -60 * max(1, abs(a)):
            return None, "close but not equal"
    if defined < 12:
        return None, f"only {defined} defined points"
    return "TRUE", f"equal at {defined} points of the region (80 digits)"


def decide_closed(l, r):
    a = num(P(l), 110)
    b = num(P(r), 110)
    d = abs(a - b)
    if d < mpmath.mpf(10) ** -70:
        return "TRUE", f"agree to 70+ digits ({mpmath.nstr(a, 15)})"
    if d > mpmath.mpf(10) ** -20:
        return "FALSE", f"{mpmath.nstr(a, 15)} vs {mpmath.nstr(b, 15)}"
    return None, "undecided"


def cmp_exact(l, r):
    return ("TRUE", f"{l} = {r}") if l == r else ("FALSE", f"{l} != {r}")


def oracle(o):
    kind = o[0]
    if kind == "any":
        return "ANY", "adversarial", {}
    if kind == "py":
        a = eval(o[1], PYENV)
        b = eval(o[2], PYENV)
        lab, why = cmp_exact(F(a), F(b))
        return lab, why, {}
    if kind == "pyvalue":
        a = F(eval(o[1], PYENV))
        ex = str(a.numerator) if a.denominator == 1 else f"{a.numerator}/{a.denominator}"
        return "VALUE", ex, {"expected_value": float(a), "expected_exact": ex}
    if kind == "value":
        a = sympy.nsimplify(P(o[1]))
        return "VALUE", str(a), {"expected_value": float(a), "expected_exact": str(a)}
    if kind == "approx":
        a = num(P(o[1]), 60).real
        d = o[2]
        k = len(d.split(".")[1])
        diff = abs(a - mpmath.mpf(d))
        if diff <= mpmath.mpf(10) ** -k / 2:
            return "TRUE", f"{mpmath.nstr(a, 12)} rounds to {d}", {}
        if diff > mpmath.mpf(10) ** -k:
            return "FALSE", f"{mpmath.nstr(a, 12)} is not {d}", {}
        return None, "truncation zone", {}
    if kind == "closed":
        lab, why = decide_closed(o[1], o[2])
        return lab, why, {}
    if kind == "ident":
        region = o[4] if len(o) > 4 else None
        domain = o[5] if len(o) > 5 else "real"
        lab, why = decide_ident(o[1], o[2], o[3], region, domain)
        return lab, why, {}
    if kind == "diff":
        x = SYM["x"]
        d = sympy.diff(P(o[1]), x, o[2])
        g = P(o[3])
        simp = sympy.simplify(d - g)
        lab, why = decide_ident(str(d), o[3], "x")
        if lab == "TRUE" and simp != 0:
            return None, f"numeric TRUE but simplify gives {simp}", {}
        return lab, f"derivative {d}; {why}", {}
    if kind == "antider":
        x = SYM["x"]
        d = sympy.diff(P(o[2]), x)
        lab, why = decide_ident(str(d), o[1], "x")
        return lab, f"d/dx F = {d}; {why}", {}
    if kind == "integral":
        x = SYM["x"]
        f = P(o[1])
        a, b = P(o[2]), P(o[3])
        exact = sympy.integrate(f, (x, a, b))
        fl = sympy.lambdify(x, f, "mpmath")
        mpmath.mp.dps = 40
        lo = num(a, 50).real if a.is_finite else (mpmath.inf if a > 0 else -mpmath.inf)
        hi = num(b, 50).real if b.is_finite else (mpmath.inf if b > 0 else -mpmath.inf)
        q = mpmath.quad(fl, [lo, 0, hi] if lo < 0 < hi else [lo, hi])
        mpmath.mp.dps = 80
        ev_ = num(exact, 60).real
        if abs(ev_ - q) > 1e-25:
            return None, f"sympy {exact} and quadrature {q} disagree", {}
        lab, why = decide_closed(str(exact), o[4])
        return lab, f"integral = {exact}; {why}", {}
    if kind == "limit":
        x = SYM["x"]
        f = P(o[1])
        a = P(o[2])
        claimed = P(o[4])
        sides = ["+", "-"] if o[3] == "+-" else [o[3]]
        vals = [sympy.limit(f, x, a, s) for s in sides]
        # numeric sanity check of the sympy limits
        for s, v in zip(sides, vals):
            if a.is_finite:
                t = num(a, 60).real + (mpmath.mpf(10) ** -25 if s == "+" else -mpmath.mpf(10) ** -25)
            else:
                t = mpmath.mpf(10) ** 25 * (1 if a > 0 else -1)
            try:
                fv = ev(f, {x: t}, True).real
            except Undef:
                return None, "numeric check undefined", {}
            if v.is_finite:
                if abs(fv - num(v, 60).real) > 1e-6:
                    return None, f"sympy limit {v} vs numeric {fv}", {}
            else:
                if abs(fv) < 1e6 or (fv > 0) != (v == sympy.oo):
                    return None, f"sympy limit {v} vs numeric {fv}", {}
        if len(vals) == 2 and vals[0] != vals[1]:
            return "FALSE", f"one-sided limits differ: {vals}", {}
        v = vals[0]
        if not v.is_finite or not claimed.is_finite:
            return cmp_exact(str(v), str(claimed)) + ({},)
        lab, why = decide_closed(str(v), o[4])
        return lab, f"limit {v}; {why}", {}
    if kind == "sum":
        k = SYM["k"]
        f = P(o[1])
        a, b = P(o[2]), P(o[3])
        claimed = P(o[4])
        if b.is_finite:
            s = sum(f.subs(k, j) for j in range(int(a), int(b) + 1))
            return cmp_exact(sympy.nsimplify(s), sympy.nsimplify(claimed)) + ({},)
        s = sympy.Sum(f, (k, a, b))
        if s.is_convergent() is False:
            return "FALSE", "divergent", {}
        val = s.doit()
        if not val.is_finite:
            return "FALSE", f"sum diverges: {val}", {}
        fl = sympy.lambdify(k, f, "mpmath")
        ns = mpmath.nsum(fl, [int(a), mpmath.inf])
        if abs(num(val, 40).real - ns) > 1e-20:
            return None, f"sympy {val} vs nsum {ns}", {}
        lab, why = decide_closed(str(val), o[4])
        return lab, f"sum = {val}; {why}", {}
    if kind == "symsum":
        k, n = SYM["k"], SYM["n"]
        f = P(o[1])
        a = int(o[2])
        G = P(o[3])
        acc = 0
        for m in range(a, a + 40):
            acc += f.subs(k, m)
            if sympy.nsimplify(acc - G.subs(n, m)) != 0:
                return "FALSE", f"differs at n = {m}", {}
        return "TRUE", "equal for n = a..a+39 and by SymPy summation" if sympy.simplify(
            sympy.summation(f, (k, a, n)) - G) == 0 else "equal for n = a..a+39", {}
    if kind == "prod":
        k = SYM["k"]
        f = P(o[1])
        s = 1
        for j in range(int(o[2]), int(o[3]) + 1):
            s *= f.subs(k, j)
        return cmp_exact(sympy.nsimplify(s), P(o[4])) + ({},)
    if kind == "mat":
        env = {"Matrix": sympy.Matrix, "Rational": sympy.Rational}
        a = eval(o[1], env)
        b = eval(o[2], env)
        if isinstance(a, sympy.MatrixBase):
            return ("TRUE", str(a.tolist())) if a == b else ("FALSE", f"{a.tolist()} != {b.tolist()}"), None, {}
        return cmp_exact(sympy.nsimplify(a), sympy.nsimplify(b)) + ({},)
    if kind == "eig":
        m = eval(o[1], {"Matrix": sympy.Matrix, "I": sympy.I})
        ev_ = m.eigenvals()
        want = sorted((sympy.nsimplify(x) for x in ev_ for _ in range(ev_[x])), key=sympy.default_sort_key)
        got = sorted((P(s) for s in o[2]), key=sympy.default_sort_key)
        return ("TRUE" if want == got else "FALSE"), f"eigenvalues {want}", {}
    if kind == "solve":
        x = SYM["x"]
        p = sympy.Poly(P(o[1]), x)
        stated = [P(s) for s in o[2]]
        complex_mode = any(not s.is_real for s in stated)
        roots = sympy.roots(p)
        sols = {r for r in roots if complex_mode or r.is_real}
        ok = {sympy.nsimplify(s) for s in stated} == {sympy.nsimplify(r) for r in sols} and len(set(stated)) == len(stated)
        return ("TRUE" if ok else "FALSE"), f"solutions {sorted(map(str, sols))}", {}
    raise ValueError(kind)


def main():
    out = []
    log = []
    dropped = 0
    counters = {}
    for c in CASES:
        cat = c["category"]
        counters[cat] = counters.get(cat, 0) + 1
        cid = f"m8-{cat.split('-')[0][:5]}-{counters[cat]:02d}"
        try:
            r = oracle(c["oracle"])
            if r[1] is None and isinstance(r[0], tuple):
                r = (r[0][0], r[0][1], r[2])
            lab, why, extra = r
        except Exception as e:  # noqa: BLE001
            lab, why, extra = None, f"oracle error: {e!r}", {}
        hand = {"T": "TRUE", "F": "FALSE", "V": "VALUE", "A": "ANY"}.get(c["hand"])
        if lab is None or (hand and lab != hand):
            dropped += 1
            log.append(f"DROP {cid} {c['claim'][:90]!r}: oracle {lab} hand {hand}: {why}")
            continue
        log.append(f"{lab:5} {cid} {c['claim'][:90]!r}: {why}")
        case = {"id": cid, "category": cat, "expression": c["claim"], "label": lab}
        if c["context"]:
            case["context"] = c["context"]
        case.update(extra)
        case["oracle"] = why
        out.append(case)
    labs = {}
    for c in out:
        labs[c["label"]] = labs.get(c["label"], 0) + 1
    log.append(f"kept {len(out)}, dropped {dropped}: {labs}")
    with open(os.path.join(here, "cases.json"), "w") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    with open(os.path.join(here, "oracle_output.txt"), "w") as fh:
        fh.write("\n".join(log) + "\n")
    print("\n".join(x for x in log if x.startswith("DROP") or x.startswith("kept")))


if __name__ == "__main__":
    main()
