#!/usr/bin/env python3
"""Oracle of the math held-out set, round 7: labels every candidate of cases_src.py with SymPy/mpmath,
independently of the service.

  python3 cases_src.py > cases_src.json && python3 oracle.py cases_src.json > oracle_output.txt

writes cases.json (labelled cases; candidates the oracle cannot settle are dropped; the TRUE claims are then
sampled down to about 2/3 of the claims, see balance()) and prints one line per candidate: id, label, kept or
not selected, claim, method.

Labels: TRUE / FALSE (a claim), VALUE (an expression whose real value the service must compute; expected_value
and expected_exact), ANY (an over-cap or ill-formed input, scored only for "no 5xx").

Methods:
- closed equations: mpmath difference at 60 digits; |d| > 1e-25 -> FALSE; |d| < 1e-50 -> TRUE when SymPy proves
  it (simplify, equals, minimal polynomial) or, failing that, when 200-digit evaluation agrees and the case carries
  a hand proof (`note`); else dropped.
- identities (variables, real; domain "real" or "complex" as the service reads it, with the request's
  assumptions): an evaluator walks the unevaluated expression tree with principal branches (log with imaginary
  part in (-pi, pi], z^w = exp(w log z)); in the real domain a non-real intermediate value is undefined. A point of
  the region where both sides are defined and differ by more than 1e-20 -> FALSE. Otherwise TRUE when SymPy reduces
  lhs - rhs to 0 (with symbol assumptions `proof` that hold wherever both sides are defined) or, failing that,
  when all of >= 150 points of the region agree and the case carries a hand proof (`note`); else dropped.
- solutions / eigenvalues: sympy roots with multiplicity against the stated values.
- derivatives / antiderivatives: sympy diff, then the identity check.
- definite integrals, limits, sums, products: sympy integrate / limit (both sides for two-sided limits) /
  summation / product, then the closed check; integrals are cross-checked with mpmath quad.
- units: exact SI factors written by hand in cases_src.py (fractions); approximations: the documented rule
  (|a - d| <= 10^-k / 2 -> TRUE, |a - d| > 10^-k -> FALSE, otherwise dropped).
- modular powers: Python pow(a, e, m).
"""
import json
import random
import sys

import mpmath as mp
import sympy as sp
from sympy import (E, I, Abs, Matrix, Max, Min, Mod, Rational, acos, asin, atan, binomial, cbrt, cos, cosh, cot, csc,
                   exp, factorial, floor, gcd, ilcm, log, oo, pi, sec, sin, sinh, sqrt, tan, tanh)

mp.mp.dps = 60
NS = {n: getattr(sp, n) for n in dir(sp) if not n.startswith("_")}
NS.update({"E": E, "I": I, "pi": pi, "oo": oo})
for v in "abcdxyzkn":
    NS[v] = sp.Symbol(v, real=True)
X = NS["x"]


class Undefined(Exception):
    pass


def S(s, evaluate=True):
    return sp.sympify(s, locals=NS, evaluate=evaluate)


# ------------------------------------------------------------------ numeric evaluator with principal branches
def ev(e, env, real):
    r = _ev(e, env, real)
    if not mp.isfinite(r.real) or not mp.isfinite(r.imag):
        raise Undefined("infinite")
    if real and abs(r.imag) > mp.mpf(10) ** -40 * (1 + abs(r.real)):
        raise Undefined("non-real")
    return mp.mpc(r.real, 0) if real else r


