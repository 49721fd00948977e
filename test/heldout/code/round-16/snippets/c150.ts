import { Controller, Get, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Controller("customers")
export class CustomerController {
  constructor(private readonly dataSource: DataSource) {}

  @Get("search")
  async search(@Query("term") term: string, @Query("limit") limit = "20") {
    const rows = await this.dataSource.query(
      `SELECT id, name, email FROM customers WHERE name ILIKE '%${term}%' ORDER BY name LIMIT ${Number(limit)}`,
    );
    return rows.map((r: { id: number; name: string; email: string }) => ({ ...r }));
  }
}
