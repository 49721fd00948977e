import https from "node:https";
import axios from "axios";

export class InventoryClient {
  private readonly baseUrl = "https://inventory.partner.example";
  private readonly strictTls = true;

  constructor(private readonly apiKey: string) {}

  async stock(sku: string): Promise<number> {
    const agent = new https.Agent({ rejectUnauthorized: this.strictTls });
    const res = await axios.get<{ quantity: number }>(`${this.baseUrl}/v1/stock/${encodeURIComponent(sku)}`, {
      httpsAgent: agent,
      headers: { "X-Api-Key": this.apiKey },
    });
    return res.data.quantity;
  }
}
