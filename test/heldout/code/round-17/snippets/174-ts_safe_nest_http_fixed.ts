import { Controller, Get, Param } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

const CATALOG = "https://catalog.example.com/api/items/";

@Controller("items")
export class ItemsController {
  constructor(private readonly http: HttpService) {}

  @Get(":id")
  async get(@Param("id") id: string) {
    const res = await firstValueFrom(this.http.get(CATALOG + encodeURIComponent(id)));
    return res.data;
  }
}
