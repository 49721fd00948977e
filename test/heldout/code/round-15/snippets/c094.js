const https = require("https");
const axios = require("axios");

class ShippingClient {
  static BASE_URL = "https://shipping.internal.example.com";
  static STRICT_TLS = true;

  constructor() {
    this.http = axios.create({
      baseURL: ShippingClient.BASE_URL,
      timeout: 8000,
      httpsAgent: new https.Agent({ rejectUnauthorized: ShippingClient.STRICT_TLS, keepAlive: true }),
    });
  }

  async quote(parcelId) {
    const { data } = await this.http.get(`/parcels/${encodeURIComponent(parcelId)}/quote`);
    return data;
  }
}

module.exports = new ShippingClient();