def _ev(e, env, real):
    if e.is_Symbol:
        return mp.mpc(env[e.name])
    if e.is_Number:
        if e.is_Integer or e.is_Rational:
            return mp.mpc(mp.mpf(int(e.p)) / int(e.q))
        return mp.mpc(mp.mpf(str(e)))
    if e is E:
        return mp.mpc(mp.e)
    if e is pi:
        return mp.mpc(mp.pi)
    if e is I:
        return mp.mpc(0, 1)
    if e.is_Add:
        s = mp.mpc(0)
        for a in e.args:
            s += ev(a, env, real)
        return s
    if e.is_Mul:
        s = mp.mpc(1)
        for a in e.args:
            s *= ev(a, env, real)
        return s
    if e.is_Pow:
        b = ev(e.args[0], env, real)
        x = e.args[1]
        if x.is_Integer:
            n = int(x)
            if b == 0 and n < 0:
                raise Undefined("division by zero")
            return b ** n
        w = ev(x, env, real)
        if b == 0:
            if w.real > 0:
                return mp.mpc(0)
            raise Undefined("0^w")
        if w.imag == 0 and w.real == int(w.real) and abs(w.real) < 10 ** 6:
            n = int(w.real)
            return b ** n
        lg = mp.log(b)
        if real and abs(lg.imag) > 0:
            raise Undefined("non-real log")
        return mp.exp(w * lg)
    f = e.func
    args = [ev(a, env, real) for a in e.args]
    if f == sp.exp:
        return mp.exp(args[0])
    if f == sp.log:
        if args[0] == 0:
            raise Undefined("log 0")
        r = mp.log(args[0])
        if len(args) == 2:
            if args[1] == 0 or args[1] == 1:
                raise Undefined("base")
            r = r / mp.log(args[1])
        return r
    if f == Abs:
        return mp.mpc(abs(args[0]))
    if f in (Max, Min):
        vals = [a.real for a in args]
        return mp.mpc(max(vals) if f == Max else min(vals))
    table = {sin: mp.sin, cos: mp.cos, sinh: mp.sinh, cosh: mp.cosh, tanh: mp.tanh, atan: mp.atan}
    if f in table:
        return table[f](args[0])
    if f in (tan, sec, csc, cot):
        s_, c_ = mp.sin(args[0]), mp.cos(args[0])
        den = {tan: c_, sec: c_, csc: s_, cot: s_}[f]
        if abs(den) < mp.mpf(10) ** -45:
            raise Undefined("pole")
        return {tan: s_ / c_, sec: 1 / c_, csc: 1 / s_, cot: c_ / s_}[f]
    if f in (asin, acos):
        a = args[0]
        if real and abs(a.real) > 1:
            raise Undefined("asin domain")
        return (mp.asin if f == asin else mp.acos)(a)
    raise ValueError("no evaluator for %s" % f)


# ------------------------------------------------------------------ assumptions and sampling
def parse_assumptions(assume):
    rels = []
    for s in assume or []:
        s = s.replace("≤", "<=").replace("≥", ">=")
        toks = []
        import re
        parts = re.split(r"(<=|>=|<|>)", s)
        exprs = [S(p.strip()) for p in parts[0::2]]
        ops = parts[1::2]
        for i, op in enumerate(ops):
            rels.append((exprs[i], op, exprs[i + 1]))
    return rels


def in_region(rels, env):
    for a, op, b in rels:
        va = sp.N(a.subs({NS[k]: sp.Float(str(v), 50) for k, v in env.items()}), 50)
        vb = sp.N(b.subs({NS[k]: sp.Float(str(v), 50) for k, v in env.items()}), 50)
        ok = {"<": va < vb, ">": va > vb, "<=": va <= vb, ">=": va >= vb}[op]
        if not ok:
            return False
    return True


def sample_points(vars_, rels, n=400, seed=7):
    rnd = random.Random(seed)
    pts = []
    specials = [-3, -2, -1, -0.5, 0.5, 1, 2, 3, -1.25, 0.3, -0.7, 1.7, -4.4, 5.5]
    tries = 0
    while len(pts) < n and tries < 20000:
        tries += 1
        env = {}
        for v in vars_:
            m = rnd.random()
            if m < 0.2:
                x = rnd.choice(specials)
            elif m < 0.5:
                x = rnd.uniform(-2, 2)
            elif m < 0.8:
                x = rnd.uniform(-10, 10)
            else:
                x = rnd.choice([-1, 1]) * 10 ** rnd.uniform(-3, 2)
            env[v] = mp.mpf(repr(round(x, 6)))
        if rels and not in_region(rels, env):
            continue
        pts.append(env)
    return pts


def num_check(l, r, vars_, real, rels, n=400, seed=7):
    """returns ('counterexample', env, diff) or ('agree', npoints)."""
    le, re_ = S(l, evaluate=False), S(r, evaluate=False)
    agree = 0
    for env in sample_points(vars_, rels, n, seed):
        try:
            a = ev(le, env, real)
            b = ev(re_, env, real)
        except (Undefined, ZeroDivisionError, ValueError) as ex:
            if isinstance(ex, ValueError) and "no evaluator" in str(ex):
                raise
            continue
        d = abs(a - b)
        if d > mp.mpf(10) ** -20 * (1 + abs(a) + abs(b)):
            with mp.workdps(250):  # confirm: cancellation at 60 digits is not a counterexample
                try:
                    a2, b2 = ev(le, env, real), ev(re_, env, real)
                except Undefined:
                    continue
                d2 = abs(a2 - b2)
                if d2 > mp.mpf(10) ** -20 * (1 + abs(a2) + abs(b2)):
                    return ("counterexample", {k: str(v) for k, v in env.items()}, mp.nstr(d2, 8))
        agree += 1
    return ("agree", agree)


