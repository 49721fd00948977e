import { Body, Controller, Post } from "@nestjs/common";
import { execSync } from "node:child_process";

class ConvertDto {
  filename!: string;
  format!: "mp3" | "ogg";
}

@Controller("media")
export class MediaController {
  @Post("convert")
  convert(@Body() dto: ConvertDto) {
    const out = dto.filename.replace(/\.[^.]+$/, "") + "." + dto.format;
    execSync(`ffmpeg -y -i /data/in/${dto.filename} /data/out/${out}`, { stdio: "ignore" });
    return { output: out };
  }
}
