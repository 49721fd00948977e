import { Controller, Get, Query } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Customer } from "./customer.entity";

@Controller("customers")
export class CustomersController {
  constructor(@InjectRepository(Customer) private readonly repo: Repository<Customer>) {}

  @Get("search")
  async search(@Query("email") email: string, @Query("sort") sort = "created_at") {
    return this.repo.query(
      `SELECT id, name, email FROM customers WHERE email LIKE '%${email}%' ORDER BY ${sort} LIMIT 50`
    );
  }
}
