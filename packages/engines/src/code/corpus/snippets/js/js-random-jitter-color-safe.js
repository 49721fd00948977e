function retryDelay(attempt) {
  return Math.min(30000, 2 ** attempt * 100) + Math.random() * 250;
}

function randomColor() {
  return '#' + Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0');
}
