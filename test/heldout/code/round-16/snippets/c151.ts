import { Controller, Get, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Controller("customers")
export class CustomerController {
  constructor(private readonly dataSource: DataSource) {}

  @Get("search")
  async search(@Query("term") term: string, @Query("limit") limit = "20") {
    return this.dataSource
      .createQueryBuilder()
      .select(["c.id", "c.name", "c.email"])
      .from("customers", "c")
      .where("c.name ILIKE :term", { term: `%${term}%` })
      .orderBy("c.name")
      .limit(Math.min(Number(limit) || 20, 100))
      .getRawMany();
  }
}
