"""The stats oracle: the documented cell rule and every statistic, computed exactly with fractions.Fraction.

Independent of the product (read-number.ts and the sandbox runtime): its own regular-expression reading of cells, its
own exact formulas, rounded once (float(Fraction) is correctly rounded; square roots via decimal at 80 digits), and
each value cross-checked against statistics / numpy / scipy in floating point. Used by generate.py.
"""

import math
import re
import statistics
from decimal import Decimal, getcontext
from fractions import Fraction

import numpy as np
from scipy import stats as sps

getcontext().prec = 80

# ---------------------------------------------------------------------------------------------------------------
# The documented cell rule, implemented independently of read-number.ts.

SPACES = " \t\u00a0\u202f\u2009\u2007\ufeff"
MISSING = {"na", "n/a", "nan", "null", "none", "#n/a"}
CURRENCY_SIGNS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
CURRENCY_CODES = {"USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR", "SEK", "NOK", "DKK", "PLN", "BRL"}
GROUP_SPACES = " \u00a0\u202f\u2009'"


def read_cell(text, fmt="decimal_point"):
    """('empty'|'missing'|'bad', None) or ('num', Fraction)."""
    t = text.strip(SPACES)
    if t == "":
        return ("empty", None)
    if t.lower() in ("true", "false"):
        return ("num", Fraction(1 if t.lower() == "true" else 0))
    if t.lower() in MISSING:
        return ("missing", None)
    if len(t) > 160:
        return ("bad", None)
    negative = False
    paren = False
    if t.startswith("(") and t.endswith(")"):
        negative, paren = True, True
        t = t[1:-1].strip(SPACES)
    signs = currency = 0
    percent = False
    for _ in range(2):
        if t[:1] in ("-", "+", "\u2212"):
            signs += 1
            if t[0] != "+":
                negative = not negative
            t = t[1:]
        elif t[:1] and t[0] in CURRENCY_SIGNS:
            currency += 1
            t = t[1:].lstrip(SPACES)
        elif len(t) > 4 and t[:3] in CURRENCY_CODES and t[3] in SPACES:
            currency += 1
            t = t[4:].lstrip(SPACES)
    if t.endswith("%"):
        percent, t = True, t[:-1]
    elif t[-1:] and t[-1] in CURRENCY_SIGNS:
        currency, t = currency + 1, t[:-1]
    elif len(t) >= 4 and t[-3:] in CURRENCY_CODES and t[-4] in SPACES:
        currency, t = currency + 1, t[:-3]
    t = t.rstrip(SPACES)
    if signs > 1 or currency > 1 or (currency and percent) or (signs and paren) or t == "":
        return ("bad", None)
    point, group = (".", ",") if fmt == "decimal_point" else (",", ".")
    seps = re.escape(group + GROUP_SPACES)
    grouped = re.fullmatch(r"(\d{1,3})(([" + seps + r"])\d{3}(?:\3\d{3})*)(?:" + re.escape(point) + r"(\d*))?", t)
    if grouped:
        int_digits = re.sub(r"\D", "", grouped.group(1) + grouped.group(2))
        frac, exp = grouped.group(4) or "", 0
    else:
        plain = re.fullmatch(r"(\d*)(?:" + re.escape(point) + r"(\d*))?(?:[eE]([+-]?\d{1,4}))?", t)
        if not plain or (plain.group(1) == "" and (plain.group(2) or "") == ""):
            return ("bad", None)
        if plain.group(3) is not None and (currency or percent):
            return ("bad", None)
        int_digits, frac = plain.group(1), plain.group(2) or ""
        exp = int(plain.group(3)) if plain.group(3) is not None else 0
        if abs(exp) > 100:
            return ("bad", None)
    digits = int_digits + frac
    scale = len(frac) - exp + (2 if percent else 0)
    d = digits.lstrip("0") or "0"
    while scale > 0 and len(d) > 1 and d.endswith("0"):
        d, scale = d[:-1], scale - 1
    if d == "0":
        return ("num", Fraction(0))
    if len(d) > 40:
        return ("bad", None)
    if scale < 0:
        d, scale = d + "0" * -scale, 0
    if scale > 40 or len(d) - scale > 60:
        return ("bad", None)
    v = Fraction(int(d), 10**scale)
    return ("num", -v if negative else v)


def canonical(v):
    """Canonical decimal text of a terminating Fraction (group keys)."""
    sign = "-" if v < 0 else ""
    v = abs(v)
    scale = 0
    while (v * 10**scale).denominator != 1:
        scale += 1
    m = str((v * 10**scale).numerator).rjust(scale + 1, "0")
    return sign + (m if scale == 0 else m[:-scale] + "." + m[-scale:])


# ---------------------------------------------------------------------------------------------------------------
# Exact statistics.


def quantile7(xs, p):
    s = sorted(xs)
    h = (len(s) - 1) * p
    k = math.floor(h)
    f = h - k
    return s[k] if f == 0 else s[k] + f * (s[k + 1] - s[k])


def variance(xs, sample):
    n = len(xs)
    m = sum(xs) / n
    return sum((x - m) ** 2 for x in xs) / (n - 1 if sample else n)


