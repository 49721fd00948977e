import { Controller, Get, Param } from "@nestjs/common";
import { exec } from "node:child_process";
import { promisify } from "node:util";

const sh = promisify(exec);

async function gitLog(ref: string, limit = 20): Promise<string[]> {
  const { stdout } = await sh(`git -C /srv/repo log --oneline -n ${limit} ${ref}`);
  return stdout.trim().split("\n");
}

@Controller("repo")
export class RepoController {
  @Get("log/:ref")
  async log(@Param("ref") ref: string) {
    return { ref, commits: await gitLog(ref) };
  }
}
