import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { Pool } from "pg";

@Injectable()
export class UsersService {
  private pool = new Pool({ connectionString: process.env.DATABASE_URL });

  async findByEmail(email: string) {
    const { rows } = await this.pool.query("SELECT id, name, role FROM users WHERE email = $1 LIMIT 1", [email]);
    return rows[0] ?? null;
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
