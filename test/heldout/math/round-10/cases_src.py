"""Held-out math set, round 10: the claims as the author wrote them, with a first reading of each label.

Each entry gives the claim sent to POST /v1/verify/math (`expression`, optional `context`), the author's first label
and the SymPy form the oracle (oracle.py) checks. oracle.py recomputes every label; where it disagrees with the first
reading below, the oracle wins and the disagreement is printed. Where SymPy cannot decide, `why` holds the exact
reasoning that labels the claim (and the oracle still checks it numerically with mpmath).

Kinds:
  E   equation: closed (compared exactly, else by mpmath at 60 digits) or an identity in variables (SymPy normal form
      under the stated assumptions, plus a search for a point where both sides are defined and differ);
      `orc` is "LEFT ;; RIGHT" in SymPy syntax.
  V   a value to compute: `orc` is its SymPy form.
  SOL the stated values are exactly the real roots (complex when a stated value is not real) of a polynomial.
  EIG the stated values are the eigenvalues (with multiplicity when repeated).
  APX "a ≈ d": true when d is a correct rounding, false when |a - d| > 10^-k (k decimals).
  INEQ an inequality between closed numbers (the public docs refuse inequalities; kept and labelled by truth).
  ANY an adversarial input scored only for "no 5xx".
"""

CX = {"domain": "complex"}


def ctx(domain=None, *assumptions):
    c = {}
    if domain:
        c["domain"] = domain
    if assumptions:
        c["assumptions"] = list(assumptions)
    return c or None


CASES = []


def E(cat, expr, orc, label, context=None, why=None):
    CASES.append(dict(kind="E", category=cat, expression=expr, orc=orc, label=label, context=context, why=why))


def V(cat, expr, orc):
    CASES.append(dict(kind="V", category=cat, expression=expr, orc=orc, label="VALUE"))


def SOL(cat, expr, poly, stated, label, var="x"):
    CASES.append(dict(kind="SOL", category=cat, expression=expr, orc=poly, stated=stated, var=var, label=label))


def EIG(cat, expr, matrix, stated, label):
    CASES.append(dict(kind="EIG", category=cat, expression=expr, orc=matrix, stated=stated, label=label))


def APX(cat, expr, exact, dec, label):
    CASES.append(dict(kind="APX", category=cat, expression=expr, orc=exact, dec=dec, label=label))


def INEQ(cat, expr, orc, label):
    CASES.append(dict(kind="INEQ", category=cat, expression=expr, orc=orc, label=label))


def ANY(cat, expr, why):
    CASES.append(dict(kind="ANY", category=cat, expression=expr, label="ANY", why=why))


# ---------------------------------------------------------------- algebraic identities (real variables)
c = "identity_algebra"
E(c, "(a+b)³ = a³ + 3a²b + 3ab² + b³", "(a+b)**3 ;; a**3+3*a**2*b+3*a*b**2+b**3", "TRUE")
E(c, "(x - 2)(x + 2) = x² - 4", "(x-2)*(x+2) ;; x**2-4", "TRUE")
E(c, "(x+y)^2 = x^2 + y^2", "(x+y)**2 ;; x**2+y**2", "FALSE")
E(c, "x^4 - 1 = (x - 1)(x + 1)(x^2 + 1)", "x**4-1 ;; (x-1)*(x+1)*(x**2+1)", "TRUE")
E(c, "(2x+3)^2 = 4x^2 + 6x + 9", "(2*x+3)**2 ;; 4*x**2+6*x+9", "FALSE")
E(c, "a^3 + b^3 = (a + b)(a^2 - a*b + b^2)", "a**3+b**3 ;; (a+b)*(a**2-a*b+b**2)", "TRUE")
E(c, "(x^2 + x + 1)(x^2 - x + 1) = x^4 + x^2 + 1", "(x**2+x+1)*(x**2-x+1) ;; x**4+x**2+1", "TRUE")
E(c, "(x-1)^3 = x^3 - 3x^2 + 3x + 1", "(x-1)**3 ;; x**3-3*x**2+3*x+1", "FALSE")
E(c, "1/x + 1/y = (x + y)/(x*y)", "1/x+1/y ;; (x+y)/(x*y)", "TRUE")
E(c, "(x^2 - 9)/(x - 3) = x + 3", "(x**2-9)/(x-3) ;; x+3", "TRUE")
E(c, "(x^2 - 4)/(x + 2) = x + 2", "(x**2-4)/(x+2) ;; x+2", "FALSE")
E(c, "1/(x(x+1)) = 1/x - 1/(x+1)", "1/(x*(x+1)) ;; 1/x-1/(x+1)", "TRUE")
E(c, "1/(x^2-1) = 1/(x-1) - 1/(x+1)", "1/(x**2-1) ;; 1/(x-1)-1/(x+1)", "FALSE")
E(c, "x⁶ - y⁶ = (x - y)(x + y)(x² + xy + y²)(x² - xy + y²)",
  "x**6-y**6 ;; (x-y)*(x+y)*(x**2+x*y+y**2)*(x**2-x*y+y**2)", "TRUE")
E(c, "(a + b + c)^2 = a^2 + b^2 + c^2 + 2(a*b + b*c + c*a)", "(a+b+c)**2 ;; a**2+b**2+c**2+2*(a*b+b*c+c*a)", "TRUE")
E(c, "(a+b+c)^2 = a^2+b^2+c^2+2*a*b+2*b*c", "(a+b+c)**2 ;; a**2+b**2+c**2+2*a*b+2*b*c", "FALSE")
E(c, "(x+1)^5 = x^5 + 5x^4 + 10x^3 + 10x^2 + 5x + 1", "(x+1)**5 ;; x**5+5*x**4+10*x**3+10*x**2+5*x+1", "TRUE")
E(c, "(x + 1)^4 = x^4 + 4x^3 + 4x^2 + 4x + 1", "(x+1)**4 ;; x**4+4*x**3+4*x**2+4*x+1", "FALSE")
E(c, "x^2 + 6x + 13 = (x + 3)^2 + 4", "x**2+6*x+13 ;; (x+3)**2+4", "TRUE")
E(c, "2x^2 - 8x + 3 = 2(x - 2)^2 - 5", "2*x**2-8*x+3 ;; 2*(x-2)**2-5", "TRUE")
E(c, "(u^2 + v^2)(p^2 + q^2) = (u*p - v*q)^2 + (u*q + v*p)^2",
  "(u**2+v**2)*(p**2+q**2) ;; (u*p-v*q)**2+(u*q+v*p)**2", "TRUE")
E(c, "x/(x-1) - 1 = 1/(x-1)", "x/(x-1)-1 ;; 1/(x-1)", "TRUE")
E(c, "(x^3 + 8)/(x + 2) = x^2 - 2x + 4", "(x**3+8)/(x+2) ;; x**2-2*x+4", "TRUE")
E(c, "(1 - t^2)/(1 + t^2) + 2t^2/(1 + t^2) = 1", "(1-t**2)/(1+t**2)+2*t**2/(1+t**2) ;; 1", "TRUE")
E(c, "(x + 1/x)^2 = x^2 + 1/x^2 + 2", "(x+1/x)**2 ;; x**2+1/x**2+2", "TRUE")
E(c, "(x - 1/x)^2 = x^2 + 1/x^2 - 1", "(x-1/x)**2 ;; x**2+1/x**2-1", "FALSE")
E(c, "\\frac{1}{a} - \\frac{1}{b} = \\frac{b - a}{a b}", "1/a-1/b ;; (b-a)/(a*b)", "TRUE")
E(c, "x^2 y - x y^2 = x y (x - y)", "x**2*y-x*y**2 ;; x*y*(x-y)", "TRUE")

# ---------------------------------------------------------------- trigonometric identities
c = "identity_trig"
E(c, "sin(2x) = 2 sin(x) cos(x)", "sin(2*x) ;; 2*sin(x)*cos(x)", "TRUE")
E(c, "cos(2x) = 1 - 2sin²x", "cos(2*x) ;; 1-2*sin(x)**2", "TRUE")
E(c, "cos(2x) = 2cos(x) - 1", "cos(2*x) ;; 2*cos(x)-1", "FALSE")
E(c, "sin(3x) = 3sin(x) - 4sin(x)^3", "sin(3*x) ;; 3*sin(x)-4*sin(x)**3", "TRUE")
E(c, "cos(3x) = 4cos(x)^3 - 3cos(x)", "cos(3*x) ;; 4*cos(x)**3-3*cos(x)", "TRUE")
E(c, "sin(a+b) = sin(a)cos(b) + cos(a)sin(b)", "sin(a+b) ;; sin(a)*cos(b)+cos(a)*sin(b)", "TRUE")
E(c, "cos(a - b) = cos(a)cos(b) - sin(a)sin(b)", "cos(a-b) ;; cos(a)*cos(b)-sin(a)*sin(b)", "FALSE")
E(c, "sin(x + y) = sin(x) + sin(y)", "sin(x+y) ;; sin(x)+sin(y)", "FALSE")
E(c, "1 + tan(x)^2 = sec(x)^2", "1+tan(x)**2 ;; sec(x)**2", "TRUE")
E(c, "1 + cot²x = csc²x", "1+cot(x)**2 ;; csc(x)**2", "TRUE")
E(c, "tan(2x) = 2tan(x)/(1 - tan(x)^2)", "tan(2*x) ;; 2*tan(x)/(1-tan(x)**2)", "TRUE",
  why="Both sides are tan(2x) wherever tan(x) is defined and tan(x)^2 != 1 (double-angle formula); where both sides"
      " are defined they agree, and SymPy/mpmath find no point of disagreement.")