def symbolic_zero(d):
    for f in (lambda z: z, sp.simplify, lambda z: sp.simplify(sp.expand_trig(z)), sp.trigsimp,
              lambda z: sp.simplify(z.rewrite(sp.exp)), lambda z: sp.expand(sp.expand_log(z))):
        try:
            z = f(d)
            if z == 0:
                return True
        except Exception:
            pass
    try:
        return d.equals(0) is True
    except Exception:
        return False


def prove_identity(l, r, proof):
    subs = {}
    for v, kind in (proof or {}).items():
        subs[NS[v]] = sp.Symbol(v, **{kind: True})
    d = S(l).subs(subs) - S(r).subs(subs)
    return symbolic_zero(d)


def identity(case, l, r):
    domain = case.get("domain", "real")
    real = domain == "real"
    vars_ = sorted({s.name for s in (S(l).free_symbols | S(r).free_symbols)})
    rels = parse_assumptions(case.get("assume"))
    res = num_check(l, r, vars_, real, rels)
    if res[0] == "counterexample":
        return "FALSE", "counterexample %s (|lhs-rhs| = %s)" % (res[1], res[2])
    if res[0] == "agree" and res[1] < 150:
        res = num_check(l, r, vars_, real, rels, 1600, 8)
        if res[0] == "counterexample":
            return "FALSE", "counterexample %s (|lhs-rhs| = %s)" % (res[1], res[2])
    if res[1] < 150:
        return None, "only %d points of the region where both sides are defined" % res[1]
    if prove_identity(l, r, case.get("proof")):
        return "TRUE", "sympy: lhs - rhs = 0%s; %d points agree" % (
            " with %s" % case["proof"] if case.get("proof") else "", res[1])
    if case.get("note"):
        return "TRUE", "hand proof (%s); %d points agree at 60 digits" % (case["note"], res[1])
    return None, "no counterexample, no proof"


def closed(case, lv, rv):
    lv, rv = sp.sympify(lv), sp.sympify(rv)
    if lv.has(sp.zoo, sp.nan) or rv.has(sp.zoo, sp.nan):
        return "FALSE", "a side is undefined"
    if lv in (oo, -oo) or rv in (oo, -oo):
        return ("TRUE", "both %s" % lv) if lv == rv else ("FALSE", "%s vs %s" % (lv, rv))
    if case.get("domain") == "real":
        try:
            ev(S(case["l"], evaluate=False), {}, True)
        except Undefined as ex:
            return "FALSE", "lhs undefined in the reals (%s)" % ex
    d = sp.N(lv - rv, 60)
    if abs(d) > 1e-25:
        return "FALSE", "lhs - rhs = %s" % sp.N(lv - rv, 12)
    if abs(d) > 1e-50:
        return None, "tiny difference %s" % d
    dd = sp.nsimplify(lv - rv) if False else lv - rv
    if symbolic_zero(dd):
        return "TRUE", "sympy: lhs - rhs = 0"
    try:
        if sp.minimal_polynomial(dd, sp.Symbol("t")) == sp.Symbol("t"):
            return "TRUE", "minimal polynomial of lhs - rhs is t"
    except Exception:
        pass
    if (lv.has(atan) or rv.has(atan)) and abs(d) < 1:
        t = sp.simplify(sp.expand_trig(sp.tan(lv)) - sp.expand_trig(sp.tan(rv)))
        if t == 0:
            return "TRUE", "tan(lhs) = tan(rhs) exactly (tangent addition) and |lhs - rhs| < 1 < pi"
    if case.get("note") and abs(sp.N(lv - rv, 200)) < sp.Float(10) ** -190:
        return "TRUE", "hand proof (%s); agree to 190 digits" % case["note"]
    return None, "agree numerically, no proof"


def approx(case):
    v = S(case["v"])
    dtxt = case["d"]
    k = len(dtxt.split(".")[1])
    diff = abs(sp.N(v - Rational(dtxt), 50))
    if diff <= Rational(1, 2) * Rational(10) ** -k:
        return "TRUE", "|value - %s| = %s <= 10^-%d/2" % (dtxt, sp.N(diff, 5), k)
    if diff > Rational(10) ** -k:
        return "FALSE", "|value - %s| = %s > 10^-%d" % (dtxt, sp.N(diff, 5), k)
    return None, "between rounding and truncation"


