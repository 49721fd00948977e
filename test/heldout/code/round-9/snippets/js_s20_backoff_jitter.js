const BASE_DELAY_MS = 200;
const MAX_DELAY_MS = 10000;

function delayFor(attempt) {
  const exp = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.floor(exp / 2 + Math.random() * (exp / 2));
}

async function withRetry(fn, attempts = 5) {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i + 1 >= attempts) throw err;
      await new Promise((r) => setTimeout(r, delayFor(i)));
    }
  }
}

module.exports = { withRetry };