E(c, "sin(x)^4 - cos(x)^4 = sin(x)^2 - cos(x)^2", "sin(x)**4-cos(x)**4 ;; sin(x)**2-cos(x)**2", "TRUE")
E(c, "sin⁴x + cos⁴x = 1 - ½sin²(2x)", "sin(x)**4+cos(x)**4 ;; 1-sin(2*x)**2/2", "TRUE")
E(c, "sin(x)cos(y) = (sin(x+y) + sin(x-y))/2", "sin(x)*cos(y) ;; (sin(x+y)+sin(x-y))/2", "TRUE")
E(c, "cos(x) - cos(y) = -2 sin((x+y)/2) sin((x-y)/2)", "cos(x)-cos(y) ;; -2*sin((x+y)/2)*sin((x-y)/2)", "TRUE")
E(c, "cos(x) - cos(y) = 2 sin((x+y)/2) sin((x-y)/2)", "cos(x)-cos(y) ;; 2*sin((x+y)/2)*sin((x-y)/2)", "FALSE")
E(c, "sin(x/2)^2 = (1 - cos(x))/2", "sin(x/2)**2 ;; (1-cos(x))/2", "TRUE")
E(c, "tan(x) + cot(x) = 2/sin(2x)", "tan(x)+cot(x) ;; 2/sin(2*x)", "TRUE")
E(c, "sin(p+q+r+s+t+u)^2 + cos(p+q+r+s+t+u)^2 = 1", "sin(p+q+r+s+t+u)**2+cos(p+q+r+s+t+u)**2 ;; 1", "TRUE")
E(c, "sin(a+b+c+d+f+g+h)^2 + cos(a+b+c+d+f+g+h)^2 = 2", "sin(a+b+c+d+f+g+h)**2+cos(a+b+c+d+f+g+h)**2 ;; 2", "FALSE")
E(c, "cos(x)^2 - sin(x)^2 = cos(2x)", "cos(x)**2-sin(x)**2 ;; cos(2*x)", "TRUE")
E(c, "sin(x + pi/2) = cos(x)", "sin(x+pi/2) ;; cos(x)", "TRUE")
E(c, "cos(π - x) = cos(x)", "cos(pi-x) ;; cos(x)", "FALSE")
E(c, "sinh(x)^2 - cosh(x)^2 = -1", "sinh(x)**2-cosh(x)**2 ;; -1", "TRUE")
E(c, "cosh(2x) = cosh(x)^2 + sinh(x)^2", "cosh(2*x) ;; cosh(x)**2+sinh(x)**2", "TRUE")
E(c, "sinh(2x) = sinh(x) cosh(x)", "sinh(2*x) ;; sinh(x)*cosh(x)", "FALSE")
E(c, "cos(2*atan(x)) = (1 - x^2)/(1 + x^2)", "cos(2*atan(x)) ;; (1-x**2)/(1+x**2)", "TRUE")
E(c, "sin(atan(x)) = x/sqrt(1 + x^2)", "sin(atan(x)) ;; x/sqrt(1+x**2)", "TRUE")
E(c, "cos(atan(x)) = sqrt(1 + x^2)", "cos(atan(x)) ;; sqrt(1+x**2)", "FALSE")
E(c, "asin(x) + acos(x) = π/2", "asin(x)+acos(x) ;; pi/2", "TRUE",
  why="For -1 <= x <= 1 both sides are defined; d/dx(asin x + acos x) = 0 and at x = 0 the sum is pi/2.")

# ---------------------------------------------------------------- exp / log / roots, domains and branches
c = "branches"
E(c, "log(a*b) = log(a) + log(b)", "log(a*b) ;; log(a)+log(b)", "FALSE", context=CX)
E(c, "log(a*b) = log(a) + log(b)", "log(a*b) ;; log(a)+log(b)", "TRUE", context=ctx("complex", "a > 0", "b > 0"))
E(c, "log(a*b) = log(a) + log(b)", "log(a*b) ;; log(a)+log(b)", "FALSE", context=ctx("complex", "a < 0", "b < 0"))
E(c, "log(a/b) = log(a) - log(b)", "log(a/b) ;; log(a)-log(b)", "FALSE", context=CX)
E(c, "log(a/b) = log(a) - log(b)", "log(a/b) ;; log(a)-log(b)", "TRUE", context=ctx("complex", "a > 0", "b > 0"))
E(c, "ln(x^2) = 2 ln(x)", "log(x**2) ;; 2*log(x)", "FALSE", context=CX)
E(c, "ln(x^2) = 2 ln(x)", "log(x**2) ;; 2*log(x)", "TRUE", context=ctx("complex", "x > 0"))
E(c, "log(x^4) = 4*log(x)", "log(x**4) ;; 4*log(x)", "FALSE", context=CX)
E(c, "log(x^3) = 3 log(x)", "log(x**3) ;; 3*log(x)", "TRUE", context=ctx("complex", "x > 0"))
E(c, "√x · √y = √(xy)", "sqrt(x)*sqrt(y) ;; sqrt(x*y)", "FALSE", context=CX)
E(c, "√x · √y = √(xy)", "sqrt(x)*sqrt(y) ;; sqrt(x*y)", "TRUE", context=ctx("complex", "x >= 0", "y >= 0"))
E(c, "sqrt(x/y) = sqrt(x)/sqrt(y)", "sqrt(x/y) ;; sqrt(x)/sqrt(y)", "FALSE", context=CX)
E(c, "sqrt(x/y) = sqrt(x)/sqrt(y)", "sqrt(x/y) ;; sqrt(x)/sqrt(y)", "TRUE", context=ctx("complex", "x > 0", "y > 0"))
E(c, "sqrt(x^2) = x", "sqrt(x**2) ;; x", "FALSE")
E(c, "sqrt(x^2) = x", "sqrt(x**2) ;; x", "TRUE", context=ctx(None, "x >= 0"))
E(c, "sqrt(x^2) = -x", "sqrt(x**2) ;; -x", "TRUE", context=ctx(None, "x < 0"))
E(c, "sqrt(x^2) = |x|", "sqrt(x**2) ;; Abs(x)", "TRUE")
E(c, "√(x²) = |x|", "sqrt(x**2) ;; Abs(x)", "TRUE", context=CX)
E(c, "e^(ln x) = x", "exp(log(x)) ;; x", "TRUE",
  why="In the reals log x is defined exactly for x > 0, and there exp(log x) = x; that is the only place both sides"
      " are defined together (the docs' own example exp(log(x)) = x -> VERIFIED with conditions [x > 0]).")
E(c, "ln(e^x) = x", "log(exp(x)) ;; x", "TRUE")
E(c, "ln(e^(2x)) = 2x + 1", "log(exp(2*x)) ;; 2*x+1", "FALSE")
E(c, "exp(a + b) = exp(a) exp(b)", "exp(a+b) ;; exp(a)*exp(b)", "TRUE")
E(c, "2^(x+3) = 8·2^x", "2**(x+3) ;; 8*2**x", "TRUE")
E(c, "3^(2x) = 6^x", "3**(2*x) ;; 6**x", "FALSE")
E(c, "log10(1000 x) = 3 + log10(x)", "log(1000*x,10) ;; 3+log(x,10)", "TRUE", context=ctx(None, "x > 0"))
E(c, "log₂(8x) = 3 + log₂(x)", "log(8*x,2) ;; 3+log(x,2)", "TRUE", context=ctx(None, "x > 0"))
E(c, "log(x, 4) = log(x, 2)/2", "log(x,4) ;; log(x,2)/2", "TRUE", context=ctx(None, "x > 0"))
E(c, "sqrt(x)^2 = x", "sqrt(x)**2 ;; x", "TRUE", context=CX)
E(c, "|x| = x", "Abs(x) ;; x", "FALSE")
E(c, "|x| = x", "Abs(x) ;; x", "TRUE", context=ctx(None, "x >= 0"))
E(c, "|x - 3| = 3 - x", "Abs(x-3) ;; 3-x", "TRUE", context=ctx(None, "x <= 3"),
  why="For x <= 3, x - 3 <= 0, so |x - 3| = -(x - 3) = 3 - x.")
E(c, "|x - 3| = 3 - x", "Abs(x-3) ;; 3-x", "FALSE", context=ctx(None, "x > 0"))
E(c, "|x·y| = |x|·|y|", "Abs(x*y) ;; Abs(x)*Abs(y)", "TRUE")
E(c, "|x + y| = |x| + |y|", "Abs(x+y) ;; Abs(x)+Abs(y)", "FALSE")
E(c, "|x + y| = |x| + |y|", "Abs(x+y) ;; Abs(x)+Abs(y)", "TRUE", context=ctx(None, "x > 0", "y > 0"))
E(c, "atan(x) + atan(1/x) = pi/2", "atan(x)+atan(1/x) ;; pi/2", "FALSE")
E(c, "atan(x) + atan(1/x) = pi/2", "atan(x)+atan(1/x) ;; pi/2", "TRUE", context=ctx(None, "x > 0"),
  why="For x > 0, d/dx(atan x + atan(1/x)) = 1/(1+x^2) - 1/(1+x^2) = 0 and at x = 1 the sum is pi/4 + pi/4.")
E(c, "atan(x) + atan(1/x) = -pi/2", "atan(x)+atan(1/x) ;; -pi/2", "TRUE", context=ctx(None, "x < 0"),
  why="For x < 0 the derivative of the sum is 0 as above and at x = -1 the sum is -pi/4 - pi/4 = -pi/2.")
