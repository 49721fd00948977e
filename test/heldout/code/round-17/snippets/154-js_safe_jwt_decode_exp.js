const jwt = require("jsonwebtoken");

function scheduleRefresh(accessToken, refresh) {
  const decoded = jwt.decode(accessToken);
  const exp = decoded && typeof decoded.exp === "number" ? decoded.exp : 0;
  const delayMs = Math.max(0, exp * 1000 - Date.now() - 60000);
  return setTimeout(refresh, delayMs);
}

module.exports = { scheduleRefresh };
