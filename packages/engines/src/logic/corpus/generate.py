#!/usr/bin/env python3
"""
Generates the logic engine's differential corpus (cases.json beside this file).

Every case is a DSL program (docs/logic-dsl.md). Its expected answer comes from z3 (the Debian `z3` binary, run on an
SMT-LIB translation this script writes) and, for some families, from a second exact check in this script: bounded
linear equalities by enumeration (meet in the middle) or by the extended Euclidean algorithm, and "n distinct integers
in fewer than n values" (or n + 1 pigeons in n holes) by the pigeonhole principle, with a fixed sum by the range of
sums n distinct values can reach. When both answer they must agree, or the script stops. A case
neither decides keeps `expected: "UNKNOWN"` (any answer of the engine is then accepted, but a SAT model is still
checked).

Usage: python3 generate.py [--z3 z3] [--timeout 20]        (deterministic: fixed seeds, no clock)
       python3 generate.py --check-models MODELS.json      (used by the corpus test: z3 checks the engine's models)
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from itertools import product

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------------- DSL → SMT-LIB

ALIASES = {
    'and': 'and', 'or': 'or', 'not': 'not', '=>': '=>', 'implies': '=>', '->': '=>', 'iff': '=', '<=>': '=',
    'xor': 'xor', 'ite': 'ite', '=': '=', 'eq': '=', '==': '=', 'distinct': 'distinct', 'ne': 'distinct',
    '!=': 'distinct', '<': '<', 'lt': '<', '<=': '<=', 'le': '<=', '>': '>', 'gt': '>', '>=': '>=', 'ge': '>=',
    '+': '+', 'plus': '+', '-': '-', 'minus': '-', '*': '*', 'mul': '*', '/': '/',
}
SORTS = {'int': 'Int', 'integer': 'Int', 'real': 'Real', 'bool': 'Bool', 'boolean': 'Bool'}


def read_sexprs(text):
    tokens = re.findall(r'\(|\)|[^\s()]+', re.sub(r';[^\n]*', '', text))
    stack = [[]]
    for tok in tokens:
        if tok == '(':
            stack.append([])
        elif tok == ')':
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    assert len(stack) == 1, 'unbalanced'
    return stack[0]


def smt_term(e):
    if isinstance(e, str):
        if re.fullmatch(r'-?\d+', e):
            return f'(- {e[1:]})' if e.startswith('-') else e
        if re.fullmatch(r'-?(\d+\.\d*|\.\d+)', e):
            body = e.lstrip('-')
            body = ('0' + body) if body.startswith('.') else body
            body = (body + '0') if body.endswith('.') else body
            return f'(- {body})' if e.startswith('-') else body
        if e.lower() in ('true', 'false'):
            return e.lower()
        return e
    op = ALIASES[e[0].lower()]
    return '(' + ' '.join([op] + [smt_term(a) for a in e[1:]]) + ')'


def to_smtlib(dsl):
    """Translates a corpus program (every variable declared) into SMT-LIB 2."""
    out = []
    for f in read_sexprs(dsl):
        head = f[0].lower() if isinstance(f, list) and isinstance(f[0], str) else ''
        if head in ('check-sat', 'get-model', 'set-logic', 'set-option', 'set-info', 'exit'):
            continue
        if head in ('declare', 'declare-const'):
            sort = SORTS[f[-1].lower()]
            out += [f'(declare-const {n} {sort})' for n in f[1:-1]]
        elif head == 'declare-fun':
            out.append(f'(declare-const {f[1]} {SORTS[f[3].lower()]})')
        elif head == 'assert':
            out += [f'(assert {smt_term(a)})' for a in f[1:]]
        else:
            out.append(f'(assert {smt_term(f)})')
    return '\n'.join(out) + '\n(check-sat)\n'


def run_z3(z3, smt, timeout):
    with tempfile.NamedTemporaryFile('w', suffix='.smt2', delete=False) as fh:
        fh.write(smt)
        path = fh.name
    try:
        r = subprocess.run([z3, f'-T:{timeout}', path], capture_output=True, text=True, timeout=timeout + 30)
        first = (r.stdout.strip().split('\n') or [''])[0].strip()
        if first in ('sat', 'unsat'):
            return first.upper()
        if first in ('unknown', 'timeout'):
            return 'UNKNOWN'
        raise RuntimeError(f'z3 said {r.stdout!r} {r.stderr!r} on\n{smt}')
    finally:
        os.unlink(path)


# ---------------------------------------------------------------------------------------------------- helpers

def decl(names, sort, style='const'):
    if style == 'multi':
        return f'(declare {" ".join(names)} {sort})'
    return ''.join(f'(declare-const {n} {sort})' for n in names)


def lin(rng, vs, cmax=5, const=True, p=0.7):
    parts = []
    for v in vs:
        c = rng.randint(-cmax, cmax)
        if c != 0 and rng.random() < p:
            parts.append(v if c == 1 else f'(* {c} {v})')
    if not parts:
        parts.append(rng.choice(vs))
    if const and rng.random() < 0.3:
        parts.append(str(rng.randint(-10, 10)))
    return parts[0] if len(parts) == 1 else f'(+ {" ".join(parts)})'


def num(rng, real, lo=-20, hi=20):
    if real and rng.random() < 0.5:
        return f'{rng.randint(lo, hi)}.{rng.choice(["5", "25", "1", "75", "333"])}'
    return str(rng.randint(lo, hi))


def atom(rng, vs, real, bools=(), cmax=5):
    if bools and rng.random() < 0.25:
        return rng.choice(bools)
    op = rng.choice(['<', '<=', '>', '>=', '=', 'distinct'] if not real else ['<', '<=', '>', '>=', '=', '<', '>'])
    rhs = num(rng, real) if rng.random() < 0.5 else lin(rng, vs, cmax)
    return f'({op} {lin(rng, vs, cmax)} {rhs})'


def formula(rng, depth, leaf):
    if depth == 0 or rng.random() < 0.3:
        return leaf()
    op = rng.choice(['and', 'or', 'or', 'not', '=>', 'xor', 'iff', 'ite'])
    sub = lambda: formula(rng, depth - 1, leaf)  # noqa: E731
    if op == 'not':
        return f'(not {sub()})'
    if op == 'ite':
        return f'(ite {sub()} {sub()} {sub()})'
    n = rng.randint(2, 3) if op in ('and', 'or') else 2
    return f'({op} {" ".join(sub() for _ in range(n))})'


# ---------------------------------------------------------------------------------------------------- families

def fam_bool_3sat(rng):
    out = []
    for i in range(40):
        n = rng.randint(10, 60)
        m = int(n * rng.choice([3.6, 4.0, 4.26, 4.26, 4.6, 5.0]))
        names = [f'b{k}' for k in range(n)]
        clauses = []
        for _ in range(m):
            vs = rng.sample(names, 3)
            clauses.append('(or ' + ' '.join(v if rng.random() < 0.5 else f'(not {v})' for v in vs) + ')')
        out.append((f'bool-3sat-{i:02d}', decl(names, 'Bool', 'multi') + '\n' + '\n'.join(clauses), None))
    return out


def fam_bool_struct(rng):
    out = []
    for i in range(40):
        names = [f'p{k}' for k in range(rng.randint(3, 12))]
        body = '\n'.join(formula(rng, 4, lambda: rng.choice(names)) for _ in range(rng.randint(1, 5)))
        out.append((f'bool-struct-{i:02d}', decl(names, 'Bool') + '\n' + body, None))
    return out


def pigeonhole(pigeons, holes):
    v = lambda p, h: f'x{p}_{h}'  # noqa: E731
    names = [v(p, h) for p in range(pigeons) for h in range(holes)]
    lines = [decl(names, 'Bool', 'multi')]
    for p in range(pigeons):
        lines.append('(or ' + ' '.join(v(p, h) for h in range(holes)) + ')')
    for h in range(holes):
        for p in range(pigeons):
            for q in range(p + 1, pigeons):
                lines.append(f'(not (and {v(p, h)} {v(q, h)}))')
    return '\n'.join(lines)


def fam_pigeonhole(rng):
    out = []
    # Exact answers: n + 1 pigeons never fit n holes; n fit n (pigeon i in hole i).
    for n in range(2, 11):
        out.append((f'php-{n + 1}-into-{n}', pigeonhole(n + 1, n), pigeon_oracle(n + 1, n)))
    for n in range(3, 9):
        out.append((f'php-{n}-into-{n}', pigeonhole(n, n), lambda: 'SAT'))
    return out


def fam_lra(rng):
    out = []
    for i in range(50):
        vs = [f'r{k}' for k in range(rng.randint(2, 6))]
        bools = [f'q{k}' for k in range(rng.randint(0, 2))]
        body = '\n'.join(formula(rng, 2, lambda: atom(rng, vs, True, bools)) for _ in range(rng.randint(2, 6)))
        out.append((f'lra-random-{i:02d}', decl(vs, 'Real') + decl(bools, 'Bool') + '\n' + body, None))
    for i in range(20):
        # Strict bounds with tiny gaps and chains.
        x, y, z = 'x', 'y', 'z'
        a = rng.randint(1, 9)
        b = rng.randint(1, 9)
        eps = rng.choice(['0.001', '0.0001', '0.5', '0.000001'])
        shape = i % 4
        if shape == 0:
            body = f'(< {a} (* {b} x) (+ {a} {eps}))'
        elif shape == 1:
            body = f'(< x y z) (< (- z x) {eps}) (> x {a})'
        elif shape == 2:
            body = f'(< x y) (< y z) (<= z (+ x {eps})) (>= (- y x) {eps})'
        else:
            body = f'(> (+ x y) {a}) (< (+ x y) (+ {a} {eps})) (> (- x y) {b}) (<= (- x y) {b})'
        out.append((f'lra-strict-{i:02d}', decl([x, y, z], 'Real') + '\n' + body, None))
    return out


def fam_lia(rng):
    out = []
    for i in range(50):
        vs = [f'n{k}' for k in range(rng.randint(2, 5))]
        bools = [f'q{k}' for k in range(rng.randint(0, 2))]
        bounds = ' '.join(f'(<= {rng.randint(-8, 0)} {v} {rng.randint(0, 8)})' for v in vs)
        body = '\n'.join(formula(rng, 2, lambda: atom(rng, vs, False, bools)) for _ in range(rng.randint(2, 6)))
        out.append((f'lia-bounded-{i:02d}', decl(vs, 'Int') + decl(bools, 'Bool') + '\n' + bounds + '\n' + body, None))
    for i in range(30):
        vs = [f'n{k}' for k in range(rng.randint(2, 4))]
        body = '\n'.join(atom(rng, vs, False, (), cmax=9) for _ in range(rng.randint(2, 5)))
        out.append((f'lia-unbounded-{i:02d}', decl(vs, 'Int') + '\n' + body, None))
    for i in range(20):
        # Parity and gcd facts: sums of multiples that must (not) hit a constant, strict squeezes.
        k = rng.randint(2, 7)
        a, b = k * rng.randint(1, 9), k * rng.randint(1, 9)
        c = rng.randint(1, 60)
        shape = i % 4
        if shape == 0:
            body = f'(= (+ (* {a} x) (* {b} y)) {c})'
        elif shape == 1:
            body = f'(< {c} (* {k} x) {c + rng.randint(1, k)})'
        elif shape == 2:
            body = f'(= (+ x y) (+ (* {k} z) {c})) (= x y)'
        else:
            body = f'(< 0 (- (* {a} x) (* {b} y)) {k})'
        out.append((f'lia-parity-{i:02d}', decl(['x', 'y', 'z'], 'Int') + '\n' + body, None))
    return out


def knap_enumerate(coeffs, bounds, rhs, limit=3_000_000):
    """Exact: does Σ cᵢxᵢ = rhs have a solution with lo ≤ xᵢ ≤ hi? None when the enumeration would be too large."""
    def sizes(part):
        s = 1
        for i in part:
            s *= bounds[i][1] - bounds[i][0] + 1
        return s
    idx = list(range(len(coeffs)))
    best = None
    for cut in range(len(idx) + 1):
        left, right = idx[:cut], idx[cut:]
        cost = sizes(left) + sizes(right)
        if best is None or cost < best[0]:
            best = (cost, left, right)
    if best[0] > limit:
        return None
    _, left, right = best

    def sums(part):
        acc = {0}
        for i in part:
            lo, hi = bounds[i]
            acc = {s + coeffs[i] * x for s in acc for x in range(lo, hi + 1)}
        return acc
    ls = sums(left)
    return any(rhs - s in ls for s in sums(right))


def knap_oracle(coeffs, bounds, rhs):
    def decide():
        e = knap_enumerate(coeffs, bounds, rhs)
        return None if e is None else ('SAT' if e else 'UNSAT')
    return decide


def ext_gcd(a, b):
    if b == 0:
        return (abs(a), 1 if a >= 0 else -1, 0)
    g, x, y = ext_gcd(b, a % b)
    return (g, y, x - (a // b) * y)


def two_var_solvable(a, b, c, xr, yr):
    """Exact: a·x + b·y = c with x in xr, y in yr (closed ranges), by the extended Euclidean algorithm."""
    g, s, t = ext_gcd(a, b)
    if c % g:
        return False
    x0, y0 = s * (c // g), t * (c // g)
    bx, by = b // g, a // g  # x = x0 + bx·k, y = y0 − by·k
    lo, hi = -10**40, 10**40

    def clamp(base, step, rng_):
        # base + step·k in [rng_[0], rng_[1]]
        if step > 0:
            return (-((base - rng_[0]) // step), (rng_[1] - base) // step)
        return (-((rng_[1] - base) // -step), (base - rng_[0]) // -step)
    for base, step, r in ((x0, bx, xr), (y0, -by, yr)):
        l, h = clamp(base, step, r)
        lo, hi = max(lo, l), min(hi, h)
    return lo <= hi


def euclid_oracle(coeffs, bounds, rhs):
    """Two variables: extended Euclid. Three: Euclid for each value of the variable with the smallest range."""
    def decide():
        if len(coeffs) == 2:
            return 'SAT' if two_var_solvable(coeffs[0], coeffs[1], rhs, bounds[0], bounds[1]) else 'UNSAT'
        k = min(range(3), key=lambda i: bounds[i][1] - bounds[i][0])
        if bounds[k][1] - bounds[k][0] > 200_000:
            return None
        a, b = [coeffs[i] for i in range(3) if i != k]
        ra, rb = [bounds[i] for i in range(3) if i != k]
        for v in range(bounds[k][0], bounds[k][1] + 1):
            if two_var_solvable(a, b, rhs - coeffs[k] * v, ra, rb):
                return 'SAT'
        return 'UNSAT'
    return decide


def fam_knapsack_big(rng):
    """Bounded equalities with large coefficients, decided exactly by extended Euclid in this script."""
    out = []
    for i in range(30):
        n = 2 if i < 18 else 3
        coeffs = [rng.randint(10**5, 10**9) for _ in range(n)]
        bounds = [(0, rng.randint(10**3, 10**6)) for _ in range(n)]
        if n == 3:
            bounds[2] = (0, rng.randint(100, 10**4))
        if i % 2 == 0:
            xs = [rng.randint(lo, hi) for lo, hi in bounds]
            rhs = sum(c * x for c, x in zip(coeffs, xs))
        else:
            rhs = rng.randint(0, sum(c * hi for c, (_, hi) in zip(coeffs, bounds)))
        vs = [f'k{j}' for j in range(n)]
        body = ' '.join(f'(<= 0 {v} {hi})' for v, (_, hi) in zip(vs, bounds))
        body += f'\n(= (+ {" ".join(f"(* {c} {v})" for c, v in zip(coeffs, vs))}) {rhs})'
        out.append((f'knapsack-big-{n}v-{i:02d}', decl(vs, 'Int') + '\n' + body, euclid_oracle(coeffs, bounds, rhs)))
    return out


def fam_knapsack(rng):
    out = []
    scales = [(10, 20), (100, 30), (1000, 50), (100000, 100), (10**7, 100)]
    for i in range(70):
        n = [2, 2, 3, 3, 4, 4, 5, 6][i % 8]
        scale, ub = scales[(i // 8) % len(scales)]
        coeffs = [rng.randint(scale // 3 + 1, scale) for _ in range(n)]
        bounds = [(0, rng.randint(ub // 2, ub)) for _ in range(n)]
        if rng.random() < 0.5:
            xs = [rng.randint(lo, hi) for lo, hi in bounds]
            rhs = sum(c * x for c, x in zip(coeffs, xs)) + rng.choice([0, 0, 1, -1])
        else:
            rhs = rng.randint(0, sum(c * hi for c, (_, hi) in zip(coeffs, bounds)))
        vs = [f'k{j}' for j in range(n)]
        body = ' '.join(f'(<= 0 {v} {hi})' for v, (_, hi) in zip(vs, bounds))
        body += f'\n(= (+ {" ".join(f"(* {c} {v})" for c, v in zip(coeffs, vs))}) {rhs})'
        out.append((f'knapsack-{n}v-{i:02d}', decl(vs, 'Int') + '\n' + body, knap_oracle(coeffs, bounds, rhs)))
    for i in range(30):
        # Two or three bounded equalities over 4–6 variables.
        n = rng.randint(4, 6)
        m = rng.randint(2, 3)
        vs = [f'k{j}' for j in range(n)]
        ub = rng.choice([10, 30, 100])
        xs = [rng.randint(0, ub) for _ in range(n)]
        eqs = []
        for _ in range(m):
            cs = [rng.randint(-60, 60) for _ in range(n)]
            rhs = sum(c * x for c, x in zip(cs, xs)) + (rng.choice([0, 1]) if rng.random() < 0.4 else 0)
            eqs.append(f'(= (+ {" ".join(f"(* {c} {v})" for c, v in zip(cs, vs))}) {rhs})')
        body = ' '.join(f'(<= 0 {v} {ub})' for v in vs) + '\n' + '\n'.join(eqs)
        out.append((f'lia-eqsystem-{i:02d}', decl(vs, 'Int') + '\n' + body, None))
    return out


def pigeon_oracle(n, values):
    """n pairwise different integers cannot fit in fewer than n values (the pigeonhole principle); else undecided here."""
    return (lambda: 'UNSAT') if n > values else None


def distinct_sum_oracle(n, lo, hi, total):
    """n distinct integers in lo..hi (with Σ = total if given). Exact: none fit when n > hi − lo + 1; otherwise the sums
    of n distinct values of a contiguous range are exactly the integers between the n smallest and the n largest."""
    def decide():
        if n > hi - lo + 1:
            return 'UNSAT'
        if total is None:
            return 'SAT'
        least = sum(range(lo, lo + n))
        most = sum(range(hi - n + 1, hi + 1))
        return 'SAT' if least <= total <= most else 'UNSAT'
    return decide


def fam_distinct(rng):
    out = []
    for i in range(24):
        n = rng.randint(3, 10)
        lo = rng.randint(-3, 3)
        width = n - 1 + rng.choice([-2, -1, -1, 0, 1, 3])
        vs = [f'd{k}' for k in range(n)]
        body = ' '.join(f'(<= {lo} {v} {lo + width})' for v in vs) + f'\n(distinct {" ".join(vs)})'
        total = None
        if rng.random() < 0.5:
            total = rng.randint(n * lo, n * (lo + width))
            body += f'\n(= (+ {" ".join(vs)}) {total})'
        out.append((f'distinct-{n}-in-{width + 1}-{i:02d}', decl(vs, 'Int') + '\n' + body, distinct_sum_oracle(n, lo, lo + width, total)))
    # Eight distinct integers in 1..7 (and neighbours).
    for n, hi in [(8, 7), (8, 8), (9, 8), (7, 6), (10, 9), (12, 11)]:
        vs = [f'x{k}' for k in range(1, n + 1)]
        body = '\n'.join(f'(assert (and (>= {v} 1) (<= {v} {hi})))' for v in vs) + f'\n(assert (distinct {" ".join(vs)}))'
        out.append((f'distinct-{n}-in-1..{hi}', decl(vs, 'Int') + '\n' + body + '\n(check-sat)', pigeon_oracle(n, hi)))
    for size in (3, 4):
        # Latin squares with a few givens (sometimes contradictory).
        cells = [[f'c{r}{c}' for c in range(size)] for r in range(size)]
        lines = [decl([v for row in cells for v in row], 'Int', 'multi')]
        lines += [f'(<= 1 {v} {size})' for row in cells for v in row]
        lines += [f'(distinct {" ".join(row)})' for row in cells]
        lines += [f'(distinct {" ".join(cells[r][c] for r in range(size))})' for c in range(size)]
        for k in range(4):
            givens = [f'(= {cells[rng.randrange(size)][rng.randrange(size)]} {rng.randint(1, size)})' for _ in range(k + 1)]
            out.append((f'latin-{size}-{k}', '\n'.join(lines + givens), None))
    # SEND + MORE = MONEY and a variant with no solution.
    letters = 'sendmory'
    base = decl(list(letters), 'Int') + ' ' + ' '.join(f'(<= 0 {ch} 9)' for ch in letters) + f' (distinct {" ".join(letters)}) (> s 0) (> m 0)'
    send = '(= (+ (* 1000 s) (* 100 e) (* 10 n) d (* 1000 m) (* 100 o) (* 10 r) e) (+ (* 10000 m) (* 1000 o) (* 100 n) (* 10 e) y))'
    out.append(('send-more-money', base + '\n' + send, None))
    out.append(('send-more-money-no-9', base + '\n' + send + ' (distinct s 9)', None))
    return out


def fam_mixed(rng):
    out = []
    for i in range(25):
        # Disjunctive scheduling: jobs with durations on one machine within a horizon.
        n = rng.randint(2, 5)
        dur = [rng.randint(1, 6) for _ in range(n)]
        horizon = sum(dur) + rng.choice([-2, -1, 0, 0, 2])
        vs = [f's{k}' for k in range(n)]
        lines = [decl(vs, 'Int')] + [f'(<= 0 {v} {horizon - d})' for v, d in zip(vs, dur)]
        for a in range(n):
            for b in range(a + 1, n):
                lines.append(f'(or (>= {vs[b]} (+ {vs[a]} {dur[a]})) (>= {vs[a]} (+ {vs[b]} {dur[b]})))')
        if rng.random() < 0.5:
            a, b = rng.sample(range(n), 2)
            lines.append(f'(< {vs[a]} {vs[b]})')
        out.append((f'mixed-schedule-{i:02d}', '\n'.join(lines), None))
    for i in range(25):
        vs = ['x', 'y', 'z']
        real = i % 2 == 1
        bools = ['p', 'q', 'r']
        leaf = lambda: atom(rng, vs, real, bools) if rng.random() < 0.8 else f'(= (ite {rng.choice(bools)} {lin(rng, vs)} {lin(rng, vs)}) {num(rng, real)})'  # noqa: E731
        body = '\n'.join(formula(rng, 3, leaf) for _ in range(rng.randint(2, 5)))
        sort = 'Real' if real else 'Int'
        out.append((f'mixed-ite-{i:02d}', decl(vs, sort) + decl(bools, 'Bool') + '\n' + body, None))
    return out


def fam_short(rng):
    """Short unbounded integer programs (under 100 characters) with equalities and strict bounds."""
    out = []
    for i in range(40):
        a, b, c = rng.randint(2, 40), rng.randint(2, 40), rng.randint(-50, 50)
        d = rng.randint(2, 40)
        shape = i % 5
        if shape == 0:
            body = f'(= (+ (* {a} x) (* {b} y)) {c})'
        elif shape == 1:
            body = f'(= (- (* {a} x) (* {b} y)) {c}) (> x {d})'
        elif shape == 2:
            body = f'(= (+ (* {a} x) (* {b} y) (* {d} z)) {c})'
        elif shape == 3:
            body = f'(< {c} (- (* {a} x) (* {b} y)) {c + 2})'
        else:
            body = f'(= (* {a} x) (+ (* {b} y) {c})) (< x y)'
        out.append((f'short-{i:02d}', '(declare x y z Int)' + body, None))
    for i in range(40):
        # Unbounded mixes of equalities and inequalities over three integers, coefficients up to 30.
        def term():
            vs = ['x', 'y', 'z'][: rng.randint(2, 3)]
            return '(+ ' + ' '.join(f'(* {rng.randint(-30, 30)} {v})' for v in vs) + ')'
        parts = [f'(= {term()} {rng.randint(-40, 40)})']
        parts += [f'({rng.choice(["<", "<=", "=", ">", ">=", "distinct"])} {term()} {rng.randint(-40, 40)})' for _ in range(rng.randint(0, 2))]
        rng.shuffle(parts)
        out.append((f'short-eq-{i:02d}', '(declare x y z Int)' + ''.join(parts), None))
    for i in range(30):
        # About 65 characters: one unbounded equality over three integers and one bound (branch and bound alone drifts).
        cs = [rng.choice([k for k in range(-40, 41) if k]) for _ in range(3)]
        body = f'(= (+ (* {cs[0]} x) (* {cs[1]} y) (* {cs[2]} z)) {rng.randint(-40, 40)})({rng.choice(["<", ">"])} {rng.choice("xyz")} {rng.randint(-99, 99)})'
        out.append((f'short-eqbound-{i:02d}', '(declare x y z Int)' + body, None))
    return out


def biome_json(doc):
    """The layout the repository's formatter (Biome, line width 140) gives this document: a case per line when it fits."""
    enc = lambda v: json.dumps(v, ensure_ascii=False)  # noqa: E731
    lines = ['{'] + [f'  {enc(k)}: {enc(v)},' for k, v in doc.items() if k != 'cases'] + ['  "cases": [']
    for i, case in enumerate(doc['cases']):
        comma = ',' if i < len(doc['cases']) - 1 else ''
        inline = '    { ' + ', '.join(f'{enc(k)}: {enc(v)}' for k, v in case.items()) + ' }' + comma
        if len(inline) <= 140:
            lines.append(inline)
            continue
        items = list(case.items())
        lines.append('    {')
        lines += [f'      {enc(k)}: {enc(v)}' + (',' if j < len(items) - 1 else '') for j, (k, v) in enumerate(items)]
        lines.append('    }' + comma)
    return '\n'.join(lines + ['  ]', '}']) + '\n'


