#!/usr/bin/env python3
"""Oracle for the math held-out set, round 6.

Labels every claim of cases_src.py independently of the service, with SymPy and mpmath:

  eq      an equation.  Closed (no variables): both sides evaluated with mpmath at 110 digits (principal branches,
          complex values); exact rational comparison when both sides are rational.  Equal to 90 digits -> TRUE,
          different beyond 1e-30 (relative) -> FALSE, otherwise dropped.  With variables (an identity): both sides
          evaluated at >= 40 sample points of the stated region (variables real; in the real domain every
          intermediate value must be real, in the complex domain principal branches), only where BOTH sides are
          defined.  All agree to 40 digits (at least 12 points) -> TRUE, one proven different point -> FALSE.
  value   the value of an expression (mpmath, 60 digits) -> VALUE with expected_value / expected_exact.
  solve   the stated values vs. all real roots (all complex roots when a stated value is not real) of the polynomial.
  eigen   the stated values vs. the roots of the characteristic polynomial (multiset).
  limit   SymPy limit (one-sided, or both sides that must agree) compared with the claimed limit.
  nsum    a sum with symbolic upper bound: SymPy summation simplified against the claim, and n = a..a+40 exactly.
  approx  "a ≈ d": TRUE when |a-d| <= 1/2 10^-k, FALSE when |a-d| > 10^-k, otherwise dropped.
  any     adversarial input over a documented cap: only "no 5xx" is scored (label ANY).

Writes cases.json (the cases with their labels) and oracle_output.json (what the oracle saw for every case).
Usage: python3 oracle.py   (deterministic: fixed random seed)
"""
import json
import os
import random
import re
import zlib
import sys

import mpmath
from mpmath import mp, mpf, mpc
import sympy as sp
from sympy.parsing.sympy_parser import (
    standard_transformations, implicit_multiplication_application, convert_xor, parse_expr)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cases_src import CASES  # noqa: E402

T = standard_transformations + (implicit_multiplication_application, convert_xor)
x, y, z, a, b, c, d, n, k, t, p, q = sp.symbols("x y z a b c d n k t p q")
LOCAL = {
    "e": sp.E, "E": sp.E, "i": sp.I, "I": sp.I, "pi": sp.pi, "inf": sp.oo, "oo": sp.oo, "phi": sp.GoldenRatio,
    "ln": sp.log, "log10": lambda u: sp.log(u, 10), "log2": lambda u: sp.log(u, 2), "abs": sp.Abs, "Abs": sp.Abs,
    "mod": sp.Mod, "nCr": sp.binomial, "C": sp.binomial, "binomial": sp.binomial, "Matrix": sp.Matrix,
    "sec": sp.sec, "csc": sp.csc, "cot": sp.cot, "x": x, "y": y, "z": z, "a": a, "b": b, "c": c, "d": d,
    "n": n, "k": k, "t": t, "p": p, "q": q, "factorial": sp.factorial, "floor": sp.floor, "ceiling": sp.ceiling,
}


def P(s, evaluate=True):
    return parse_expr(s, local_dict=dict(LOCAL), transformations=T, evaluate=evaluate)


class Undefined(Exception):
    pass


FUN = {
    sp.sin: mpmath.sin, sp.cos: mpmath.cos, sp.tan: mpmath.tan, sp.sec: mpmath.sec, sp.csc: mpmath.csc,
    sp.cot: mpmath.cot, sp.exp: mpmath.exp, sp.sinh: mpmath.sinh, sp.cosh: mpmath.cosh, sp.tanh: mpmath.tanh,
    sp.atan: mpmath.atan, sp.asinh: mpmath.asinh,
}


def _real(v):
    if isinstance(v, mpc):
        if v.imag != 0 and abs(v.imag) > mpf(10) ** (-(mp.dps - 10)) * max(1, abs(v.real)):
            raise Undefined("non-real")
        return mpf(v.real)
    return v


def ev(e, env, real):
    """Evaluate a SymPy tree with mpmath; Undefined where the expression is undefined in the domain."""
    r = _ev(e, env, real)
    if real:
        r = _real(r)
    if not mpmath.isfinite(r):
        raise Undefined("infinite")
    return r


