function delay(attempt) {
  return 100 * 2 ** attempt + Math.random() * 50;
}