def sqrt_double(q, negative=False):
    """Correctly rounded sqrt of a non-negative Fraction (80-digit decimal), with a sign."""
    r = (Decimal(q.numerator) / Decimal(q.denominator)).sqrt()
    v = float(r)
    return -v if negative else v


def is_square(q):
    a, b = math.isqrt(q.numerator), math.isqrt(q.denominator)
    return a * a == q.numerator and b * b == q.denominator


def exact(q):
    return {"exact": str(q), "double": float(q)}


def root(q, negative=False):
    if is_square(q):
        r = Fraction(math.isqrt(q.numerator), math.isqrt(q.denominator))
        return exact(-r if negative else r)
    return {"double": sqrt_double(q, negative)}


def close(a, b, what):
    if not (abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))):
        raise SystemExit(f"oracle cross-check failed for {what}: {a} vs {b}")


def aggregate(fn, xs, ys=None, param=None):
    """Expected value (dict) or None when there are too few values. Cross-checked in floats."""
    fx = [float(x) for x in xs]
    if fn == "count_rows":
        return exact(Fraction(param))
    if fn in ("mean", "sum", "min", "max", "range", "median", "mode", "iqr", "quantile") and len(xs) < 1:
        return None
    if fn == "mean":
        v = sum(xs, Fraction(0)) / len(xs)
        close(float(v), statistics.fmean(fx), "mean")
        return exact(v)
    if fn == "sum":
        return exact(sum(xs, Fraction(0)))
    if fn == "min":
        return exact(min(xs))
    if fn == "max":
        return exact(max(xs))
    if fn == "range":
        return exact(max(xs) - min(xs))
    if fn == "median":
        v = quantile7(xs, Fraction(1, 2))
        close(float(v), float(np.median(fx)), "median")
        return exact(v)
    if fn == "quantile":
        v = quantile7(xs, param)
        close(float(v), float(np.quantile(fx, float(param))), "quantile")
        return exact(v)
    if fn == "iqr":
        return exact(quantile7(xs, Fraction(3, 4)) - quantile7(xs, Fraction(1, 4)))
    if fn == "mode":
        counts = {}
        for x in xs:
            counts[x] = counts.get(x, 0) + 1
        best = max(counts.values())
        return exact(min(x for x, c in counts.items() if c == best))
    if fn in ("sample_var", "sample_sd", "t_test") and len(xs) < 2:
        return None
    if fn in ("pop_var", "pop_sd") and len(xs) < 1:
        return None
    if fn == "sample_var":
        v = variance(xs, True)
        close(float(v), statistics.variance(fx), "variance")
        return exact(v)
    if fn == "pop_var":
        v = variance(xs, False)
        close(float(v), statistics.pvariance(fx), "pvariance")
        return exact(v)
    if fn == "sample_sd":
        v = root(variance(xs, True))
        close(v["double"], statistics.stdev(fx), "stdev")
        return v
    if fn == "pop_sd":
        v = root(variance(xs, False))
        close(v["double"], statistics.pstdev(fx), "pstdev")
        return v
    if fn == "t_test":
        var = variance(xs, True)
        if var == 0:
            return None
        d = sum(xs, Fraction(0)) / len(xs) - param
        v = root(d * d * len(xs) / var, d < 0)
        close(v["double"], float(sps.ttest_1samp(fx, float(param)).statistic), "t")
        return v
    if fn in ("correlation", "slope", "intercept", "regression"):
        n = len(xs)
        if n < 2:
            return None
        mx, my = sum(xs, Fraction(0)) / n, sum(ys, Fraction(0)) / n
        sxx = sum((x - mx) ** 2 for x in xs)
        syy = sum((y - my) ** 2 for y in ys)
        sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
        fy = [float(y) for y in ys]
        if fn == "correlation":
            if sxx == 0 or syy == 0:
                return None
            v = root(sxy * sxy / (sxx * syy), sxy < 0)
            close(v["double"], float(np.corrcoef(fx, fy)[0, 1]), "correlation")
            return v
        if sxx == 0:
            return None
        slope = sxy / sxx
        intercept = my - slope * mx
        ref = sps.linregress(fx, fy)
        close(float(slope), float(ref.slope), "slope")
        close(float(intercept), float(ref.intercept), "intercept")
        if fn == "slope":
            return exact(slope)
        if fn == "intercept":
            return exact(intercept)
        return {"parts": {"slope": exact(slope), "intercept": exact(intercept)}}
    if fn == "welch":
        a, b = xs, ys
        if len(a) < 2 or len(b) < 2:
            return None
        va, vb = variance(a, True) / len(a), variance(b, True) / len(b)
        if va + vb == 0:
            return None
        d = sum(a, Fraction(0)) / len(a) - sum(b, Fraction(0)) / len(b)
        t = root(d * d / (va + vb), d < 0)
        df = (va + vb) ** 2 / (va**2 / (len(a) - 1) + vb**2 / (len(b) - 1))
        close(t["double"], float(sps.ttest_ind([float(x) for x in a], [float(x) for x in b], equal_var=False).statistic), "welch")
        return {"parts": {"t": t, "df": exact(df)}}
    raise SystemExit(f"unknown aggregate {fn}")
