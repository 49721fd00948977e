import { BadRequestException, Body, Controller, Injectable, Post } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

const PROVIDERS = {
  slack: "https://slack.com/api/chat.postMessage",
  teams: "https://graph.microsoft.com/v1.0/chats",
} as const;

class NotifyDto {
  provider!: string;
  text!: string;
}

@Injectable()
export class NotifyService {
  constructor(private readonly http: HttpService) {}

  async send(provider: keyof typeof PROVIDERS, text: string): Promise<number> {
    const res = await firstValueFrom(this.http.post(PROVIDERS[provider], { text }));
    return res.status;
  }
}

@Controller("notify")
export class NotifyController {
  constructor(private readonly notify: NotifyService) {}

  @Post()
  async post(@Body() dto: NotifyDto) {
    if (dto.provider !== "slack" && dto.provider !== "teams") throw new BadRequestException("unknown provider");
    return { status: await this.notify.send(dto.provider, dto.text) };
  }
}
