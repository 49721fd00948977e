import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Injectable()
export class CustomerRepository {
  constructor(private readonly ds: DataSource) {}

  search(term: string, limit = 20) {
    return this.ds
      .createQueryBuilder()
      .select(["c.id", "c.name", "c.email"])
      .from("customers", "c")
      .where("c.name ILIKE :pattern", { pattern: `%${term}%` })
      .orderBy("c.name")
      .limit(Math.min(Number(limit) || 20, 100))
      .getRawMany();
  }
}

@Controller("customers")
export class CustomerController {
  constructor(private readonly repo: CustomerRepository) {}

  @Get("search")
  search(@Query("q") q: string) {
    return this.repo.search(q ?? "");
  }
}
