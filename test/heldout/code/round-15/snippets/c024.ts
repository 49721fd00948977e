import { Controller, Get, Injectable, Param } from "@nestjs/common";

const WEATHER_API = "https://api.weather.example.com/v2";

@Injectable()
export class WeatherService {
  async current(city: string) {
    const url = `${WEATHER_API}/current/${encodeURIComponent(city)}?units=metric`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${process.env.WEATHER_TOKEN}` } });
    if (!res.ok) throw new Error(`weather api ${res.status}`);
    return res.json();
  }
}

@Controller("weather")
export class WeatherController {
  constructor(private readonly weather: WeatherService) {}

  @Get(":city")
  get(@Param("city") city: string) {
    return this.weather.current(city);
  }
}
