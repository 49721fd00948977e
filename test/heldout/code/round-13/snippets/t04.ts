import { Controller, Get, Query } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Customer } from "./customer.entity";

@Controller("customers")
export class CustomersController {
  constructor(@InjectRepository(Customer) private readonly repo: Repository<Customer>) {}

  @Get("search")
  async search(@Query("email") email: string) {
    return this.repo
      .createQueryBuilder("c")
      .select(["c.id", "c.name", "c.email"])
      .where("c.email LIKE :email", { email: `%${email}%` })
      .orderBy("c.created_at", "DESC")
      .limit(50)
      .getMany();
  }
}