def _ev(e, env, real):
    if e.is_Symbol:
        return env[e]
    if e is sp.I:
        if real:
            raise Undefined("i in the real domain")
        return mpc(0, 1)
    if e.is_Number or e in (sp.pi, sp.E, sp.GoldenRatio):
        return mpf(sp.N(e, mp.dps + 5)) if not e.is_Rational else mpf(e.p) / e.q
    if e.is_Add:
        return sum((ev(u, env, real) for u in e.args), mpf(0))
    if e.is_Mul:
        r = mpf(1)
        for u in e.args:
            r = r * ev(u, env, real)
        return r
    if e.is_Pow:
        bse = ev(e.args[0], env, real)
        ex = e.args[1]
        if ex.is_Integer:
            m = int(ex)
            if bse == 0 and m < 0:
                raise Undefined("division by zero")
            return bse ** m
        if real and ex.is_Rational and bse < 0:
            if ex.q % 2 == 1:
                v = abs(bse) ** (mpf(ex.p) / ex.q)
                return -v if ex.p % 2 else v
            raise Undefined("even root of a negative number")
        xv = ev(ex, env, real)
        if bse == 0:
            if (xv.real if isinstance(xv, mpc) else xv) > 0:
                return mpf(0)
            raise Undefined("0^nonpositive")
        if real and bse < 0:
            raise Undefined("negative base")
        return mpmath.power(bse if real else mpc(bse), xv)
    if isinstance(e, sp.log):
        u = ev(e.args[0], env, real)
        if u == 0 or (real and u < 0):
            raise Undefined("log")
        r = mpmath.log(u if real else mpc(u))
        if len(e.args) == 2:
            r = r / ev(sp.log(e.args[1]), env, real)
        return r
    if isinstance(e, (sp.asin, sp.acos)):
        u = ev(e.args[0], env, real)
        if real and abs(u) > 1:
            raise Undefined("asin")
        return (mpmath.asin if isinstance(e, sp.asin) else mpmath.acos)(u if real else mpc(u))
    if isinstance(e, sp.Abs):
        return abs(ev(e.args[0], env, real))
    if isinstance(e, (sp.Max, sp.Min)):
        vals = [ev(u, env, real) for u in e.args]
        return max(vals) if isinstance(e, sp.Max) else min(vals)
    if isinstance(e, sp.sign):
        return mpmath.sign(ev(e.args[0], env, real))
    for f, g in FUN.items():
        if isinstance(e, f):
            u = ev(e.args[0], env, real)
            if isinstance(e, (sp.tan, sp.sec)) and abs(mpmath.cos(u)) < mpf(10) ** -40:
                raise Undefined("pole")
            if isinstance(e, (sp.cot, sp.csc)) and abs(mpmath.sin(u)) < mpf(10) ** -40:
                raise Undefined("pole")
            return g(u)
    if isinstance(e, (sp.Derivative, sp.Integral, sp.Sum, sp.binomial, sp.factorial)):
        return ev(e.doit(), env, real)
    raise ValueError(f"cannot evaluate {sp.srepr(e)[:80]}")


def parse_region(assumptions):
    rels = []
    for s in assumptions or []:
        s = s.replace("≤", "<=").replace("≥", ">=").replace("≠", "!=")
        parts = re.split(r"(<=|>=|!=|<|>)", s)
        terms, ops = parts[0::2], parts[1::2]
        for i, op in enumerate(ops):
            rels.append((P(terms[i]), op, P(terms[i + 1])))
    return rels


def in_region(rels, env):
    for l, op, r in rels:
        lv, rv = ev(l, env, True), ev(r, env, True)
        ok = {"<": lv < rv, ">": lv > rv, "<=": lv <= rv, ">=": lv >= rv, "!=": lv != rv}[op]
        if not ok:
            return False
    return True


def close(u, v, digits):
    return abs(u - v) <= mpf(10) ** (-digits) * max(1, abs(u), abs(v))


def as_matrix(e):
    return e if isinstance(e, sp.MatrixBase) else None