def value_case(case):
    if "modval" in case:
        a, e_, m = case["modval"]
        v = sp.Integer(pow(a, e_, m))
    elif "lim" in case:
        f, a, _ = case["lim"]
        v = sp.limit(S(f), X, S(a))
    elif "sm" in case:
        f, a, b = case["sm"]
        v = sp.summation(S(f), (NS["k"], S(a), S(b)))
    else:
        v = sp.nsimplify(S(case["v"])) if False else S(case["v"])
    if v.has(sp.zoo, sp.nan, oo):
        return None, "not finite"
    vn = sp.N(v, 60)
    if abs(sp.im(vn)) > 1e-40:
        return None, "not real"
    case["expected_value"] = float(sp.re(vn))
    case["expected_exact"] = str(sp.simplify(v))
    return "VALUE", "value %s = %s" % (case["expected_exact"], sp.N(v, 20))


def decide(case):
    k = case["kind"]
    if k == "any":
        return "ANY", "over a cap or ill-formed: scored for no 5xx only"
    if k == "undef":
        return "FALSE", "left side undefined (cos(pi/2) = 0)"
    if k == "eq":
        l, r = case["l"], case["r"]
        if "modpow" in case:
            a, e_, m, v = case["modpow"]
            ok = pow(a, e_, m) == v % m
            return ("TRUE" if ok else "FALSE"), "pow(%d, e, %d) = %d" % (a, m, pow(a, e_, m))
        free = S(l).free_symbols | S(r).free_symbols
        if free:
            return identity(case, l, r)
        return closed(case, S(l), S(r))
    if k == "val":
        return value_case(case)
    if k == "modeq":
        got = pow(case["a"], case["e"], case["m"])
        return ("TRUE" if got == case["v"] else "FALSE"), "pow(a, e, m) = %d" % got
    if k == "modval":
        case["modval"] = [case["a"], case["e"], case["m"]]
        return value_case(case)
    if k == "sol":
        p = sp.Poly(sp.expand(S(case["p"])), X)
        rts = sp.roots(p, multiple=True)
        if len(rts) != p.degree():
            return None, "roots not found"
        claimed = [sp.nsimplify(S(s)) for s in case["sols"]]
        complex_mode = any(sp.im(s) != 0 for s in claimed)
        want = {sp.simplify(r) for r in rts if complex_mode or sp.im(r) == 0}
        got = {sp.simplify(s) for s in claimed}
        same = len(want) == len(got) and all(any(sp.simplify(a - b) == 0 for b in want) for a in got)
        return ("TRUE" if same else "FALSE"), "%s roots %s; stated %s" % ("complex" if complex_mode else "real", sorted(map(str, want)), sorted(map(str, got)))
    if k == "eig":
        m = Matrix(json.loads(case["m"]))
        ev_ = m.eigenvals()
        want = sorted([str(sp.simplify(v)) for v, mult in ev_.items() for _ in range(mult)])
        got = sorted([str(sp.simplify(S(s))) for s in case["ev"]])
        # a stated value repeated means multiplicity; otherwise compare sets
        if len(set(got)) == len(got):
            same = sorted(set(want)) == got
        else:
            same = want == got
        return ("TRUE" if same else "FALSE"), "eigenvalues %s; stated %s" % (want, got)
    if k == "mat":
        if case["l"] == "SINGULAR":
            d = Matrix(json.loads(case["m"])).det()
            return ("FALSE", "matrix is singular (det 0)") if d == 0 else (None, "not singular")
        lv, rv = S(case["l"]), S(case["r"])
        if isinstance(lv, sp.MatrixBase) or isinstance(rv, sp.MatrixBase):
            if not (isinstance(lv, sp.MatrixBase) and isinstance(rv, sp.MatrixBase)) or lv.shape != rv.shape:
                return "FALSE", "shapes differ"
            diff = sp.simplify(lv - rv)
            if diff == sp.zeros(*lv.shape):
                return "TRUE", "entries equal (sympy)"
            return "FALSE", "entry differs: %s" % diff
        if (lv.free_symbols or rv.free_symbols):
            return identity(case, str(lv), str(rv))
        return closed(case, lv, rv)
    if k == "mval":
        case["v"] = str(S(case["l"]))
        return value_case(case)
    if k == "der":
        n = case.get("n", 1)
        d = sp.diff(S(case["f"]), X, n)
        return identity(case, str(d), case["g"])
    if k == "anti":
        d = sp.diff(S(case["F"]), X)
        return identity(case, str(d), case["f"])
    if k == "int":
        f, a, b = S(case["f"]), S(case["a"]), S(case["b"])
        val = sp.integrate(f, (X, a, b))
        if val.has(sp.Integral):
            return None, "sympy could not integrate"
        fl = sp.lambdify(X, f, "mpmath")
        pts = [mp.mpf(sp.N(a, 60)) if a != 0 else 0] + [mp.mpf(str(t)) for t in case.get("brk", [])]
        q = mp.quad(fl, pts + [mp.inf if b == oo else mp.mpf(sp.N(b, 60))])
        if abs(q - mp.mpf(sp.N(val, 60))) > mp.mpf(10) ** -20:
            return None, "quad disagrees with sympy"
        lab, how = closed(case, val, S(case["v"]))
        return lab, "integral = %s; %s" % (val, how)
    if k == "lim":
        f, a, v = S(case["f"]), S(case["a"]), S(case["v"])
        if case["d"] == "+-":
            lp, lm = sp.limit(f, X, a, "+"), sp.limit(f, X, a, "-")
            if lp != lm:
                return "FALSE", "one-sided limits differ (%s, %s): no limit" % (lm, lp)
            lim = lp
        else:
            lim = sp.limit(f, X, a, case["d"])
        lab, how = closed(case, lim, v)
        return lab, "limit = %s; %s" % (lim, how)
    if k in ("sum", "prod"):
        f, a, b, v = S(case["f"]), S(case["a"]), S(case["b"]), S(case["v"])
        kk, n = NS["k"], NS["n"]
        op = sp.summation if k == "sum" else sp.product
        tot = op(f, (kk, a, b))
        if b == n:
            for nv in range(int(a), int(a) + 12):
                direct = op(f, (kk, a, nv))
                if sp.simplify(direct - v.subs(n, nv)) != 0:
                    return "FALSE", "differs at n = %d (%s vs %s)" % (nv, direct, v.subs(n, nv))
            if sp.simplify(tot - v) == 0:
                return "TRUE", "closed form %s; equal for n = %d..%d" % (tot, int(a), int(a) + 11)
            return None, "closed form not reduced"
        if tot.has(sp.Sum, sp.Product):
            return None, "not summed"
        lab, how = closed(case, tot, v)
        return lab, "%s = %s; %s" % (k, tot, how)
    if k == "unit":
        if case.get("dimmismatch"):
            return "FALSE", "different dimensions"
        lv, rv = S(case["l"]), S(case["r"])
        return ("TRUE" if lv == rv else "FALSE"), "SI: %s vs %s" % (lv, rv)
    if k == "approx":
        return approx(case)
    raise ValueError(k)


