#!/usr/bin/env python3
"""Oracle for the held-out math set, round 1.

Every case below is a claim written the way a language model writes it (the `expression` sent to
POST /v1/verify/math, with an optional `context`), together with an independent formulation of the
same claim for SymPy / mpmath / Python integers and fractions. This script decides every claim
with those tools, and

  * writes `cases.json` (request bodies, labels, evidence) when run with `--write`;
  * otherwise regenerates the labels and fails (exit 1) if any label differs from the committed
    `cases.json`, or from the label written next to the case below.

Labels
  TRUE   the equation / identity holds (for identities: at every point of the domain where both
         sides are defined they are equal, there is at least one such point, and no assumptions
         other than the ones in `context.assumptions` are needed);
  FALSE  there is a point (or, for closed claims, a proven non-zero difference) where both sides
         are defined and differ, or the stated solution set / value is wrong;
  VALUE  an expression that asks for a value; `expected` holds the exact value and its double.

Domains follow docs/math.md: variables range over the reals; without `context.domain` closed
expressions take complex values with principal branches and identities are read in the reals
(any non-real intermediate value is undefined); with `"complex"` intermediate values may be
complex (principal branches: log with arg in (-pi, pi], sqrt and powers through the principal log).

Run:  python3 oracle.py            (check)
      python3 oracle.py --write    (regenerate cases.json)
Needs SymPy (tested with 1.14) and mpmath.
"""

import json
import math
import os
import random
import signal
import sys
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.parsing.sympy_parser import (
    convert_xor,
    implicit_multiplication,
    parse_expr,
    standard_transformations,
)

HERE = os.path.dirname(os.path.abspath(__file__))
CASES_JSON = os.path.join(HERE, "cases.json")

mpmath.mp.dps = 60
TRANSFORMS = standard_transformations + (implicit_multiplication, convert_xor)

# --------------------------------------------------------------------------------------------
# SymPy parsing helpers

NAMES = {
    "e": sp.E,
    "E": sp.E,
    "i": sp.I,
    "I": sp.I,
    "pi": sp.pi,
    "oo": sp.oo,
    "inf": sp.oo,
    "ln": sp.log,
    "abs": sp.Abs,
    "Abs": sp.Abs,
    "ceil": sp.ceiling,
    "phi": sp.GoldenRatio,
    "binomial": sp.binomial,
    "factorial": sp.factorial,
    "gcd": sp.gcd,
    "lcm": sp.lcm,
    "Rational": sp.Rational,
    "R": sp.Rational,
}
SYMS = {n: sp.Symbol(n, real=True) for n in "a b c d f g h k m n p q r s t u v w x y z".split()}


def S(text, evaluate=True):
    """Parse a SymPy-side formula (`^` is power, implicit multiplication allowed)."""
    local = dict(SYMS)
    local.update(NAMES)
    local["log10"] = lambda z: sp.log(z, 10)
    local["log2"] = lambda z: sp.log(z, 2)
    return parse_expr(text, local_dict=local, transformations=TRANSFORMS, evaluate=evaluate)


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def with_timeout(seconds, fn, *args):
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(seconds)
    try:
        return fn(*args)
    except Timeout:
        return None
    finally:
        signal.alarm(0)


# --------------------------------------------------------------------------------------------
# Numeric evaluation with explicit branch / domain rules (used for identities)


class Undefined(Exception):
    pass


def _clean(z):
    z = mpmath.mpc(z)
    scale = max(mpmath.mpf(1), abs(z))
    re, im = z.real, z.imag
    if abs(im) < mpmath.mpf(10) ** -45 * scale:
        im = mpmath.mpf(0)
    if abs(re) < mpmath.mpf(10) ** -45 * scale:
        re = mpmath.mpf(0)
    return mpmath.mpc(re, im)


def _is_zero(z):
    return abs(z) < mpmath.mpf(10) ** -45


def ev(node, env, real):
    """Evaluate a SymPy tree (parsed with evaluate=False) at a point. In the real domain any
    non-real intermediate value is undefined; in the complex domain principal branches."""
    v = _ev(node, env, real)
    v = _clean(v)
    if real and v.imag != 0:
        raise Undefined("non-real intermediate value")
    return v