FAMILIES = [fam_bool_3sat, fam_bool_struct, fam_pigeonhole, fam_lra, fam_lia, fam_knapsack, fam_distinct, fam_mixed, fam_short, fam_knapsack_big]


def smt_value(text):
    """A model value of the engine ("true", "-7", "3.5", "-2/3") as an SMT-LIB term."""
    if text in ('true', 'false'):
        return text
    neg = text.startswith('-')
    body = text.lstrip('-')
    if '/' in body:
        n, d = body.split('/')
        body = f'(/ {n}.0 {d}.0)'
    return f'(- {body})' if neg else body


def check_models(z3, path):
    """Reads [{query, model}], asks z3 whether each model satisfies its program, prints one JSON list of booleans."""
    with open(path) as fh:
        items = json.load(fh)
    script = []
    for item in items:
        body = to_smtlib(item['query']).replace('(check-sat)\n', '')
        fixes = ''.join(f'(assert (= {name} {smt_value(v)}))\n' for name, v in item['model'].items())
        script.append(f'(push)\n{body}{fixes}(check-sat)\n(pop)\n')
    r = subprocess.run([z3, '-in'], input=''.join(script), capture_output=True, text=True, timeout=600)
    answers = [line.strip() for line in r.stdout.splitlines() if line.strip() in ('sat', 'unsat', 'unknown')]
    if len(answers) != len(items):
        sys.exit(f'z3 answered {len(answers)} of {len(items)} checks: {r.stdout[-500:]} {r.stderr[-500:]}')
    print(json.dumps([a == 'sat' for a in answers]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--z3', default='z3')
    ap.add_argument('--timeout', type=int, default=20)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--check-models')
    args = ap.parse_args()
    if args.check_models:
        return check_models(args.z3, args.check_models)
    cases = []
    for k, fam in enumerate(FAMILIES):
        rng = random.Random(20261125 + k)
        for name, query, exact in fam(rng):
            cases.append({'id': name, 'query': query, 'exact': exact})

    def solve(case):
        z = run_z3(args.z3, to_smtlib(case['query']), args.timeout)
        return z, (case['exact']() if case['exact'] else None)

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        answers = list(pool.map(solve, cases))
    out = []
    for case, (z, exact) in zip(cases, answers):
        if exact is not None and z != 'UNKNOWN' and z != exact:
            sys.exit(f'oracles disagree on {case["id"]}: z3 {z}, exact check {exact}')
        expected = z if z != 'UNKNOWN' else (exact or 'UNKNOWN')
        entry = {'id': case['id'], 'query': case['query'], 'expected': expected, 'z3': z}
        if exact is not None:
            entry['exact'] = exact
        out.append(entry)
    version = subprocess.run([args.z3, '--version'], capture_output=True, text=True).stdout.strip()
    with open(os.path.join(HERE, 'cases.json'), 'w') as fh:
        fh.write(biome_json({'generator': 'generate.py', 'oracle': version, 'timeout_s': args.timeout, 'cases': out}))
    by = {}
    for c in out:
        by[c['expected']] = by.get(c['expected'], 0) + 1
    print(f'{len(out)} cases: {by}; z3 unknown: {sum(1 for c in out if c["z3"] == "UNKNOWN")}')


if __name__ == '__main__':
    main()
