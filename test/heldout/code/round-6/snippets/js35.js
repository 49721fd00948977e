const bcrypt = require("bcrypt");

const ROUNDS = 12;

async function setPassword(user, plain) {
  if (typeof plain !== "string" || plain.length < 10) throw new Error("password too short");
  user.passwordHash = await bcrypt.hash(plain, ROUNDS);
  await user.save();
}

async function checkPassword(user, plain) {
  return bcrypt.compare(plain, user.passwordHash);
}

module.exports = { setPassword, checkPassword };