def _ev(node, env, real):
    if node.is_Symbol:
        return mpmath.mpc(env[node.name])
    if node is sp.I:
        return mpmath.mpc(0, 1)
    if node.is_Number or node.is_NumberSymbol:
        return mpmath.mpc(mpmath.mpmathify(str(sp.N(node, 70))))
    args = node.args
    if node.is_Add:
        return mpmath.fsum(ev(a, env, real) for a in args)
    if node.is_Mul:
        out = mpmath.mpc(1)
        for a in args:
            out *= ev(a, env, real)
        return out
    if node.is_Pow:
        b = ev(args[0], env, real)
        ex = args[1]
        if ex.is_Integer:
            k = int(ex)
            if _is_zero(b) and k < 0:
                raise Undefined("division by zero")
            return b**k
        x = ev(ex, env, real)
        if _is_zero(b):
            if x.real > 0:
                return mpmath.mpc(0)
            raise Undefined("0 to a non-positive power")
        if x.imag == 0 and x.real == int(x.real):
            return b ** int(x.real)
        if real and b.real < 0:
            raise Undefined("negative base to a non-integer power")
        return mpmath.exp(x * mpmath.log(b))
    f = node.func
    vals = [ev(a, env, real) for a in args]
    z = vals[0] if vals else None
    if f == sp.exp:
        return mpmath.exp(z)
    if f == sp.log:
        if _is_zero(z):
            raise Undefined("log of 0")
        if len(vals) == 2:
            return mpmath.log(z) / mpmath.log(vals[1])
        return mpmath.log(z)
    if f == sp.sin:
        return mpmath.sin(z)
    if f == sp.cos:
        return mpmath.cos(z)
    if f == sp.tan:
        if _is_zero(mpmath.cos(z)):
            raise Undefined("tan pole")
        return mpmath.tan(z)
    if f == sp.cot:
        if _is_zero(mpmath.sin(z)):
            raise Undefined("cot pole")
        return mpmath.cot(z)
    if f == sp.sec:
        return 1 / mpmath.cos(z)
    if f == sp.csc:
        return 1 / mpmath.sin(z)
    if f == sp.asin:
        return mpmath.asin(z)
    if f == sp.acos:
        return mpmath.acos(z)
    if f == sp.atan:
        return mpmath.atan(z)
    if f == sp.sinh:
        return mpmath.sinh(z)
    if f == sp.cosh:
        return mpmath.cosh(z)
    if f == sp.tanh:
        return mpmath.tanh(z)
    if f == sp.Abs:
        return mpmath.mpc(abs(z))
    if f == sp.floor:
        if z.imag != 0:
            raise Undefined("floor of non-real")
        return mpmath.mpc(mpmath.floor(z.real))
    if f == sp.ceiling:
        if z.imag != 0:
            raise Undefined("ceiling of non-real")
        return mpmath.mpc(mpmath.ceil(z.real))
    if f == sp.sign:
        return mpmath.mpc(mpmath.sign(z.real))
    raise NotImplementedError(str(f))


POINT_VALUES = [
    Fraction(1, 7), Fraction(2, 3), Fraction(1), Fraction(3, 2), Fraction(2), Fraction(5), Fraction(3, 10),
    Fraction(10), Fraction(1, 100), Fraction(7, 3), Fraction(13, 4), Fraction(1, 2), Fraction(4), Fraction(9, 5),
]


def sample_points(varnames, n, rng, assumptions):
    pts = []
    tries = 0
    while len(pts) < n and tries < 50 * n:
        tries += 1
        env = {}
        for v in varnames:
            x = rng.choice(POINT_VALUES)
            if rng.random() < 0.5:
                x = -x
            env[v] = x
        if all(check_assumption(a, env) for a in assumptions):
            pts.append(env)
    return pts


def check_assumption(rel, env):
    val = rel.subs({SYMS[k]: sp.Rational(v.numerator, v.denominator) for k, v in env.items()})
    return bool(val)


