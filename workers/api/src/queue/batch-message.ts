/** A queued asynchronous batch, as the API enqueues it and the consumer reads it (a leaf module, so `env.ts` can name it). */
export interface BatchMessage {
  jobId: string;
  orgId: number;
  apiKeyId: string | null;
  isTest: boolean;
}