E(c, "asin(sin(x)) = x", "asin(sin(x)) ;; x", "FALSE")
E(c, "asin(sin(x)) = x", "asin(sin(x)) ;; x", "TRUE", context=ctx(None, "-1 <= x <= 1"),
  why="[-1, 1] lies inside [-pi/2, pi/2], the range of asin on which sin is invertible, so asin(sin x) = x there.")
E(c, "acos(cos(x)) = x", "acos(cos(x)) ;; x", "TRUE", context=ctx(None, "0 <= x <= 3"),
  why="[0, 3] lies inside [0, pi], where acos is the inverse of cos, so acos(cos x) = x there.")
E(c, "acos(cos(x)) = x", "acos(cos(x)) ;; x", "FALSE", context=ctx(None, "0 <= x <= 4"))
E(c, "2 atan(x) = atan(2x/(1 - x^2))", "2*atan(x) ;; atan(2*x/(1-x**2))", "FALSE")
E(c, "2 atan(x) = atan(2x/(1 - x^2))", "2*atan(x) ;; atan(2*x/(1-x**2))", "TRUE", context=ctx(None, "-1 < x < 1"),
  why="For |x| < 1, 2 atan x lies in (-pi/2, pi/2), the range of atan, and tan(2 atan x) = 2x/(1-x^2) by the"
      " double-angle formula, so 2 atan x = atan(2x/(1-x^2)).")
E(c, "sqrt(4*x^2) = 2*x", "sqrt(4*x**2) ;; 2*x", "TRUE", context=ctx(None, "x > 0"))
E(c, "sqrt(-9*x^2) = 3*i*x", "sqrt(-9*x**2) ;; 3*I*x", "TRUE", context=ctx("complex", "x > 0"))
E(c, "sqrt(-9*x^2) = 3*i*x", "sqrt(-9*x**2) ;; 3*I*x", "FALSE", context=ctx("complex", "x < 0"))
E(c, "(x^3)^(1/3) = x", "(x**3)**Rational(1,3) ;; x", "FALSE", context=CX)
E(c, "x^(1/2) * x^(1/2) = x", "sqrt(x)*sqrt(x) ;; x", "TRUE", context=ctx(None, "x > 0"))
E(c, "exp(i*x) = cos(x) + i*sin(x)", "exp(I*x) ;; cos(x)+I*sin(x)", "TRUE", context=CX)
E(c, "exp(i*x) = cos(x) - i*sin(x)", "exp(I*x) ;; cos(x)-I*sin(x)", "FALSE", context=CX)

# ---------------------------------------------------------------- closed forms: radicals, trig values, constants
c = "closed_forms"
E(c, "sqrt(3 + 2*sqrt(2)) = 1 + sqrt(2)", "sqrt(3+2*sqrt(2)) ;; 1+sqrt(2)", "TRUE")
E(c, "√(5 - 2√6) = √3 - √2", "sqrt(5-2*sqrt(6)) ;; sqrt(3)-sqrt(2)", "TRUE")
E(c, "√(7 + 4√3) = 2 + √3", "sqrt(7+4*sqrt(3)) ;; 2+sqrt(3)", "TRUE")
E(c, "√(6 - 2√5) = √5 + 1", "sqrt(6-2*sqrt(5)) ;; sqrt(5)+1", "FALSE")
E(c, "sqrt(11 + 6 sqrt(2)) = 3 + sqrt(2)", "sqrt(11+6*sqrt(2)) ;; 3+sqrt(2)", "TRUE")
E(c, "√2 · √8 = 4", "sqrt(2)*sqrt(8) ;; 4", "TRUE")
E(c, "√12 = 2√3", "sqrt(12) ;; 2*sqrt(3)", "TRUE")
E(c, "√50 = 5√3", "sqrt(50) ;; 5*sqrt(3)", "FALSE")
E(c, "∛54 = 3∛2", "cbrt(54) ;; 3*cbrt(2)", "TRUE")
E(c, "1/(√3 - √2) = √3 + √2", "1/(sqrt(3)-sqrt(2)) ;; sqrt(3)+sqrt(2)", "TRUE")
E(c, "1/(1 + √2) = √2 + 1", "1/(1+sqrt(2)) ;; sqrt(2)+1", "FALSE")
E(c, "(√5 + 1)/2 = phi", "(sqrt(5)+1)/2 ;; GoldenRatio", "TRUE")
E(c, "phi^2 = phi + 1", "GoldenRatio**2 ;; GoldenRatio+1", "TRUE")
E(c, "sin(pi/10) = (sqrt(5) - 1)/4", "sin(pi/10) ;; (sqrt(5)-1)/4", "TRUE")
E(c, "cos(π/5) = (1 + √5)/4", "cos(pi/5) ;; (1+sqrt(5))/4", "TRUE")
E(c, "cos(pi/12) = (sqrt(6) + sqrt(2))/4", "cos(pi/12) ;; (sqrt(6)+sqrt(2))/4", "TRUE")
E(c, "sin(π/12) = (√6 - √2)/4", "sin(pi/12) ;; (sqrt(6)-sqrt(2))/4", "TRUE")
E(c, "tan(pi/8) = sqrt(2) - 1", "tan(pi/8) ;; sqrt(2)-1", "TRUE")
E(c, "tan(π/12) = 2 + √3", "tan(pi/12) ;; 2+sqrt(3)", "FALSE")
E(c, "cos(2pi/5) = (sqrt(5) - 1)/4", "cos(2*pi/5) ;; (sqrt(5)-1)/4", "TRUE")
E(c, "sin(pi/5) = sqrt(10 - 2*sqrt(5))/4", "sin(pi/5) ;; sqrt(10-2*sqrt(5))/4", "TRUE")
E(c, "cos(pi/8) = sqrt(2 + sqrt(2))/2", "cos(pi/8) ;; sqrt(2+sqrt(2))/2", "TRUE")
E(c, "sin(pi/8) = sqrt(2 + sqrt(2))/2", "sin(pi/8) ;; sqrt(2+sqrt(2))/2", "FALSE")
E(c, "sin(pi/3) = √3/2", "sin(pi/3) ;; sqrt(3)/2", "TRUE")
E(c, "cos(5π/6) = √3/2", "cos(5*pi/6) ;; sqrt(3)/2", "FALSE")
E(c, "tan(7π/4) = -1", "tan(7*pi/4) ;; -1", "TRUE")
E(c, "sin(pi/7)^2 + cos(pi/7)^2 = 1", "sin(pi/7)**2+cos(pi/7)**2 ;; 1", "TRUE")
E(c, "4 atan(1/5) - atan(1/239) = π/4", "4*atan(Rational(1,5))-atan(Rational(1,239)) ;; pi/4", "TRUE")
E(c, "atan(1/2) + atan(1/3) = π/4", "atan(Rational(1,2))+atan(Rational(1,3)) ;; pi/4", "TRUE",
  why="tan of the sum is (1/2 + 1/3)/(1 - 1/6) = 1, and the sum lies in (0, pi/2) (both terms are below atan(1) ="
      " pi/4), where the only angle with tangent 1 is pi/4.")
E(c, "atan(1) + atan(2) + atan(3) = pi", "atan(1)+atan(2)+atan(3) ;; pi", "TRUE",
  why="tan(atan 2 + atan 3) = (2 + 3)/(1 - 6) = -1 and atan 2 + atan 3 lies in (pi/2, pi) (each term is between"
      " pi/4 and pi/2), so it is 3pi/4; with atan 1 = pi/4 the sum is pi.")
E(c, "atan(1/2) + atan(1/4) = pi/4", "atan(Rational(1,2))+atan(Rational(1,4)) ;; pi/4", "FALSE")
E(c, "2*atan(1/3) + atan(1/7) = pi/4", "2*atan(Rational(1,3))+atan(Rational(1,7)) ;; pi/4", "TRUE",
  why="tan(2 atan(1/3)) = (2/3)/(1 - 1/9) = 3/4 and tan of the sum is (3/4 + 1/7)/(1 - 3/28) = 1; since"
      " atan(1/3) < pi/6 and atan(1/7) < pi/6 the sum lies in (0, pi/2), so it is pi/4.")
