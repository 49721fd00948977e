import { BadRequestException, Body, Controller, Post } from "@nestjs/common";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i;

@Controller("tools")
export class DnsController {
  @Post("dns")
  async lookup(@Body("domain") domain: string) {
    if (typeof domain !== "string" || !HOSTNAME.test(domain)) {
      throw new BadRequestException("invalid domain");
    }
    const { stdout } = await execFileAsync("dig", ["+short", domain, "A"]);
    return { domain, addresses: stdout.trim().split("\n").filter(Boolean) };
  }
}
