const jwt = require("jsonwebtoken");

class TokenRefresher {
  constructor(client) {
    this.client = client;
    this.timer = null;
  }

  schedule(accessToken) {
    // only reads our own token's expiry to refresh a minute before it lapses
    const { exp } = jwt.decode(accessToken) || {};
    if (!exp) return;
    const delay = Math.max(0, exp * 1000 - Date.now() - 60_000);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), delay);
  }

  async refresh() {
    const { accessToken } = await this.client.post("/oauth/refresh");
    this.schedule(accessToken);
  }
}

module.exports = { TokenRefresher };
