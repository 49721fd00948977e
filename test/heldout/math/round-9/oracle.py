#!/usr/bin/env python3
"""Oracle for the math held-out set, round 9.

Decides every label of cases_src.py with SymPy and mpmath, independently of the service, and writes
cases.json (cases the oracle settled) and oracle_output.txt (every case: label or DROPPED, method, note).
Run from this folder: python3 oracle.py
"""
import json
import os
import random
import re
import sys

import mpmath
import sympy as sp
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import CASES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
random.seed(9)
mpmath.mp.dps = 60

NAMES = "x y z t a b c d k n"
SYMS = {s.name: s for s in sp.symbols(NAMES, real=True)}
NS = {name: getattr(sp, name) for name in dir(sp) if not name.startswith("_")}
NS.update(SYMS)
NS["pow_mod"] = lambda a, e, m: sp.Integer(pow(int(a), int(e), int(m)))


def P(s):
    return parse_expr(s, local_dict=dict(NS), transformations=standard_transformations)


def is_inf(v):
    return v in (sp.oo, -sp.oo, sp.zoo)


def cnum(v, dps=60):
    z = sp.N(v, dps)
    return complex(z) if z.is_finite is not False else None


# ------------------------------------------------------------------ closed equations
def numeric_independent(e):
    """Numeric value of an unevaluated Integral/Sum/Product/Limit without its closed form (cross-check)."""
    if isinstance(e, sp.Limit):
        f, var, a, d = e.args
        f = sp.sympify(f)
        with mpmath.workdps(60):
            fl = sp.lambdify(var, f, "mpmath")
            if a == sp.oo:
                pts = [fl(mpmath.mpf(10) ** 12)]
            elif a == -sp.oo:
                pts = [fl(-mpmath.mpf(10) ** 12)]
            else:
                aa = mpmath.mpf(sp.N(a, 60))
                h = mpmath.mpf(10) ** -15
                side = str(d)
                pts = []
                if side in ("+", "+-"):
                    pts.append(fl(aa + h))
                if side in ("-", "+-"):
                    pts.append(fl(aa - h))
            return [complex(p) for p in pts]
    if isinstance(e, sp.Integral):
        f = e.function
        (var, a, b), = e.limits
        with mpmath.workdps(30):
            fl = sp.lambdify(var, f, "mpmath")
            aa = mpmath.mpf(sp.N(a, 40)) if a.is_finite else (mpmath.inf if a == sp.oo else -mpmath.inf)
            bb = mpmath.mpf(sp.N(b, 40)) if b.is_finite else (mpmath.inf if b == sp.oo else -mpmath.inf)
            pts = [aa, 0, bb] if aa < 0 < bb else [aa, bb]
            return [complex(mpmath.quad(fl, pts))]
    if isinstance(e, (sp.Sum, sp.Product)):
        try:
            v = e.evalf(30)
        except (ValueError, ArithmeticError):
            return None
        if v.is_number and v.is_finite:
            return [complex(v)]
    return None


def decide_closed(ls, rs):
    L, R = P(ls), P(rs)
    if isinstance(L, sp.MatrixBase) or isinstance(R, sp.MatrixBase):
        if not (isinstance(L, sp.MatrixBase) and isinstance(R, sp.MatrixBase)) or L.shape != R.shape:
            return "FALSE", "matrix shapes differ", None
        D = (L - R).applyfunc(sp.simplify)
        return ("TRUE", "exact matrix entries", None) if D.is_zero_matrix else ("FALSE", f"entries differ: {D.tolist()}", None)
    Ls, Rs = L.doit(), R.doit()
    note = f"L = {Ls}"
    # independent numeric cross-check of calculus objects
    for orig, sym in ((L, Ls), (R, Rs)):
        chk = numeric_independent(orig)
        if chk is not None and not is_inf(sym):
            sv = cnum(sym)
            for c in chk:
                if sv is None or abs(c - sv) > 1e-6 * max(1, abs(sv)):
                    return None, f"cross-check failed: {orig} symbolic {sym} numeric {c}", None
        if chk is not None and is_inf(sym):
            for c in chk:
                if abs(c) < 1e6:
                    return None, f"cross-check failed: {orig} symbolic {sym} numeric {c}", None
    if is_inf(Ls) or is_inf(Rs):
        return ("TRUE" if Ls == Rs else "FALSE"), f"{note}; infinite value compared", Ls
    if Ls.has(sp.Limit, sp.Integral, sp.Sum, sp.Product):
        return None, f"SymPy left {Ls} unevaluated", None
    d = Ls - Rs
    nd = cnum(d, 80)
    if nd is None:
        return None, "difference not finite", None
    if abs(nd) > 1e-25:
        return "FALSE", f"{note}; L - R = {nd:.6g} (80 digits)", Ls
    ds = sp.simplify(sp.expand_complex(d)) if d.has(sp.I) else sp.simplify(d)
    if ds == 0 or sp.nsimplify(ds) == 0:
        return "TRUE", f"{note}; L - R simplifies to 0", Ls
    eqz = d.equals(0)
    if eqz is True:
        return "TRUE", f"{note}; L - R equals 0 (sympy equals)", Ls
    n300 = cnum(d, 300)
    if n300 is not None and abs(sp.N(d, 300)) < sp.Float("1e-250"):
        return "TRUE", f"{note}; |L - R| < 1e-250 at 300 digits", Ls
    return None, f"undecided: {d}", None