E(c, "asin(1/2) = π/6", "asin(Rational(1,2)) ;; pi/6", "TRUE")
E(c, "acos(-1/2) = 2pi/3", "acos(Rational(-1,2)) ;; 2*pi/3", "TRUE")
E(c, "acos(-1/2) = -pi/3", "acos(Rational(-1,2)) ;; -pi/3", "FALSE")
E(c, "e^(ln 5) = 5", "exp(log(5)) ;; 5", "TRUE")
E(c, "ln(8)/ln(2) = 3", "log(8)/log(2) ;; 3", "TRUE")
E(c, "log₂ 32 = 5", "log(32,2) ;; 5", "TRUE")
E(c, "log₃ 81 = 3", "log(81,3) ;; 3", "FALSE")
E(c, "log10(0.001) = -3", "log(Rational(1,1000),10) ;; -3", "TRUE")
E(c, "log(2) + log(5) = log(10)", "log(2)+log(5) ;; log(10)", "TRUE")
E(c, "e^(iπ) + 1 = 0", "exp(I*pi)+1 ;; 0", "TRUE")
E(c, "pi = 3.1415926535", "pi ;; Rational(31415926535,10**10)", "FALSE")
E(c, "e = 2.718281828459045", "E ;; Rational(2718281828459045,10**15)", "FALSE")
E(c, "floor(7/2) = floor(3.9)", "floor(Rational(7,2)) ;; floor(Rational(39,10))", "TRUE")
E(c, "⌊√20⌋ = 4", "floor(sqrt(20)) ;; 4", "TRUE")
E(c, "⌈log₂ 1000⌉ = 10", "ceiling(log(1000,2)) ;; 10", "TRUE")
E(c, "floor(pi^2) = 10", "floor(pi**2) ;; 10", "FALSE")
E(c, "round(2.5) = 3", "floor(Rational(5,2)+Rational(1,2)) ;; 3", "TRUE", why="The docs define round as half away from zero, so round(2.5) = 3.")
E(c, "½ + ⅓ + ⅙ = 1", "Rational(1,2)+Rational(1,3)+Rational(1,6) ;; 1", "TRUE")
E(c, "¾ - ⅔ = 1/12", "Rational(3,4)-Rational(2,3) ;; Rational(1,12)", "TRUE")
E(c, "¼ · ⅔ = 1/8", "Rational(1,4)*Rational(2,3) ;; Rational(1,8)", "FALSE")
E(c, "2^10 - 10^3 = 24", "2**10-10**3 ;; 24", "TRUE")
E(c, "0.1 + 0.2 = 0.3", "Rational(1,10)+Rational(2,10) ;; Rational(3,10)", "TRUE")
E(c, "1/3 = 0.333", "Rational(1,3) ;; Rational(333,1000)", "FALSE")
E(c, "3^(-2) = 1/9", "3**-2 ;; Rational(1,9)", "TRUE")
E(c, "8^(2/3) = 4", "8**Rational(2,3) ;; 4", "TRUE")
E(c, "16^(-3/4) = 1/6", "16**Rational(-3,4) ;; Rational(1,6)", "FALSE")
E(c, "-3^2 = 9", "-3**2 ;; 9", "FALSE")

# ---------------------------------------------------------------- complex numbers
c = "complex"
E(c, "1/i = -i", "1/I ;; -I", "TRUE")
E(c, "i^(-1) = -i", "I**-1 ;; -I", "TRUE")
E(c, "3/i = -3i", "3/I ;; -3*I", "TRUE")
E(c, "1/i + i = 0", "1/I+I ;; 0", "TRUE")
E(c, "i^(-2) = 1", "I**-2 ;; 1", "FALSE")
E(c, "i^(-3) = i", "I**-3 ;; I", "TRUE")
E(c, "i^2025 = i", "I**2025 ;; I", "TRUE")
E(c, "i^4002 = 1", "I**4002 ;; 1", "FALSE")
E(c, "(1/i)^2 = -1", "(1/I)**2 ;; -1", "TRUE")
E(c, "(1 + i)^2 = 2i", "(1+I)**2 ;; 2*I", "TRUE")
E(c, "(1 + i)^8 = 16", "(1+I)**8 ;; 16", "TRUE")
E(c, "(1 - i)^4 = 4", "(1-I)**4 ;; 4", "FALSE")
E(c, "(3 + 4i)(3 - 4i) = 25", "(3+4*I)*(3-4*I) ;; 25", "TRUE")
E(c, "(2 + 3i)/(1 - i) = -1/2 + 5i/2", "(2+3*I)/(1-I) ;; Rational(-1,2)+5*I/2", "TRUE")
E(c, "(1 + 2i)/(3 + 4i) = 11/25 + 2i/25", "(1+2*I)/(3+4*I) ;; Rational(11,25)+2*I/25", "TRUE")
E(c, "(1 + 2i)/(3 + 4i) = 11/25 - 2i/25", "(1+2*I)/(3+4*I) ;; Rational(11,25)-2*I/25", "FALSE")
E(c, "abs(3 + 4i) = 5", "Abs(3+4*I) ;; 5", "TRUE")
E(c, "|1 + i| = √2", "Abs(1+I) ;; sqrt(2)", "TRUE")
E(c, "|2 - i| = 3", "Abs(2-I) ;; 3", "FALSE")
E(c, "abs(1/(1 + i)) = 1/sqrt(2)", "Abs(1/(1+I)) ;; 1/sqrt(2)", "TRUE")
E(c, "sqrt(-16) = 4i", "sqrt(-16) ;; 4*I", "TRUE")
E(c, "sqrt(-4) * sqrt(-9) = 6", "sqrt(-4)*sqrt(-9) ;; 6", "FALSE")
E(c, "sqrt(-4) * sqrt(-9) = -6", "sqrt(-4)*sqrt(-9) ;; -6", "TRUE")
E(c, "sqrt(i) = (1 + i)/sqrt(2)", "sqrt(I) ;; (1+I)/sqrt(2)", "TRUE")
E(c, "log(-1) = i*pi", "log(-1) ;; I*pi", "TRUE")
E(c, "log(-1) = -i*pi", "log(-1) ;; -I*pi", "FALSE")
E(c, "ln(-e) = 1 + iπ", "log(-E) ;; 1+I*pi", "TRUE")
E(c, "log(i) = i*pi/2", "log(I) ;; I*pi/2", "TRUE")
E(c, "i^i = e^(-π/2)", "I**I ;; exp(-pi/2)", "TRUE",
  why="Principal branch: i^i = exp(i log i) and log i = i pi/2, so i^i = exp(-pi/2).")
E(c, "i^i = e^(π/2)", "I**I ;; exp(pi/2)", "FALSE")
E(c, "(-1)^(1/2) = i", "(-1)**Rational(1,2) ;; I", "TRUE")
E(c, "(-8)^(1/3) = -2", "(-8)**Rational(1,3) ;; -2", "FALSE")
E(c, "(-8)^(1/3) = 1 + i*sqrt(3)", "(-8)**Rational(1,3) ;; 1+I*sqrt(3)", "TRUE")
E(c, "exp(iπ/2)^(-1) = -i", "exp(I*pi/2)**-1 ;; -I", "TRUE")
E(c, "e^(iπ/3) = 1/2 + i√3/2", "exp(I*pi/3) ;; Rational(1,2)+I*sqrt(3)/2", "TRUE")
E(c, "cos(i) = cosh(1)", "cos(I) ;; cosh(1)", "TRUE")
E(c, "sin(i) = sinh(1)", "sin(I) ;; sinh(1)", "FALSE")
E(c, "(-1)^i = e^(-π)", "(-1)**I ;; exp(-pi)", "TRUE",
  why="Principal branch: (-1)^i = exp(i log(-1)) and log(-1) = i pi, so (-1)^i = exp(-pi).")
E(c, "(1 + i)^(-2) = -i/2", "(1+I)**-2 ;; -I/2", "TRUE")
E(c, "(2 - i)^(-1) = (2 + i)/5", "(2-I)**-1 ;; (2+I)/5", "TRUE")
E(c, "i + i^2 + i^3 + i^4 = 0", "I+I**2+I**3+I**4 ;; 0", "TRUE")
E(c, "(1 + i√3)^3 = -8", "(1+I*sqrt(3))**3 ;; -8", "TRUE")
E(c, "(1 + i√3)^3 = 8", "(1+I*sqrt(3))**3 ;; 8", "FALSE")

# ---------------------------------------------------------------- equations stated with their solutions
c = "solutions"
SOL(c, "x^2-5x+6=0 → x=2 or x=3", "x**2-5*x+6", ["2", "3"], "TRUE")
SOL(c, "x² - 7x + 10 = 0, so x = 2 or x = 5", "x**2-7*x+10", ["2", "5"], "TRUE")
SOL(c, "solve x^2 - 9 = 0 for x: x = ±3", "x**2-9", ["3", "-3"], "TRUE")
SOL(c, "x^2 - 9 = 0 → x = 3", "x**2-9", ["3"], "FALSE")
SOL(c, "2x^2 - 3x - 2 = 0 → x = 2 or x = -1/2", "2*x**2-3*x-2", ["2", "-1/2"], "TRUE")
SOL(c, "2x^2 - 3x - 2 = 0 → x = -2 or x = 1/2", "2*x**2-3*x-2", ["-2", "1/2"], "FALSE")
SOL(c, "x^2 - 2x - 1 = 0 → x = 1 ± √2", "x**2-2*x-1", ["1+sqrt(2)", "1-sqrt(2)"], "TRUE")
SOL(c, "x^2 + 4x + 1 = 0 → x = -2 ± √3", "x**2+4*x+1", ["-2+sqrt(3)", "-2-sqrt(3)"], "TRUE")
SOL(c, "x^2 + 4x + 1 = 0 → x = 2 ± √3", "x**2+4*x+1", ["2+sqrt(3)", "2-sqrt(3)"], "FALSE")
SOL(c, "x^3 - 6x^2 + 11x - 6 = 0 → x = 1, x = 2 or x = 3", "x**3-6*x**2+11*x-6", ["1", "2", "3"], "TRUE")
SOL(c, "x^3 - 6x^2 + 11x - 6 = 0 → x = 1 or x = 3", "x**3-6*x**2+11*x-6", ["1", "3"], "FALSE")
SOL(c, "solve 3x + 7 = 22 for x: x = 5", "3*x+7-22", ["5"], "TRUE")
SOL(c, "5x - 4 = 2x + 11 → x = 5", "5*x-4-(2*x+11)", ["5"], "TRUE")
SOL(c, "4x + 1 = 2x + 9 → x = 5", "4*x+1-(2*x+9)", ["5"], "FALSE")
SOL(c, "x^2 + 1 = 0 → x = i or x = -i", "x**2+1", ["I", "-I"], "TRUE")
SOL(c, "x^2 + 2x + 5 = 0 → x = -1 ± 2i", "x**2+2*x+5", ["-1+2*I", "-1-2*I"], "TRUE")
SOL(c, "x^2 + 2x + 5 = 0 → x = 1 ± 2i", "x**2+2*x+5", ["1+2*I", "1-2*I"], "FALSE")
SOL(c, "x^4 - 5x^2 + 4 = 0 → x = ±1 or x = ±2", "x**4-5*x**2+4", ["1", "-1", "2", "-2"], "TRUE")
SOL(c, "t^2 - t - 6 = 0 → t = 3 or t = -2", "t**2-t-6", ["3", "-2"], "TRUE", var="t")
SOL(c, "x^2 - 6x + 9 = 0 → x = 3", "x**2-6*x+9", ["3"], "TRUE")

