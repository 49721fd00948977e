const https = require("https");
const axios = require("axios");

class InventoryClient {
  baseUrl = "https://inventory.partner.example";
  strictSSL = false;

  constructor(apiKey) {
    this.apiKey = apiKey;
  }

  async stock(sku) {
    const agent = new https.Agent({ rejectUnauthorized: this.strictSSL });
    const res = await axios.get(`${this.baseUrl}/v1/stock/${encodeURIComponent(sku)}`, {
      httpsAgent: agent,
      headers: { "X-Api-Key": this.apiKey },
    });
    return res.data.quantity;
  }
}

module.exports = new InventoryClient(process.env.INVENTORY_API_KEY);