# ------------------------------------------------------------------ identities
REL = r"(<=|>=|<|>|≤|≥|!=|≠)"


def region_fn(assumptions):
    checks = []
    for a in assumptions:
        parts = re.split(REL, a)
        exprs = [P(p.strip()) for p in parts[0::2]]
        rels = parts[1::2]
        for i, r in enumerate(rels):
            checks.append((exprs[i], r, exprs[i + 1]))

    def ok(sub):
        for l, r, rr in checks:
            lv, rv = float(l.subs(sub)), float(rr.subs(sub))
            if not {"<": lv < rv, ">": lv > rv, "<=": lv <= rv, ">=": lv >= rv, "≤": lv <= rv,
                    "≥": lv >= rv, "!=": lv != rv, "≠": lv != rv}[r]:
                return False
        return True

    bounds = []
    for a in assumptions:
        for m in re.findall(r"-?\d+(?:\.\d+)?", a):
            bounds.append(float(m))
    return ok, bounds


def ev(fn, pt, domain):
    try:
        with mpmath.workdps(60):
            v = fn(*[mpmath.mpf(p) for p in pt])
            v = mpmath.mpc(v)
    except (ZeroDivisionError, ValueError, TypeError, OverflowError):
        return None
    if not (mpmath.isfinite(v.real) and mpmath.isfinite(v.imag)):
        return None
    if domain == "real" and abs(v.imag) > mpmath.mpf(10) ** -40:
        return None
    return v


def decide_identity(ls, rs, vs, assumptions, domain):
    L, R = P(ls), P(rs)
    vars_ = [SYMS[v] for v in vs.split()]
    ok, bounds = region_fn(assumptions)
    fl = sp.lambdify(vars_, L, "mpmath")
    fr = sp.lambdify(vars_, R, "mpmath")
    lo = min([-4.0] + bounds) if bounds else -4.0
    hi = max([4.0] + bounds) if bounds else 4.0
    defined, worst = 0, None
    for trial in range(400):
        pt = [sp.Rational(random.randint(int(lo * 1000), int(hi * 1000)), 1000) for _ in vars_]
        if trial < 200:  # also small values, where bounded assumptions live
            pt = [sp.Rational(random.randint(-3000, 3000), 1000) for _ in vars_]
        sub = dict(zip(vars_, pt))
        if not ok(sub):
            continue
        a, b = ev(fl, pt, domain), ev(fr, pt, domain)
        if a is None or b is None:
            continue
        defined += 1
        diff = abs(a - b)
        if diff > mpmath.mpf(10) ** -20 * max(1, abs(a)):
            return "FALSE", f"counterexample {dict(zip(vs.split(), [str(p) for p in pt]))}: L = {mpmath.nstr(a, 12)}, R = {mpmath.nstr(b, 12)}"
        worst = diff if worst is None else max(worst, diff)
        if defined >= 40:
            break
    if defined < 10:
        return None, f"only {defined} sampled points where both sides are defined"
    try:
        s = sp.simplify(L - R)
    except Exception:  # noqa: BLE001
        s = None
    if s == 0:
        return "TRUE", f"L - R simplifies to 0; {defined} sampled points agree"
    return "TRUE", f"{defined} sampled points of the region agree to {mpmath.nstr(worst, 3)} at 60 digits (SymPy simplify left {s})"


# ------------------------------------------------------------------ other kinds
def same_set(xs, ys):
    xs, ys = list(xs), list(ys)
    if len(set(map(str, xs))) != len(xs):
        pass
    used = [False] * len(ys)
    for xv in xs:
        hit = False
        for j, yv in enumerate(ys):
            if not used[j] and sp.simplify(xv - yv) == 0:
                used[j] = hit = True
                break
        if not hit:
            return False
    return all(used)


def decide_solutions(poly, var, stated, field):
    e = P(poly)
    v = SYMS[var]
    st = [P(s) for s in stated]
    if e.is_polynomial(v):
        roots = set(sp.roots(sp.Poly(e, v), multiple=True))
        if len(roots) != sp.degree(e, v) and len(set(sp.roots(sp.Poly(e, v)).keys())) == 0:
            return None, "roots not found"
        roots = list(set(sp.roots(sp.Poly(e, v)).keys()))
    else:
        sol = sp.solveset(e, v, sp.S.Reals if field == "real" else sp.S.Complexes)
        if not isinstance(sol, sp.FiniteSet):
            return None, f"solveset gave {sol}"
        roots = list(sol)
    if field == "real":
        roots = [r for r in roots if sp.im(sp.N(r, 50)) == 0 or abs(sp.N(sp.im(r), 50)) < 1e-40]
    st_unique = []
    for s in st:
        if not any(sp.simplify(s - u) == 0 for u in st_unique):
            st_unique.append(s)
    okk = same_set(st_unique, roots)
    return ("TRUE" if okk else "FALSE"), f"{field} solutions {roots}"


