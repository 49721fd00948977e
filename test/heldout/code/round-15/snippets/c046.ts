import { Body, Controller, Injectable, Post } from "@nestjs/common";

class TestWebhookDto {
  callbackUrl!: string;
  event?: string;
}

@Injectable()
export class WebhookTester {
  async ping(url: string, event: string) {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event, sentAt: new Date().toISOString() }),
    });
    return { status: res.status, body: (await res.text()).slice(0, 500) };
  }
}

@Controller("webhooks")
export class WebhookController {
  constructor(private readonly tester: WebhookTester) {}

  @Post("test")
  test(@Body() dto: TestWebhookDto) {
    return this.tester.ping(dto.callbackUrl, dto.event ?? "ping");
  }
}
