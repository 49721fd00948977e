import { Controller, Get, Injectable, Param, Query } from "@nestjs/common";
import { InjectConnection } from "@nestjs/sequelize";
import { QueryTypes, Sequelize } from "sequelize";

@Injectable()
export class ReportsService {
  constructor(@InjectConnection() private readonly sequelize: Sequelize) {}

  byCustomer(customerId: string, from: string) {
    return this.sequelize.query(
      `SELECT id, total, issued_at FROM invoices WHERE customer_id = ${customerId} AND issued_at >= '${from}'`,
      { type: QueryTypes.SELECT },
    );
  }
}

@Controller("reports")
export class ReportsController {
  constructor(private readonly svc: ReportsService) {}

  @Get(":customerId")
  get(@Param("customerId") id: string, @Query("from") from = "2024-01-01") {
    return this.svc.byCustomer(id, from);
  }
}
