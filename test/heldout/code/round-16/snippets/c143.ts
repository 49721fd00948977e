import { Body, Controller, Injectable, Post } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

class RegisterHookDto {
  callbackUrl!: string;
  event!: string;
}

@Injectable()
export class HookService {
  constructor(private readonly http: HttpService) {}

  async verify(url: string): Promise<number> {
    const res = await firstValueFrom(this.http.post(url, { type: "verification" }));
    return res.status;
  }
}

@Controller("hooks")
export class HookController {
  constructor(private readonly hooks: HookService) {}

  @Post()
  async register(@Body() dto: RegisterHookDto) {
    const status = await this.hooks.verify(dto.callbackUrl);
    return { registered: status < 300, event: dto.event };
  }
}
