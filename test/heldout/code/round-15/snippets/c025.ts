import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Injectable()
export class CustomerRepository {
  constructor(private readonly ds: DataSource) {}

  search(term: string, limit = 20) {
    return this.ds.query(
      `SELECT id, name, email FROM customers WHERE name ILIKE '%${term}%' ORDER BY name LIMIT ${Number(limit)}`,
    );
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
