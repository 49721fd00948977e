/** One message per delivery on the webhook queue; the consumer reads everything else from D1 (a leaf module, so `env.ts` can name it). */
export interface WebhookMessage {
  deliveryId: string;
  orgId: number;
}
