import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import { DataSource } from "typeorm";

@Injectable()
export class UsersService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  findByEmail(email: string) {
    return this.ds.query(`SELECT id, email, display_name FROM users WHERE email = '${email}'`);
  }
}

@Controller("users")
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get("lookup")
  lookup(@Query("email") email: string) {
    return this.users.findByEmail(email);
  }
}