def oracle_eq(cs, o):
    ctx = cs.get("context") or {}
    lhs_s, rhs_s = o.get("lhs"), o.get("rhs")
    if lhs_s is None:
        lhs_s, rhs_s = cs["expression"].split("=")
    evaluate = o.get("evaluate", False)
    L, R = P(lhs_s), P(rhs_s)
    if as_matrix(L) is not None or as_matrix(R) is not None:
        if not (isinstance(L, sp.MatrixBase) and isinstance(R, sp.MatrixBase)) or L.shape != R.shape:
            return "FALSE", f"shapes {getattr(L, 'shape', None)} vs {getattr(R, 'shape', None)}"
        D = sp.simplify(L - R)
        return ("TRUE" if D == sp.zeros(*D.shape) else "FALSE"), f"L-R = {D.tolist()}"
    free = sorted((L.free_symbols | R.free_symbols) - {sp.Symbol("C")}, key=str)
    if not free:
        mp.dps = 110
        Le, Re = P(lhs_s).doit(), P(rhs_s).doit()
        if Le.is_infinite or Re.is_infinite:
            return ("TRUE" if Le == Re else "FALSE"), f"{Le} vs {Re}"
        for u, w in ((Le, Re), (Re, Le)):
            if u.is_zero and (w.is_positive or w.is_negative):
                return "FALSE", f"{w} is non-zero"
        if Le.is_Rational and Re.is_Rational:
            return ("TRUE" if Le == Re else "FALSE"), f"exact {Le} vs {Re}"
        try:
            lv, rv = ev(Le, {}, False), ev(Re, {}, False)
        except (ValueError, TypeError, Undefined):
            lv, rv = mpmath.mpmathify(complex(sp.N(Le, 100))), mpmath.mpmathify(complex(sp.N(Re, 100)))
            mp.dps = 40
        if close(lv, rv, mp.dps - 20):
            return "TRUE", f"equal to {mp.dps - 20} digits: {mpmath.nstr(lv, 25)}"
        if not close(lv, rv, 30):
            return "FALSE", f"{mpmath.nstr(lv, 25)} vs {mpmath.nstr(rv, 25)}"
        return None, f"undecided {mpmath.nstr(lv, 40)} vs {mpmath.nstr(rv, 40)}"
    L, R = P(lhs_s, evaluate), P(rhs_s, evaluate)
    real = ctx.get("domain") != "complex"
    rels = parse_region(ctx.get("assumptions"))
    mp.dps = 60
    rng = random.Random(zlib.crc32(cs["expression"].encode()))
    pool = [mpf(v) / 10 for v in range(-60, 61) if v] + [mpf(v) / 7 for v in (-3, -1, 1, 2, 5, 9)]
    defined = 0
    for trial in range(400):
        env = {s: (rng.choice(pool) + mpf(rng.randint(0, 99)) / 1000) for s in free}
        try:
            if not in_region(rels, env):
                continue
        except Undefined:
            continue
        try:
            lv, rv = ev(L, env, real), ev(R, env, real)
        except Undefined:
            continue
        defined += 1
        if not close(lv, rv, 40):
            if not close(lv, rv, 20):
                pt = {str(s): mpmath.nstr(v, 8) for s, v in env.items()}
                return "FALSE", f"counterexample {pt}: {mpmath.nstr(lv, 15)} vs {mpmath.nstr(rv, 15)}"
            return None, "near miss"
        if defined >= 60:
            break
    if defined >= 12:
        return "TRUE", f"agree at {defined} points of the region"
    return None, f"only {defined} defined points"


def oracle_value(cs, o):
    mp.dps = 60
    e = P(o.get("val", cs["expression"]))
    if not getattr(e, "is_Rational", False):
        e2 = e.doit()
        v = sp.N(e2, 50)
    else:
        v = e
    if not v.is_real:
        return None, f"non-real value {v}", None, None
    exact = o.get("exact") or (str(e) if e.is_Rational else None)
    return "VALUE", f"value {sp.N(v, 30)}", float(v), exact


def oracle_solve(cs, o):
    poly = sp.Poly(P(o["poly"]), x)
    claimed = [sp.nsimplify(P(s)) for s in o["claimed"]]
    allroots = sp.roots(poly, multiple=True)
    if len(allroots) != poly.degree():
        return None, "roots not found"
    if all(v.is_real for v in claimed):
        target = {sp.nsimplify(r) for r in allroots if r.is_real}
    else:
        target = {sp.nsimplify(r) for r in allroots}
    cl = set(claimed)
    same = len(cl) == len(target) and all(any(sp.simplify(u - w) == 0 for w in target) for u in cl)
    return ("TRUE" if same else "FALSE"), f"roots {sorted(map(str, target))} vs claimed {sorted(map(str, cl))}"


def oracle_eigen(cs, o):
    M = P(o["matrix"])
    ev_ = M.eigenvals()
    target = sorted(sum(([sp.simplify(k_)] * m for k_, m in ev_.items()), []), key=lambda v: sp.N(v).as_real_imag())
    claimed = sorted([sp.simplify(P(s)) for s in o["claimed"]], key=lambda v: sp.N(v).as_real_imag())
    same = len(target) == len(claimed) and all(sp.simplify(u - w) == 0 for u, w in zip(target, claimed))
    return ("TRUE" if same else "FALSE"), f"eigenvalues {target} vs claimed {claimed}"