def to_mp_env(env):
    return {k: mpmath.mpf(v.numerator) / v.denominator for k, v in env.items()}


def compare_on_points(L, R, varnames, real, assumptions, extra_points=(), n=80, seed=1):
    """Returns dict: both (points where both sides defined), agree, differ (first), onlyone."""
    rng = random.Random(seed)
    pts = list(extra_points) + sample_points(varnames, n, rng, assumptions)
    res = {"both": 0, "agree": 0, "differ": None, "onlyone": 0, "checked": len(pts)}
    for env in pts:
        menv = to_mp_env(env)
        try:
            lv = ev(L, menv, real)
            ldef = True
        except (Undefined, ZeroDivisionError, ValueError):
            ldef = False
        try:
            rv = ev(R, menv, real)
            rdef = True
        except (Undefined, ZeroDivisionError, ValueError):
            rdef = False
        if ldef and rdef:
            res["both"] += 1
            tol = mpmath.mpf(10) ** -35 * (1 + abs(lv) + abs(rv))
            if abs(lv - rv) <= tol:
                res["agree"] += 1
            elif abs(lv - rv) > mpmath.mpf(10) ** -20 * (1 + abs(lv) + abs(rv)):
                if res["differ"] is None:
                    res["differ"] = (env, lv, rv)
            else:
                raise RuntimeError("numerically ambiguous point %r" % env)
        elif ldef != rdef:
            res["onlyone"] += 1
    return res


def fmt_c(z, digits=20):
    z = mpmath.mpc(z)
    if z.imag == 0:
        return mpmath.nstr(z.real, digits)
    im = mpmath.nstr(abs(z.imag), digits)
    return "%s %s %si" % (mpmath.nstr(z.real, digits), "-" if z.imag < 0 else "+", im)


def fmt_env(env):
    return ", ".join("%s=%s" % (k, v) for k, v in env.items())


# --------------------------------------------------------------------------------------------
# Deciders. Each returns (label, evidence, extra) where label is "TRUE"/"FALSE"/"VALUE".


