import { Body, Controller, Post, BadRequestException } from "@nestjs/common";
import { execFileSync } from "node:child_process";
import path from "node:path";

class ConvertDto {
  filename!: string;
  format!: "mp3" | "ogg";
}

@Controller("media")
export class MediaController {
  @Post("convert")
  convert(@Body() dto: ConvertDto) {
    if (dto.format !== "mp3" && dto.format !== "ogg") throw new BadRequestException("format");
    const name = path.basename(dto.filename);
    const out = name.replace(/\.[^.]+$/, "") + "." + dto.format;
    execFileSync("ffmpeg", ["-y", "-i", path.join("/data/in", name), path.join("/data/out", out)], { stdio: "ignore" });
    return { output: out };
  }
}