def decide_eig(ms, stated):
    M = P(ms)
    ev_ = M.eigenvals()
    allv = []
    for k_, m in ev_.items():
        allv += [k_] * m
    st = [P(s) for s in stated]
    return ("TRUE" if len(st) == len(allv) and same_set(st, allv) else "FALSE"), f"eigenvalues {allv}"


def decide_sumn(term, G, start):
    k, n = SYMS["k"], SYMS["n"]
    t, g = P(term), P(G)
    for m in range(start, start + 12):
        lhs = sum(t.subs(k, j) for j in range(start, m + 1))
        if sp.simplify(lhs - g.subs(n, m)) != 0:
            return "FALSE", f"differs at n = {m}: {lhs} vs {g.subs(n, m)}"
    closed = sp.summation(t, (k, start, n))
    if sp.simplify(closed - g) == 0:
        return "TRUE", f"summation gives {sp.factor(closed)}; n = {start}..{start + 11} checked"
    return None, f"summation gives {closed}"


def decide_limdne(f, var, a):
    e, v, aa = P(f), SYMS[var], P(a)
    lp, lm = sp.limit(e, v, aa, "+"), sp.limit(e, v, aa, "-")
    if lp != lm:
        return "FALSE", f"one-sided limits differ: {lp} (right), {lm} (left)"
    return None, "one-sided limits agree"


def decide_approx(es, dec):
    a = sp.N(P(es), 50)
    d = sp.Rational(dec)
    kdig = len(dec.split(".")[1]) if "." in dec else 0
    err = abs(a - d)
    if err <= sp.Rational(1, 2) * sp.Rational(1, 10**kdig):
        return "TRUE", f"value {sp.N(a, 20)} rounds to {dec}"
    if err > sp.Rational(1, 10**kdig):
        return "FALSE", f"value {sp.N(a, 20)} is more than one unit in the last place from {dec}"
    return None, "truncation band"


def decide_value(es):
    e = P(es)
    v = e.doit() if not isinstance(e, sp.MatrixBase) else e
    v = sp.nsimplify(sp.simplify(v)) if not v.is_Rational else v
    chk = numeric_independent(e)
    fv = sp.N(v, 40)
    if not fv.is_real:
        return None, f"not real: {v}", None, None
    if chk:
        for c in chk:
            if abs(c - complex(fv)) > 1e-6 * max(1, abs(complex(fv))):
                return None, f"cross-check failed {c} vs {fv}", None, None
    return "VALUE", f"value {v} = {sp.N(v, 20)}", str(v), float(fv)


def main():
    out, log = [], []
    counts = {}
    for i, (cat, expr, spec, context) in enumerate(CASES, 1):
        cid = f"m9-{i:03d}"
        kind = spec[0]
        exact, value = None, None
        try:
            if kind == "eq":
                label, note, _ = decide_closed(spec[1], spec[2])
            elif kind == "id":
                label, note = decide_identity(*spec[1:])
            elif kind == "sol":
                label, note = decide_solutions(*spec[1:])
            elif kind == "eig":
                label, note = decide_eig(*spec[1:])
            elif kind == "sumn":
                label, note = decide_sumn(*spec[1:])
            elif kind == "limdne":
                label, note = decide_limdne(*spec[1:])
            elif kind == "approx":
                label, note = decide_approx(*spec[1:])
            elif kind == "val":
                label, note, exact, value = decide_value(spec[1])
            elif kind == "any":
                label, note = "ANY", "adversarial input: any 2xx verdict or 4xx, never 5xx"
            else:
                raise ValueError(kind)
        except Exception as ex:  # noqa: BLE001
            label, note = None, f"oracle exception: {type(ex).__name__}: {ex}"
        log.append(f"{cid}\t{label or 'DROPPED'}\t{cat}\t{expr[:120]}\t{json.dumps(context) if context else ''}\t{note}")
        if label is None:
            continue
        counts.setdefault(cat, {}).setdefault(label, 0)
        counts[cat][label] += 1
        case = {"id": cid, "category": cat, "expression": expr}
        if context:
            case["context"] = context
        case["label"] = label
        if label == "VALUE":
            case["expected_exact"] = exact
            case["expected_value"] = value
        case["oracle"] = note
        out.append(case)
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "oracle_output.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(log) + "\n")
    tot = {}
    for cat, c in counts.items():
        for lab, m in c.items():
            tot[lab] = tot.get(lab, 0) + m
    print(json.dumps(counts, indent=1))
    print("total", len(out), tot, "dropped", len(CASES) - len(out))


if __name__ == "__main__":
    main()
