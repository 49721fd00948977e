import { Body, Controller, Post } from "@nestjs/common";
import { exec } from "node:child_process";
import { promisify } from "node:util";

const execAsync = promisify(exec);

@Controller("tools")
export class DnsController {
  @Post("dns")
  async lookup(@Body("domain") domain: string) {
    const { stdout } = await execAsync(`dig +short ${domain} A`);
    return { domain, addresses: stdout.trim().split("\n").filter(Boolean) };
  }
}
