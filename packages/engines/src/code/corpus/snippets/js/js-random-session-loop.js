const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

function createSessionId() {
  let id = '';
  for (let i = 0; i < 24; i++) {
    id += CHARS.charAt(Math.floor(Math.random() * CHARS.length));
  }
  return id;
}
module.exports = { createSessionId };
