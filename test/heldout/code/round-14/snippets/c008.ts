import { Controller, Get, Param, BadRequestException } from "@nestjs/common";
import { spawnSync } from "node:child_process";

const REF_RE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/;

@Controller("repo")
export class RepoController {
  @Get("log/:ref")
  log(@Param("ref") ref: string) {
    if (!REF_RE.test(ref)) throw new BadRequestException("bad ref");
    const out = spawnSync("git", ["-C", "/srv/repo", "log", "--oneline", "-n", "20", ref], {
      encoding: "utf8",
      timeout: 10_000,
    });
    return { ref, commits: out.stdout.trim().split("\n") };
  }
}