TRUE_TARGET = 190  # about 2/3 of the claims true, 1/3 false: see balance()


def balance(labelled):
    """Keeps every FALSE, VALUE and ANY case, every adversarial case and every TRUE case whose request states a
    context (domain or assumptions); the other TRUE cases are sampled per category (seeded, proportionally) so that about
    TRUE_TARGET TRUE claims remain. Returns the set of kept ids."""
    keep = {c["id"] for c in labelled if c["label"] != "TRUE" or c.get("context") or c["category"] == "adversarial"}
    free = [c for c in labelled if c["id"] not in keep]
    frac = (TRUE_TARGET - sum(1 for c in labelled if c["label"] == "TRUE" and c["id"] in keep)) / len(free)
    rnd = random.Random(20261129)
    for cat in sorted({c["category"] for c in free}):
        ids = [c["id"] for c in free if c["category"] == cat]
        n = max(3, round(frac * len(ids)))
        keep.update(rnd.sample(ids, min(n, len(ids))))
    return keep


def main():
    src = json.load(open(sys.argv[1]))
    labelled, lines = [], []
    for case in src:
        try:
            lab, how = decide(case)
        except Exception as ex:  # an oracle failure drops the case
            lab, how = None, "oracle error: %r" % ex
        lines.append([case["id"], lab or "DROPPED", case["expression"][:90], how])
        if lab is None:
            continue
        c = {"id": case["id"], "category": case["category"], "expression": case["expression"], "label": lab, "oracle": how}
        if case.get("context"):
            c["context"] = case["context"]
        if lab == "VALUE":
            c["expected_value"] = case["expected_value"]
            c["expected_exact"] = case["expected_exact"]
        labelled.append(c)
    keep = balance(labelled)
    for ln in lines:
        sel = "kept" if ln[0] in keep else "not selected"
        print("%s\t%s\t%s\t%s\t%s" % (ln[0], ln[1], sel if ln[1] != "DROPPED" else "-", ln[2], ln[3]))
    out = [c for c in labelled if c["id"] in keep]
    with open(sys.argv[2] if len(sys.argv) > 2 else "cases.json", "w") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
