import { Body, Controller, Post } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

class WebhookTestDto {
  url!: string;
}

@Controller("webhooks")
export class WebhookController {
  constructor(private readonly http: HttpService) {}

  @Post("test")
  async test(@Body() dto: WebhookTestDto) {
    const res = await firstValueFrom(this.http.get(dto.url, { timeout: 3000 }));
    return { status: res.status };
  }
}