# ---------------------------------------------------------------- limits
c = "limits"
E(c, "lim_{x→0} sin(x)/x = 1", "Limit(sin(x)/x,x,0,'+-') ;; 1", "TRUE")
E(c, "lim_{x→0} (1 - cos x)/x² = 1/2", "Limit((1-cos(x))/x**2,x,0,'+-') ;; Rational(1,2)", "TRUE")
E(c, "lim_{x→0} (1 - cos(x))/x^2 = 1", "Limit((1-cos(x))/x**2,x,0,'+-') ;; 1", "FALSE")
E(c, "lim_{x→0} (e^x - 1)/x = 1", "Limit((exp(x)-1)/x,x,0,'+-') ;; 1", "TRUE")
E(c, "lim_{x→∞} (1 + 1/x)^x = e", "Limit((1+1/x)**x,x,oo) ;; E", "TRUE")
E(c, "lim_{x→∞} (1 + 2/x)^x = e^2", "Limit((1+2/x)**x,x,oo) ;; exp(2)", "TRUE")
E(c, "lim_{x→∞} (1 + 2/x)^x = 2e", "Limit((1+2/x)**x,x,oo) ;; 2*E", "FALSE")
E(c, "lim_{x→0+} 1/x = ∞", "Limit(1/x,x,0,'+') ;; oo", "TRUE")
E(c, "lim_{x→0-} 1/x = -∞", "Limit(1/x,x,0,'-') ;; -oo", "TRUE")
E(c, "lim_{x→0} 1/x = ∞", "Limit(1/x,x,0,'+-') ;; oo", "FALSE",
  why="The one-sided limits are +inf (from the right) and -inf (from the left); they differ, so the two-sided limit"
      " does not exist and the claimed value is false (the docs: a limit that differs on the two sides does not"
      " exist, so any claimed value is CORRECTION_NEEDED).")
E(c, "lim_{x→0+} x ln(x) = 0", "Limit(x*log(x),x,0,'+') ;; 0", "TRUE")
E(c, "lim_{x→0+} x^x = 1", "Limit(x**x,x,0,'+') ;; 1", "TRUE")
E(c, "limit(|x|/x, x, 0, '+') = 1", "Limit(Abs(x)/x,x,0,'+') ;; 1", "TRUE")
E(c, "limit(|x|/x, x, 0, '-') = 1", "Limit(Abs(x)/x,x,0,'-') ;; 1", "FALSE")
E(c, "lim_{x→∞} (3x^2 + 1)/(2x^2 - x) = 3/2", "Limit((3*x**2+1)/(2*x**2-x),x,oo) ;; Rational(3,2)", "TRUE")
E(c, "lim_{x→∞} (3x^2 + 1)/(2x^2 - x) = 3", "Limit((3*x**2+1)/(2*x**2-x),x,oo) ;; 3", "FALSE")
E(c, "lim_{x→∞} (sqrt(x^2 + x) - x) = 1/2", "Limit(sqrt(x**2+x)-x,x,oo) ;; Rational(1,2)", "TRUE")
E(c, "lim_{x→0} tan(3x)/x = 3", "Limit(tan(3*x)/x,x,0,'+-') ;; 3", "TRUE")
E(c, "lim_{x→0} (sin(x) - x)/x^3 = -1/6", "Limit((sin(x)-x)/x**3,x,0,'+-') ;; Rational(-1,6)", "TRUE")
E(c, "lim_{x→∞} x e^(-x) = 0", "Limit(x*exp(-x),x,oo) ;; 0", "TRUE")
E(c, "lim_{x→0} x sin(1/x) = 0", "Limit(x*sin(1/x),x,0,'+-') ;; 0", "TRUE")
E(c, "lim_{x→2} (x^2 - 4)/(x - 2) = 4", "Limit((x**2-4)/(x-2),x,2,'+-') ;; 4", "TRUE")
E(c, "lim_{x→1} ln(x)/(x - 1) = 1", "Limit(log(x)/(x-1),x,1,'+-') ;; 1", "TRUE")
E(c, "lim_{x→∞} ln(x)/x = 1", "Limit(log(x)/x,x,oo) ;; 1", "FALSE")

# ---------------------------------------------------------------- definite integrals
c = "integrals"
E(c, "∫_0^1 x^3 dx = 1/4", "Integral(x**3,(x,0,1)) ;; Rational(1,4)", "TRUE")
E(c, "∫₀¹ x² dx = 1/2", "Integral(x**2,(x,0,1)) ;; Rational(1,2)", "FALSE")
E(c, "∫_0^π sin(x) dx = 2", "Integral(sin(x),(x,0,pi)) ;; 2", "TRUE")
E(c, "∫_0^{π/2} cos(x) dx = 1", "Integral(cos(x),(x,0,pi/2)) ;; 1", "TRUE")
E(c, "∫_0^1 x e^x dx = 1", "Integral(x*exp(x),(x,0,1)) ;; 1", "TRUE")
E(c, "∫_0^1 x^2 e^x dx = e - 2", "Integral(x**2*exp(x),(x,0,1)) ;; E-2", "TRUE")
E(c, "∫_0^1 x^2 e^x dx = e - 1", "Integral(x**2*exp(x),(x,0,1)) ;; E-1", "FALSE")
E(c, "∫_0^π x sin(x) dx = π", "Integral(x*sin(x),(x,0,pi)) ;; pi", "TRUE")
E(c, "integrate(x*cos(x), x, 0, pi) = -2", "Integral(x*cos(x),(x,0,pi)) ;; -2", "TRUE")
E(c, "∫_1^e ln(x) dx = 1", "Integral(log(x),(x,1,E)) ;; 1", "TRUE")
E(c, "∫_1^2 1/x dx = ln 2", "Integral(1/x,(x,1,2)) ;; log(2)", "TRUE")
E(c, "∫_0^1 1/(1 + x^2) dx = π/4", "Integral(1/(1+x**2),(x,0,1)) ;; pi/4", "TRUE")
E(c, "∫_0^1 1/(1 + x^2) dx = π/2", "Integral(1/(1+x**2),(x,0,1)) ;; pi/2", "FALSE")
E(c, "∫_2^3 1/(x^2 - 1) dx = ln(3/2)/2", "Integral(1/(x**2-1),(x,2,3)) ;; log(Rational(3,2))/2", "TRUE")
E(c, "∫_0^1 1/((x+1)(x+2)) dx = ln(4/3)", "Integral(1/((x+1)*(x+2)),(x,0,1)) ;; log(Rational(4,3))", "TRUE")
E(c, "∫_0^∞ e^(-x) dx = 1", "Integral(exp(-x),(x,0,oo)) ;; 1", "TRUE")
E(c, "∫_0^∞ x^2 e^(-x) dx = 2", "Integral(x**2*exp(-x),(x,0,oo)) ;; 2", "TRUE")
E(c, "∫_0^∞ x^2 e^(-x) dx = 6", "Integral(x**2*exp(-x),(x,0,oo)) ;; 6", "FALSE")
E(c, "∫_{-∞}^{∞} 1/(1 + x^2) dx = π", "Integral(1/(1+x**2),(x,-oo,oo)) ;; pi", "TRUE")
E(c, "∫_{-1}^{1} |x| dx = 1", "Integral(Abs(x),(x,-1,1)) ;; 1", "TRUE")
E(c, "∫_{-3}^{3} x^3 dx = 0", "Integral(x**3,(x,-3,3)) ;; 0", "TRUE")
E(c, "∫_0^π sin(x)^2 dx = π/2", "Integral(sin(x)**2,(x,0,pi)) ;; pi/2", "TRUE")
E(c, "∫_0^{π/2} sin(x)^3 dx = 2/3", "Integral(sin(x)**3,(x,0,pi/2)) ;; Rational(2,3)", "TRUE")
E(c, "∫_0^{π/2} sin²(x) cos(x) dx = 1/3", "Integral(sin(x)**2*cos(x),(x,0,pi/2)) ;; Rational(1,3)", "TRUE")
E(c, "∫_0^1 (3x^2 + 2x) dx = 3", "Integral(3*x**2+2*x,(x,0,1)) ;; 3", "FALSE")
E(c, "integrate(e^(2x), x, 0, 1) = (e^2 - 1)/2", "Integral(exp(2*x),(x,0,1)) ;; (exp(2)-1)/2", "TRUE")
E(c, "∫_0^{π/4} tan(x) dx = ln(2)/2", "Integral(tan(x),(x,0,pi/4)) ;; log(2)/2", "TRUE")
E(c, "∫_0^1 sqrt(x) dx = 2/3", "Integral(sqrt(x),(x,0,1)) ;; Rational(2,3)", "TRUE")
E(c, "∫_0^{2π} e^x sin(x) dx = 0", "Integral(exp(x)*sin(x),(x,0,2*pi)) ;; 0", "FALSE")

