/**
 * Hand-written linear real / integer arithmetic cases with their known answers (worked out by hand; the comment
 * says why where it is not obvious). Used by lra-lia-cases.test.ts; every SAT model is also re-checked there.
 */
export interface LogicCase {
  name: string;
  query: string;
  expect: 'SAT' | 'UNSAT';
}

export const LRA_LIA_CASES: readonly LogicCase[] = [
  // ---- strict inequalities over the reals
  { name: 'open unit interval', query: '(declare x Real) (> x 0) (< x 1)', expect: 'SAT' },
  { name: 'x > 1 and x < 1', query: '(declare x Real) (> x 1) (< x 1)', expect: 'UNSAT' },
  { name: 'x >= 1 and x <= 1', query: '(declare x Real) (>= x 1) (<= x 1)', expect: 'SAT' },
  { name: 'x > 1 and x <= 1', query: '(declare x Real) (> x 1) (<= x 1)', expect: 'UNSAT' },
  { name: 'strict chain squeeze', query: '(declare x Real) (declare y Real) (< 0 x y 0.001)', expect: 'SAT' },
  { name: 'strict cycle', query: '(declare x Real) (declare y Real) (declare z Real) (< x y) (< y z) (< z x)', expect: 'UNSAT' },
  {
    name: 'non-strict cycle forces equality',
    query: '(declare x Real) (declare y Real) (declare z Real) (<= x y) (<= y z) (<= z x) (distinct x z)',
    expect: 'UNSAT',
  },
  { name: 'sum of strict positives', query: '(declare x Real) (declare y Real) (> x 0) (> y 0) (<= (+ x y) 0)', expect: 'UNSAT' },
  { name: 'tiny gap', query: '(declare x Real) (> x 0.3333333) (< x 0.3333334)', expect: 'SAT' },
  // ---- linear systems over the reals
  { name: 'real 2x+2y=7', query: '(declare x Real) (declare y Real) (= (+ (* 2 x) (* 2 y)) 7)', expect: 'SAT' },
  { name: 'unique solution 1/3', query: '(declare x Real) (declare y Real) (= (+ x y) 1) (= (- x (* 2 y)) 0)', expect: 'SAT' },
  {
    name: 'inconsistent parallel lines',
    query: '(declare x Real) (declare y Real) (= (+ x y) 1) (= (+ (* 2 x) (* 2 y)) 3)',
    expect: 'UNSAT',
  },
  {
    name: 'triangle feasible',
    query: '(declare x Real) (declare y Real) (>= x 0) (>= y 0) (<= (+ x y) 1) (>= (- x y) 0.5)',
    expect: 'SAT',
  },
  {
    name: 'triangle infeasible',
    query: '(declare x Real) (declare y Real) (>= x 0) (>= y 0) (<= (+ x y) 1) (>= (- x y) 1.5)',
    expect: 'UNSAT',
  },
  { name: 'division by constants', query: '(declare x Real) (= (/ x 3) 0.5) (< x 2)', expect: 'SAT' },
  { name: 'division contradiction', query: '(declare x Real) (= (/ x 4) 1) (distinct x 4)', expect: 'UNSAT' },
  { name: 'farkas 3 constraints', query: '(declare x Real) (declare y Real) (<= (+ x y) 2) (>= (- x y) 3) (>= y 0)', expect: 'UNSAT' },
  { name: 'decimal coefficients', query: '(declare x Real) (declare y Real) (= (+ (* 0.1 x) (* 0.2 y)) 0.3) (= x y)', expect: 'SAT' },
  { name: 'unbounded below', query: '(declare x Real) (declare y Real) (< (- x y) -1000000) (> y -5)', expect: 'SAT' },
  {
    name: 'real distinct in a point interval',
    query: '(declare x Real) (declare y Real) (<= 1 x 1) (<= 1 y 1) (distinct x y)',
    expect: 'UNSAT',
  },
  {
    name: 'real distinct in an interval',
    query: '(declare x Real) (declare y Real) (declare z Real) (<= 0 x 1) (<= 0 y 1) (<= 0 z 1) (distinct x y z)',
    expect: 'SAT',
  },
  // ---- integers
  { name: 'int 2x+2y=7 (parity)', query: '(declare x Int) (declare y Int) (= (+ (* 2 x) (* 2 y)) 7)', expect: 'UNSAT' },
  { name: 'int 1 < 3x < 2', query: '(declare x Int) (< 1 (* 3 x) 2)', expect: 'UNSAT' },
  { name: 'real 1 < 3x < 2', query: '(declare x Real) (< 1 (* 3 x) 2)', expect: 'SAT' },
  { name: 'int open interval empty', query: '(declare x Int) (> x 0) (< x 1)', expect: 'UNSAT' },
  {
    name: 'int x+y=10, x-y=3 (only real solution)',
    query: '(declare x Int) (declare y Int) (= (+ x y) 10) (= (- x y) 3)',
    expect: 'UNSAT',
  },
  { name: 'int x+y=10, x-y=4', query: '(declare x Int) (declare y Int) (= (+ x y) 10) (= (- x y) 4)', expect: 'SAT' },
  {
    name: 'int 3x+5y=1 (bezout)',
    query: '(declare x Int) (declare y Int) (= (+ (* 3 x) (* 5 y)) 1) (<= -10 x 10) (<= -10 y 10)',
    expect: 'SAT',
  },
  { name: 'int 6x+9y=5 (gcd 3)', query: '(declare x Int) (declare y Int) (= (+ (* 6 x) (* 9 y)) 5)', expect: 'UNSAT' },
  {
    name: 'int box needs branching',
    query: '(declare x Int) (declare y Int) (>= (+ (* 2 x) (* 3 y)) 4) (<= (+ (* 2 x) (* 3 y)) 4) (<= 0 x 1) (<= 0 y 1)',
    expect: 'UNSAT',
  },
  {
    name: 'int knapsack exact',
    query: '(declare a Int) (declare b Int) (declare c Int) (<= 0 a 3) (<= 0 b 3) (<= 0 c 3) (= (+ (* 5 a) (* 7 b) (* 11 c)) 29)',
    expect: 'SAT',
  },
  {
    name: 'int knapsack impossible',
    query: '(declare a Int) (declare b Int) (<= 0 a 5) (<= 0 b 5) (= (+ (* 4 a) (* 6 b)) 17)',
    expect: 'UNSAT',
  },
  {
    name: 'int pigeons via distinct',
    query: '(declare x Int) (declare y Int) (declare z Int) (declare w Int) (distinct x y z w) (<= 0 x 2) (<= 0 y 2) (<= 0 z 2) (<= 0 w 2)',
    expect: 'UNSAT',
  },
  {
    name: 'int permutation',
    query: '(declare x Int) (declare y Int) (declare z Int) (distinct x y z) (<= 1 x 3) (<= 1 y 3) (<= 1 z 3) (< x y) (> z y)',
    expect: 'SAT',
  },
  { name: 'int thin strip (real-feasible)', query: '(declare x Int) (declare y Int) (<= 1 (- (* 2 x) (* 2 y)) 1)', expect: 'UNSAT' },
  { name: 'int mixed with real', query: '(declare n Int) (declare r Real) (= r (* 0.5 n)) (> r 1.2) (< r 1.8)', expect: 'SAT' },
  {
    name: 'int mixed with real, no integer fits',
    query: '(declare n Int) (declare r Real) (= r (* 0.5 n)) (> r 1.1) (< r 1.4)',
    expect: 'UNSAT',
  },
  {
    name: 'int send-more-style carry',
    query: '(declare a Int) (declare b Int) (declare c Int) (<= 0 a 9) (<= 0 b 9) (<= 0 c 1) (= (+ a b) (+ (* 10 c) 7)) (> a 8)',
    expect: 'SAT',
  },
  { name: 'int negative values', query: '(declare x Int) (declare y Int) (= (+ x y) -3) (> x 5) (> y -10)', expect: 'SAT' },
  {
    name: 'int three-variable parity',
    query: '(declare x Int) (declare y Int) (declare z Int) (= (+ (* 4 x) (* 6 y) (* 10 z)) 3)',
    expect: 'UNSAT',
  },
  { name: 'int bounded triangle', query: '(declare x Int) (declare y Int) (>= x 1) (>= y 1) (<= (+ x y) 2)', expect: 'SAT' },
  { name: 'int bounded triangle empty', query: '(declare x Int) (declare y Int) (>= x 1) (>= y 1) (< (+ x y) 2)', expect: 'UNSAT' },
  // ---- Booleans mixed with arithmetic
  { name: 'disjunctive bounds', query: '(declare x Real) (or (< x 0) (> x 10)) (<= 0 x 10)', expect: 'UNSAT' },
  { name: 'disjunction picks the second side', query: '(declare x Int) (or (< x 0) (> x 10)) (>= x 0)', expect: 'SAT' },
  { name: 'implication chain', query: '(declare p Bool) (declare x Int) (=> p (> x 5)) (=> (> x 5) (< x 3)) p', expect: 'UNSAT' },
  { name: 'ite on numbers', query: '(declare c Bool) (declare x Int) (declare y Int) (= (ite c x y) 4) (> x 10) (< y 0)', expect: 'UNSAT' },
  { name: 'ite on numbers sat', query: '(declare c Bool) (declare x Int) (declare y Int) (= (ite c x y) 4) (> x 10)', expect: 'SAT' },
  { name: 'xor of atoms', query: '(declare x Real) (xor (> x 1) (> x 2)) (> x 3)', expect: 'UNSAT' },
  { name: 'iff between atoms', query: '(declare x Int) (declare y Int) (iff (> x y) (> y x)) (distinct x y)', expect: 'UNSAT' },
  { name: 'not equal as < or >', query: '(declare x Int) (not (= x 3)) (>= x 3) (<= x 4)', expect: 'SAT' },
  {
    name: 'case split over many atoms',
    query: '(declare x Int) (or (= x 1) (= x 2) (= x 3)) (or (= x 3) (= x 4)) (distinct x 3)',
    expect: 'UNSAT',
  },
  {
    name: 'scheduling with disjunctions',
    query: '(declare s1 Int) (declare s2 Int) (>= s1 0) (>= s2 0) (or (>= s2 (+ s1 3)) (>= s1 (+ s2 2))) (<= (+ s1 3) 6) (<= (+ s2 2) 6)',
    expect: 'SAT',
  },
  {
    name: 'scheduling infeasible',
    query: '(declare s1 Int) (declare s2 Int) (>= s1 0) (>= s2 0) (or (>= s2 (+ s1 3)) (>= s1 (+ s2 2))) (<= (+ s1 3) 4) (<= (+ s2 2) 4)',
    expect: 'UNSAT',
  },
];
