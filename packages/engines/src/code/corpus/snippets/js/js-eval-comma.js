export const calc = (expr) => (0, eval)(expr);
