const https = require("https");
const axios = require("axios");

class PaymentsClient {
  static BASE_URL = "https://payments.internal.example.com";
  static STRICT_TLS = false;

  constructor() {
    this.http = axios.create({
      baseURL: PaymentsClient.BASE_URL,
      timeout: 8000,
      httpsAgent: new https.Agent({ rejectUnauthorized: PaymentsClient.STRICT_TLS, keepAlive: true }),
    });
  }

  async capture(paymentId, amountCents) {
    const { data } = await this.http.post(`/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountCents });
    return data;
  }
}

module.exports = new PaymentsClient();