# ---------------------------------------------------------------- infinite series
c = "series"
E(c, "Σ_{k=1}^{∞} 1/k² = π²/6", "Sum(1/k**2,(k,1,oo)) ;; pi**2/6", "TRUE")
E(c, "∑_{n=1}^{∞} 1/n^2 = π^2/8", "Sum(1/n**2,(n,1,oo)) ;; pi**2/8", "FALSE")
E(c, "sum(1/k^6, k, 1, inf) = pi^6/945", "Sum(1/k**6,(k,1,oo)) ;; pi**6/945", "TRUE")
E(c, "Σ_{k=0}^{∞} (1/2)^k = 2", "Sum(Rational(1,2)**k,(k,0,oo)) ;; 2", "TRUE")
E(c, "Σ_{k=1}^{∞} 1/3^k = 1/2", "Sum(1/3**k,(k,1,oo)) ;; Rational(1,2)", "TRUE")
E(c, "Σ_{k=1}^{∞} k/2^k = 2", "Sum(k/2**k,(k,1,oo)) ;; 2", "TRUE")
E(c, "Σ_{k=1}^{∞} k/2^k = 1", "Sum(k/2**k,(k,1,oo)) ;; 1", "FALSE")
E(c, "Σ_{n=1}^{∞} 1/(n(n+2)) = 3/4", "Sum(1/(n*(n+2)),(n,1,oo)) ;; Rational(3,4)", "TRUE")
E(c, "Σ_{n=1}^{∞} 1/(n(n+1)(n+2)) = 1/4", "Sum(1/(n*(n+1)*(n+2)),(n,1,oo)) ;; Rational(1,4)", "TRUE")
E(c, "Σ_{n=1}^{∞} (-1)^(n+1)/n = ln 2", "Sum((-1)**(n+1)/n,(n,1,oo)) ;; log(2)", "TRUE")
E(c, "Σ_{n=0}^{∞} (-1)^n/(2n+1) = π/4", "Sum((-1)**n/(2*n+1),(n,0,oo)) ;; pi/4", "TRUE")
E(c, "Σ_{k=0}^{∞} 1/k! = e", "Sum(1/factorial(k),(k,0,oo)) ;; E", "TRUE")
E(c, "Σ_{k=0}^{∞} 2^k/k! = e^2", "Sum(2**k/factorial(k),(k,0,oo)) ;; exp(2)", "TRUE")
E(c, "Σ_{k=1}^{∞} 1/k = ∞", "Sum(1/k,(k,1,oo)) ;; oo", "TRUE")
E(c, "Σ_{k=1}^{∞} 1/k = 10", "Sum(1/k,(k,1,oo)) ;; 10", "FALSE",
  why="The harmonic series diverges (partial sums exceed any bound), so it has no finite value.")
E(c, "Σ_{k=1}^{∞} (4/3)^k = 4", "Sum(Rational(4,3)**k,(k,1,oo)) ;; 4", "FALSE",
  why="The ratio 4/3 >= 1: the terms do not tend to 0, the series diverges and has no finite value.")
E(c, "Σ_{n=1}^{∞} 1/(4n^2 - 1) = 1/2", "Sum(1/(4*n**2-1),(n,1,oo)) ;; Rational(1,2)", "TRUE")
E(c, "Σ_{n=1}^{∞} n^2/2^n = 6", "Sum(n**2/2**n,(n,1,oo)) ;; 6", "TRUE")

# ---------------------------------------------------------------- finite sums and products
c = "sums_products"
E(c, "Σ_{k=1}^{100} k = 5050", "Sum(k,(k,1,100)) ;; 5050", "TRUE")
E(c, "∑_{k=1}^{10} k² = 385", "Sum(k**2,(k,1,10)) ;; 385", "TRUE")
E(c, "∑_{k=1}^{10} k^3 = 3025", "Sum(k**3,(k,1,10)) ;; 3025", "TRUE")
E(c, "Σ_{k=1}^{20} k^2 = 2780", "Sum(k**2,(k,1,20)) ;; 2780", "FALSE")
E(c, "Σ_{k=0}^{10} 2^k = 2047", "Sum(2**k,(k,0,10)) ;; 2047", "TRUE")
E(c, "∏_{k=1}^{6} k = 720", "Product(k,(k,1,6)) ;; 720", "TRUE")
E(c, "∏_{k=2}^{10} (1 - 1/k) = 1/10", "Product(1-1/k,(k,2,10)) ;; Rational(1,10)", "TRUE")
E(c, "∏_{k=2}^{10} (1 - 1/k^2) = 11/20", "Product(1-1/k**2,(k,2,10)) ;; Rational(11,20)", "TRUE")
E(c, "∏_{k=1}^{5} (2k - 1) = 945", "Product(2*k-1,(k,1,5)) ;; 945", "TRUE")
E(c, "∏_{k=1}^{5} (2k) = 3840", "Product(2*k,(k,1,5)) ;; 3840", "TRUE")
E(c, "∏_{k=1}^{4} (k + 1) = 100", "Product(k+1,(k,1,4)) ;; 100", "FALSE")
E(c, "Σ_{k=1}^{n} k^3 = (n(n+1)/2)^2", "Sum(k**3,(k,1,n)) ;; (n*(n+1)/2)**2", "TRUE")
E(c, "Σ_{k=1}^{n} (2k - 1) = n^2", "Sum(2*k-1,(k,1,n)) ;; n**2", "TRUE")
E(c, "Σ_{k=1}^{n} k^2 = n(n+1)(2n+1)/3", "Sum(k**2,(k,1,n)) ;; n*(n+1)*(2*n+1)/3", "FALSE")
E(c, "sum(k*2^k, k, 0, n) = (n - 1)*2^(n+1) + 2", "Sum(k*2**k,(k,0,n)) ;; (n-1)*2**(n+1)+2", "TRUE")
E(c, "Σ_{k=1}^{n} 1/(k(k+1)) = n/(n+1)", "Sum(1/(k*(k+1)),(k,1,n)) ;; n/(n+1)", "TRUE")
E(c, "Σ_{k=0}^{n} 3^k = (3^(n+1) - 1)/2", "Sum(3**k,(k,0,n)) ;; (3**(n+1)-1)/2", "TRUE")
E(c, "Σ_{k=1}^{50} 1/(k(k+1)) = 50/51", "Sum(1/(k*(k+1)),(k,1,50)) ;; Rational(50,51)", "TRUE")
E(c, "Σ_{k=1}^{12} (-1)^k k = 6", "Sum((-1)**k*k,(k,1,12)) ;; 6", "TRUE")

# ---------------------------------------------------------------- combinatorics
c = "combinatorics"
E(c, "5! = 120", "factorial(5) ;; 120", "TRUE")
E(c, "10!/8! = 90", "factorial(10)/factorial(8) ;; 90", "TRUE")
E(c, "0! = 0", "factorial(0) ;; 0", "FALSE")
E(c, "10C3 = 120", "binomial(10,3) ;; 120", "TRUE")
E(c, "C(52, 5) = 2598960", "binomial(52,5) ;; 2598960", "TRUE")
E(c, "nCr(8, 4) = 70", "binomial(8,4) ;; 70", "TRUE")
E(c, "nCr(8, 3) = 336", "binomial(8,3) ;; 336", "FALSE")
E(c, "binomial(20, 10) = 184756", "binomial(20,10) ;; 184756", "TRUE")
E(c, "7 choose 3 = 35", "binomial(7,3) ;; 35", "TRUE")
E(c, "6 choose 2 = 30", "binomial(6,2) ;; 30", "FALSE")
E(c, "5P2 = 20", "factorial(5)/factorial(3) ;; 20", "TRUE")
E(c, "7P3 = 35", "factorial(7)/factorial(4) ;; 35", "FALSE")
E(c, "\\binom{9}{4} = 126", "binomial(9,4) ;; 126", "TRUE")
E(c, "Σ_{k=0}^{8} C(8, k) = 256", "Sum(binomial(8,k),(k,0,8)) ;; 256", "TRUE")
E(c, "C(12, 5) = C(12, 7)", "binomial(12,5) ;; binomial(12,7)", "TRUE")
E(c, "C(10, 4) + C(10, 5) = C(11, 5)", "binomial(10,4)+binomial(10,5) ;; binomial(11,5)", "TRUE")
E(c, "20!/(18! 2!) = 190", "factorial(20)/(factorial(18)*factorial(2)) ;; 190", "TRUE")
E(c, "3! · 4! = 7!", "factorial(3)*factorial(4) ;; factorial(7)", "FALSE")
E(c, "6! / (2! 2! 2!) = 90", "factorial(6)/(factorial(2)**3) ;; 90", "TRUE")

