"""The documented number rule (docs/stats.md, "Cells: the number rule"), read independently, in exact arithmetic."""
import re
from fractions import Fraction

MISSING = object()
UNREADABLE = object()
MARKERS = {"na", "n/a", "nan", "null", "none", "#n/a"}
SPACES = " \t\u00a0\u2009\u202f"
SYMBOLS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
ISO = "USD EUR GBP JPY CHF CAD AUD CNY INR SEK NOK DKK PLN BRL".split()


def is_missing(text):
    t = text.strip(SPACES)
    return t == "" or t.lower() in MARKERS


def _plain(s, fmt):
    """sign? digits (grouped or not) [dec fraction] [exponent] -> Fraction or None."""
    sign = 1
    if s[:1] in "+-−":
        if s[0] != "+":
            sign = -1
        s = s[1:]
    dec = "." if fmt == "decimal_point" else ","
    group_main = "," if fmt == "decimal_point" else "."
    m = re.fullmatch(r"([0-9][0-9,.' \u00a0\u2009]*?)(?:[eE]([+-]?[0-9]+))?", s)
    if not m:
        return None
    body, exp = m.group(1), m.group(2)
    if dec in body:
        if body.count(dec) != 1:
            return None
        ip, fp = body.split(dec)
        if not re.fullmatch(r"[0-9]+", fp):
            return None
    else:
        ip, fp = body, ""
    if not ip:
        return None
    seps = set(c for c in ip if not c.isdigit())
    if seps:
        if len(seps) != 1 or exp is not None:
            return None
        sep = seps.pop()
        if sep not in (group_main, " ", "\u00a0", "\u2009", "'"):
            return None
        groups = ip.split(sep)
        if not (1 <= len(groups[0]) <= 3) or any(len(g) != 3 for g in groups[1:]):
            return None
        ip = "".join(groups)
    if not ip.isdigit():
        return None
    v = Fraction(int(ip + fp), 10 ** len(fp))
    if exp is not None:
        e = int(exp)
        if abs(e) > 100:
            return None
        v *= Fraction(10) ** e
    return sign * v


def _money(s, fmt):
    """optional one currency (symbol or ISO code + space) around a signed number; the sign may precede the symbol."""
    sign = 1
    if s[:1] in "+-−" and len(s) > 1 and (s[1] in SYMBOLS):
        sign = -1 if s[0] != "+" else 1
        s = s[1:]
    cur = False
    if s[:1] and s[0] in SYMBOLS:
        s, cur = s[1:].lstrip(SPACES), True
    elif s[-1:] and s[-1] in SYMBOLS:
        s, cur = s[:-1].rstrip(SPACES), True
    else:
        for code in ISO:
            if s.startswith(code + " "):
                s, cur = s[len(code) + 1:].strip(SPACES), True
                break
            if s.endswith(" " + code):
                s, cur = s[: -len(code) - 1].strip(SPACES), True
                break
    v = _plain(s, fmt)
    if v is None:
        return None, cur
    return sign * v, cur


def read_number(text, fmt="decimal_point"):
    s = text.strip(SPACES)
    if s == "" or s.lower() in MARKERS:
        return MISSING
    if s.lower() == "true":
        return Fraction(1)
    if s.lower() == "false":
        return Fraction(0)
    if len(s) > 160:
        return UNREADABLE
    neg = False
    if s.startswith("(") and s.endswith(")"):
        s = s[1:-1].strip(SPACES)
        if s[:1] in "+-−" or "-" in s[:2]:
            return UNREADABLE
        neg = True
    pct = False
    if s.endswith("%"):
        s, pct = s[:-1].rstrip(SPACES), True
    v, cur = _money(s, fmt)
    if v is None or (pct and cur):
        return UNREADABLE
    if pct:
        v /= 100
    if neg:
        if v < 0:
            return UNREADABLE
        v = -v
    return v