def _even_sin_to_cos(e):
    return e.replace(
        lambda t: t.is_Pow and isinstance(t.base, sp.sin) and t.exp.is_Integer and t.exp % 2 == 0,
        lambda t: (1 - sp.cos(t.base.args[0]) ** 2) ** (t.exp // 2))


def _tan_proof(d):
    """For closed L - R built from atan and pi: tan(L) = tan(R) exactly and |L - R| < pi."""
    L, R = d
    if not (L.has(sp.atan) or R.has(sp.atan)):
        return None
    tl = sp.nsimplify(sp.simplify(sp.expand_trig(sp.tan(L))))
    tr = sp.nsimplify(sp.simplify(sp.expand_trig(sp.tan(R))))
    if not (tl.is_Rational and tr.is_Rational and tl == tr):
        return None
    if abs(sp.N(L - R, 50)) < 3:
        return "tan(left) = tan(right) = %s exactly (expand_trig) and |left - right| < 3 < pi" % tl
    return None


def prove_zero(d, pair=None):
    """Try to prove an exact SymPy expression is zero. Returns a method name or None."""
    if pair is not None:
        try:
            how = with_timeout(60, _tan_proof, pair)
        except Exception:  # noqa: BLE001
            how = None
        if how:
            return how
    tries = [
        ("expand", lambda e: sp.expand(e)),
        ("sin^2k -> (1-cos^2)^k, expand", lambda e: sp.expand(_even_sin_to_cos(sp.expand(e)))),
        ("expand_complex+simplify", lambda e: sp.simplify(sp.expand_complex(e))),
        ("rewrite(exp)+simplify", lambda e: sp.simplify(e.rewrite(sp.exp))),
        ("expand_trig+expand", lambda e: sp.expand(sp.expand_trig(e))),
        ("cancel(together)", lambda e: sp.cancel(sp.together(e))),
        ("radsimp", lambda e: sp.radsimp(e)),
        ("simplify", lambda e: sp.simplify(e)),
        ("trigsimp", lambda e: sp.trigsimp(e)),
        ("sqrtdenest+simplify", lambda e: sp.simplify(sp.sqrtdenest(e))),
    ]
    for name, fn in tries:
        try:
            r = with_timeout(20, fn, d)
        except Exception:  # noqa: BLE001
            r = None
        if r is not None and r == 0:
            return name
    if not d.free_symbols:
        xx = sp.Symbol("X")
        try:
            mp = with_timeout(30, sp.minimal_polynomial, d, xx)
        except Exception:  # noqa: BLE001
            mp = None
        if mp is not None and sp.expand(mp - xx) == 0:
            return "minimal_polynomial(left-right) = X"
    return None


def numeric_diff(d, digits=100):
    v = sp.N(d, digits)
    re, im = v.as_real_imag()
    z = mpmath.mpc(mpmath.mpmathify(str(sp.N(re, digits))), mpmath.mpmathify(str(sp.N(im, digits))))
    tiny = mpmath.mpf(10) ** (-(digits - 10)) * max(mpmath.mpf(1), abs(z))
    return mpmath.mpc(0 if abs(z.real) < tiny else z.real, 0 if abs(z.imag) < tiny else z.imag)


def decide_closed(Ls, Rs):
    """Closed equation with complex (principal) values, as SymPy evaluates them."""
    L, R = S(Ls), S(Rs)
    with mpmath.workdps(110):
        d = numeric_diff(L - R, 100)
        scale = 1 + abs(numeric_diff(L, 100)) + abs(numeric_diff(R, 100))
        if abs(d) > mpmath.mpf(10) ** -30 * scale:
            return "FALSE", "left - right = %s (mpmath, 100 digits)" % fmt_c(d, 15)
        if abs(d) > mpmath.mpf(10) ** -90 * scale:
            raise RuntimeError("closed claim numerically ambiguous: %s = %s" % (Ls, Rs))
    how = prove_zero(L - R, (L, R))
    if how:
        return "TRUE", "SymPy: left - right = 0 by %s" % how
    return "TRUE", "left - right = 0 to 100 digits (mpmath); no symbolic proof attempted succeeded"


def decide_identity(Ls, Rs, domain="real", assumptions=(), points=(), allow_numeric=False, note=""):
    L = S(Ls, evaluate=False)
    R = S(Rs, evaluate=False)
    varnames = sorted({s.name for s in (L.free_symbols | R.free_symbols)})
    if not varnames:
        raise RuntimeError("identity without variables: %s = %s" % (Ls, Rs))
    rels = [S(a) for a in assumptions]
    real = domain == "real"
    extra = []
    for p in points:
        extra.append({k: Fraction(v) for k, v in p.items()})
    res = compare_on_points(L, R, varnames, real, rels, extra_points=extra)
    dom = "real domain" if real else "complex intermediate values (principal branches)"
    if res["differ"] is not None:
        env, lv, rv = res["differ"]
        return "FALSE", "at %s (%s): left = %s, right = %s" % (fmt_env(env), dom, fmt_c(lv), fmt_c(rv)), {}
    if res["both"] == 0:
        raise RuntimeError("no point where both sides are defined: %s = %s" % (Ls, Rs))
    # Symbolic proof on the generic (evaluated) forms; with assumptions x>0 etc. use positive symbols.
    Le, Re_ = S(Ls), S(Rs)
    subs = {}
    for a in assumptions:
        a2 = a.replace(" ", "")
        if a2.endswith(">0") and a2[:-2] in SYMS:
            subs[SYMS[a2[:-2]]] = sp.Symbol(a2[:-2], positive=True)
        if a2.endswith("<0") and a2[:-2] in SYMS:
            subs[SYMS[a2[:-2]]] = sp.Symbol(a2[:-2], negative=True)
    d = (Le - Re_).subs(subs)
    how = prove_zero(d)
    if not how and not subs:
        # generic proof failed (branch-dependent rules): prove it for positive values of every
        # variable; the other sign combinations rest on the sampled points.
        pos = {s: sp.Symbol(s.name, positive=True) for s in d.free_symbols}
        how2 = prove_zero(sp.expand_log(d.subs(pos), force=False))
        if how2:
            how = how2 + " with all variables positive (other signs: sampled points only)"
    ev_text = "agree at %d/%d sampled points where both sides are defined (%s, 60 digits)" % (
        res["agree"], res["both"], dom)
    extra_info = {"conditional": bool(res["onlyone"]) and not assumptions}
    if how:
        return "TRUE", "SymPy: left - right = 0 by %s; %s" % (how, ev_text), extra_info
    if allow_numeric:
        return "TRUE", "numeric only: %s%s" % (ev_text, ("; " + note) if note else ""), extra_info
    raise RuntimeError("identity not proven: %s = %s (%s)" % (Ls, Rs, ev_text))


def _to_double(x):
    """Correctly rounded double of a real exact SymPy number (via 80 significant digits)."""
    if x == 0:
        return 0.0
    with mpmath.workdps(90):
        return float(mpmath.mpmathify(str(sp.N(x, 80))))


def exact_and_double(v):
    v = sp.nsimplify(v) if isinstance(v, float) else v
    re, im = (sp.simplify(t) for t in sp.expand_complex(v).as_real_imag())
    ex = re + sp.I * im if im != 0 else re
    out = {"exact": sp.sstr(sp.radsimp(ex)), "re": _to_double(re), "im": _to_double(im)}
    if ex.is_Integer:
        out["integer"] = str(int(ex))
    elif ex.is_Rational:
        out["rational"] = "%d/%d" % (ex.p, ex.q)
    elif re.is_Rational and im.is_Rational:
        out["gaussian"] = ["%d/%d" % (re.p, re.q), "%d/%d" % (im.p, im.q)]
    return out


# --------------------------------------------------------------------------------------------
# Case constructors

CASES = []


def add(cat, expr, label, decide, ctx=None, refuse_ok=False, note=None):
    CASES.append({"category": cat, "expression": expr, "context": ctx, "label": label,
                  "decide": decide, "refuse_acceptable": refuse_ok, "note": note})


def ctx_of(domain=None, assumptions=None):
    c = {}
    if domain:
        c["domain"] = domain
    if assumptions:
        c["assumptions"] = list(assumptions)
    return c or None


def split_eq(expr):
    parts = expr.split("=")
    assert len(parts) == 2, expr
    return parts[0].strip(), parts[1].strip()


def EQ(cat, expr, label, lhs=None, rhs=None, domain=None, assumptions=None, points=(), numeric_ok=False,
       refuse_ok=False, note=None):
    """An equation: closed (no variables) or an identity."""
    if lhs is None:
        lhs, rhs = split_eq(expr)
    ctx = ctx_of(domain, assumptions)

    def decide():
        L, R = S(lhs), S(rhs)
        if not (L.free_symbols | R.free_symbols):
            lab, evd = decide_closed(lhs, rhs)
            return lab, "closed: " + evd, {}
        dom = domain or "real"
        lab, evd, info = decide_identity(lhs, rhs, dom, assumptions or (), points, numeric_ok, note or "")
        if domain is None and not assumptions:
            lab2, _, _ = decide_identity(lhs, rhs, "complex", (), points, True)
            if lab2 != lab:
                raise RuntimeError("label depends on the domain, state it: " + expr)
        return lab, evd, info

    add(cat, expr, label, decide, ctx, refuse_ok, note)


def VAL(cat, expr, value, domain=None, note=None):
    """An expression whose exact value is asked for."""
    ctx = ctx_of(domain)

    def decide():
        v = S(value) if isinstance(value, str) else value
        v = sp.nsimplify(v) if v.is_Float else v
        return "VALUE", "SymPy value: %s" % sp.sstr(v), {"expected": exact_and_double(v)}

    add(cat, expr, "VALUE", decide, ctx, False, note)


def CUSTOM(cat, expr, label, fn, domain=None, assumptions=None, refuse_ok=False, note=None):
    """fn() -> (bool, evidence)."""
    ctx = ctx_of(domain, assumptions)

    def decide():
        ok, evd = fn()
        return ("TRUE" if ok else "FALSE"), evd, {}

    add(cat, expr, label, decide, ctx, refuse_ok, note)


def VALCUSTOM(cat, expr, fn, domain=None, note=None):
    """fn() -> (expected dict, evidence)."""
    ctx = ctx_of(domain)

    def decide():
        exp_, evd = fn()
        return "VALUE", evd, {"expected": exp_}

    add(cat, expr, "VALUE", decide, ctx, False, note)


def closed_eq(lhs, rhs):
    lab, evd = decide_closed(lhs, rhs)
    return lab == "TRUE", evd


def DERIV(cat, expr, label, f, g, var="x", order=1, numeric_ok=False, domain=None):
    def fn():
        df = sp.diff(S(f), SYMS[var], order)
        dstr = sp.sstr(df)
        lab, evd, _ = decide_identity(dstr, g, domain or "real", (), (), numeric_ok)
        return lab == "TRUE", "SymPy d^%d/d%s^%d = %s; %s" % (order, var, order, dstr, evd)

    CUSTOM(cat, expr, label, fn, domain=domain)


def ANTI(cat, expr, label, f, F, var="x"):
    def fn():
        dF = sp.diff(S(F), SYMS[var])
        lab, evd, _ = decide_identity(sp.sstr(dF), f, "real", (), (), False)
        return lab == "TRUE", "SymPy d/d%s F = %s; compared with f: %s" % (var, sp.sstr(dF), evd)

    CUSTOM(cat, expr, label, fn)


def INTEG(cat, expr, label, f, a, b, v, var="x"):
    def fn():
        I = with_timeout(120, sp.integrate, S(f), (SYMS[var], S(a), S(b)))
        if I is None or I.has(sp.Integral):
            raise RuntimeError("SymPy could not integrate " + expr)
        ok, evd = closed_eq(sp.sstr(I), v)
        def bound(t):
            t = S(t)
            if t == sp.oo:
                return mpmath.inf
            if t == -sp.oo:
                return -mpmath.inf
            return mpmath.mpmathify(str(sp.N(t, 50)))

        with mpmath.workdps(40):
            fl = sp.lambdify(SYMS[var], S(f), "mpmath")
            pts = [bound(a), bound(b)]
            if pts[0] < 0 < pts[1]:
                pts = [pts[0], mpmath.mpf(0), pts[1]]
            q = mpmath.quad(fl, pts)
        return ok, "SymPy integral = %s; mpmath quad = %s; %s" % (sp.sstr(I), mpmath.nstr(q, 20), evd)

    CUSTOM(cat, expr, label, fn)


def LIMIT(cat, expr, label, f, a, dirn, L, var="x"):
    def fn():
        x = SYMS[var]
        fe, ae = S(f), S(a)
        if dirn == "+-":
            lp = sp.limit(fe, x, ae, "+")
            lm = sp.limit(fe, x, ae, "-")
            if ae in (sp.oo, -sp.oo):
                lim = lp
            elif lp != lm:
                return False, "one-sided limits differ: %s from the right, %s from the left (SymPy)" % (lp, lm)
            else:
                lim = lp
        else:
            lim = sp.limit(fe, x, ae, dirn)
        Le = S(L)
        if lim.is_infinite or Le.is_infinite:
            return lim == Le, "SymPy limit = %s" % lim
        ok, evd = closed_eq(sp.sstr(lim), L)
        return ok, "SymPy limit (%s) = %s; %s" % (dirn, sp.sstr(lim), evd)

    CUSTOM(cat, expr, label, fn)


def SERIES(cat, expr, label, f, k, a, b, v, product=False):
    def fn():
        kk = SYMS[k]
        op = sp.product if product else sp.summation
        r = with_timeout(120, op, S(f), (kk, S(a), S(b)))
        if r is None or r.has(sp.Sum) or r.has(sp.Product):
            raise RuntimeError("SymPy could not evaluate " + expr)
        Ve = S(v)
        if r.free_symbols or Ve.free_symbols:
            lab, evd, _ = decide_identity(sp.sstr(r), v, "real", ("n >= 1",), (), False)
            return lab == "TRUE", "SymPy %s = %s; %s" % (op.__name__, sp.sstr(r), evd)
        if r.is_infinite or Ve.is_infinite:
            return r == Ve, "SymPy %s = %s" % (op.__name__, r)
        ok, evd = closed_eq(sp.sstr(r), v)
        return ok, "SymPy %s = %s; %s" % (op.__name__, sp.sstr(r), evd)

    CUSTOM(cat, expr, label, fn)


def MODPOW(cat, expr, label, b, e, m, claimed):
    def fn():
        r = pow(b, e, m)
        return r == claimed, "Python pow(%d, %d, %d) = %d" % (b, e, m, r)

    CUSTOM(cat, expr, label, fn)


def MODPOWVAL(cat, expr, b, e, m):
    def fn():
        r = pow(b, e, m)
        return {"exact": str(r), "integer": str(r), "re": float(r), "im": 0.0}, "Python pow(%d, %d, %d) = %d" % (b, e, m, r)

    VALCUSTOM(cat, expr, fn)


def SOLVE(cat, expr, label, lhs, rhs, claimed, var="x", complete=True):
    """Claim: the solution set of lhs = rhs over the reals is `claimed` (complete=True), or each
    claimed value is a solution (complete=False)."""
    def fn():
        x = SYMS[var]
        sol = sp.solveset(sp.Eq(S(lhs), S(rhs)), x, domain=sp.S.Reals)
        cl = sp.FiniteSet(*[S(c) for c in claimed])
        if complete:
            ok = sol == cl
        else:
            ok = cl.is_subset(sol)
        return ok, "SymPy solveset over the reals: %s; claimed %s%s" % (
            sol, cl, "" if complete else " (each claimed value must be a solution)")

    CUSTOM(cat, expr, label, fn)


# Units: exact SI factors (international yard and pound, 1959; SI 2019 eV).
UNIT = {
    "s": Fraction(1), "min": Fraction(60), "h": Fraction(3600), "hr": Fraction(3600), "day": Fraction(86400),
    "week": Fraction(604800), "ms": Fraction(1, 1000),
    "m": Fraction(1), "km": Fraction(1000), "cm": Fraction(1, 100), "mm": Fraction(1, 1000),
    "inch": Fraction(254, 10000), "ft": Fraction(3048, 10000), "yd": Fraction(9144, 10000), "mi": Fraction(1609344, 1000),
    "kg": Fraction(1), "g": Fraction(1, 1000), "lb": Fraction(45359237, 100000000), "oz": Fraction(45359237, 1600000000),
    "L": Fraction(1, 1000), "mL": Fraction(1, 1000000),
    "J": Fraction(1), "kJ": Fraction(1000), "MJ": Fraction(10**6), "Wh": Fraction(3600), "kWh": Fraction(3600000),
    "Pa": Fraction(1), "kPa": Fraction(1000), "bar": Fraction(100000), "atm": Fraction(101325),
    "m/s": Fraction(1), "km/h": Fraction(1000, 3600),
    "ha": Fraction(10000), "acre": Fraction(4046856422400, 10**9), "m^2": Fraction(1),
    "hours": Fraction(3600), "hour": Fraction(3600), "minutes": Fraction(60), "minute": Fraction(60),
    "seconds": Fraction(1), "days": Fraction(86400), "weeks": Fraction(604800),
}


def qty(parts):
    """parts: list of (number, unit) summed, exact."""
    return sum((Fraction(str(n)) * UNIT[u] for n, u in parts), Fraction(0))


def UNITS(cat, expr, label, lhs_parts, rhs_parts):
    def fn():
        lv, rv = qty(lhs_parts), qty(rhs_parts)
        return lv == rv, "exact SI values (fractions): left = %s, right = %s" % (lv, rv)

    CUSTOM(cat, expr, label, fn)


def APPROX(cat, expr, label, value, stated):
    """`≈` claims: TRUE when the stated decimal is the value rounded to the stated number of
    decimals; FALSE when it is off by at least 5 units in the last stated place from both the
    rounded and the truncated value. Anything in between is not used."""
    def fn():
        v = sp.N(S(value), 50)
        dec = len(stated.split(".")[1]) if "." in stated else 0
        st = sp.Rational(stated)
        unit = sp.Rational(1, 10**dec)
        rounded = sp.Rational(sp.floor(v / unit + sp.Rational(1, 2))) * unit
        trunc = sp.Rational(sp.floor(v / unit)) * unit
        if st == rounded:
            return True, "value = %s; rounded to %d decimals = %s (mpmath)" % (sp.N(v, 20), dec, rounded)
        if abs(st - rounded) >= 5 * unit and abs(st - trunc) >= 5 * unit:
            return False, "value = %s; rounded to %d decimals = %s, stated %s (mpmath)" % (sp.N(v, 20), dec, rounded, stated)
        raise RuntimeError("approximation too close to call: " + expr)

    CUSTOM(cat, expr, label, fn, refuse_ok=True, note="approximate claim; docs/math.md states no tolerance for '≈', so a refusal is acceptable")


from cases_def import define  # noqa: E402  (the case list lives in cases_def.py)

define(globals())


# --------------------------------------------------------------------------------------------


def main():
    write = "--write" in sys.argv
    only = None
    for a in sys.argv[1:]:
        if a.startswith("--only="):
            only = a.split("=", 1)[1]
    out = []
    bad = []
    for n, c in enumerate(CASES, 1):
        cid = "m%03d" % n
        if only and only != cid and only != c["category"]:
            continue
        try:
            res = c["decide"]()
        except Exception as exc:  # noqa: BLE001
            bad.append("%s %s: oracle failed: %r" % (cid, c["expression"], exc))
            continue
        lab, evd, info = res if len(res) == 3 else (res[0], res[1], {})
        if lab != c["label"]:
            bad.append("%s %s: written label %s, oracle says %s (%s)" % (cid, c["expression"], c["label"], lab, evd))
        body = {"expression": c["expression"]}
        if c["context"]:
            body["context"] = c["context"]
        rec = {"id": cid, "category": c["category"], "body": body, "label": lab, "evidence": evd}
        if "expected" in info:
            rec["expected"] = info["expected"]
        if info.get("conditional"):
            rec["conditional"] = True
        if c["refuse_acceptable"]:
            rec["refuse_acceptable"] = True
        if c["note"]:
            rec["note"] = c["note"]
        if len(c["expression"]) > 2000:
            bad.append("%s: expression longer than 2000 characters" % cid)
        out.append(rec)
    for b in bad:
        print("MISMATCH", b)
    if only:
        for r in out:
            print(json.dumps(r, ensure_ascii=False))
        return 1 if bad else 0
    if not write and os.path.exists(CASES_JSON):
        committed = {c["id"]: c for c in json.load(open(CASES_JSON, encoding="utf-8"))["cases"]}
        for r in out:
            c = committed.get(r["id"])
            if c is None or c["label"] != r["label"] or c["body"] != r["body"] or c.get("expected") != r.get("expected"):
                bad.append("%s differs from cases.json" % r["id"])
                print("DIFFERS", r["id"], r["body"]["expression"])
        if len(committed) != len(out):
            bad.append("case count differs from cases.json")
    counts = {}
    for r in out:
        counts.setdefault(r["category"], {}).setdefault(r["label"], 0)
        counts[r["category"]][r["label"]] += 1
    tot = {}
    for r in out:
        tot[r["label"]] = tot.get(r["label"], 0) + 1
    print("cases:", len(out), tot)
    for k, v in counts.items():
        print("  %-18s %s" % (k, v))
    if bad:
        print("%d problem(s)" % len(bad))
        return 1
    if write:
        doc = {
            "description": "Held-out claims for POST /v1/verify/math, round 1; labels by oracle.py (SymPy/mpmath/Python integers).",
            "sympy": sp.__version__,
            "mpmath": mpmath.__version__,
            "cases": out,
        }
        with open(CASES_JSON, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        print("wrote", CASES_JSON)
    else:
        print("all labels agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