# ---------------------------------------------------------------- modular arithmetic (oracle: Python pow)
c = "modular"
E(c, "17 mod 5 = 2", "Mod(17,5) ;; 2", "TRUE")
E(c, "mod(-7, 3) = 2", "Mod(-7,3) ;; 2", "TRUE")
E(c, "100 mod 7 = 3", "Mod(100,7) ;; 3", "FALSE")
E(c, "mod(2^100, 7) = 2", "py:pow(2,100,7) ;; 2", "TRUE")
E(c, "mod(3^200, 13) = 9", "py:pow(3,200,13) ;; 9", "TRUE")
E(c, "mod(7^222, 10) = 9", "py:pow(7,222,10) ;; 9", "TRUE")
E(c, "mod(7^222, 10) = 3", "py:pow(7,222,10) ;; 3", "FALSE")
E(c, "2^10 ≡ 1 (mod 11)", "py:pow(2,10,11) ;; 1", "TRUE")
E(c, "3^12 ≡ 1 (mod 13)", "py:pow(3,12,13) ;; 1", "TRUE")
E(c, "5^6 ≡ 2 (mod 7)", "py:pow(5,6,7) ;; 2", "FALSE")
E(c, "mod(3^(2^31 - 1), 1000000007) = %d" % pow(3, 2**31 - 1, 10**9 + 7),
  "py:pow(3,2**31-1,10**9+7) ;; %d" % pow(3, 2**31 - 1, 10**9 + 7), "TRUE")
E(c, "mod(2^(2^31 + 11), 998244353) = %d" % pow(2, 2**31 + 11, 998244353),
  "py:pow(2,2**31+11,998244353) ;; %d" % pow(2, 2**31 + 11, 998244353), "TRUE")
E(c, "mod(5^(10^15), 1000003) = %d" % ((pow(5, 10**15, 1000003) + 1) % 1000003),
  "py:pow(5,10**15,1000003) ;; %d" % ((pow(5, 10**15, 1000003) + 1) % 1000003), "FALSE")
E(c, "7^(10^12) mod (10^6 + 3) = %d" % pow(7, 10**12, 10**6 + 3),
  "py:pow(7,10**12,10**6+3) ;; %d" % pow(7, 10**12, 10**6 + 3), "TRUE")
E(c, "mod(123456789^987654321, 2^61 - 1) = %d" % pow(123456789, 987654321, 2**61 - 1),
  "py:pow(123456789,987654321,2**61-1) ;; %d" % pow(123456789, 987654321, 2**61 - 1), "TRUE")
E(c, "gcd(84, 126) = 42", "gcd(84,126) ;; 42", "TRUE")
E(c, "lcm(12, 18) = 72", "lcm(12,18) ;; 72", "FALSE")
E(c, "lcm(lcm(4, 6), 10) = 60", "lcm(lcm(4,6),10) ;; 60", "TRUE")
E(c, "mod(10!, 11) = 10", "Mod(factorial(10),11) ;; 10", "TRUE")
E(c, "mod(12!, 13) = 1", "Mod(factorial(12),13) ;; 1", "FALSE")
E(c, "2^(2^20) mod 17 = 1", "py:pow(2,2**20,17) ;; 1", "TRUE")

# ---------------------------------------------------------------- matrices
c = "matrices"
E(c, "det([[2, 1], [5, 3]]) = 1", "Matrix([[2,1],[5,3]]).det() ;; 1", "TRUE")
E(c, "det([[1,2,3],[4,5,6],[7,8,10]]) = -3", "Matrix([[1,2,3],[4,5,6],[7,8,10]]).det() ;; -3", "TRUE")
E(c, "det([[1,2,3],[4,5,6],[7,8,9]]) = 1", "Matrix([[1,2,3],[4,5,6],[7,8,9]]).det() ;; 1", "FALSE")
E(c, "det([[a, b], [c, d]]) = a*d - b*c", "Matrix([[a,b],[c,d]]).det() ;; a*d-b*c", "TRUE")
E(c, "inverse([[2, 1], [7, 4]]) = [[4, -1], [-7, 2]]", "Matrix([[2,1],[7,4]]).inv() ;; Matrix([[4,-1],[-7,2]])", "TRUE")
E(c, "inv([[1, 2], [3, 4]]) = [[-2, 1], [3/2, 1/2]]", "Matrix([[1,2],[3,4]]).inv() ;; Matrix([[-2,1],[Rational(3,2),Rational(1,2)]])", "FALSE")
E(c, "[[1, 2], [3, 4]] * [[0, 1], [1, 0]] = [[2, 1], [4, 3]]", "Matrix([[1,2],[3,4]])*Matrix([[0,1],[1,0]]) ;; Matrix([[2,1],[4,3]])", "TRUE")
E(c, "[[1, 1], [0, 1]]^5 = [[1, 5], [0, 1]]", "Matrix([[1,1],[0,1]])**5 ;; Matrix([[1,5],[0,1]])", "TRUE")
E(c, "[[1, 1], [1, 0]]^10 = [[89, 55], [55, 34]]", "Matrix([[1,1],[1,0]])**10 ;; Matrix([[89,55],[55,34]])", "TRUE")
E(c, "[[1, 1], [1, 0]]^10 = [[89, 55], [55, 33]]", "Matrix([[1,1],[1,0]])**10 ;; Matrix([[89,55],[55,33]])", "FALSE")
E(c, "transpose([[1, 2, 3], [4, 5, 6]]) = [[1, 4], [2, 5], [3, 6]]", "Matrix([[1,2,3],[4,5,6]]).T ;; Matrix([[1,4],[2,5],[3,6]])", "TRUE")
E(c, "trace([[5, 1, 0], [2, -3, 4], [0, 0, 7]]) = 9", "Matrix([[5,1,0],[2,-3,4],[0,0,7]]).trace() ;; 9", "TRUE")
E(c, "det([1 2; 3 4]) = -2", "Matrix([[1,2],[3,4]]).det() ;; -2", "TRUE")
E(c, "[[2, 0], [0, 3]]^(-1) = [[1/2, 0], [0, 1/3]]", "Matrix([[2,0],[0,3]])**-1 ;; Matrix([[Rational(1,2),0],[0,Rational(1,3)]])", "TRUE")
E(c, "[[0, -1], [1, 0]]^2 = [[1, 0], [0, 1]]", "Matrix([[0,-1],[1,0]])**2 ;; Matrix([[1,0],[0,1]])", "FALSE")
E(c, "det([[2,0,0,0],[1,3,0,0],[4,5,1,0],[7,8,9,2]]) = 12", "Matrix([[2,0,0,0],[1,3,0,0],[4,5,1,0],[7,8,9,2]]).det() ;; 12", "TRUE")
E(c, "det([[x, 1], [1, x]]) = x^2 - 1", "Matrix([[x,1],[1,x]]).det() ;; x**2-1", "TRUE")
EIG(c, "eigenvalues of [[2, 1], [1, 2]] are 1 and 3", "Matrix([[2,1],[1,2]])", ["1", "3"], "TRUE")
EIG(c, "the eigenvalues of [[4, 1], [2, 3]] are 2 and 5", "Matrix([[4,1],[2,3]])", ["2", "5"], "TRUE")
EIG(c, "eigenvalues of [[4, 1], [2, 3]] are 1 and 6", "Matrix([[4,1],[2,3]])", ["1", "6"], "FALSE")
EIG(c, "eigenvalues of [[1, 2, 0], [0, 3, 0], [0, 0, 5]] are 1, 3 and 5", "Matrix([[1,2,0],[0,3,0],[0,0,5]])", ["1", "3", "5"], "TRUE")
EIG(c, "eigenvalues of [[0, -1], [1, 0]] are i and -i", "Matrix([[0,-1],[1,0]])", ["I", "-I"], "TRUE")

# ---------------------------------------------------------------- units and percentages
c = "units_percent"
E(c, "15% of 80 = 12", "Rational(15,100)*80 ;; 12", "TRUE")
E(c, "35% of 240 = 84", "Rational(35,100)*240 ;; 84", "TRUE")
E(c, "12.5% of 64 = 8", "Rational(125,1000)*64 ;; 8", "TRUE")
E(c, "40% of 55 = 24", "Rational(40,100)*55 ;; 24", "FALSE")
E(c, "18 is 45% of 40", "Rational(45,100)*40 ;; 18", "TRUE")
E(c, "30 is 20% of 120", "Rational(20,100)*120 ;; 30", "FALSE")
E(c, "10% of 50% of 800 = 40", "Rational(10,100)*Rational(50,100)*800 ;; 40", "TRUE")
E(c, "2 hours 30 minutes = 150 min", "2*3600+30*60 ;; 150*60", "TRUE")
E(c, "1 h 45 min = 105 min", "3600+45*60 ;; 105*60", "TRUE")
E(c, "3 hours 20 minutes = 320 minutes", "3*3600+20*60 ;; 320*60", "FALSE")
E(c, "2 days = 48 hours", "2*86400 ;; 48*3600", "TRUE")
E(c, "3 weeks = 21 days", "3*7*86400 ;; 21*86400", "TRUE")
E(c, "1 week = 10000 min", "7*86400 ;; 10000*60", "FALSE")
E(c, "90 min = 1.5 h", "90*60 ;; Rational(3,2)*3600", "TRUE")
E(c, "5400 s = 1.5 hours", "5400 ;; Rational(3,2)*3600", "TRUE")
E(c, "2.5 km + 750 m = 3.25 km", "Rational(5,2)*1000+750 ;; Rational(325,100)*1000", "TRUE")
E(c, "72 km/h = 20 m/s", "72*1000/3600 ;; 20", "TRUE")
E(c, "36 km/h = 12 m/s", "36*1000/3600 ;; 12", "FALSE")
E(c, "1.2 kg + 800 g = 2 kg", "Rational(12,10)*1000+800 ;; 2000", "TRUE")
E(c, "3 kWh = 10.8 MJ", "3*3600*1000 ;; Rational(108,10)*10**6", "TRUE")
E(c, "250 mL + 0.75 L = 1 L", "Rational(250,1000)+Rational(75,100) ;; 1", "TRUE")
E(c, "1 mi = 1.6 km", "1609344 ;; 1600000",  "FALSE",
  why="The international mile is exactly 1609.344 m, so 1 mi = 1.609344 km, not 1.6 km (compared in mm).")

