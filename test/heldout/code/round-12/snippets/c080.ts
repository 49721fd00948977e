import { Controller, Get, Query, Res } from "@nestjs/common";
import type { Response } from "express";
import { join } from "path";

const STORAGE = "/var/lib/app/storage";

@Controller("files")
export class FilesController {
  @Get("download")
  download(@Query("file") file: string, @Res() res: Response) {
    return res.download(join(STORAGE, file));
  }
}