def oracle_limit(cs, o):
    f = P(o["f"])
    pt = P(o["a"])
    L = P(o["L"])
    sides = [o["dir"]] if o.get("dir") else ["+", "-"]
    vals = [sp.limit(f, x, pt, s) for s in sides]
    if len(vals) == 2 and sp.simplify(vals[0] - vals[1]) != 0 and vals[0] != vals[1]:
        return "FALSE", f"one-sided limits differ: {vals}"
    v = vals[0]
    if v in (sp.oo, -sp.oo) or L in (sp.oo, -sp.oo):
        return ("TRUE" if v == L else "FALSE"), f"limit {v} vs {L}"
    if v.has(sp.Limit) or v.has(sp.AccumBounds):
        return None, f"limit undecided {v}"
    mp.dps = 60
    dv = sp.N(v - L, 60)
    if abs(dv) < 1e-50:
        return "TRUE", f"limit {v}"
    return "FALSE", f"limit {v} vs {L}"


def oracle_nsum(cs, o):
    f, G = P(o["f"]), P(o["G"])
    a0 = int(o.get("a", 1))
    for m in range(a0, a0 + 41):
        s = sum((f.subs(k, j) for j in range(a0, m + 1)), sp.Integer(0))
        if sp.simplify(s - G.subs(n, m)) != 0:
            return "FALSE", f"differs at n = {m}: {s} vs {G.subs(n, m)}"
    S = sp.summation(f, (k, a0, n))
    ok = sp.simplify(S - G) == 0
    return ("TRUE" if ok else None), f"n={a0}..{a0 + 40} exact; symbolic: {ok}"


def oracle_approx(cs, o):
    mp.dps = 60
    v = sp.N(P(o["val"]), 60)
    dstr = o["dec"]
    kdig = len(dstr.split(".")[1]) if "." in dstr else 0
    dv = sp.Rational(dstr)
    err = abs(v - dv)
    if err <= sp.Rational(1, 2) * sp.Rational(10) ** -kdig:
        return "TRUE", f"|a-d| = {sp.N(err, 5)}"
    if err > sp.Rational(10) ** -kdig:
        return "FALSE", f"|a-d| = {sp.N(err, 5)}"
    return None, f"between rounding and truncation: {sp.N(err, 5)}"


def main():
    out, rec = [], []
    counters = {}
    for i, cs in enumerate(CASES):
        cid = f"m6-{i + 1:03d}"
        kind, o = cs["kind"], cs["oracle"]
        ev_val, exact = None, None
        try:
            if kind == "eq":
                label, why = oracle_eq(cs, o)
            elif kind == "value":
                label, why, ev_val, exact = oracle_value(cs, o)
            elif kind == "solve":
                label, why = oracle_solve(cs, o)
            elif kind == "eigen":
                label, why = oracle_eigen(cs, o)
            elif kind == "limit":
                label, why = oracle_limit(cs, o)
            elif kind == "nsum":
                label, why = oracle_nsum(cs, o)
            elif kind == "approx":
                label, why = oracle_approx(cs, o)
            elif kind == "any":
                label, why = "ANY", "over a documented cap: scored only for no 5xx"
            else:
                raise ValueError(kind)
        except Exception as ex:  # the oracle could not settle it: drop
            label, why = None, f"oracle failure: {type(ex).__name__}: {str(ex)[:120]}"
        want = cs.get("want")
        rec.append({"id": cid, "expression": cs["expression"], "context": cs.get("context"), "kind": kind,
                    "label": label, "written_as": want, "oracle": why})
        if label is None:
            print(f"DROP {cid} {cs['expression']!r}: {why}", file=sys.stderr)
            continue
        if want and want != label:
            print(f"NOTE {cid} written as {want}, oracle says {label}: {cs['expression']!r}: {why}", file=sys.stderr)
        c = {"id": cid, "category": cs["category"], "expression": cs["expression"], "label": label}
        if cs.get("context"):
            c["context"] = cs["context"]
        if label == "VALUE":
            c["expected_value"] = ev_val
            c["expected_exact"] = exact
        out.append(c)
        counters.setdefault(cs["category"], {}).setdefault(label, 0)
        counters[cs["category"]][label] += 1
    with open(os.path.join(HERE, "cases.json"), "w") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    with open(os.path.join(HERE, "oracle_output.json"), "w") as fh:
        json.dump(rec, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    tot = {}
    for cat, cnt in counters.items():
        print(f"{cat:22s} " + "  ".join(f"{k_}={v}" for k_, v in sorted(cnt.items())))
        for k_, v in cnt.items():
            tot[k_] = tot.get(k_, 0) + v
    print(f"{'total':22s} " + "  ".join(f"{k_}={v}" for k_, v in sorted(tot.items())) + f"  ({len(out)} cases)")


if __name__ == "__main__":
    main()