# ---------------------------------------------------------------- derivatives and antiderivatives
c = "calculus_diff"
E(c, "d/dx x^3 = 3x^2", "Derivative(x**3,x) ;; 3*x**2", "TRUE")
E(c, "d/dx sin(2x) = 2cos(2x)", "Derivative(sin(2*x),x) ;; 2*cos(2*x)", "TRUE")
E(c, "the derivative of cos(3x) is 3 sin(3x)", "Derivative(cos(3*x),x) ;; 3*sin(3*x)", "FALSE")
E(c, "d/dx (x e^x) = (x + 1) e^x", "Derivative(x*exp(x),x) ;; (x+1)*exp(x)", "TRUE")
E(c, "d/dx ln(x^2 + 1) = 2x/(x^2 + 1)", "Derivative(log(x**2+1),x) ;; 2*x/(x**2+1)", "TRUE")
E(c, "d/dx tan(x) = sec(x)^2", "Derivative(tan(x),x) ;; sec(x)**2", "TRUE")
E(c, "d/dx atan(x) = 1/(1 + x^2)", "Derivative(atan(x),x) ;; 1/(1+x**2)", "TRUE")
E(c, "d/dx √x = 1/(2√x)", "Derivative(sqrt(x),x) ;; 1/(2*sqrt(x))", "TRUE")
E(c, "d²/dx² x^4 = 12x^2", "Derivative(x**4,(x,2)) ;; 12*x**2", "TRUE")
E(c, "d^2/dx^2 sin(x) = sin(x)", "Derivative(sin(x),(x,2)) ;; sin(x)", "FALSE")
E(c, "f(x) = x^2 sin(x), f'(x) = 2x sin(x) + x^2 cos(x)", "Derivative(x**2*sin(x),x) ;; 2*x*sin(x)+x**2*cos(x)", "TRUE")
E(c, "y = e^(3x), dy/dx = e^(3x)", "Derivative(exp(3*x),x) ;; exp(3*x)", "FALSE")
E(c, "integrate(x*e^x, x) = (x - 1) e^x + C", "Derivative((x-1)*exp(x),x) ;; x*exp(x)", "TRUE")
E(c, "integrate(1/x, x) = ln|x| + C", "Derivative(log(Abs(x)),x) ;; 1/x", "TRUE",
  why="For x > 0, d/dx ln x = 1/x; for x < 0, d/dx ln(-x) = -1/(-x) = 1/x; both are defined for x != 0.")
E(c, "integrate(cos(x)^2, x) = x/2 + sin(2x)/4 + C", "Derivative(x/2+sin(2*x)/4,x) ;; cos(x)**2", "TRUE")
E(c, "integrate(sin(x), x) = cos(x) + C", "Derivative(cos(x),x) ;; sin(x)", "FALSE")

# ---------------------------------------------------------------- approximations (≈)
c = "approx"
APX(c, "π ≈ 3.14159", "pi", "3.14159", "TRUE")
APX(c, "√2 ≈ 1.4142", "sqrt(2)", "1.4142", "TRUE")
APX(c, "e ≈ 2.72", "E", "2.72", "TRUE")
APX(c, "ln 2 ≈ 0.6931", "log(2)", "0.6931", "TRUE")
APX(c, "√3 ≈ 1.735", "sqrt(3)", "1.735", "FALSE")
APX(c, "π ≈ 3.16", "pi", "3.16", "FALSE")
APX(c, "e^π ≈ 23.1407", "exp(pi)", "23.1407", "TRUE")
APX(c, "sin(1) ≈ 0.8415", "sin(1)", "0.8415", "TRUE")
APX(c, "π² ≈ 9.7", "pi**2", "9.7", "FALSE")

# ---------------------------------------------------------------- inequalities
c = "inequality"
INEQ(c, "π^e < e^π", "pi**E < exp(pi)", "TRUE")
INEQ(c, "√2 + √3 > π", "sqrt(2)+sqrt(3) > pi", "TRUE")
INEQ(c, "2^100 > 10^30", "2**100 > 10**30", "TRUE")
INEQ(c, "ln(10) > e", "log(10) > E", "FALSE")
INEQ(c, "100! < 10^150", "factorial(100) < 10**150", "FALSE")
INEQ(c, "22/7 < π", "Rational(22,7) < pi", "FALSE")

# ---------------------------------------------------------------- values to compute
c = "values"
V(c, "7! / (3! · 4!)", "factorial(7)/(factorial(3)*factorial(4))")
V(c, "√50 · √2", "sqrt(50)*sqrt(2)")
V(c, "mod(3^100, 7)", "Mod(3**100,7)")
V(c, "C(15, 6)", "binomial(15,6)")
V(c, "∫_0^2 (x^2 + 1) dx", "Integral(x**2+1,(x,0,2))")
V(c, "Σ_{k=1}^{30} k^2", "Sum(k**2,(k,1,30))")
V(c, "det([[3, 1, 2], [0, 4, 1], [2, 0, 5]])", "Matrix([[3,1,2],[0,4,1],[2,0,5]]).det()")
V(c, "log₂ 1024 + log10(100)", "log(1024,2)+log(100,10)")
V(c, "15% of 260", "Rational(15,100)*260")
V(c, "|-12| + |5 - 9|", "Abs(-12)+Abs(5-9)")
V(c, "(1 + i)^4", "(1+I)**4")
V(c, "2^64 - 1", "2**64-1")
V(c, "10^20 + 7 - 10^20", "10**20+7-10**20")
V(c, "lim_{x→0} sin(5x)/x", "Limit(sin(5*x)/x,x,0,'+-')")
V(c, "Σ_{k=0}^{∞} (2/3)^k", "Sum(Rational(2,3)**k,(k,0,oo))")
V(c, "cos(π/3) + sin(π/6)", "cos(pi/3)+sin(pi/6)")
V(c, "∏_{k=1}^{4} (k^2 + 1)", "Product(k**2+1,(k,1,4))")
V(c, "⌊√99⌋ + ⌈√99⌉", "floor(sqrt(99))+ceiling(sqrt(99))")

# ---------------------------------------------------------------- adversarial inputs (no 5xx)
c = "adversarial"
ANY(c, "2^(2^(2^(2^(2^5))))", "tower of exponents far past the exponent range")
ANY(c, "mod(7^(2^61 - 1), 1000000009) = 5", "modular power with an exponent near 2^61")
ANY(c, "10^10^10^10 - 10^10^10^10 = 0", "right-associative tower minus itself")
ANY(c, "(" * 63 + "x+1" + ")" * 63 + " = x + 1", "63 nested brackets, just inside the documented cap")
ANY(c, "(" * 70 + "1" + ")" * 70 + " = 1", "70 nested brackets, past the documented cap")
ANY(c, " + ".join("%d/%d" % (k, k + 1) for k in range(1, 222)) + " = 1", "long sum of fractions just under 2,000 characters")
ANY(c, "x" + "+x" * 1100 + " = 1101x", "over-length sum of one variable (past 2,000 characters)")
ANY(c, "factorial(3001) = 1", "factorial argument past the documented cap")
ANY(c, "factorial(2999) mod 3001 = 1", "factorial at the cap inside a modular reduction")
ANY(c, "sum(1/k, k, 1, 100000) = 12", "a finite sum far past the term cap")
ANY(c, "(x+1)^10001 = x^10001 + 1", "a symbolic exponent past the cap")
ANY(c, "a+b+c+d+f+g+h+j+m = m+j+h+g+f+d+c+b+a", "nine variables, past the cap of eight")
ANY(c, "exp(exp(exp(exp(exp(10))))) = 1", "a value far past the double range")
ANY(c, "sin(10^(10^6)) = 0", "a huge argument to a periodic function")
ANY(c, "det(" + str([[(r * 9 + col) % 7 for col in range(9)] for r in range(9)]).replace(" ", "") + ") = 0",
    "a 9 x 9 matrix, past the documented 8 x 8 cap")
ANY(c, "lim_{x→0} sin(1/x) = 0", "a limit that does not exist")
ANY(c, "∫_0^1 1/x dx = 1", "a divergent improper integral stated with finite bounds")
ANY(c, "√√√√√√√√√√√√√√√√√√√√√√√√√√√√√√2 = 1", "thirty stacked unicode roots")
ANY(c, "0^0 = 1", "an undefined-by-convention power")
ANY(c, "1/(1 - 1) = ∞", "a division by zero stated as a value")

# ---------------------------------------------------------------- size
# The set is held near 350 claims: in the larger categories every second true claim, in order of writing, is left out
# (the branch, complex-number, solution and notation-specific categories are kept whole).
THINNED = {"identity_algebra", "identity_trig", "closed_forms", "limits", "integrals", "series", "sums_products",
           "combinatorics", "modular", "matrices", "units_percent", "calculus_diff"}
_seen = {}
_kept = []
for _c in CASES:
    if _c["category"] in THINNED and _c["label"] == "TRUE" and not _c.get("why") and "(2^31" not in _c["expression"]:
        _seen[_c["category"]] = _seen.get(_c["category"], 0) + 1
        if _seen[_c["category"]] % 2 == 0:
            continue
    _kept.append(_c)
CASES = _kept
